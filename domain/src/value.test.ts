import { describe, expect, it } from 'vitest';
import { hasPriceData, valueCopy } from './value.ts';

describe('valueCopy', () => {
  it('values a copy at its figure market average when one is known', () => {
    // insure for max(2500, 1000) = 2500; minimum = market lowest 2000
    expect(valueCopy({ purchaseCents: 1000, marketAverageCents: 2500, marketLowestCents: 2000 })).toEqual({
      valueCents: 2500, basis: 'market', insuranceCents: 2500, minimumCents: 2000,
    });
  });

  it('insures for what was paid when that is more than the market average', () => {
    expect(valueCopy({ purchaseCents: 5000, marketAverageCents: 3000, marketLowestCents: 2500 })).toEqual({
      valueCents: 3000, basis: 'market', insuranceCents: 5000, minimumCents: 2500,
    });
  });

  it('falls back to the purchase price, then to 0, and says so', () => {
    expect(valueCopy({ purchaseCents: 800, marketAverageCents: null, marketLowestCents: null })).toEqual({
      valueCents: 800, basis: 'purchase', insuranceCents: 800, minimumCents: 800,
    });
    expect(valueCopy({ purchaseCents: null, marketAverageCents: null, marketLowestCents: null })).toEqual({
      valueCents: 0, basis: 'none', insuranceCents: 0, minimumCents: 0,
    });
  });

  it('keeps a known market average of 0 rather than falling back to the purchase price', () => {
    expect(valueCopy({ purchaseCents: 1000, marketAverageCents: 0, marketLowestCents: 0 })).toMatchObject({ valueCents: 0, basis: 'market' });
  });
});

describe('hasPriceData', () => {
  it('is true exactly when the value rests on the market', () => {
    expect(hasPriceData({ basis: 'market' })).toBe(true);
    expect(hasPriceData({ basis: 'purchase' })).toBe(false);
    expect(hasPriceData({ basis: 'none' })).toBe(false);
  });
});
