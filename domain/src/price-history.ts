import { medianSorted } from 'simple-statistics';
import { isSoldSource, saleDay, type PriceBasis, type PriceObservation } from './market.ts';
import { PRICE_TIERS, type PriceTier } from './relevance.ts';

/**
 * The rolling median of a tier on a day it sold: the median of that day's sales and of the days just before it,
 * as many whole days as it takes to reach this many sales (fewer only at the start of the history). Whole days, so
 * the order of sales within a day never moves the line; a median, so one odd sale never drags it (a mean would).
 */
export const ROLLING_MEDIAN_SALES = 5;

/** One counted price on the chart: a sale (dated by its sale) or an active listing's asking price (by when last seen). */
interface HistoryPoint {
  date: string;
  priceCents: number;
  kind: PriceBasis;
}

export interface MedianPoint {
  date: string;
  priceCents: number;
}

/** One packaging tier's history; tier null holds the records whose packaging is not known. */
export interface TierHistory {
  tier: PriceTier | null;
  /** Oldest first (sales before asking prices on a day, then by price). */
  points: HistoryPoint[];
  /** The rolling median on each day the tier sold, oldest first; empty without sales and for tier null. */
  median: MedianPoint[];
}

const byDateThenPrice = (a: HistoryPoint, b: HistoryPoint) =>
  a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'sold' ? -1 : 1) || a.priceCents - b.priceCents;

/** The rolling median (ROLLING_MEDIAN_SALES) on each day with sales, from sales sorted oldest first. */
export function rollingMedian(sales: readonly { date: string; priceCents: number }[]): MedianPoint[] {
  const days: { date: string; prices: number[] }[] = [];
  for (const sale of sales) {
    const last = days[days.length - 1];
    if (last?.date === sale.date) last.prices.push(sale.priceCents);
    else days.push({ date: sale.date, prices: [sale.priceCents] });
  }
  return days.map((day, index) => {
    const window: number[] = [];
    for (let i = index; i >= 0 && window.length < ROLLING_MEDIAN_SALES; i--) window.push(...days[i].prices);
    return { date: day.date, priceCents: Math.round(medianSorted(window.sort((a, b) => a - b))) };
  });
}

/**
 * A figure's price history, one series per packaging tier (carded, loose, then packaging not known; only those with
 * a price): every counted price as a point, and the rolling median of the tier's sales. Excluded records are left
 * out, and so are graded listings (an AFA 85 is not a carded price: see summarizeGraded) and reissues. Records of unknown
 * packaging get no median: it would blend carded and loose, the saw-tooth this avoids.
 */
export function tierPriceHistory(observations: readonly PriceObservation[]): TierHistory[] {
  const counted = observations.filter((o) => !o.excluded && !o.grade && !o.reissue);
  return [...PRICE_TIERS, null].flatMap((tier) => {
    const points = counted
      .filter((o) => o.tier === tier)
      .map((o): HistoryPoint => (isSoldSource(o.source) ? { date: saleDay(o), priceCents: o.priceCents, kind: 'sold' } : { date: o.seenAt.slice(0, 10), priceCents: o.priceCents, kind: 'asking' }))
      .sort(byDateThenPrice);
    if (points.length === 0) return [];
    return [{ tier, points, median: tier === null ? [] : rollingMedian(points.filter((p) => p.kind === 'sold')) }];
  });
}
