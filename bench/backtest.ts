/**
 * npm run backtest
 *
 * Back-tests the analysis' trends, per packaging tier (issue 22), under the rule it uses (a tier's trend needs 8 sales
 * over 30 days, and advice needs its plausible range clear of zero) against the one before it (5 sales over 21 days,
 * advice on the point estimate alone).
 *
 * Each series is one figure's sales over SPAN_DAYS, carded ones (about 40%, at 3× the price) and loose ones mixed, as
 * eBay sells them. It is cut 30 days before its end; each tier is fitted on its own sales before the cut (domain
 * fitTrend, as the app would that day) and read 30 days on (forecastCents). Reported per kind of series, per tier and
 * per rule:
 * - how many tiers got a trend (the others the app shows as "not enough sales", and so does the back-test);
 * - the forecast's mean absolute percentage error (MAPE) against the price then (the median of the tier's sales of
 *   the series' last 10 days), beside the naive forecast "the tier's last price before the cut" on the same series;
 * - how often the trend called a direction to act on (rising or falling), how often that call was wrong (a flat
 *   market called either way, or a market called the wrong way), and how often the true 90-day change lay within
 *   the trend's plausible range (the new rule's 95% interval).
 *
 * Synthetic kinds (flat; rising 20% per 90 days; falling 20% per 90 days; noisy with outliers; thin, a sale every 5
 * days on average between the tiers; sparse), SERIES_PER_KIND each from a fixed seed, and the sold listings of the
 * real eBay page in server/test/fixtures/ebay (a sparse page, true change unknown).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  daysBefore, fitTrend, forecastCents, listingTier, median, PRICE_TIERS, salesByTier, TREND, trendDirection,
  type PriceTier, type SoldRecord, type Trend, type TrendRule,
} from '@tmnt/domain';
import { parseSoldPage } from '../server/src/market/sources/ebay-sold-page.ts';
import { random } from './seed.ts';

const SERIES_PER_KIND = Number(process.env.BACKTEST_SERIES ?? 50);
/** Series span this many days; the last 30 are held out. */
const SPAN_DAYS = 150;
/** The price "then" is the median of the tier's sales of the series' last this many days. */
const ACTUAL_DAYS = 10;
const END = '2026-11-20';
const FIXTURE = path.resolve(import.meta.dirname, '../server/test/fixtures/ebay/sold-search-2026-07.html');

interface Rule extends TrendRule {
  name: string;
  /** Whether a trend calls a direction to act on, and which. */
  call: (trend: Trend) => 'rising' | 'falling' | null;
}
const RULES: Rule[] = [
  {
    name: 'old: 5 sales/21 d, point',
    minSales: 5,
    minSpanDays: 21,
    call: (t) => (t.change90d >= TREND.moveChange * 100 ? 'rising' : t.change90d <= -TREND.moveChange * 100 ? 'falling' : null),
  },
  {
    name: `new: ${TREND.minSales} sales/${TREND.minSpanDays} d, range`,
    minSales: TREND.minSales,
    minSpanDays: TREND.minSpanDays,
    call: (t) => {
      const direction = trendDirection(t);
      return direction === 'rising' || direction === 'falling' ? direction : null;
    },
  },
];

interface Series {
  sales: SoldRecord[];
  /** The true change over 90 days (a fraction); null when not known. */
  change90: number | null;
}

const rand = random(2026);
/** A normal deviate (Box-Muller). */
const gaussian = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

/**
 * Sales every 1 to `every` days over SPAN_DAYS: base × e^(drift × day) with log-normal noise, carded ones (40%) at 3×
 * the price, each price passed through `shape`.
 */
function synthetic({ change90, noise = 0.1, every = 2, shape = (c: number) => c }: { change90: number; noise?: number; every?: number; shape?: (cents: number) => number }): Series {
  const sales: SoldRecord[] = [];
  const base = 3000 + rand() * 12000;
  const drift = Math.log(1 + change90) / 90;
  for (let day = SPAN_DAYS; day >= 0; day -= 1 + Math.floor(rand() * every)) {
    const tier: PriceTier = rand() < 0.4 ? 'carded' : 'loose';
    const cents = base * (tier === 'carded' ? 3 : 1) * Math.exp(drift * (SPAN_DAYS - day) + noise * gaussian());
    sales.push({ day: daysBefore(END, day), priceCents: Math.max(100, Math.round(shape(cents))), tier });
  }
  return { sales, change90 };
}

const KINDS: Record<string, () => Series> = {
  flat: () => synthetic({ change90: 0 }),
  'rising 20%/90 d': () => synthetic({ change90: 0.2 }),
  'falling 20%/90 d': () => synthetic({ change90: -0.2 }),
  // Wide noise, and one sale in sixteen a lot of several figures (x4) or a broken loose torso (/4).
  'noisy with outliers': () => synthetic({ change90: 0.1, noise: 0.25, shape: (c) => (rand() < 0.0625 ? c * 4 : rand() < 0.067 ? c / 4 : c) }),
  'thin (flat)': () => synthetic({ change90: 0, every: 9 }),
  'sparse (flat)': () => synthetic({ change90: 0, every: 40 }),
};

function fixtureSeries(): Series {
  const page = parseSoldPage(fs.readFileSync(FIXTURE, 'utf8'));
  if (page.kind !== 'listings') throw new Error(`The fixture page reads as ${page.kind}`);
  return { sales: page.listings.map((l) => ({ day: l.soldDate!, priceCents: l.priceCents, tier: listingTier(l.title, l.condition) })), change90: null };
}

interface Outcome {
  /** The trend's and the naive forecast's absolute percentage errors; null where either is missing. */
  method: number | null;
  naive: number | null;
  hasTrend: boolean;
  call: 'rising' | 'falling' | null;
  wrong: boolean;
  /** Whether the true change lay within the trend's plausible range; null without a trend or a known truth. */
  covered: boolean | null;
}

/**
 * One tier of one series under one rule (null when the tier never sold). The errors are null when the tier did not
 * sell both before the cut and in the held-out days.
 */
function backtest(tierSales: SoldRecord[], change90: number | null, end: string, rule: Rule): Outcome | null {
  if (tierSales.length === 0) return null;
  const cut = daysBefore(end, TREND.horizonDays);
  const known = tierSales.filter((s) => s.day <= cut);
  const heldOut = tierSales.filter((s) => s.day > daysBefore(end, ACTUAL_DAYS));
  const actual = heldOut.length > 0 ? median(heldOut.map((s) => s.priceCents)) : null;
  const error = (forecast: number) => (actual === null ? null : Math.abs(forecast - actual) / actual);
  const trend = fitTrend(known, cut, rule);
  const last = known.length > 0 ? known.reduce((latest, s) => (s.day >= latest.day ? s : latest)) : null;
  const call = trend ? rule.call(trend) : null;
  const truth = change90 === null ? null : change90 >= TREND.moveChange ? 'rising' : change90 <= -TREND.moveChange ? 'falling' : 'flat';
  return {
    method: trend ? error(forecastCents(trend)) : null,
    naive: last && error(last.priceCents),
    hasTrend: trend !== null,
    call,
    wrong: call !== null && truth !== null && call !== truth,
    covered: trend && change90 !== null ? trend.range90d.low <= change90 * 100 && change90 * 100 <= trend.range90d.high : null,
  };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const share = (part: number, whole: number) => (whole === 0 ? '-' : pct(part / whole));

const series: { kind: string; series: Series[] }[] = Object.entries(KINDS).map(([kind, make]) => ({ kind, series: Array.from({ length: SERIES_PER_KIND }, make) }));
series.push({ kind: 'eBay fixture page', series: [fixtureSeries()] });

const COLUMNS: [string, number][] = [['series', 20], ['tier', 6], ['rule', 27], ['n', 4], ['trend', 6], ['MAPE trend', 11], ['MAPE naive', 11], ['acted', 7], ['wrong', 7], ['in range', 9]];
const line = (cells: string[]) => cells.map((cell, i) => (i < 3 ? cell.padEnd(COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1]))).join(' ');

function report(label: string, tier: string, rule: Rule, outcomes: Outcome[]) {
  const withTrend = outcomes.filter((o) => o.hasTrend);
  const forecast = withTrend.filter((o): o is Outcome & { method: number; naive: number } => o.method !== null && o.naive !== null);
  const acted = withTrend.filter((o) => o.call !== null).length;
  const wrong = withTrend.filter((o) => o.wrong).length;
  const judged = withTrend.filter((o) => o.covered !== null);
  console.log(
    line([
      label, tier, rule.name, String(outcomes.length), String(withTrend.length),
      forecast.length > 0 ? pct(mean(forecast.map((o) => o.method))) : '-',
      forecast.length > 0 ? pct(mean(forecast.map((o) => o.naive))) : '-',
      share(acted, withTrend.length), share(wrong, withTrend.length), share(judged.filter((o) => o.covered).length, judged.length),
    ]),
  );
}

console.log(
  `Back-test of the trends per tier: each series cut ${TREND.horizonDays} days before its end, each tier fitted on its own sales; ` +
    `actual = median of the tier's last ${ACTUAL_DAYS} days' sales.`,
);
console.log('n: series in which the tier sold; trend: of them with a trend at the cut (the rest: "not enough sales"); acted: trends that called');
console.log('rising or falling; wrong: called a flat market either way or a market the wrong way; in range: the true 90-day change within');
console.log("the trend's plausible range (shown for both rules; only the new one acts on it). Percentages of the trends.");
console.log(line(COLUMNS.map(([name]) => name)));
const totals = new Map<string, Outcome[]>();
for (const { kind, series: kindSeries } of series) {
  for (const tier of PRICE_TIERS) {
    for (const rule of RULES) {
      const outcomes = kindSeries.flatMap(({ sales, change90 }) => {
        const end = sales.reduce((max, s) => (s.day > max ? s.day : max), sales[0].day);
        const outcome = backtest(salesByTier(sales).get(tier) ?? [], change90, end, rule);
        return outcome ? [outcome] : [];
      });
      report(kind, tier, rule, outcomes);
      const key = `${tier}\t${rule.name}`;
      totals.set(key, [...(totals.get(key) ?? []), ...outcomes]);
    }
  }
}
console.log(line(COLUMNS.map(([, width]) => '-'.repeat(width))));
for (const [key, outcomes] of totals) {
  const [tier, ruleName] = key.split('\t');
  report('all kinds', tier, RULES.find((r) => r.name === ruleName)!, outcomes);
}
