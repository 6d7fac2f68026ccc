import { describe, expect, it } from 'vitest';
import { collectionStats, estimatedValueCents, seriesCompletion, topValuable, TOP_VALUABLE_COUNT, type CopyFacts } from './collection.ts';

function copy(facts: Partial<CopyFacts> & Pick<CopyFacts, 'id'>): CopyFacts {
  return {
    name: `Figure ${facts.id}`,
    series: 'Series 1',
    year: 1988,
    condition: 'Good',
    purchaseCents: null,
    marketAverageCents: null,
    marketLowestCents: null,
    ...facts,
  };
}

describe('estimatedValueCents', () => {
  it('is the market average when one is known', () => {
    expect(estimatedValueCents(copy({ id: 1, purchaseCents: 1000, marketAverageCents: 2500, marketLowestCents: 2000 }))).toBe(2500);
  });

  it('falls back to the purchase price, then to 0', () => {
    expect(estimatedValueCents(copy({ id: 1, purchaseCents: 1000 }))).toBe(1000);
    expect(estimatedValueCents(copy({ id: 1 }))).toBe(0);
  });

  it('keeps a known market average of 0 rather than falling back', () => {
    expect(estimatedValueCents(copy({ id: 1, purchaseCents: 1000, marketAverageCents: 0, marketLowestCents: 0 }))).toBe(0);
  });
});

describe('collectionStats', () => {
  it('computes every field for a mixed collection', () => {
    const copies = [
      // estimate 2500, paid 1000 -> gain +1500; insure max(2500, 1000) = 2500; minimum 2000
      copy({ id: 1, name: 'Leonardo', series: 'Series 1', year: 1988, condition: 'Mint', purchaseCents: 1000, marketAverageCents: 2500, marketLowestCents: 2000 }),
      // estimate 3000, paid 5000 -> gain -2000; insure max(3000, 5000) = 5000; minimum 2500
      copy({ id: 2, name: 'Shredder', series: 'Series 1', year: 1988, condition: 'Good', purchaseCents: 5000, marketAverageCents: 3000, marketLowestCents: 2500 }),
      // estimate 1500, not paid -> no gain; insure max(1500, 0) = 1500; minimum 1200
      copy({ id: 3, name: 'Bebop', series: 'Series 2', year: 1989, condition: 'Good', purchaseCents: null, marketAverageCents: 1500, marketLowestCents: 1200 }),
      // no market data: estimate = paid 800 -> gain 0; insure max(0, 800) = 800; minimum = estimate 800
      copy({ id: 4, name: 'Rocksteady', series: 'Series 2', year: 1990, condition: 'Poor', purchaseCents: 800 }),
    ];
    expect(collectionStats(copies)).toEqual({
      total_items: 4,
      total_value: 78, // 2500 + 3000 + 1500 + 800 = 7800 cents
      total_invested: 68, // 1000 + 5000 + 800 = 6800 cents
      gain_loss: -5, // 1500 - 2000 + 0 = -500 cents
      roi_percentage: -7.35, // -500 / 6800 * 100 = -7.3529... -> -7.35
      items_with_purchase_price: 3,
      insurance_value: 98, // 2500 + 5000 + 1500 + 800 = 9800 cents
      min_value: 65, // 2000 + 2500 + 1200 + 800 = 6500 cents
      items_with_price_data: 3,
      by_series: { 'Series 1': 2, 'Series 2': 2 },
      by_year: { '1988': 2, '1989': 1, '1990': 1 },
      by_condition: { Mint: 1, Good: 2, Poor: 1 },
    });
  });

  it('gives zeros and empty counts for an empty collection', () => {
    expect(collectionStats([])).toEqual({
      total_items: 0,
      total_value: 0,
      total_invested: 0,
      gain_loss: 0,
      roi_percentage: 0,
      items_with_purchase_price: 0,
      insurance_value: 0,
      min_value: 0,
      items_with_price_data: 0,
      by_series: {},
      by_year: {},
      by_condition: {},
    });
  });

  it('rounds ROI to two decimals', () => {
    // paid 3000, worth 4000: 1000 / 3000 * 100 = 33.333... -> 33.33
    expect(collectionStats([copy({ id: 1, purchaseCents: 3000, marketAverageCents: 4000, marketLowestCents: 3900 })]).roi_percentage).toBe(33.33);
    // paid 3000, worth 5000: 2000 / 3000 * 100 = 66.666... -> 66.67
    expect(collectionStats([copy({ id: 1, purchaseCents: 3000, marketAverageCents: 5000, marketLowestCents: 4900 })]).roi_percentage).toBe(66.67);
  });

  it('leaves copies without a purchase price out of invested and gain/loss', () => {
    const stats = collectionStats([
      copy({ id: 1, purchaseCents: 2000, marketAverageCents: 3000, marketLowestCents: 2800 }),
      copy({ id: 2, purchaseCents: null, marketAverageCents: 10000, marketLowestCents: 9000 }),
    ]);
    expect(stats.total_value).toBe(130); // 3000 + 10000 cents
    expect(stats.total_invested).toBe(20);
    expect(stats.gain_loss).toBe(10); // only copy 1: 3000 - 2000 cents
    expect(stats.roi_percentage).toBe(50); // 1000 / 2000 * 100
  });

  it('reports ROI 0 when nothing was invested, even with a gain', () => {
    // Paid 0: invested 0, gain 1000 cents; dividing by 0 must not give Infinity.
    const stats = collectionStats([copy({ id: 1, purchaseCents: 0, marketAverageCents: 1000, marketLowestCents: 900 })]);
    expect(stats.gain_loss).toBe(10);
    expect(stats.total_invested).toBe(0);
    expect(stats.roi_percentage).toBe(0);
    expect(stats.items_with_purchase_price).toBe(1);
  });

  it('reports ROI 0 when no copy has a purchase price', () => {
    const stats = collectionStats([copy({ id: 1, marketAverageCents: 1000, marketLowestCents: 900 })]);
    expect(stats).toMatchObject({ total_value: 10, total_invested: 0, gain_loss: 0, roi_percentage: 0, items_with_purchase_price: 0 });
  });

  it('counts a series named like an Object.prototype property (constructor, toString, __proto__) like any other', () => {
    const stats = collectionStats([
      copy({ id: 1, series: 'constructor' }),
      copy({ id: 2, series: 'toString' }),
      copy({ id: 3, series: '__proto__' }),
    ]);
    expect(stats.by_series).toEqual({ constructor: 1, toString: 1, ['__proto__']: 1 });
    expect(Object.keys(stats.by_series)).toHaveLength(3);
  });
});

describe('topValuable', () => {
  it('orders by estimated value, then name, then id', () => {
    const copies = [
      copy({ id: 9, name: 'April', marketAverageCents: 3000, marketLowestCents: 2000 }),
      copy({ id: 1, name: 'Bebop', marketAverageCents: 3000, marketLowestCents: 2000 }),
      copy({ id: 6, name: 'Krang' }), // no price at all: 0
      copy({ id: 3, name: 'April', marketAverageCents: 3000, marketLowestCents: 2000 }),
      copy({ id: 2, name: 'Zak', purchaseCents: 4000 }), // no market data: valued at its 4000 purchase price
      copy({ id: 5, name: 'Splinter', purchaseCents: 100, marketAverageCents: 5000, marketLowestCents: 4500 }),
    ];
    expect(topValuable(copies).map((c) => c.id)).toEqual([5, 2, 3, 9, 1, 6]);
  });

  it(`returns at most ${TOP_VALUABLE_COUNT} copies by default, or the count asked for`, () => {
    expect(TOP_VALUABLE_COUNT).toBe(10);
    // ids 1..12 worth 100, 200, ..., 1200 cents
    const copies = Array.from({ length: 12 }, (_, i) => copy({ id: i + 1, purchaseCents: (i + 1) * 100 }));
    expect(topValuable(copies).map((c) => c.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(topValuable(copies, 3).map((c) => c.id)).toEqual([12, 11, 10]);
    expect(topValuable([], 3)).toEqual([]);
  });

  it('returns the same objects and leaves the input order alone', () => {
    const a = copy({ id: 1, purchaseCents: 100 });
    const b = copy({ id: 2, purchaseCents: 200 });
    const input = [a, b];
    const top = topValuable(input);
    expect(top[0]).toBe(b);
    expect(input).toEqual([a, b]);
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
