import { describeCompleteness, type CopyCompleteness } from './accessories.ts';
import type { PackagingType } from './conditions.ts';
import { GRADED_MIN_SALES, GRADED_WINDOW_DAYS, type GradedPrices } from './graded.ts';
import { RECENT_DAYS, type PriceFigures, type SubTier } from './market.ts';
import { formatMoney } from './money.ts';
import type { PriceTier } from './relevance.ts';
import type { Release } from './release.ts';
import { MIN_VARIANT_SALES } from './variants.ts';

/**
 * What a copy's value rests on: its variant's sales in its tier of the last RECENT_DAYS (carded_variant,
 * loose_variant), a loose copy's complete or incomplete sales of the last RECENT_DAYS (loose_complete,
 * loose_incomplete), its packaging tier's sales of the last RECENT_DAYS (carded, loose), that tier's older
 * sales (carded_older, loose_older), that tier's asking prices (carded_asking, loose_asking), what the collector
 * paid, or nothing known; a graded copy's on the sales of its company and grade band (graded), else on the carded
 * tier's prices with no graded sale to support it (graded_unsupported). A reissue is valued on reissue sales (reissue),
 * else at what was paid (reissue_purchase) or not at all (reissue_none); a bootleg or custom at what was paid
 * (bootleg_purchase, custom_purchase) or not at all (bootleg_none, custom_none), never on an original's sales. A copy
 * "has price data" exactly when its value rests on the market.
 * recent_sold, sold and asking (a figure's blended prices) were values before issue 22; no copy is valued on them
 * now, and a stored value under an older rule is rebuilt at start (VALUE_RULES_VERSION).
 */
export const VALUE_BASES = [
  'carded', 'loose', 'carded_variant', 'loose_variant', 'loose_complete', 'loose_incomplete', 'carded_older', 'loose_older', 'carded_asking', 'loose_asking',
  'graded', 'graded_unsupported', 'reissue', 'reissue_purchase', 'reissue_none', 'bootleg_purchase', 'bootleg_none', 'custom_purchase', 'custom_none',
  'recent_sold', 'sold', 'asking', 'purchase', 'none',
] as const;
export type ValueBasis = (typeof VALUE_BASES)[number];

/** Bases of a value that is what was paid, and of no value at all (nothing paid recorded). */
const PURCHASE_BASES: readonly ValueBasis[] = ['purchase', 'reissue_purchase', 'bootleg_purchase', 'custom_purchase'];
const NO_VALUE_BASES: readonly ValueBasis[] = ['none', 'reissue_none', 'bootleg_none', 'custom_none'];

/**
 * A loose copy's complete or incomplete sales, and a reissue's reissue sales, value it when at least this many sold
 * in the last RECENT_DAYS; else its loose tier's (a reissue's: what was paid).
 */
const MIN_SUB_TIER_SALES = 3;

const MARKET_BASES: readonly ValueBasis[] = VALUE_BASES.filter((basis) => !PURCHASE_BASES.includes(basis) && !NO_VALUE_BASES.includes(basis));

/**
 * Bump whenever valueCopy (or anything it rests on, such as summarizeMarket) changes: the server stores each
 * figure's market summary and each copy's value, and rebuilds both once when it finds them stored under an older rule.
 */
export const VALUE_RULES_VERSION = 7;

/** Which price tier a copy's packaging belongs to; null when the collector has not said. */
export function packagingTier(packaging: PackagingType | null): PriceTier | null {
  if (packaging === null) return null;
  return packaging === 'Sealed MOC' ? 'carded' : 'loose';
}

/** What valuing a copy reads of its tier's prices. */
type TierPrices = Pick<PriceFigures, 'averageCents' | 'lowestCents' | 'sampleSize' | 'recentSold' | 'basis' | 'windowDays'>;

/** What a figure's blended prices rest on: recent sales, older sales, or asking prices (never a copy's value). */
export function marketValueBasis({ basis, windowDays }: Pick<PriceFigures, 'basis' | 'windowDays'>): ValueBasis {
  if (basis === 'asking') return 'asking';
  return windowDays !== null ? 'recent_sold' : 'sold';
}

/** What a value resting on a tier's prices rests on: its recent sales, its older sales, or its asking prices. */
function tierValueBasis(tier: PriceTier, { basis, windowDays }: Pick<PriceFigures, 'basis' | 'windowDays'>): ValueBasis {
  if (basis === 'asking') return `${tier}_asking`;
  return windowDays !== null ? tier : `${tier}_older`;
}

/** What valuing one owned copy needs to know. */
export interface CopyValueFacts {
  costCents: number | null;
  packagingType: PackagingType | null;
  /** Its figure's market prices, when any price counts. */
  market: {
    overall: Pick<PriceFigures, 'averageCents' | 'lowestCents' | 'sampleSize' | 'basis' | 'windowDays'>;
    carded: TierPrices | null;
    loose: TierPrices | null;
    /** The prices of the copy's own variant in its tier, when the copy names a variant that has any. */
    variant?: TierPrices | null;
    /** The loose tier's sales whose titles say complete, and those that say pieces are missing. */
    looseComplete?: TierPrices | null;
    looseIncomplete?: TierPrices | null;
  } | null;
  /**
   * A professionally graded copy (company and grade recorded), with the prices of its company and grade band
   * (gradedPricesOf), null when none sold; absent or null for an ungraded copy.
   */
  graded?: { prices: Pick<GradedPrices, 'averageCents' | 'lowestCents' | 'sampleSize' | 'recentSold' | 'windowDays'> | null } | null;
  /** What the copy is (release.ts); absent: an original. */
  release?: Release;
  /** Its figure's reissue sales, for a reissue copy. */
  reissue?: TierPrices | null;
  /** Which loose sales its completeness values it on (accessories.ts copyCompleteness); absent or null: the tier's. */
  completeness?: CopyCompleteness['valueTier'];
}

export interface CopyValue {
  /** The estimated value every screen shows. */
  valueCents: number;
  basis: ValueBasis;
  /** How many prices the value rests on; null when it rests on no market price. */
  sampleSize: number | null;
  /** What to insure it for: the higher of what it would cost to replace and what was paid. */
  insuranceCents: number;
  /** What it would fetch at the low end of the market (its value when the market is unknown). */
  minimumCents: number;
}

/** Whether prices rest on at least MIN_SUB_TIER_SALES sales of the last RECENT_DAYS (a variant's: MIN_VARIANT_SALES, the same 3). */
const recentlySold = (prices: TierPrices | null | undefined, least = MIN_SUB_TIER_SALES): prices is TierPrices =>
  !!prices && prices.windowDays !== null && prices.recentSold >= least;

/**
 * The one valuation of a copy. A reissue is valued on its figure's reissue sales when MIN_SUB_TIER_SALES sold in the
 * last RECENT_DAYS, a bootleg or custom never on the market; each otherwise at what was paid, saying why. An original:
 * the average of its variant's sales in its tier when there are MIN_VARIANT_SALES in the last RECENT_DAYS (a red-vest
 * Ray Fillet sells for four times a yellow one); else, loose and complete (or lacking pieces: copyCompleteness), the
 * average of the loose tier's complete (or incomplete) sales when there are MIN_SUB_TIER_SALES in the last
 * RECENT_DAYS (a loose figure with all its weapons sells for about twice one without); else the average of its
 * packaging tier (Sealed MOC: carded; Loose, Opened Package, Resealed: loose), resting on that tier's recent sales,
 * else its older sales, else its asking prices; else what was paid; else 0 (a known market average of 0 stays 0
 * rather than falling back). A figure's blended average of both tiers is never a copy's value (carded and loose
 * prices differ tenfold): a copy whose packaging is not set is valued at what was paid until it is.
 * A graded copy is valued on the sales of its company and grade band when GRADED_MIN_SALES of them sold in the last
 * GRADED_WINDOW_DAYS; else on the carded tier (a grading company cases a carded figure), saying that no graded sale
 * supports it; else as any copy without market prices.
 */
export function valueCopy({ costCents, packagingType, market, graded, release = 'original', reissue, completeness }: CopyValueFacts): CopyValue {
  const onMarket = (basis: ValueBasis, { averageCents, sampleSize, lowestCents }: { averageCents: number; sampleSize: number; lowestCents: number }): CopyValue =>
    ({ valueCents: averageCents, basis, sampleSize, minimumCents: lowestCents, insuranceCents: Math.max(averageCents, costCents ?? 0) });
  const paid = (whenPaid: ValueBasis, unpaid: ValueBasis): CopyValue => {
    const valueCents = costCents ?? 0;
    return { valueCents, basis: costCents !== null ? whenPaid : unpaid, sampleSize: null, insuranceCents: valueCents, minimumCents: valueCents };
  };
  if (release === 'bootleg') return paid('bootleg_purchase', 'bootleg_none');
  if (release === 'custom') return paid('custom_purchase', 'custom_none');
  if (release === 'reissue') return recentlySold(reissue) ? onMarket('reissue', reissue) : paid('reissue_purchase', 'reissue_none');
  const tier = packagingTier(packagingType);
  const variant = market?.variant;
  const subTier = tier === 'loose' && completeness ? (completeness === 'complete' ? market?.looseComplete : market?.looseIncomplete) : null;
  if (graded) {
    const own = graded.prices;
    if (own && own.windowDays !== null && own.recentSold >= GRADED_MIN_SALES) return onMarket('graded', own);
    if (market?.carded) return onMarket('graded_unsupported', market.carded);
  } else if (tier && recentlySold(variant, MIN_VARIANT_SALES)) {
    return onMarket(`${tier}_variant`, variant);
  } else if (completeness && recentlySold(subTier)) {
    return onMarket(`loose_${completeness}`, subTier);
  } else {
    const prices = tier && market?.[tier];
    if (tier && prices) return onMarket(tierValueBasis(tier, prices), prices);
  }
  return paid('purchase', 'none');
}

export const hasPriceData = (value: { basis: ValueBasis }): boolean => MARKET_BASES.includes(value.basis);

/**
 * Whether anything values the copy (market data or what was paid). A copy with no value has an estimated value of 0
 * in the API and counts 0 in the sums, but no screen shows it as $0.00: it shows NO_VALUE.
 */
export const hasValue = (basis: ValueBasis): boolean => !NO_VALUE_BASES.includes(basis);

/** Whether the value is only what the collector paid (no market data): every screen that shows it says so. */
export const valueIsPurchasePrice = (basis: ValueBasis): boolean => PURCHASE_BASES.includes(basis);

/** What a screen shows instead of a value when nothing values a copy. */
export const NO_VALUE = 'No value yet';

/** A copy's value as every screen shows it: "$12.50", or NO_VALUE when nothing values it (never "$0.00"). */
export function formatCopyValue(value: number, basis: ValueBasis): string {
  return hasValue(basis) ? formatMoney(value) : NO_VALUE;
}

/** A collection's total as screens show it: NO_VALUE when it has copies and none of them has a value. */
export function formatTotalValue({ total_value, total_items, items_without_value }: { total_value: number; total_items: number; items_without_value: number }): string {
  return total_items > 0 && items_without_value === total_items ? NO_VALUE : formatMoney(total_value);
}

const sold = (count: number) => `${count} sold`;

/** Why a copy that is no original is never valued on an original's sales. */
const RELEASE_REASONS = {
  reissue: `no reissue sales yet (fewer than ${MIN_SUB_TIER_SALES} in the last ${RECENT_DAYS} days); a reissue is never valued on vintage sales`,
  bootleg: "a bootleg (knock-off) is never valued on an original's sales",
  custom: "a custom is never valued on an original's sales",
};

/** What a value rests on, in the words every screen uses ("average of 12 sold, last 90 days"). */
export function describeValueBasis(basis: ValueBasis, sampleSize: number | null, variant?: string | null): string {
  const n = sampleSize ?? 0;
  switch (basis) {
    case 'carded':
    case 'loose':
      return `${basis} average of ${sold(n)}, last ${RECENT_DAYS} days`;
    case 'carded_variant':
    case 'loose_variant':
      return `${tierOf(basis)} ${variant ?? 'variant'} average of ${sold(n)}, last ${RECENT_DAYS} days`;
    case 'loose_complete':
      return `loose complete average of ${sold(n)}, last ${RECENT_DAYS} days`;
    case 'loose_incomplete':
      return `loose figure-only or incomplete average of ${sold(n)}, last ${RECENT_DAYS} days`;
    case 'carded_older':
    case 'loose_older':
      return `${tierOf(basis)} average of ${sold(n)}, none in the last ${RECENT_DAYS} days`;
    case 'carded_asking':
    case 'loose_asking':
      return `${tierOf(basis)} asking prices only (${n} ${n === 1 ? 'listing' : 'listings'})`;
    case 'graded':
      return `average of ${sold(n)} of its grading company and grade band, last ${GRADED_WINDOW_DAYS} days`;
    case 'graded_unsupported':
      return `carded average of ${n} ungraded ${n === 1 ? 'price' : 'prices'}: no graded sales support it (fewer than ${GRADED_MIN_SALES} of its grading company and grade band in the last ${GRADED_WINDOW_DAYS} days)`;
    case 'reissue':
      return `reissue average of ${sold(n)}, last ${RECENT_DAYS} days`;
    case 'reissue_purchase':
      return `purchase price: ${RELEASE_REASONS.reissue}`;
    case 'reissue_none':
      return `${RELEASE_REASONS.reissue}, and no purchase price`;
    case 'bootleg_purchase':
      return `purchase price: ${RELEASE_REASONS.bootleg}`;
    case 'bootleg_none':
      return `no purchase price: ${RELEASE_REASONS.bootleg}`;
    case 'custom_purchase':
      return `purchase price: ${RELEASE_REASONS.custom}`;
    case 'custom_none':
      return `no purchase price: ${RELEASE_REASONS.custom}`;
    case 'recent_sold':
      return `average of ${sold(n)}, last ${RECENT_DAYS} days, carded and loose together`;
    case 'sold':
      return `average of ${sold(n)}, none in the last ${RECENT_DAYS} days, carded and loose together`;
    case 'asking':
      return `asking prices only (${n} ${n === 1 ? 'listing' : 'listings'}), carded and loose together`;
    case 'purchase':
      return 'purchase price';
    case 'none':
      return 'no market data or purchase price';
  }
}

/** Said beside a value when the copy names a variant its value does not rest on (too few of its own sales). */
export function variantNotPricedApart(variant: string | null, basis: ValueBasis): string | null {
  if (!variant || !hasPriceData({ basis }) || basis.endsWith('_variant') || basis.startsWith('graded') || basis === 'reissue') return null;
  return `Fewer than ${MIN_VARIANT_SALES} sales of the ${variant} variant in the last ${RECENT_DAYS} days: valued on its packaging's sales.`;
}

/**
 * Said beside a loose copy's value when its completeness would price it apart but its value rests on the whole loose
 * tier: a reproduction piece ("Complete with 1 reproduction piece: valued on all loose sales, not complete ones"),
 * or too few complete (or incomplete) sales of its own. Null when there is nothing to say.
 */
export function completenessNotPricedApart(completeness: CopyCompleteness, basis: ValueBasis): string | null {
  if (basis !== 'loose' && basis !== 'loose_older' && basis !== 'loose_asking') return null;
  if (completeness.completeness === 'Complete' && completeness.reproductions > 0) {
    return `${describeCompleteness(completeness)}: valued on all loose sales, not complete ones.`;
  }
  if (!completeness.valueTier) return null;
  const which = completeness.valueTier === 'complete' ? 'complete' : 'figure-only or incomplete';
  return `Fewer than ${MIN_SUB_TIER_SALES} ${which} loose sales in the last ${RECENT_DAYS} days: valued on all loose sales.`;
}

/** The sub-tier (market.ts SUB_TIERS) a value rests on, or the reissues a reissue copy is priced among; null for the rest. */
export function subTierOf(basis: ValueBasis): SubTier | null {
  if (basis === 'loose_complete' || basis === 'loose_incomplete') return basis;
  return basis.startsWith('reissue') ? 'reissue' : null;
}

/** The tier a tier's basis names ("carded" for carded_older). */
const tierOf = (basis: `${PriceTier}_${string}`) => basis.slice(0, basis.indexOf('_'));
