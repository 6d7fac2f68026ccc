import { daysBefore } from '../market.ts';
import type { PriceTier } from '../relevance.ts';
import { TREND, type VolumeTrend } from './constants.ts';

/** One sold record: its day (YYYY-MM-DD), price, and the packaging tier it sold in (null when not known). */
export interface SoldRecord {
  day: string;
  priceCents: number;
  tier: PriceTier | null;
}

/** A figure's trend: a robust straight line through log(price) over the last TREND.windowDays. */
export interface Trend {
  /** Change of log(price) per day. */
  slope: number;
  /** log(price) of the line today, per tier that sold in the window, and over all sales ('all'). */
  levels: Partial<Record<PriceTier | 'all', number>>;
  /** Percent changes along the line over the last 30 and 90 days. */
  change30d: number;
  change90d: number;
  /** 0-100: see trendConfidence. */
  confidence: number;
  sales: number;
  firstSale: string;
  lastSale: string;
  spanDays: number;
}

const DAY_MS = 86_400_000;
/** Days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The median of a list (which it reorders); NaN for an empty one. Quickselect: a figure can have thousands of slopes. */
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
 * Theil-Sen slope: the median of the slopes between every two points of the same group (same tier), on different
 * days. A few crazy sales move a handful of the slopes, not their median (it takes about 29% of the points to
 * break it); grouping by tier keeps a carded sale and a loose one from reading as a price jump.
 */
export function theilSenSlope(groups: readonly Point[][]): number | null {
  const slopes: number[] = [];
  for (const points of groups) {
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const dx = points[j].x - points[i].x;
        if (dx !== 0) slopes.push((points[j].y - points[i].y) / dx);
      }
    }
  }
  // + 0 turns a -0 into 0: a flat line reads as no change either way.
  return slopes.length === 0 ? null : median(slopes) + 0;
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

/**
 * A figure's trend from its sold records, as of `today`: only when at least TREND.minSales of them, spanning at
 * least TREND.minSpanDays, fall in the window; else null (no trend is better than one made up from two sales).
 * Each tier's sales of one day count as one point at their median log price, so a day with many sales does not
 * outweigh the rest, and the line stays quick to fit with thousands of sales.
 */
export function fitTrend(sales: readonly SoldRecord[], today: string): Trend | null {
  const from = daysBefore(today, TREND.windowDays);
  let firstSale = today;
  let lastSale = from;
  // Each sale as a point: x in days from today (a day's number worked out once), y its log price, in its tier.
  const xOfDay = new Map<string, number>();
  const inWindow: { x: number; y: number; tier: PriceTier | null }[] = [];
  for (const sale of sales) {
    if (sale.day <= from || sale.day > today) continue;
    if (sale.day < firstSale) firstSale = sale.day;
    if (sale.day > lastSale) lastSale = sale.day;
    let x = xOfDay.get(sale.day);
    if (x === undefined) xOfDay.set(sale.day, (x = daysBetween(today, sale.day)));
    inWindow.push({ x, y: Math.log(sale.priceCents), tier: sale.tier });
  }
  if (inWindow.length < TREND.minSales) return null;
  const spanDays = daysBetween(firstSale, lastSale);
  if (spanDays < TREND.minSpanDays) return null;

  const byTier = new Map<PriceTier | null, Map<number, number[]>>();
  for (const { x, y, tier } of inWindow) {
    let days = byTier.get(tier);
    if (!days) byTier.set(tier, (days = new Map()));
    const ys = days.get(x);
    if (ys) ys.push(y);
    else days.set(x, [y]);
  }
  const groups = [...byTier.entries()].map(([tier, days]) => ({ tier, points: [...days.entries()].map(([x, ys]) => ({ x, y: median(ys) })) }));
  const slope = theilSenSlope(groups.map((g) => g.points));
  if (slope === null) return null;

  // Each tier's line passes through the median of its points' offsets from the slope.
  const levels: Trend['levels'] = {};
  const levelOf = new Map<PriceTier | null, number>();
  for (const { tier, points } of groups) {
    const level = median(points.map((p) => p.y - slope * p.x));
    levelOf.set(tier, level);
    if (tier !== null) levels[tier] = level;
  }
  levels.all = median(groups.flatMap((g) => g.points.map((p) => p.y - slope * p.x)));
  const residuals = inWindow.map(({ x, y, tier }) => Math.abs(y - (levelOf.get(tier)! + slope * x)));

  return {
    slope,
    levels,
    change30d: percent(slope * 30),
    change90d: percent(slope * TREND.windowDays),
    confidence: trendConfidence(inWindow.length, median(residuals)),
    sales: inWindow.length,
    firstSale,
    lastSale,
    spanDays,
  };
}

/**
 * The fitted line `daysAhead` days from today, in cents: on the line of the copy's tier when that tier sold in the
 * window, else on the line through all its sales.
 */
export function forecastCents(trend: Trend, tier: PriceTier | null, daysAhead: number = TREND.horizonDays): number {
  const level = (tier !== null ? trend.levels[tier] : undefined) ?? trend.levels.all!;
  return Math.round(Math.exp(level + trend.slope * daysAhead));
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
