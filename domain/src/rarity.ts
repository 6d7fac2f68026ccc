import { hasValue, valueIsPurchasePrice, type ValueBasis } from './value.ts';

/** Rarity tiers by estimated value in dollars, highest threshold first (spec section 4). */
const RARITY_TIERS = [
  { min: 500, tier: 'Ultra Rare' },
  { min: 200, tier: 'Very Rare' },
  { min: 100, tier: 'Rare' },
  { min: 50, tier: 'Uncommon' },
  { min: 0, tier: 'Common' },
] as const;
export type RarityTier = (typeof RARITY_TIERS)[number]['tier'];

export function rarityTier(estimatedValue: number): RarityTier {
  return RARITY_TIERS.find((t) => estimatedValue >= t.min)?.tier ?? 'Common';
}

/** The rarity of a copy that nothing values yet: no tier rather than Common. */
const UNRATED = 'Unrated';

export interface CopyRarity {
  /** The tier of its value; null when it has no value. */
  tier: RarityTier | null;
  /** What its badge reads. */
  label: string;
}

/**
 * A copy's rarity: the tier of its value, UNRATED when it has no value, and, when the value is only the purchase
 * price, a label that says so ("Rare (purchase price)"): what was paid is no measure of rarity.
 */
export function copyRarity(estimatedValue: number, basis: ValueBasis): CopyRarity {
  if (!hasValue(basis)) return { tier: null, label: UNRATED };
  const tier = rarityTier(estimatedValue);
  return { tier, label: valueIsPurchasePrice(basis) ? `${tier} (purchase price)` : tier };
}
