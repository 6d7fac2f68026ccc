import { describe, expect, it } from 'vitest';
import { copyRarity, rarityTier } from './rarity.ts';

describe('rarityTier', () => {
  it.each([
    [0, 'Common'],
    [49.99, 'Common'],
    [50, 'Uncommon'],
    [99.99, 'Uncommon'],
    [100, 'Rare'],
    [199.99, 'Rare'],
    [200, 'Very Rare'],
    [499.99, 'Very Rare'],
    [500, 'Ultra Rare'],
    [10000, 'Ultra Rare'],
  ] as const)('$%s is %s', (value, tier) => {
    expect(rarityTier(value)).toBe(tier);
  });

  it('treats values below zero and NaN as Common', () => {
    expect(rarityTier(-5)).toBe('Common');
    expect(rarityTier(Number.NaN)).toBe('Common');
  });
});

describe('copyRarity', () => {
  it('rates a market value by its tier', () => {
    expect(copyRarity(250, 'recent_sold')).toEqual({ tier: 'Very Rare', label: 'Very Rare' });
    expect(copyRarity(20, 'carded')).toEqual({ tier: 'Common', label: 'Common' });
  });

  it('says when the tier rests on the purchase price', () => {
    expect(copyRarity(120, 'purchase')).toEqual({ tier: 'Rare', label: 'Rare (purchase price)' });
  });

  it('leaves a copy with no value Unrated, not Common', () => {
    expect(copyRarity(0, 'none')).toEqual({ tier: null, label: 'Unrated' });
  });
});
