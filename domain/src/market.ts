import { quantileSorted } from 'simple-statistics';
import type { FigurePrices } from './api.ts';

export const PRICE_SOURCES = ['ebay', 'ebay_scrape', 'manual'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** Sources that record a completed sale, as opposed to an active listing's asking price. */
export const SOLD_SOURCES: readonly PriceSource[] = ['ebay_scrape', 'manual'];

/** Whether a price records a completed sale (true) or an active listing's asking price (false). */
export const isSoldSource = (source: PriceSource): boolean => SOLD_SOURCES.includes(source);

/**
 * Whether a figure has price data: it has a market summary. This agrees with a copy's hasPriceData (value.ts):
 * a figure has a market summary exactly when its copies' value basis is 'market' (PRICED_BASIS).
 */
export const figureHasPriceData = (prices: Pick<FigurePrices, 'average_price'>): boolean => prices.average_price !== null;

/** How many of the most recent observations make up a figure's market price. */
export const MARKET_WINDOW = 30;

export interface PriceObservation {
  priceCents: number;
  source: PriceSource;
  /** Sale or listing date (YYYY-MM-DD or ISO); null when unknown. */
  date: string | null;
  /** When we recorded it (ISO). */
  fetchedAt: string;
}

export interface MarketSummary {
  lowestCents: number;
  averageCents: number;
  highestCents: number;
  sampleCount: number;
  lastUpdated: string;
}

/**
 * Drops prices outside Tukey's fences (1.5 x IQR beyond the quartiles): a lot of five figures or a
 * damaged loose torso in the same search must not move a figure's value. Needs four points to judge.
 */
export function trimOutliers(sortedAscending: number[]): number[] {
  if (sortedAscending.length < 4) return sortedAscending;
  const q1 = quantileSorted(sortedAscending, 0.25);
  const q3 = quantileSorted(sortedAscending, 0.75);
  const fence = 1.5 * (q3 - q1);
  return sortedAscending.filter((p) => p >= q1 - fence && p <= q3 + fence);
}

/**
 * A figure's market price: the lowest, mean and highest of its most recent sales (the last MARKET_WINDOW),
 * outliers trimmed. Active listings count only when no sale is known. Null when nothing is known.
 */
export function summarizeMarket(observations: PriceObservation[]): MarketSummary | null {
  if (observations.length === 0) return null;
  const sold = observations.filter((o) => isSoldSource(o.source));
  const basis = sold.length > 0 ? sold : observations;
  const when = (o: PriceObservation) => o.date ?? o.fetchedAt;
  const recent = [...basis].sort((a, b) => (when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : 0)).slice(0, MARKET_WINDOW);
  const prices = trimOutliers(recent.map((o) => o.priceCents).sort((a, b) => a - b));
  const total = prices.reduce((sum, p) => sum + p, 0);
  return {
    lowestCents: prices[0],
    averageCents: Math.round(total / prices.length),
    highestCents: prices[prices.length - 1],
    sampleCount: prices.length,
    lastUpdated: observations.reduce((max, o) => (o.fetchedAt > max ? o.fetchedAt : max), observations[0].fetchedAt),
  };
}
