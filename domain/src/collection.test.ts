import { describe, expect, it } from 'vitest';
import { collectionStats, seriesCompletion, type CollectionCounts, type CollectionTotals } from './collection.ts';
import { valueCopy, type CopyValueFacts } from './value.ts';

interface Copy extends CopyValueFacts {
  id: number;
  series: string;
  year: number;
  condition: string;
}

function copy(facts: Partial<Copy> & Pick<Copy, 'id'> & { name?: string }): Copy {
  return { series: 'Series 1', year: 1988, condition: 'Good', purchaseCents: null, marketAverageCents: null, marketLowestCents: null, ...facts };
}

/** What the server's SQL sums and counts give for these copies, from each copy's stored value (valueCopy). */
function summed(copies: Copy[]): [CollectionTotals, CollectionCounts] {
  const totals: CollectionTotals = { items: 0, valueCents: 0, investedCents: 0, valueOfPurchasedCents: 0, insuranceCents: 0, minimumCents: 0, withPurchase: 0, withPriceData: 0 };
  const count = <K extends string | number>(key: (c: Copy) => K) => {
    const counts = new Map<K, number>();
    for (const c of copies) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
    return [...counts.entries()];
  };
  for (const c of copies) {
    const v = valueCopy(c);
    totals.items++;
    totals.valueCents += v.valueCents;
    totals.insuranceCents += v.insuranceCents;
    totals.minimumCents += v.minimumCents;
    if (v.basis === 'market') totals.withPriceData++;
    if (c.purchaseCents !== null) {
      totals.withPurchase++;
      totals.investedCents += c.purchaseCents;
      totals.valueOfPurchasedCents += v.valueCents;
    }
  }
  return [totals, { bySeries: count((c) => c.series), byYear: count((c) => c.year), byCondition: count((c) => c.condition) }];
}

const statsOf = (copies: Copy[]) => collectionStats(...summed(copies));

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
      by_series: {},
      by_year: {},
      by_condition: {},
    });
  });

  it('rounds ROI to two decimals', () => {
    // paid 3000, worth 4000: 1000 / 3000 * 100 = 33.333... -> 33.33
    expect(statsOf([copy({ id: 1, purchaseCents: 3000, marketAverageCents: 4000, marketLowestCents: 3900 })]).roi_percentage).toBe(33.33);
    // paid 3000, worth 5000: 2000 / 3000 * 100 = 66.666... -> 66.67
    expect(statsOf([copy({ id: 1, purchaseCents: 3000, marketAverageCents: 5000, marketLowestCents: 4900 })]).roi_percentage).toBe(66.67);
  });

  it('leaves copies without a purchase price out of invested and gain/loss', () => {
    const stats = statsOf([
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
    const stats = statsOf([copy({ id: 1, purchaseCents: 0, marketAverageCents: 1000, marketLowestCents: 900 })]);
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

describe('seriesCompletion', () => {
  it('computes owned over total, best first then by name, including series with nothing owned', () => {
    expect(
      seriesCompletion([
        { series: 'Series D', owned: 0, total: 1 },
        { series: 'Series B', owned: 1, total: 2 },
        { series: 'Series C', owned: 1, total: 8 },
        { series: 'Alpha', owned: 1, total: 2 },
        { series: 'Series A', owned: 2, total: 3 },
      ]),
    ).toEqual([
      { series: 'Series A', owned: 2, total: 3, percentage: 66.7 }, // 2/3 = 66.666... -> 66.7
      { series: 'Alpha', owned: 1, total: 2, percentage: 50 }, // ties with Series B: by name
      { series: 'Series B', owned: 1, total: 2, percentage: 50 },
      { series: 'Series C', owned: 1, total: 8, percentage: 12.5 }, // 1/8
      { series: 'Series D', owned: 0, total: 1, percentage: 0 },
    ]);
  });

  it('rounds to one decimal', () => {
    // 1/3 = 33.333... -> 33.3
    expect(seriesCompletion([{ series: 'Series A', owned: 1, total: 3 }])).toEqual([{ series: 'Series A', owned: 1, total: 3, percentage: 33.3 }]);
  });

  it('reports a complete series as 100 and an empty catalogue as no series', () => {
    expect(seriesCompletion([{ series: 'Series B', owned: 2, total: 2 }])).toEqual([{ series: 'Series B', owned: 2, total: 2, percentage: 100 }]);
    expect(seriesCompletion([])).toEqual([]);
  });
});
