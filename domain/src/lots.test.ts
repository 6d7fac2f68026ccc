import { describe, expect, it } from 'vitest';
import { marketValueOn, splitLotCost } from './lots.ts';

const sum = (shares: number[] | null) => shares!.reduce((a, b) => a + b, 0);

describe('splitLotCost', () => {
  it('splits in proportion to market value', () => {
    // $180 over copies worth $30, $60 and $90 (1:2:3): $30, $60, $90.
    expect(splitLotCost(18000, [{ valueCents: 3000 }, { valueCents: 6000 }, { valueCents: 9000 }])).toEqual([3000, 6000, 9000]);
  });

  it('rounds to the cent and still adds up to the total exactly', () => {
    // $100 three ways by equal value: 33.333.. each; the cent left over goes to the first copy.
    expect(splitLotCost(10000, [{ valueCents: 500 }, { valueCents: 500 }, { valueCents: 500 }])).toEqual([3334, 3333, 3333]);
    // $10.00 by values 1:1:1:4 -> 1.428571.. x3 and 5.714285..: floors 142, 142, 142, 571 (997); the 3 cents go to the
    // largest losses: 0.857 (each of the first three) before 0.428.
    expect(splitLotCost(1000, [{ valueCents: 100 }, { valueCents: 100 }, { valueCents: 100 }, { valueCents: 400 }])).toEqual([143, 143, 143, 571]);
    const odd = splitLotCost(99999, [{ valueCents: 1234 }, { valueCents: 5678 }, { valueCents: 91 }, { valueCents: null }, { valueCents: 7 }]);
    expect(sum(odd)).toBe(99999);
  });

  it('gives equal shares when no copy has a value', () => {
    expect(splitLotCost(18000, [{ valueCents: null }, { valueCents: null }, { valueCents: null }])).toEqual([6000, 6000, 6000]);
  });

  it('weighs a copy without a value as the average of the known ones', () => {
    // Known: $20 and $40 (average $30). Weights 20:40:30 over $90: $20, $40, $30.
    expect(splitLotCost(9000, [{ valueCents: 2000 }, { valueCents: 4000 }, { valueCents: null }])).toEqual([2000, 4000, 3000]);
  });

  it('gives one copy the whole total', () => {
    expect(splitLotCost(4599, [{ valueCents: 12345 }])).toEqual([4599]);
    expect(splitLotCost(4599, [{ valueCents: null }])).toEqual([4599]);
  });

  it('keeps a share set by hand and splits the rest among the others', () => {
    // $100 total, the first fixed at $50: the other $50 split 1:3 -> $12.50 and $37.50.
    expect(splitLotCost(10000, [{ valueCents: 9999, fixedCents: 5000 }, { valueCents: 1000 }, { valueCents: 3000 }])).toEqual([5000, 1250, 3750]);
  });

  it('refuses fixed shares over the total, or all fixed and not adding up', () => {
    expect(splitLotCost(1000, [{ valueCents: null, fixedCents: 1200 }, { valueCents: null }])).toBeNull();
    expect(splitLotCost(1000, [{ valueCents: null, fixedCents: 400 }, { valueCents: null, fixedCents: 500 }])).toBeNull();
    expect(splitLotCost(900, [{ valueCents: null, fixedCents: 400 }, { valueCents: null, fixedCents: 500 }])).toEqual([400, 500]);
  });

  it('splits a total of 0 into zeros', () => {
    expect(splitLotCost(0, [{ valueCents: 100 }, { valueCents: null }])).toEqual([0, 0]);
  });
});

describe('marketValueOn', () => {
  const sale = (priceCents: number, date: string, tier: 'carded' | 'loose' = 'loose', source: 'ebay_scrape' | 'ebay' = 'ebay_scrape') =>
    ({ priceCents, source, date, seenAt: `${date}T12:00:00.000Z`, tier, excluded: false }) as const;

  it("averages the tier's sales of the 90 days up to the day, leaving later sales and asking prices out", () => {
    const observations = [sale(3000, '2026-03-01'), sale(5000, '2026-03-10'), sale(9000, '2026-04-02'), sale(100000, '2026-03-05', 'carded'), sale(1000, '2026-03-09', 'loose', 'ebay')];
    // On 2026-03-15: loose sales 30 and 50 -> 40 (the 90 of April comes later; the asking 10 is no sale).
    expect(marketValueOn(observations, 'loose', '2026-03-15')).toBe(4000);
    expect(marketValueOn(observations, 'carded', '2026-03-15')).toBe(100000);
  });

  it('falls back to older sales, and is null before any sale of the tier', () => {
    const observations = [sale(2000, '2025-01-01'), sale(4000, '2025-01-03')];
    expect(marketValueOn(observations, 'loose', '2026-03-15')).toBe(3000);
    expect(marketValueOn(observations, 'loose', '2024-12-31')).toBeNull();
    expect(marketValueOn(observations, 'carded', '2026-03-15')).toBeNull();
  });
});
