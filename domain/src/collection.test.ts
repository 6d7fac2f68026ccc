import { describe, expect, it } from 'vitest';
import { collectionStats, copyContribution, copyGain, mergeCopyGroups, seriesCompletion, type CatalogueFigure, type CopyGroup } from './collection.ts';
import { valueCopy } from './value.ts';

interface MarketFacts {
  costCents: number | null;
  marketAverageCents: number | null;
  marketLowestCents: number | null;
}

interface Copy extends MarketFacts {
  id: number;
  series: string;
  year: number;
  condition: string;
}

function copy(facts: Partial<Copy> & Pick<Copy, 'id'> & { name?: string }): Copy {
  return { series: 'Series 1', year: 1988, condition: 'Good', costCents: null, marketAverageCents: null, marketLowestCents: null, ...facts };
}

/** valueCopy of a loose copy whose figure's loose market is known by its average and lowest recent sale (or not at all). */
function valueOf({ costCents, marketAverageCents, marketLowestCents }: MarketFacts) {
  const prices = marketAverageCents === null ? null : { averageCents: marketAverageCents, lowestCents: marketLowestCents ?? marketAverageCents, sampleSize: 5, basis: 'sold' as const, windowDays: 90 };
  const market = prices && { overall: prices, carded: null, loose: { ...prices, recentSold: 5 } };
  return valueCopy({ costCents, packagingType: 'Loose', market });
}

/**
 * What the server's grouped query gives for these copies (each copy its own figure here, of the copy's series
 * and year), from each copy's stored value (valueCopy).
 */
function grouped(copies: Copy[]): [CopyGroup[], CatalogueFigure[]] {
  const groups = copies.map((c) => {
    const v = valueOf(c);
    return copyContribution({ figureId: c.id, condition: c.condition, costCents: c.costCents, ...v });
  });
  return [groups, copies.map((c) => ({ id: c.id, series: c.series, year: c.year }))];
}

const statsOf = (copies: Copy[]) => collectionStats(...grouped(copies), 0);

describe('collectionStats', () => {
  it('computes every field for a mixed collection', () => {
    const copies = [
      // estimate 2500, paid 1000 -> gain +1500; insure max(2500, 1000) = 2500; minimum 2000
      copy({ id: 1, name: 'Leonardo', series: 'Series 1', year: 1988, condition: 'Mint', costCents: 1000, marketAverageCents: 2500, marketLowestCents: 2000 }),
      // estimate 3000, paid 5000 -> gain -2000; insure max(3000, 5000) = 5000; minimum 2500
      copy({ id: 2, name: 'Shredder', series: 'Series 1', year: 1988, condition: 'Good', costCents: 5000, marketAverageCents: 3000, marketLowestCents: 2500 }),
      // estimate 1500, not paid -> no gain; insure max(1500, 0) = 1500; minimum 1200
      copy({ id: 3, name: 'Bebop', series: 'Series 2', year: 1989, condition: 'Good', costCents: null, marketAverageCents: 1500, marketLowestCents: 1200 }),
      // no market data: estimate = paid 800 -> gain 0; insure max(0, 800) = 800; minimum = estimate 800
      copy({ id: 4, name: 'Rocksteady', series: 'Series 2', year: 1990, condition: 'Poor', costCents: 800 }),
    ];
    expect(statsOf(copies)).toEqual({
      total_items: 4,
      total_value: 78, // 2500 + 3000 + 1500 + 800 = 7800 cents
      total_invested: 68, // 1000 + 5000 + 800 = 6800 cents
      gain_loss: -5, // 1500 - 2000 + 0 = -500 cents
      roi_percentage: -7.35, // -500 / 6800 * 100 = -7.3529... -> -7.35
      items_with_purchase_price: 3,
      insurance_value: 98, // 2500 + 5000 + 1500 + 800 = 9800 cents
      min_value: 65, // 2000 + 2500 + 1200 + 800 = 6500 cents
      items_with_price_data: 3,
      items_valued_at_purchase_price: 1, // Rocksteady
      items_without_value: 0,
      items_without_packaging: 0,
      by_series: { 'Series 1': 2, 'Series 2': 2 },
      by_year: { '1988': 2, '1989': 1, '1990': 1 },
      by_condition: { Mint: 1, Good: 2, Poor: 1 },
    });
  });

  it('gives zeros and empty counts for an empty collection', () => {
    expect(statsOf([])).toEqual({
      total_items: 0,
      total_value: 0,
      total_invested: 0,
      gain_loss: 0,
      roi_percentage: 0,
      items_with_purchase_price: 0,
      insurance_value: 0,
      min_value: 0,
      items_with_price_data: 0,
      items_valued_at_purchase_price: 0,
      items_without_value: 0,
      items_without_packaging: 0,
      by_series: {},
      by_year: {},
      by_condition: {},
    });
  });

  it('rounds ROI to two decimals', () => {
    // paid 3000, worth 4000: 1000 / 3000 * 100 = 33.333... -> 33.33
    expect(statsOf([copy({ id: 1, costCents: 3000, marketAverageCents: 4000, marketLowestCents: 3900 })]).roi_percentage).toBe(33.33);
    // paid 3000, worth 5000: 2000 / 3000 * 100 = 66.666... -> 66.67
    expect(statsOf([copy({ id: 1, costCents: 3000, marketAverageCents: 5000, marketLowestCents: 4900 })]).roi_percentage).toBe(66.67);
  });

  it('leaves copies without a purchase price out of invested and gain/loss', () => {
    const stats = statsOf([
      copy({ id: 1, costCents: 2000, marketAverageCents: 3000, marketLowestCents: 2800 }),
      copy({ id: 2, costCents: null, marketAverageCents: 10000, marketLowestCents: 9000 }),
    ]);
    expect(stats.total_value).toBe(130); // 3000 + 10000 cents
    expect(stats.total_invested).toBe(20);
    expect(stats.gain_loss).toBe(10); // only copy 1: 3000 - 2000 cents
    expect(stats.roi_percentage).toBe(50); // 1000 / 2000 * 100
  });

  it('reports ROI 0 when nothing was invested, even with a gain', () => {
    // Paid 0: invested 0, gain 1000 cents; dividing by 0 must not give Infinity.
    const stats = statsOf([copy({ id: 1, costCents: 0, marketAverageCents: 1000, marketLowestCents: 900 })]);
    expect(stats.gain_loss).toBe(10);
    expect(stats.total_invested).toBe(0);
    expect(stats.roi_percentage).toBe(0);
    expect(stats.items_with_purchase_price).toBe(1);
  });

  it('reports ROI 0 when no copy has a purchase price', () => {
    const stats = statsOf([copy({ id: 1, marketAverageCents: 1000, marketLowestCents: 900 })]);
    expect(stats).toMatchObject({ total_value: 10, total_invested: 0, gain_loss: 0, roi_percentage: 0, items_with_purchase_price: 0 });
  });

  it('counts a series named like an Object.prototype property (constructor, toString, __proto__) like any other', () => {
    const stats = statsOf([
      copy({ id: 1, series: 'constructor' }),
      copy({ id: 2, series: 'toString' }),
      copy({ id: 3, series: '__proto__' }),
    ]);
    expect(stats.by_series).toEqual({ constructor: 1, toString: 1, ['__proto__']: 1 });
    expect(Object.keys(stats.by_series)).toHaveLength(3);
  });
});

describe('collectionStats counts what values rest on', () => {
  it('splits the copies into market data, purchase price only and no value yet', () => {
    const stats = statsOf([
      copy({ id: 1, costCents: 2000, marketAverageCents: 3000, marketLowestCents: 2800 }), // market
      copy({ id: 2, marketAverageCents: 1000, marketLowestCents: 900 }), //                       market
      copy({ id: 3, costCents: 1500 }), //                                                    purchase price
      copy({ id: 4 }), //                                                                         no value
      copy({ id: 5 }), //                                                                         no value
    ]);
    expect(stats).toMatchObject({ total_items: 5, items_with_price_data: 2, items_valued_at_purchase_price: 1, items_without_value: 2 });
    // The copies with no value add nothing to the totals: 3000 + 1000 + 1500 cents.
    expect(stats.total_value).toBe(55);
  });
});

describe('copyGain', () => {
  it('is the value less what was paid, and that in percent of what was paid, two decimals', () => {
    // worth 40, paid 30: +10, 10 / 30 = 33.333...% -> 33.33
    expect(copyGain({ estimatedValue: 40, basis: 'recent_sold', purchasePrice: 30 })).toEqual({ gainLoss: 10, roiPercentage: 33.33 });
    // worth 19.99, paid 25.50: -5.51, -5.51 / 25.50 = -21.607...% -> -21.61
    expect(copyGain({ estimatedValue: 19.99, basis: 'loose', purchasePrice: 25.5 })).toEqual({ gainLoss: -5.51, roiPercentage: -21.61 });
  });

  it('has no percent when nothing was paid (a gift), and is unknown without a purchase price', () => {
    expect(copyGain({ estimatedValue: 12, basis: 'sold', purchasePrice: 0 })).toEqual({ gainLoss: 12, roiPercentage: null });
    expect(copyGain({ estimatedValue: 12, basis: 'sold', purchasePrice: null })).toBeNull();
  });

  it('is unknown, not 0, when the value is only the purchase price, or there is no value', () => {
    expect(copyGain({ estimatedValue: 20, basis: 'purchase', purchasePrice: 20 })).toBeNull();
    expect(copyGain({ estimatedValue: 0, basis: 'none', purchasePrice: null })).toBeNull();
  });
});

describe('copyContribution', () => {
  it('adds a purchased copy to invested and to the value compared with it', () => {
    const value = valueOf({ costCents: 1000, marketAverageCents: 2500, marketLowestCents: 2000 });
    expect(copyContribution({ figureId: 4, condition: 'Mint', costCents: 1000, ...value })).toEqual({
      figureId: 4, condition: 'Mint', items: 1, valueCents: 2500, investedCents: 1000, valueOfPurchasedCents: 2500,
      insuranceCents: 2500, minimumCents: 2000, withPurchase: 1, withPriceData: 1, valuedAtPurchase: 0, withoutValue: 0,
    });
  });

  it('counts a copy valued at its purchase price', () => {
    const value = valueOf({ costCents: 1200, marketAverageCents: null, marketLowestCents: null });
    expect(copyContribution({ figureId: 4, condition: 'Poor', costCents: 1200, ...value })).toMatchObject({
      items: 1, valueCents: 1200, withPurchase: 1, withPriceData: 0, valuedAtPurchase: 1, withoutValue: 0,
    });
  });

  it('leaves a copy without a purchase price out of invested and gain', () => {
    const value = valueOf({ costCents: null, marketAverageCents: null, marketLowestCents: null });
    expect(copyContribution({ figureId: 4, condition: 'Poor', costCents: null, ...value })).toMatchObject({
      items: 1, valueCents: 0, investedCents: 0, valueOfPurchasedCents: 0, withPurchase: 0, withPriceData: 0, valuedAtPurchase: 0, withoutValue: 1,
    });
  });
});

describe('mergeCopyGroups', () => {
  it('adds up the groups of one figure and condition, and orders them by figure, then condition', () => {
    const one = (figureId: number, condition: string, valueCents: number, costCents: number | null) =>
      copyContribution({ figureId, condition, costCents, valueCents, basis: 'purchase', insuranceCents: valueCents, minimumCents: valueCents });
    expect(mergeCopyGroups([one(2, 'Good', 500, 500), one(1, 'Mint', 1000, null), one(2, 'Good', 700, 300), one(1, 'Good', 100, 100)])).toEqual([
      { figureId: 1, condition: 'Good', items: 1, valueCents: 100, investedCents: 100, valueOfPurchasedCents: 100, insuranceCents: 100, minimumCents: 100, withPurchase: 1, withPriceData: 0, valuedAtPurchase: 1, withoutValue: 0 },
      { figureId: 1, condition: 'Mint', items: 1, valueCents: 1000, investedCents: 0, valueOfPurchasedCents: 0, insuranceCents: 1000, minimumCents: 1000, withPurchase: 0, withPriceData: 0, valuedAtPurchase: 1, withoutValue: 0 },
      // 500 + 700 = 1200 value; 500 + 300 = 800 invested
      { figureId: 2, condition: 'Good', items: 2, valueCents: 1200, investedCents: 800, valueOfPurchasedCents: 1200, insuranceCents: 1200, minimumCents: 1200, withPurchase: 2, withPriceData: 0, valuedAtPurchase: 2, withoutValue: 0 },
    ]);
  });
});

describe('collectionStats over groups', () => {
  it('adds up groups of several copies, counting each group by its items', () => {
    const figures = [{ id: 1, series: 'Series 1', year: 1988 }, { id: 2, series: 'Series 2', year: 1989 }];
    const group = (figureId: number, condition: string, items: number, valueCents: number): CopyGroup => ({
      figureId, condition, items, valueCents, investedCents: 0, valueOfPurchasedCents: 0, insuranceCents: valueCents, minimumCents: valueCents, withPurchase: 0, withPriceData: items, valuedAtPurchase: 0, withoutValue: 0,
    });
    const stats = collectionStats([group(1, 'Mint', 3, 9000), group(1, 'Good', 2, 4000), group(2, 'Good', 1, 500)], figures, 2);
    expect(stats).toMatchObject({
      total_items: 6,
      total_value: 135, // 9000 + 4000 + 500 cents
      items_with_price_data: 6,
      // Counted by the server over the copies (packaging is not part of a group): passed through as given.
      items_without_packaging: 2,
      by_series: { 'Series 1': 5, 'Series 2': 1 },
      by_year: { '1988': 5, '1989': 1 },
      by_condition: { Good: 3, Mint: 3 },
    });
  });

  it('refuses copies of a figure the catalogue does not have', () => {
    expect(() => collectionStats([{ ...grouped([copy({ id: 7 })])[0][0] }], [], 0)).toThrow('Copies of figure 7, which is not in the catalogue');
  });
});

describe('seriesCompletion', () => {
  const catalogue = [
    { id: 1, series: 'Series A' },
    { id: 2, series: 'Series A' },
    { id: 3, series: 'Series A' },
    { id: 4, series: 'Series B' },
    { id: 5, series: 'Series B' },
    ...[6, 7, 8, 9, 10, 11, 12, 13].map((id) => ({ id, series: 'Series C' })),
    { id: 14, series: 'Series D' },
    { id: 15, series: 'Alpha' },
    { id: 16, series: 'Alpha' },
  ];

  it('computes distinct owned over total, best first then by name, including series with nothing owned', () => {
    // 99 is not in the catalogue and counts nowhere; duplicates collapse in the Set.
    const owned = new Set([1, 2, 2, 4, 6, 15, 99]);
    expect(seriesCompletion(catalogue, owned)).toEqual([
      { series: 'Series A', owned: 2, total: 3, percentage: 66.7 }, // 2/3 = 66.666... -> 66.7
      { series: 'Alpha', owned: 1, total: 2, percentage: 50 }, // ties with Series B: by name
      { series: 'Series B', owned: 1, total: 2, percentage: 50 },
      { series: 'Series C', owned: 1, total: 8, percentage: 12.5 }, // 1/8
      { series: 'Series D', owned: 0, total: 1, percentage: 0 },
    ]);
  });

  it('rounds to one decimal', () => {
    // 1/3 = 33.333... -> 33.3
    expect(seriesCompletion(catalogue.slice(0, 3), new Set([3]))).toEqual([{ series: 'Series A', owned: 1, total: 3, percentage: 33.3 }]);
  });

  it('reports a complete series as 100 and an empty catalogue as no series', () => {
    expect(seriesCompletion(catalogue.slice(3, 5), new Set([4, 5]))).toEqual([{ series: 'Series B', owned: 2, total: 2, percentage: 100 }]);
    expect(seriesCompletion([], new Set([1]))).toEqual([]);
  });
});
