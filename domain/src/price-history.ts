import { medianSorted } from 'simple-statistics';
import { isSoldSource, saleDay, type PriceBasis, type PriceObservation } from './market.ts';
import { PRICE_TIERS, type PriceTier } from './relevance.ts';

/**
 * The rolling median of a tier on a day it sold: the median of that day's sales and of the days just before it,
 * as many whole days as it takes to reach this many sales (fewer only at the start of the history). Whole days, so
 * the order of sales within a day never moves the line; a median, so one odd sale never drags it (a mean would).
 */
export const ROLLING_MEDIAN_SALES = 5;

/**
 * One counted price of a figure (a point of GET /api/figures/{id}/price-history): a sale dated by its sale, or an
 * active listing's asking price dated by when it was last seen; tier null when its packaging is not known.
 */
export interface HistoryPoint {
  date: string;
  priceCents: number;
  tier: PriceTier | null;
  kind: PriceBasis;
}

export interface MedianPoint {
  date: string;
  priceCents: number;
}

/** One packaging tier's series on the chart; tier null holds the prices whose packaging is not known. */
export interface TierSeries {
  tier: PriceTier | null;
  /** Oldest first (sales before asking prices on a day, then by price). */
  points: HistoryPoint[];
  /** The rolling median on each day the tier sold, oldest first; empty without sales and for tier null. */
  median: MedianPoint[];
}

/** Carded, loose, then packaging not known: the order of the tiers in the list and on the chart. */
const TIER_ORDER: readonly (PriceTier | null)[] = [...PRICE_TIERS, null];

const byDateTierKindPrice = (a: HistoryPoint, b: HistoryPoint) =>
  a.date.localeCompare(b.date) ||
  TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier) ||
  (a.kind === b.kind ? 0 : a.kind === 'sold' ? -1 : 1) ||
  a.priceCents - b.priceCents;

/**
 * A figure's price history: every counted price as a point, oldest first (on one day carded, loose, then packaging
 * not known; sales before asking prices; then by price). Excluded records are left out, and so are graded listings
 * (an AFA 85 is not a carded price: see summarizeGraded) and reissues (never a vintage price).
 */
export function priceHistoryPoints(observations: readonly PriceObservation[]): HistoryPoint[] {
  return observations
    .filter((o) => !o.excluded && !o.grade && !o.reissue)
    .map((o): HistoryPoint => ({
      date: isSoldSource(o.source) ? saleDay(o) : o.seenAt.slice(0, 10),
      priceCents: o.priceCents,
      tier: o.tier,
      kind: isSoldSource(o.source) ? 'sold' : 'asking',
    }))
    .sort(byDateTierKindPrice);
}

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
 * A price history (oldest first, as priceHistoryPoints orders it) as the chart draws it: one series per packaging
 * tier (carded, loose, then packaging not known; only those with a price), each with the rolling median of its
 * sales. Prices of unknown packaging get no median: it would blend carded and loose, the saw-tooth this avoids.
 */
export function tierSeries(points: readonly HistoryPoint[]): TierSeries[] {
  return TIER_ORDER.flatMap((tier) => {
    const own = points.filter((p) => p.tier === tier);
    if (own.length === 0) return [];
    return [{ tier, points: own, median: tier === null ? [] : rollingMedian(own.filter((p) => p.kind === 'sold')) }];
  });
}
