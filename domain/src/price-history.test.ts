import { describe, expect, it } from 'vitest';
import type { PriceObservation, PriceSource } from './market.ts';
import { priceHistoryPoints, ROLLING_MEDIAN_SALES, rollingMedian, tierSeries } from './price-history.ts';
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

describe('priceHistoryPoints', () => {
  it('lists every counted price oldest first, each with its tier and whether it sold or was asked', () => {
    const points = priceHistoryPoints([
      sale(52000, 4, 'carded'),
      sale(2600, 4, 'loose'),
      listing(49900, 4, 'carded'),
      sale(30000, 4, null),
      sale(43000, 4, 'carded'),
      sale(45000, 1, 'carded'),
      // An asking price is dated by when it was last seen.
      listing(3500, 2, 'loose'),
      // Left out: excluded records, and graded listings (they have their own tier).
      obs(1000, 'manual', day(3), 'carded', { excluded: true }),
      obs(99900, 'ebay', null, 'loose', { excluded: true }),
      obs(45000, 'ebay_scrape', day(2), 'carded', { grade: { company: 'AFA', grade: '85' } }),
    ]);
    expect(points).toEqual([
      { date: day(1), priceCents: 45000, tier: 'carded', kind: 'sold' },
      { date: day(2), priceCents: 3500, tier: 'loose', kind: 'asking' },
      // On one day: carded (sales, then asking prices, each by price), loose, then packaging not known.
      { date: day(4), priceCents: 43000, tier: 'carded', kind: 'sold' },
      { date: day(4), priceCents: 52000, tier: 'carded', kind: 'sold' },
      { date: day(4), priceCents: 49900, tier: 'carded', kind: 'asking' },
      { date: day(4), priceCents: 2600, tier: 'loose', kind: 'sold' },
      { date: day(4), priceCents: 30000, tier: null, kind: 'sold' },
    ]);
  });

  it('dates a sale of unknown day by when it was recorded', () => {
    expect(priceHistoryPoints([obs(2500, 'manual', null, 'loose', { seenAt: `${day(7)}T08:00:00.000Z` })])).toEqual([{ date: day(7), priceCents: 2500, tier: 'loose', kind: 'sold' }]);
  });

  it('is empty when nothing counts', () => {
    expect(priceHistoryPoints([])).toEqual([]);
    expect(priceHistoryPoints([obs(1000, 'manual', day(1), 'carded', { excluded: true })])).toEqual([]);
  });
});

describe('tierSeries', () => {
  const series = (...observations: PriceObservation[]) => tierSeries(priceHistoryPoints(observations));

  it('draws carded, loose and unknown packaging apart, sold and asking apart, with a median per tier', () => {
    const history = series(
      sale(52000, 4, 'carded'),
      sale(45000, 1, 'carded'),
      listing(49900, 9, 'carded'),
      sale(43000, 4, 'carded'),
      sale(2800, 2, 'loose'),
      listing(3500, 6, 'loose'),
      sale(2600, 6, 'loose'),
      sale(30000, 5, null),
    );
    expect(history).toEqual([
      {
        tier: 'carded',
        points: [
          { date: day(1), priceCents: 45000, tier: 'carded', kind: 'sold' },
          { date: day(4), priceCents: 43000, tier: 'carded', kind: 'sold' },
          { date: day(4), priceCents: 52000, tier: 'carded', kind: 'sold' },
          { date: day(9), priceCents: 49900, tier: 'carded', kind: 'asking' },
        ],
        // 1st: 45000; 4th: 43000 45000 52000 -> 45000. Asking prices are not in the median.
        median: [{ date: day(1), priceCents: 45000 }, { date: day(4), priceCents: 45000 }],
      },
      {
        tier: 'loose',
        // On the 6th the sale comes before the asking price.
        points: [
          { date: day(2), priceCents: 2800, tier: 'loose', kind: 'sold' },
          { date: day(6), priceCents: 2600, tier: 'loose', kind: 'sold' },
          { date: day(6), priceCents: 3500, tier: 'loose', kind: 'asking' },
        ],
        // 2nd: 2800; 6th: 2600 2800 -> 2700.
        median: [{ date: day(2), priceCents: 2800 }, { date: day(6), priceCents: 2700 }],
      },
      // Packaging not known: drawn, never given a median (it would blend carded and loose).
      { tier: null, points: [{ date: day(5), priceCents: 30000, tier: null, kind: 'sold' }], median: [] },
    ]);
  });

  it('gives a tier of asking prices only its points and no median, and leaves out tiers with no price', () => {
    expect(series(listing(15000, 2, 'carded'), listing(14000, 1, 'carded'))).toEqual([
      {
        tier: 'carded',
        points: [
          { date: day(1), priceCents: 14000, tier: 'carded', kind: 'asking' },
          { date: day(2), priceCents: 15000, tier: 'carded', kind: 'asking' },
        ],
        median: [],
      },
    ]);
  });

  it('is empty without prices', () => {
    expect(tierSeries([])).toEqual([]);
  });
});
