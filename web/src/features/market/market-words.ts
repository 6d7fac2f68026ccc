import { describeValueBasis, marketValueBasis, type PriceSource, type PriceTier, type SourceOutcome, type TierPrices } from '@tmnt/domain';

type PricesBasis = Pick<TierPrices, 'sample_size' | 'window_days'> & { basis: TierPrices['basis'] | null };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What an average rests on, as a sentence: "Average of 12 sold, last 90 days", "Asking prices only (3 listings)";
 * null when there are no prices. The same words as every copy's value (describeValueBasis).
 */
export function pricesBasisText(prices: PricesBasis): string | null {
  if (prices.basis === null) return null;
  return capitalized(describeValueBasis(marketValueBasis({ basis: prices.basis, windowDays: prices.window_days }), prices.sample_size));
}

const SOURCE_NAMES: Record<SourceOutcome['source'], string> = { ebay: 'Active listings', ebay_scrape: 'Sold listings' };
const STATUS_WORDS: Record<SourceOutcome['status'], string> = { ok: 'ok', not_configured: 'not set up', blocked: 'blocked by eBay', failed: 'failed' };

/** What one source answered at a refresh, in plain words: "Sold listings: blocked by eBay — eBay showed a bot check". */
export function sourceOutcomeText(outcome: SourceOutcome): string {
  return `${SOURCE_NAMES[outcome.source]}: ${STATUS_WORDS[outcome.status]} — ${outcome.message}`;
}

const SALE_SOURCES: Record<PriceSource, string> = { ebay_scrape: 'Sold', ebay: 'Listed', manual: 'Your sale' };

/** Where a price comes from: a sold listing, an active listing's asking price, or a sale the collector recorded. */
export const saleSourceLabel = (source: PriceSource): string => SALE_SOURCES[source];

export const tierLabel = (tier: PriceTier): string => (tier === 'carded' ? 'Carded' : 'Loose');
