import { searchWords } from './figure-search.ts';
import { summarizeMarket, type PriceFigures, type PriceObservation } from './market.ts';
import type { PriceTier } from './relevance.ts';

/**
 * A copy of a variant (a red-vest Ray Fillet, a soft-head Leonardo) is valued on that variant's own sales in its
 * tier when it has at least this many in the last RECENT_DAYS; else on its tier's.
 */
export const MIN_VARIANT_SALES = 3;

const phrase = (text: string) => ` ${searchWords(text).join(' ')} `;

/** One variant's name as a copy or a listing may write it ("Red Vest", "red-vest"): the same key for both. */
export const variantKey = (variant: string) => searchWords(variant).join(' ');

/**
 * The one variant of `variants` a listing's title names, as whole words in order ("TMNT Ray Fillet RED VEST loose"
 * names "Red vest"); null when it names none, or two that are not one inside the other ("soft head or hard head").
 * A longer name wins over one it contains ("Dark red vest" over "Red vest").
 */
export function listingVariant(title: string, variants: readonly string[]): string | null {
  const words = phrase(title);
  const named = variants.filter((v) => variantKey(v) !== '' && words.includes(phrase(v)));
  const longest = named.filter((v) => !named.some((other) => other !== v && phrase(other).includes(phrase(v))));
  return longest.length === 1 ? longest[0] : null;
}

/**
 * The variants of a figure whose prices are read apart: the catalogue's known ones, then those its copies name that
 * the catalogue does not (free text), each once whatever its case.
 */
export function variantsToPrice(known: readonly string[], copyVariants: readonly (string | null)[]): string[] {
  const variants = new Map(known.map((v) => [variantKey(v), v]));
  for (const variant of copyVariants) if (variant && variantKey(variant) && !variants.has(variantKey(variant))) variants.set(variantKey(variant), variant);
  return [...variants.values()];
}

/** A variant's prices in one packaging tier. */
export interface VariantPrices {
  variant: string;
  tier: PriceTier;
  figures: PriceFigures;
}

/**
 * Each variant's prices per tier, from the listings whose titles name it (see listingVariant): the same figures a
 * tier's own are made with (summarizeMarket), so a variant's average leaves out outliers, excluded records and
 * reissues alike. A card back or an insert (`cardedOnly`) is a variant of carded copies only: it has no loose prices.
 */
export function summarizeVariants(
  observations: readonly (PriceObservation & { title: string })[],
  variants: readonly string[],
  today: string,
  cardedOnly: readonly string[] = [],
): VariantPrices[] {
  const answer: VariantPrices[] = [];
  const onCardOnly = new Set(cardedOnly.map(variantKey));
  for (const variant of variants) {
    const summary = summarizeMarket(observations.filter((o) => listingVariant(o.title, variants) === variant), today);
    for (const tier of onCardOnly.has(variantKey(variant)) ? (['carded'] as const) : (['carded', 'loose'] as const)) {
      const figures = summary?.[tier];
      if (figures) answer.push({ variant, tier, figures });
    }
  }
  return answer;
}
