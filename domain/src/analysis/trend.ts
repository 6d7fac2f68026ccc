import { daysBefore } from '../market.ts';
import type { ListingCompleteness, PriceTier } from '../relevance.ts';
import { TREND, type VolumeTrend } from './constants.ts';

/** One sold record: its day (YYYY-MM-DD), price, and the packaging tier it sold in (null when not known). */
export interface SoldRecord {
  day: string;
  priceCents: number;
  tier: PriceTier | null;
  /** The listing's title, which may name a variant (see groupSales). */
  title?: string;
  /** A reissue's sale (listingIsReissue), and what its title says of the figure's pieces (listingCompleteness). */
  reissue?: boolean;
  completeness?: ListingCompleteness | null;
}

/** The sales a trend rests on: how many of one tier sold in the last TREND.windowDays, and the days they span. */
export interface SalesWindow {
  sales: number;
  firstSale: string;
  lastSale: string;
  spanDays: number;
}

/** The plausible range of a change (percent, one decimal): low to high. */
export interface ChangeRange {
  low: number;
  high: number;
}

/** One tier's trend: a robust straight line through log(price) over the last TREND.windowDays, with its range. */
export interface Trend extends SalesWindow {
  /** Change of log(price) per day (the Theil-Sen slope)... */
  slope: number;
  /** ...and its confidence interval (TREND.intervalZ): the slopes the sales plausibly allow. */
  slopeLow: number;
  slopeHigh: number;
  /** log(price) of the line today. */
  level: number;
  /** Percent changes along the line over the last 30 and 90 days, and their plausible ranges. */
  change30d: number;
  change90d: number;
  range30d: ChangeRange;
  range90d: ChangeRange;
  /** 0-100: see trendConfidence. */
  confidence: number;
}

const DAY_MS = 86_400_000;
/** Days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The median of a list (which it reorders); NaN for an empty one. Quickselect: a tier can have thousands of sales. */
export function median(values: number[]): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const select = (k: number): number => {
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const pivot = values[(lo + hi) >> 1];
      let i = lo;
      let j = hi;
      while (i <= j) {
        while (values[i] < pivot) i++;
        while (values[j] > pivot) j--;
        if (i <= j) {
          [values[i], values[j]] = [values[j], values[i]];
          i++;
          j--;
        }
      }
      if (k <= j) hi = j;
      else if (k >= i) lo = i;
      else return values[k];
    }
    return values[k];
  };
  return n % 2 === 1 ? select(n >> 1) : (select(n / 2 - 1) + select(n / 2)) / 2;
}

interface Point {
  x: number;
  y: number;
}

/**
 * Theil-Sen slope and its confidence interval (Sen 1968; the ranks as R's trend::sens.slope takes them). The slope
 * is the median of the slopes between every two points on different days: a few crazy sales move a handful of them,
 * not their median (it takes about 29% of the points to break it). The interval is read off the same sorted slopes:
 * with N of them and n points, Kendall's S has variance n(n-1)(2n+5)/18 (no tie correction: ties would narrow it,
 * so leaving it out errs wide); C = z·√Var(S); the low end is the round((N-C)/2)-th smallest slope and the high end
 * the round((N+C)/2 + 1)-th, each kept within 1..N. No random draws (a bootstrap would need them): the same sales
 * always give the same range, and a hand can check it.
 */
export function theilSen(points: readonly Point[], z: number = TREND.intervalZ): { slope: number; low: number; high: number } | null {
  const n = points.length;
  // A typed array sorts numerically without a comparator: the sort stays quick at 90 points (4,005 slopes).
  const all = new Float64Array((n * (n - 1)) / 2);
  let count = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dx = points[j].x - points[i].x;
      if (dx !== 0) all[count++] = (points[j].y - points[i].y) / dx;
    }
  }
  if (count === 0) return null;
  const slopes = all.subarray(0, count).sort();
  const c = z * Math.sqrt((n * (n - 1) * (2 * n + 5)) / 18);
  const rank = (r: number) => slopes[Math.min(count, Math.max(1, Math.round(r))) - 1];
  const middle = count % 2 === 1 ? slopes[(count - 1) / 2] : (slopes[count / 2 - 1] + slopes[count / 2]) / 2;
  // + 0 turns a -0 into 0: a flat line reads as no change either way.
  return { slope: middle + 0, low: rank((count - c) / 2) + 0, high: rank((count + c) / 2 + 1) + 0 };
}

/**
 * How much a trend can be trusted, 0-100: CONFIDENCE_EXPLAINED. The sample term is n / (n + 5); the fit term is
 * 1 - (median distance of a sale's log price from its tier's line) / 0.5, floored at 0.
 */
export function trendConfidence(sales: number, medianResidual: number): number {
  const sample = sales / (sales + TREND.halfConfidenceSales);
  const fit = Math.max(0, 1 - medianResidual / TREND.noConfidenceSpread);
  return Math.round(100 * sample * fit);
}

const percent = (logChange: number) => Math.round((Math.exp(logChange) - 1) * 1000) / 10;

/** The rule a trend needs: TREND's, or (the back-test compares them) another. */
export interface TrendRule {
  minSales: number;
  minSpanDays: number;
}

/** The sales of the window (the last TREND.windowDays up to today) as points: x in days from today, y log price. */
function inWindow(sales: readonly SoldRecord[], today: string): { points: Point[]; window: SalesWindow | null } {
  const from = daysBefore(today, TREND.windowDays);
  const xOfDay = new Map<string, number>();
  const points: Point[] = [];
  let firstSale = today;
  let lastSale = from;
  for (const sale of sales) {
    if (sale.day <= from || sale.day > today) continue;
    if (sale.day < firstSale) firstSale = sale.day;
    if (sale.day > lastSale) lastSale = sale.day;
    let x = xOfDay.get(sale.day);
    if (x === undefined) xOfDay.set(sale.day, (x = daysBetween(today, sale.day)));
    points.push({ x, y: Math.log(sale.priceCents) });
  }
  if (points.length === 0) return { points, window: null };
  return { points, window: { sales: points.length, firstSale, lastSale, spanDays: daysBetween(firstSale, lastSale) } };
}

/** How many sales of the window there are and the days they span; null when none sold in it. */
export const salesWindow = (sales: readonly SoldRecord[], today: string): SalesWindow | null => inWindow(sales, today).window;

/** Whether a window's sales are enough for a trend: at least rule.minSales spanning at least rule.minSpanDays. */
export const enoughSales = (window: SalesWindow | null, rule: TrendRule = TREND): window is SalesWindow =>
  window !== null && window.sales >= rule.minSales && window.spanDays >= rule.minSpanDays;

/**
 * One tier's trend from its sold records (the caller passes one tier's: a carded sale and a loose one are different
 * markets), as of `today`: only when at least TREND.minSales of them, spanning at least TREND.minSpanDays, fall in
 * the window; else null (no trend is better than one made up from five sales). The sales of one day count as one
 * point at their median log price, so a day with many sales does not outweigh the rest, and the line stays quick to
 * fit with thousands of sales (at most 90 points: about 4,000 slopes).
 */
export function fitTrend(sales: readonly SoldRecord[], today: string, rule: TrendRule = TREND): Trend | null {
  const { points, window } = inWindow(sales, today);
  if (!enoughSales(window, rule)) return null;
  const byDay = new Map<number, number[]>();
  for (const { x, y } of points) {
    const ys = byDay.get(x);
    if (ys) ys.push(y);
    else byDay.set(x, [y]);
  }
  const fit = theilSen([...byDay].map(([x, ys]) => ({ x, y: median(ys) })));
  if (fit === null) return null;
  const { slope, low, high } = fit;
  // The line passes through the median of the day points' offsets from the slope.
  const level = median([...byDay].map(([x, ys]) => median(ys) - slope * x));
  const residuals = points.map(({ x, y }) => Math.abs(y - (level + slope * x)));
  return {
    ...window,
    slope,
    slopeLow: low,
    slopeHigh: high,
    level,
    change30d: percent(slope * 30),
    change90d: percent(slope * TREND.windowDays),
    range30d: { low: percent(low * 30), high: percent(high * 30) },
    range90d: { low: percent(low * TREND.windowDays), high: percent(high * TREND.windowDays) },
    confidence: trendConfidence(points.length, median(residuals)),
  };
}

/** The fitted line `daysAhead` days from today, in cents. */
export function forecastCents(trend: Pick<Trend, 'level' | 'slope'>, daysAhead: number = TREND.horizonDays): number {
  return Math.round(Math.exp(trend.level + trend.slope * daysAhead));
}

/** The forecast's plausible range: the line's level today carried on at the low and the high slope (in cents). */
export function forecastRangeCents(trend: Pick<Trend, 'level' | 'slopeLow' | 'slopeHigh'>, daysAhead: number = TREND.horizonDays): { low: number; high: number } {
  return { low: Math.round(Math.exp(trend.level + trend.slopeLow * daysAhead)), high: Math.round(Math.exp(trend.level + trend.slopeHigh * daysAhead)) };
}

/** A figure's sold records split by their tier; records of unknown tier (kept from before tiers) belong to none. */
export function salesByTier(sales: readonly SoldRecord[]): Map<PriceTier, SoldRecord[]> {
  const byTier = new Map<PriceTier, SoldRecord[]>();
  for (const sale of sales) {
    if (sale.tier === null) continue;
    const tierSales = byTier.get(sale.tier);
    if (tierSales) tierSales.push(sale);
    else byTier.set(sale.tier, [sale]);
  }
  return byTier;
}

/** Sold in the last TREND.volumeDays (up to today), and in the same span before them. */
export function salesVolume(sales: readonly SoldRecord[], today: string): { last: number; previous: number } {
  const recentFrom = daysBefore(today, TREND.volumeDays);
  const previousFrom = daysBefore(today, 2 * TREND.volumeDays);
  let last = 0;
  let previous = 0;
  for (const { day } of sales) {
    if (day > recentFrom && day <= today) last++;
    else if (day > previousFrom && day <= recentFrom) previous++;
  }
  return { last, previous };
}

/**
 * Increasing when the last span sold at least TREND.volumeChange (25%) more than the span before it, decreasing at
 * 25% fewer or less, else stable. From nothing to any sale is increasing; nothing in either is stable.
 */
export function volumeTrend({ last, previous }: { last: number; previous: number }): VolumeTrend {
  if (previous === 0) return last > 0 ? 'increasing' : 'stable';
  const change = (last - previous) / previous;
  if (change >= TREND.volumeChange) return 'increasing';
  if (change <= -TREND.volumeChange) return 'decreasing';
  return 'stable';
}
