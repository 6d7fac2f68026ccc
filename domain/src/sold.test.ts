import { describe, expect, it } from 'vitest';
import { realisedGainCents, realisedStats, realisedTotals, saleProceedsCents } from './sold.ts';

describe('saleProceedsCents', () => {
  it('is the price plus the shipping charged, less the fees', () => {
    // $65.00 + $8.50 shipping - $9.12 fees = $64.38
    expect(saleProceedsCents({ priceCents: 6500, shippingCents: 850, feesCents: 912 })).toBe(6438);
  });
  it('counts a part not recorded as nothing', () => {
    expect(saleProceedsCents({ priceCents: 6500, shippingCents: null, feesCents: null })).toBe(6500);
    expect(saleProceedsCents({ priceCents: 6500, shippingCents: null, feesCents: 975 })).toBe(5525);
  });
  it('is negative when the fees took more than the buyer paid', () => {
    // $1.00 + $0.00 - $3.50 = -$2.50
    expect(saleProceedsCents({ priceCents: 100, shippingCents: 0, feesCents: 350 })).toBe(-250);
  });
});

describe('realisedGainCents', () => {
  it('is the proceeds less what the copy cost', () => {
    // Bought for $40.00 + $12.50 shipping = $52.50; sold for $64.38 net: +$11.88
    expect(realisedGainCents(6438, 5250)).toBe(1188);
    expect(realisedGainCents(3000, 5250)).toBe(-2250);
    expect(realisedGainCents(0, 0)).toBe(0);
  });
  it('is not known when the cost is not', () => {
    expect(realisedGainCents(6438, null)).toBeNull();
  });
});

describe('realisedTotals', () => {
  it('adds up every sale, and the gain over the copies of known cost', () => {
    const totals = realisedTotals([
      // $64.38 net, cost $52.50: +$11.88
      { proceedsCents: saleProceedsCents({ priceCents: 6500, shippingCents: 850, feesCents: 912 }), costCents: 5250 },
      // $20.00 net, cost $25.00: -$5.00
      { proceedsCents: saleProceedsCents({ priceCents: 2000, shippingCents: null, feesCents: null }), costCents: 2500 },
      // $15.00 - $1.50 = $13.50 net, cost unknown: in the proceeds, not in the cost or the gain
      { proceedsCents: saleProceedsCents({ priceCents: 1500, shippingCents: null, feesCents: 150 }), costCents: null },
      // Sold in another currency whose rate is not known yet: counted as sold, nothing else
      { proceedsCents: null, costCents: 4000 },
    ]);
    // Proceeds 6438 + 2000 + 1350 = 9788; cost 5250 + 2500 = 7750; gain 1188 - 500 = 688
    expect(totals).toEqual({ soldItems: 4, withCost: 2, proceedsCents: 9788, costCents: 7750, gainCents: 688 });
    expect(realisedStats(totals)).toEqual({ sold_items: 4, sold_items_with_cost: 2, realised_proceeds: 97.88, realised_cost: 77.5, realised_gain: 6.88 });
  });
  it('is all zero with nothing sold', () => {
    expect(realisedTotals([])).toEqual({ soldItems: 0, withCost: 0, proceedsCents: 0, costCents: 0, gainCents: 0 });
  });
  it('counts a copy that cost nothing as a gain of its whole proceeds', () => {
    expect(realisedTotals([{ proceedsCents: 1000, costCents: 0 }])).toMatchObject({ withCost: 1, gainCents: 1000 });
  });
});
