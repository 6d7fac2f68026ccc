import { describe, expect, it } from 'vitest';
import { rarityTier } from './rarity.ts';

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
