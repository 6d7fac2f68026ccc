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
