import { quantileSorted } from 'simple-statistics';
import type { ListingGrade } from './grading-companies.ts';
import type { ListingCompleteness, PriceTier } from './relevance.ts';

export const PRICE_SOURCES = ['ebay', 'ebay_scrape', 'manual'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** Sources that record a completed sale, as opposed to an active listing's asking price. */
export const SOLD_SOURCES: readonly PriceSource[] = ['ebay_scrape', 'manual'];

/** Whether a price records a completed sale (true) or an active listing's asking price (false). */
export const isSoldSource = (source: PriceSource): boolean => SOLD_SOURCES.includes(source);

/** Sales of the last this many days make a figure's price when there are any. */
export const RECENT_DAYS = 90;

/** An active listing is a current asking price while a refresh has seen it within this many days. */
const CURRENT_LISTING_DAYS = 7;

/**
 * Whether a figure has price data: it has a market summary. This agrees with a copy's hasPriceData (value.ts):
 * a figure has a market summary exactly when its copies' value rests on market prices.
 */
export const figureHasPriceData = (prices: { average_price: number | null }): boolean => prices.average_price !== null;

export interface PriceObservation {
  priceCents: number;
  source: PriceSource;
  /** The day of a sale (YYYY-MM-DD); null for active listings and sales of unknown date. */
  date: string | null;
  /** When a refresh last saw it (ISO): for an active listing, whether it is still listed. */
  seenAt: string;
  tier: PriceTier | null;
  excluded: boolean;
  /** The professional grade its title names (readListingGrade): a graded sale counts only among graded ones. */
  grade?: ListingGrade | null;
  /** A reissue (listingIsReissue): counted in the reissue tier only, never in the vintage prices. */
  reissue?: boolean;
  /** What its title says of the figure's pieces (listingCompleteness): a loose sale counts in a sub-tier too. */
  completeness?: ListingCompleteness | null;
}

/** What the average rests on: sold prices, or (when no sale is known) asking prices. */
export type PriceBasis = 'sold' | 'asking';

/** A figure's prices, overall or for one tier. */
export interface PriceFigures {
  averageCents: number;
  lowestCents: number;
  highestCents: number;
  basis: PriceBasis;
  /** RECENT_DAYS when the average rests on the sales of that window; null for all known sales or asking prices. */
  windowDays: number | null;
  /** How many prices the average rests on, outliers removed. */
  sampleSize: number;
  /** The lowest and the highest of the prices the average rests on (the range of what sold, or of what is asked). */
  sampleLowCents: number;
  sampleHighCents: number;
  /** Sales within RECENT_DAYS (before outliers are removed). */
  recentSold: number;
}

export interface MarketSummary {
  overall: PriceFigures;
  carded: PriceFigures | null;
  loose: PriceFigures | null;
  /** When the newest counted price was seen (ISO). */
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

/** The calendar day `days` before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const trimmedPrices = (observations: PriceObservation[]) => trimOutliers(observations.map((o) => o.priceCents).sort((a, b) => a - b));
const mean = (prices: number[]) => Math.round(prices.reduce((sum, p) => sum + p, 0) / prices.length);
/** A sale of unknown date counts as of the day it was recorded. */
export const saleDay = (o: PriceObservation): string => o.date ?? o.seenAt.slice(0, 10);

/**
 * Prices from one set of observations (excluded ones already left out), outliers trimmed in every set:
 * - average: the sales of the last RECENT_DAYS, else all known sales, else current asking prices, else any asking price;
 * - sample low and high: the lowest and highest of the prices the average rests on;
 * - lowest: the lowest current asking price, else the lowest price the average rests on;
 * - highest: the highest recent sale, else the highest current asking price, else the highest the average rests on.
 */
function priceFigures(observations: PriceObservation[], today: string): PriceFigures | null {
  if (observations.length === 0) return null;
  const recentFrom = daysBefore(today, RECENT_DAYS);
  const listedFrom = daysBefore(today, CURRENT_LISTING_DAYS);
  const sold = observations.filter((o) => isSoldSource(o.source));
  const recent = sold.filter((o) => saleDay(o) > recentFrom);
  const asking = observations.filter((o) => !isSoldSource(o.source));
  const current = asking.filter((o) => o.seenAt.slice(0, 10) > listedFrom);

  const [sample, basis, windowDays]: [PriceObservation[], PriceBasis, number | null] =
    recent.length > 0 ? [recent, 'sold', RECENT_DAYS]
    : sold.length > 0 ? [sold, 'sold', null]
    : current.length > 0 ? [current, 'asking', null]
    : [asking, 'asking', null];
  const prices = trimmedPrices(sample);
  const lowestFrom = current.length > 0 ? trimmedPrices(current) : prices;
  const highestFrom = recent.length > 0 ? prices : current.length > 0 ? trimmedPrices(current) : prices;
  return {
    averageCents: mean(prices),
    lowestCents: lowestFrom[0],
    highestCents: highestFrom[highestFrom.length - 1],
    basis,
    windowDays,
    sampleSize: prices.length,
    sampleLowCents: prices[0],
    sampleHighCents: prices[prices.length - 1],
    recentSold: recent.length,
  };
}

/** A vintage price of one tier or overall: not excluded, not graded (summarizeGraded), not a reissue (summarizeSubTiers). */
const isVintagePrice = (o: PriceObservation) => !o.excluded && !o.grade && !o.reissue;

/**
 * A figure's market prices, overall and per tier, as of `today` (YYYY-MM-DD); null when no price counts. Graded
 * listings and reissues count in none of them (see summarizeGraded, summarizeSubTiers).
 */
export function summarizeMarket(observations: readonly PriceObservation[], today: string): MarketSummary | null {
  const counted = observations.filter(isVintagePrice);
  const overall = priceFigures(counted, today);
  if (!overall) return null;
  return {
    overall,
    carded: priceFigures(counted.filter((o) => o.tier === 'carded'), today),
    loose: priceFigures(counted.filter((o) => o.tier === 'loose'), today),
    lastUpdated: counted.reduce((max, o) => (o.seenAt > max ? o.seenAt : max), counted[0].seenAt),
  };
}

/**
 * Prices kept apart from the carded and loose tiers: the loose tier's sales whose titles say the figure is complete,
 * and those that say it lacks pieces (a loose sale saying neither is in neither), and every reissue's.
 */
export const SUB_TIERS = ['loose_complete', 'loose_incomplete', 'reissue'] as const;
export type SubTier = (typeof SUB_TIERS)[number];

/**
 * A figure's sub-tier prices as of `today`, made as a tier's (outliers trimmed, recent sales first): complete and
 * incomplete loose sales of the vintage figure, and reissue sales of any packaging. Graded and excluded records are in
 * none; a sub-tier with no price is left out.
 */
export function summarizeSubTiers(observations: readonly PriceObservation[], today: string): Partial<Record<SubTier, PriceFigures>> {
  const loose = observations.filter((o) => isVintagePrice(o) && o.tier === 'loose');
  const sets: Record<SubTier, PriceObservation[]> = {
    loose_complete: loose.filter((o) => o.completeness === 'complete'),
    loose_incomplete: loose.filter((o) => o.completeness === 'incomplete'),
    reissue: observations.filter((o) => o.reissue && !o.excluded && !o.grade),
  };
  const answer: Partial<Record<SubTier, PriceFigures>> = {};
  for (const tier of SUB_TIERS) {
    const figures = priceFigures(sets[tier], today);
    if (figures) answer[tier] = figures;
  }
  return answer;
}

/** Which of a figure's prices a screen shows: one packaging tier's, or every tier's blended ("All packaging"). */
export type PriceView = PriceTier | 'all';

/**
 * Which prices a figure's page opens on (the collector can switch): the packaging of most of the collector's copies
 * of it, carded when tied; when no copy says its packaging, the tier with more sales (then the one with any price,
 * then carded); the blend of all packaging only when no tier has a price.
 * `copyTiers`: each copy's tier (packagingTier), null when not said; `salesByTier`: a tier's count of sales, or
 * null when the tier has no price at all.
 */
export function openingPriceView(copyTiers: readonly (PriceTier | null)[], salesByTier: Record<PriceTier, number | null>): PriceView {
  const carded = copyTiers.filter((t) => t === 'carded').length;
  const loose = copyTiers.filter((t) => t === 'loose').length;
  if (carded + loose > 0) return carded >= loose ? 'carded' : 'loose';
  const { carded: cardedSales, loose: looseSales } = salesByTier;
  if (cardedSales === null && looseSales === null) return 'all';
  if (looseSales === null) return 'carded';
  if (cardedSales === null) return 'loose';
  return cardedSales >= looseSales ? 'carded' : 'loose';
}
