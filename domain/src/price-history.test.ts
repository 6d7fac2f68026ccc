import { describe, expect, it } from 'vitest';
import type { PriceObservation, PriceSource } from './market.ts';
import { ROLLING_MEDIAN_SALES, rollingMedian, tierPriceHistory } from './price-history.ts';
import type { PriceTier } from './relevance.ts';

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

function obs(priceCents: number, source: PriceSource, date: string | null, tier: PriceTier | null, extra: Partial<PriceObservation> = {}): PriceObservation {
  return { priceCents, source, date, seenAt: `${date ?? day(28)}T12:00:00.000Z`, tier, excluded: false, ...extra };
}
const sale = (priceCents: number, d: number, tier: PriceTier | null) => obs(priceCents, 'ebay_scrape', day(d), tier);
const listing = (priceCents: number, seenDay: number, tier: PriceTier | null) => obs(priceCents, 'ebay', null, tier, { seenAt: `${day(seenDay)}T09:30:00.000Z` });
const sales = (...pairs: [number, number][]) => pairs.map(([d, priceCents]) => ({ date: day(d), priceCents }));

describe('rollingMedian', () => {
  it(`takes the median of each day's sales and the whole days before it, until ${ROLLING_MEDIAN_SALES} sales`, () => {
    expect(ROLLING_MEDIAN_SALES).toBe(5);
    const medians = rollingMedian(sales([1, 45000], [3, 47000], [4, 43000], [4, 52000], [8, 44000], [9, 90000]));
    expect(medians).toEqual([
      // 1st: 45000 alone.
      { date: day(1), priceCents: 45000 },
      // 3rd: 45000 47000 -> (45000 + 47000) / 2 = 46000.
      { date: day(3), priceCents: 46000 },
      // 4th: both of the day, then back to the 1st: 43000 45000 47000 52000 -> (45000 + 47000) / 2 = 46000.
      { date: day(4), priceCents: 46000 },
      // 8th: 44000, the 4th's two, the 3rd, the 1st: 43000 44000 45000 47000 52000 -> 45000.
      { date: day(8), priceCents: 45000 },
      // 9th: 90000, 44000, 43000 + 52000, 47000 (five: the 1st drops out): 43000 44000 47000 52000 90000 -> 47000.
      // One odd sale moves the median by one place, not by its size.
      { date: day(9), priceCents: 47000 },
    ]);
  });

  it('keeps a whole day: a day of more sales than the window is its own median, whatever their order', () => {
    // The 2nd alone has six: 10 20 30 40 50 60 -> (30 + 40) / 2 = 35 (the 1st's 1000 is not needed).
    const busy = sales([1, 1000], [2, 60], [2, 10], [2, 40], [2, 20], [2, 50], [2, 30]);
    expect(rollingMedian(busy)).toEqual([{ date: day(1), priceCents: 1000 }, { date: day(2), priceCents: 35 }]);
  });

  it('rounds a median between two cents to whole cents', () => {
    // 1000 and 1001 -> 1000.5 -> 1001.
    expect(rollingMedian(sales([1, 1000], [2, 1001]))).toEqual([{ date: day(1), priceCents: 1000 }, { date: day(2), priceCents: 1001 }]);
  });

  it('is empty without sales', () => {
    expect(rollingMedian([])).toEqual([]);
  });
});

describe('tierPriceHistory', () => {
  it('leaves graded sales out of the carded history (they have their own tier)', () => {
    const history = tierPriceHistory([sale(10000, 1, 'carded'), obs(45000, 'ebay_scrape', day(2), 'carded', { grade: { company: 'AFA', grade: '85' } })]);
    expect(history).toEqual([{ tier: 'carded', points: [{ date: day(1), priceCents: 10000, kind: 'sold' }], median: [{ date: day(1), priceCents: 10000 }] }]);
  });

  it('draws carded, loose and unknown packaging apart, sold and asking apart, with a median per tier', () => {
    const history = tierPriceHistory([
      sale(52000, 4, 'carded'),
      sale(45000, 1, 'carded'),
      listing(49900, 9, 'carded'),
      sale(43000, 4, 'carded'),
      sale(2800, 2, 'loose'),
      listing(3500, 6, 'loose'),
      sale(2600, 6, 'loose'),
      sale(30000, 5, null),
      // Left out of every series.
      obs(1000, 'manual', day(5), 'carded', { excluded: true }),
      obs(99900, 'ebay', null, 'loose', { excluded: true }),
    ]);
    expect(history).toEqual([
      {
        tier: 'carded',
        points: [
          { date: day(1), priceCents: 45000, kind: 'sold' },
          { date: day(4), priceCents: 43000, kind: 'sold' },
          { date: day(4), priceCents: 52000, kind: 'sold' },
          // An asking price is dated by when it was last seen.
          { date: day(9), priceCents: 49900, kind: 'asking' },
        ],
        // 1st: 45000; 4th: 43000 45000 52000 -> 45000. Asking prices are not in the median.
        median: [{ date: day(1), priceCents: 45000 }, { date: day(4), priceCents: 45000 }],
      },
      {
        tier: 'loose',
        // On the 6th the sale comes before the asking price.
        points: [
          { date: day(2), priceCents: 2800, kind: 'sold' },
          { date: day(6), priceCents: 2600, kind: 'sold' },
          { date: day(6), priceCents: 3500, kind: 'asking' },
        ],
        // 2nd: 2800; 6th: 2600 2800 -> 2700.
        median: [{ date: day(2), priceCents: 2800 }, { date: day(6), priceCents: 2700 }],
      },
      // Packaging not known: drawn, never given a median (it would blend carded and loose).
      { tier: null, points: [{ date: day(5), priceCents: 30000, kind: 'sold' }], median: [] },
    ]);
  });

  it('dates a sale of unknown day by when it was recorded, and leaves out tiers with nothing counted', () => {
    const history = tierPriceHistory([obs(2500, 'manual', null, 'loose', { seenAt: `${day(7)}T08:00:00.000Z` }), obs(40000, 'ebay_scrape', day(3), 'carded', { excluded: true })]);
    expect(history).toEqual([{ tier: 'loose', points: [{ date: day(7), priceCents: 2500, kind: 'sold' }], median: [{ date: day(7), priceCents: 2500 }] }]);
  });

  it('gives a tier of asking prices only its points and no median', () => {
    expect(tierPriceHistory([listing(15000, 2, 'carded'), listing(14000, 1, 'carded')])).toEqual([
      { tier: 'carded', points: [{ date: day(1), priceCents: 14000, kind: 'asking' }, { date: day(2), priceCents: 15000, kind: 'asking' }], median: [] },
    ]);
  });

  it('is empty when nothing counts', () => {
    expect(tierPriceHistory([])).toEqual([]);
    expect(tierPriceHistory([obs(1000, 'manual', day(1), 'carded', { excluded: true })])).toEqual([]);
  });
});
