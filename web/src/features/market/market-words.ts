import { describeValueBasis, formatProfessionalGrade, GRADED_WINDOW_DAYS, marketValueBasis, RECENT_DAYS, type GradedTierPrices, type PriceSource, type Sale, type PriceTier, type PriceView, type SourceOutcome, type TierPrices, type ValueBasis } from '@tmnt/domain';

type PricesBasis = Pick<TierPrices, 'sample_size' | 'window_days'> & { basis: TierPrices['basis'] | null };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What one tier's prices rest on, as a copy's value of that tier says it: its recent sales, older sales or asking prices. */
function tierBasis(tier: PriceTier, { basis, window_days }: { basis: TierPrices['basis']; window_days: number | null }): ValueBasis {
  if (basis === 'asking') return `${tier}_asking`;
  return window_days !== null ? tier : `${tier}_older`;
}

/**
 * What an average rests on, as a sentence, of one tier ("Carded average of 12 sold, last 90 days") or of all
 * packaging (tier null: "Average of 12 sold, last 90 days, carded and loose together"); null when there are no
 * prices. The same words as every copy's value (describeValueBasis).
 */
export function pricesBasisText(prices: PricesBasis, tier: PriceTier | null): string | null {
  if (prices.basis === null) return null;
  const { basis, window_days } = prices;
  const valueBasis = tier === null ? marketValueBasis({ basis, windowDays: window_days }) : tierBasis(tier, { basis, window_days });
  return capitalized(describeValueBasis(valueBasis, prices.sample_size));
}

/** The loose tier's sub-tiers as their lines name them, shown beside the loose price (decision 036). */
export const LOOSE_SUB_TIERS = [
  ['loose_complete', 'Complete'],
  ['loose_incomplete', 'Figure only'],
] as const;

/** Reissue sales' own tier, beside Carded and Loose. */
export const REISSUE_TIER = 'Reissue';

/** Where reissue prices come from, said under them. */
export const REISSUE_NOTE = 'Later Playmates releases from the vintage moulds (repacks, the 25th anniversary, later retro lines): never in the vintage prices.';

/** What the reissue tier's average rests on: "Reissue average of 3 sold, last 90 days" (or none in them: every known sale). */
export function reissueBasisText({ sample_size, window_days }: Pick<TierPrices, 'sample_size' | 'window_days'>): string {
  return window_days !== null ? capitalized(describeValueBasis('reissue', sample_size)) : `Reissue average of ${sample_size} sold, none in the last ${RECENT_DAYS} days`;
}

/** How many sales a sub-tier's average rests on and when: "3 sold, last 90 days", "2 sold, older", "asking prices only". */
export function subTierBasisText({ basis, sample_size, window_days }: Pick<TierPrices, 'basis' | 'sample_size' | 'window_days'>): string {
  if (basis === 'asking') return `asking prices only (${sample_size})`;
  return window_days !== null ? `${sample_size} sold, last ${window_days} days` : `${sample_size} sold, none in the last ${RECENT_DAYS} days`;
}

/** Graded sales' own tier, beside Carded and Loose. */
export const GRADED_TIER = 'Graded';

/** How graded sales are grouped (domain gradeBand), said under them. */
export const GRADED_BANDS_NOTE = 'Grouped by company in bands of 5 points (85 holds 85 to 89, and 85+). Never in the carded average.';

/** What one grade band's average rests on: "Average of 3 sold, last 180 days" (or none in them: every known sale). */
export function gradedBasisText({ sample_size, window_days }: Pick<GradedTierPrices, 'sample_size' | 'window_days'>): string {
  const sold = `Average of ${sample_size} sold`;
  return window_days !== null ? `${sold}, last ${GRADED_WINDOW_DAYS} days` : `${sold}, none in the last ${GRADED_WINDOW_DAYS} days`;
}

/** A price's professional grade, as a badge says it: "AFA 85"; null for an ungraded one. */
export const saleGradeLabel = ({ grade_company, grade }: Pick<Sale, 'grade_company' | 'grade'>): string | null =>
  grade_company === null || grade === null ? null : formatProfessionalGrade({ company: grade_company, grade });

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

/** What every figure blending carded and loose (and unknown packaging) is called wherever it shows. */
export const BLENDED_PRICES = 'All packaging (blended)';

export const priceViewLabel = (view: PriceView): string => (view === 'all' ? BLENDED_PRICES : tierLabel(view));

/** How many sales a tier's average rests on (0 when only asking prices); null when the tier has no price. */
export const tierSales = (prices: Pick<TierPrices, 'basis' | 'sample_size'> | null): number | null =>
  prices === null ? null : prices.basis === 'sold' ? prices.sample_size : 0;
