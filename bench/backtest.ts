/**
 * npm run backtest
 *
 * Back-tests the analysis' 30-day forecast (domain fitTrend + forecastCents, issue 12). Each price series is cut 30
 * days before its end: the forecast is made from the sales before the cut, as the app would make it that day, and
 * compared with what the price then was (the median of the sales of the series' last 10 days). The same is done
 * with the naive forecast "the last price before the cut". Reports, per kind of series and overall, the mean
 * absolute percentage error (MAPE) of both, and how many series got no forecast (too few sales: the app shows
 * "not enough sales to forecast" there, and so does the back-test, rather than a number).
 *
 * Series: synthetic (flat; rising 20% per 90 days; falling 20% per 90 days; noisy with outliers; carded and loose
 * sales of one figure at different levels; sparse), SERIES_PER_KIND of each from a fixed seed, plus the sold
 * listings of the real eBay page in server/test/fixtures/ebay (a sparse page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { daysBefore, fitTrend, forecastCents, listingTier, median, TREND, type PriceTier, type SoldRecord } from '@tmnt/domain';
import { parseSoldPage } from '../server/src/market/sources/ebay-sold-page.ts';
import { random } from './seed.ts';

const SERIES_PER_KIND = Number(process.env.BACKTEST_SERIES ?? 50);
/** Series span this many days; the last 30 are held out. */
const SPAN_DAYS = 150;
/** The price "then" is the median of the sales of the series' last this many days. */
const ACTUAL_DAYS = 10;
const END = '2026-11-20';
const FIXTURE = path.resolve(import.meta.dirname, '../server/test/fixtures/ebay/sold-search-2026-07.html');

interface Series {
  sales: SoldRecord[];
  /** The tier the forecast is read on (null: the line through all sales). */
  tier: PriceTier | null;
}

const rand = random(2026);
/** A normal deviate (Box-Muller). */
const gaussian = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

/** Sales every 1-5 days over SPAN_DAYS: base × e^(drift × day) with log-normal noise, each price passed through `shape`. */
function synthetic({ dailyDrift, noise = 0.1, every = 4, shape = (c: number) => c, tier = () => null as PriceTier | null }: {
  dailyDrift: number;
  noise?: number;
  every?: number;
  shape?: (cents: number, tier: PriceTier | null) => number;
  tier?: () => PriceTier | null;
}): SoldRecord[] {
  const sales: SoldRecord[] = [];
  const base = 3000 + rand() * 12000;
  for (let day = SPAN_DAYS; day >= 0; day -= 1 + Math.floor(rand() * every)) {
    const t = SPAN_DAYS - day;
    const saleTier = tier();
    const cents = base * Math.exp(dailyDrift * t + noise * gaussian());
    sales.push({ day: daysBefore(END, day), priceCents: Math.max(100, Math.round(shape(cents, saleTier))), tier: saleTier });
  }
  return sales;
}

const perDay = (change90: number) => Math.log(1 + change90) / 90;
const KINDS: Record<string, () => Series> = {
  flat: () => ({ sales: synthetic({ dailyDrift: 0 }), tier: null }),
  'rising 20%/90 d': () => ({ sales: synthetic({ dailyDrift: perDay(0.2) }), tier: null }),
  'falling 20%/90 d': () => ({ sales: synthetic({ dailyDrift: perDay(-0.2) }), tier: null }),
  'noisy with outliers': () => ({
    // Wide noise, and one sale in eight a lot of several figures (x4) or a broken loose torso (/4).
    sales: synthetic({ dailyDrift: perDay(0.1), noise: 0.25, shape: (c) => (rand() < 0.0625 ? c * 4 : rand() < 0.067 ? c / 4 : c) }),
    tier: null,
  }),
  'carded and loose mixed': () => ({
    // Carded copies sell at 3x loose ones; the forecast is read for a carded copy.
    sales: synthetic({ dailyDrift: perDay(0.15), every: 2, tier: () => (rand() < 0.4 ? 'carded' : 'loose'), shape: (c, t) => (t === 'carded' ? c * 3 : c) }),
    tier: 'carded',
  }),
  sparse: () => ({ sales: synthetic({ dailyDrift: perDay(0.1), every: 40 }), tier: null }),
};

function fixtureSeries(): Series {
  const page = parseSoldPage(fs.readFileSync(FIXTURE, 'utf8'));
  if (page.kind !== 'listings') throw new Error(`The fixture page reads as ${page.kind}`);
  return { sales: page.listings.map((l) => ({ day: l.soldDate!, priceCents: l.priceCents, tier: listingTier(l.title, l.condition) })), tier: null };
}

interface Outcome {
  method: number | null;
  naive: number | null;
}

/** Both forecasts' absolute percentage errors for one series; null where a forecast or the actual price is missing. */
function backtest({ sales, tier }: Series): Outcome {
  const end = sales.reduce((max, s) => (s.day > max ? s.day : max), sales[0].day);
  const cut = daysBefore(end, TREND.horizonDays);
  const known = sales.filter((s) => s.day <= cut && (tier === null || s.tier === tier));
  const heldOut = sales.filter((s) => s.day > daysBefore(end, ACTUAL_DAYS) && (tier === null || s.tier === tier));
  if (heldOut.length === 0 || known.length === 0) return { method: null, naive: null };
  const actual = median(heldOut.map((s) => s.priceCents));
  const error = (forecast: number) => Math.abs(forecast - actual) / actual;
  const trend = fitTrend(sales.filter((s) => s.day <= cut), cut);
  const last = known.reduce((latest, s) => (s.day >= latest.day ? s : latest));
  return { method: trend ? error(forecastCents(trend, tier)) : null, naive: error(last.priceCents) };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

const rows: { kind: string; outcomes: Outcome[] }[] = Object.entries(KINDS).map(([kind, make]) => ({ kind, outcomes: Array.from({ length: SERIES_PER_KIND }, () => backtest(make())) }));
rows.push({ kind: 'eBay fixture page', outcomes: [backtest(fixtureSeries())] });

console.log(`Back-test of the 30-day forecast: each series cut ${TREND.horizonDays} days before its end; actual = median of its last ${ACTUAL_DAYS} days' sales`);
console.log(`${'series'.padEnd(24)} ${'n'.padStart(3)} ${'forecast'.padStart(9)} ${'MAPE trend'.padStart(11)} ${'MAPE naive'.padStart(11)}  (naive on the same series)`);
const both: Outcome[] = [];
for (const { kind, outcomes } of rows) {
  const forecast = outcomes.filter((o): o is { method: number; naive: number } => o.method !== null && o.naive !== null);
  both.push(...forecast);
  const trendText = forecast.length > 0 ? pct(mean(forecast.map((o) => o.method))) : '-';
  const naiveText = forecast.length > 0 ? pct(mean(forecast.map((o) => o.naive))) : '-';
  const none = outcomes.length - forecast.length;
  console.log(`${kind.padEnd(24)} ${String(outcomes.length).padStart(3)} ${String(forecast.length).padStart(9)} ${trendText.padStart(11)} ${naiveText.padStart(11)}${none > 0 ? `  (${none} without a forecast: too few sales)` : ''}`);
}
const overallTrend = mean(both.map((o) => o.method!));
const overallNaive = mean(both.map((o) => o.naive!));
console.log(`${'all with a forecast'.padEnd(24)} ${''.padStart(3)} ${String(both.length).padStart(9)} ${pct(overallTrend).padStart(11)} ${pct(overallNaive).padStart(11)}`);
console.log(overallTrend < overallNaive ? `The trend forecast's error is ${pct(1 - overallTrend / overallNaive)} lower than the naive last price's.` : 'The trend forecast does no better than the naive last price.');
