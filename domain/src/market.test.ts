import { describe, expect, it } from 'vitest';
import { daysBefore, figureHasPriceData, isSoldSource, openingPriceView, PRICE_SOURCES, summarizeMarket, trimOutliers, type PriceObservation, type PriceSource } from './market.ts';
import type { PriceTier } from './relevance.ts';

const TODAY = '2026-11-23';

function obs(priceCents: number, source: PriceSource, date: string | null, extra: Partial<PriceObservation> = {}): PriceObservation {
  return { priceCents, source, date, seenAt: `${date ?? TODAY}T12:00:00.000Z`, tier: null, excluded: false, ...extra };
}
const sale = (priceCents: number, daysAgo: number, tier: PriceTier | null = null) => obs(priceCents, 'ebay_scrape', daysBefore(TODAY, daysAgo), { tier });
const listing = (priceCents: number, seenDaysAgo: number, tier: PriceTier | null = null) =>
  obs(priceCents, 'ebay', null, { seenAt: `${daysBefore(TODAY, seenDaysAgo)}T12:00:00.000Z`, tier });

// Quartiles below are simple-statistics' quantileSorted (linear interpolation, R type 7):
// index = (n - 1) * p, interpolated between neighbours.

describe('trimOutliers', () => {
  it('leaves fewer than four points untouched, however spread', () => {
    expect(trimOutliers([])).toEqual([]);
    expect(trimOutliers([500])).toEqual([500]);
    expect(trimOutliers([1, 100, 100000])).toEqual([1, 100, 100000]);
  });

  it('drops a clear high outlier', () => {
    // n = 6: q1 at index 1.25 = 12 + 0.25*(13-12) = 12.25; q3 at index 3.75 = 14 + 0.75*(15-14) = 14.75
    // IQR = 2.5, fence = 3.75 -> keep [8.5, 18.5]: 100 goes, 10 stays.
    expect(trimOutliers([10, 12, 13, 14, 15, 100])).toEqual([10, 12, 13, 14, 15]);
  });

  it('drops a clear low outlier', () => {
    // n = 5: q1 = x[1] = 100, q3 = x[3] = 102, IQR = 2, fence = 3 -> keep [97, 105]
    expect(trimOutliers([1, 100, 101, 102, 103])).toEqual([100, 101, 102, 103]);
  });

  it('keeps a point exactly on the upper fence and drops one just beyond it', () => {
    // n = 5: q1 = x[1] = 20, q3 = x[3] = 40, IQR = 20, fence = 30 -> keep [-10, 70]
    expect(trimOutliers([10, 20, 30, 40, 70])).toEqual([10, 20, 30, 40, 70]);
    expect(trimOutliers([10, 20, 30, 40, 71])).toEqual([10, 20, 30, 40]);
  });

  it('keeps a point exactly on the lower fence and drops one just below it', () => {
    // n = 5: q1 = x[1] = 70, q3 = x[3] = 90, IQR = 20, fence = 30 -> keep [40, 120]
    expect(trimOutliers([40, 70, 80, 90, 100])).toEqual([40, 70, 80, 90, 100]);
    expect(trimOutliers([39, 70, 80, 90, 100])).toEqual([70, 80, 90, 100]);
  });

  it('judges from four points on', () => {
    // n = 4: q1 at index 0.75 = 10 + 0.75*(11-10) = 10.75; q3 at index 2.25 = 12 + 0.25*(1000-12) = 259
    // IQR = 248.25, fence = 372.375 -> keep [-361.625, 631.375]: 1000 goes.
    // (Relies on type-7 interpolation, simple-statistics >= 7.8.9; the older method averages 12 and 1000
    // into q3 and, with four points, could never drop the top one.)
    expect(trimOutliers([10, 11, 12, 1000])).toEqual([10, 11, 12]);
  });

  it('keeps evenly spread prices', () => {
    expect(trimOutliers([1000, 1100, 1200, 1300, 1400])).toEqual([1000, 1100, 1200, 1300, 1400]);
  });
});

describe('summarizeMarket', () => {
  it('is null when nothing counts', () => {
    expect(summarizeMarket([], TODAY)).toBeNull();
    expect(summarizeMarket([obs(1000, 'manual', TODAY, { excluded: true })], TODAY)).toBeNull();
  });

  it('leaves graded sales out of every average: carded, loose and blended', () => {
    const afa = (priceCents: number, daysAgo: number) => ({ ...sale(priceCents, daysAgo, 'carded'), grade: { company: 'AFA' as const, grade: '85' } });
    const summary = summarizeMarket([sale(10000, 1, 'carded'), sale(12000, 2, 'carded'), sale(2000, 3, 'loose'), afa(45000, 4), afa(47000, 5)], TODAY);
    // By hand: carded (10000 + 12000) / 2 = 11000; blended (10000 + 12000 + 2000) / 3 = 8000; the AFA 85s count in neither.
    expect([summary?.carded?.averageCents, summary?.carded?.sampleSize, summary?.overall.averageCents, summary?.overall.sampleSize]).toEqual([11000, 2, 8000, 3]);
    expect(summarizeMarket([afa(45000, 4)], TODAY)).toBeNull();
  });

  it('averages the sales of the last 90 days, ignoring older sales and asking prices', () => {
    const summary = summarizeMarket([sale(2000, 1), sale(3000, 89), sale(2500, 10), sale(9000, 90), listing(1800, 0), listing(9999, 2)], TODAY);
    // Recent (day 90 is outside): 2000, 2500, 3000 -> mean 2500. Lowest: the cheapest current listing, 1800.
    // Highest: the highest recent sale, 3000.
    // The sample's range: 2000 to 3000 (the listing's 1800 is the lowest price, not part of what sold).
    expect(summary?.overall).toEqual({ averageCents: 2500, lowestCents: 1800, highestCents: 3000, basis: 'sold', windowDays: 90, sampleSize: 3, sampleLowCents: 2000, sampleHighCents: 3000, recentSold: 3 });
  });

  it('falls back to all known sales, then to asking prices', () => {
    // Only old sales: 4000 and 5000 -> mean 4500, window none; lowest and highest from them.
    expect(summarizeMarket([sale(4000, 200), sale(5000, 100)], TODAY)?.overall).toEqual({
      averageCents: 4500, lowestCents: 4000, highestCents: 5000, basis: 'sold', windowDays: null, sampleSize: 2, sampleLowCents: 4000, sampleHighCents: 5000, recentSold: 0,
    });
    // Only listings: the current ones (seen within 7 days) count; the one seen 30 days ago does not.
    expect(summarizeMarket([listing(1500, 0), listing(1000, 6), listing(50, 30)], TODAY)?.overall).toEqual({
      averageCents: 1250, lowestCents: 1000, highestCents: 1500, basis: 'asking', windowDays: null, sampleSize: 2, sampleLowCents: 1000, sampleHighCents: 1500, recentSold: 0,
    });
    // Only listings no longer seen: they are all that is known, so they count.
    expect(summarizeMarket([listing(1500, 20), listing(1100, 30)], TODAY)?.overall).toMatchObject({ averageCents: 1300, basis: 'asking', sampleSize: 2 });
  });

  it('with no current listing, the lowest is the lowest recent sale', () => {
    expect(summarizeMarket([sale(2000, 1), sale(2600, 2), listing(500, 40)], TODAY)?.overall).toMatchObject({ lowestCents: 2000, highestCents: 2600, averageCents: 2300 });
  });

  it('removes outliers (Tukey fences) from four prices on', () => {
    const summary = summarizeMarket([sale(20000, 5), sale(2000, 1), sale(2300, 4), sale(2100, 2), sale(2200, 3)], TODAY);
    // Sorted 2000 2100 2200 2300 20000: q1 = 2100, q3 = 2300, IQR 200, fence 300 -> keep [1800, 2600]
    // Kept 2000..2300: mean 8600 / 4 = 2150. recentSold still counts the 5 sales.
    expect(summary?.overall).toMatchObject({ lowestCents: 2000, averageCents: 2150, highestCents: 2300, sampleSize: 4, sampleLowCents: 2000, sampleHighCents: 2300, recentSold: 5 });
  });

  it('rounds the average to whole cents', () => {
    // 1000 + 1001 + 1001 = 3002; / 3 = 1000.67 -> 1001
    expect(summarizeMarket([sale(1000, 1), sale(1001, 2), sale(1001, 3)], TODAY)?.overall.averageCents).toBe(1001);
    // 1000 + 1000 + 1001 = 3001; / 3 = 1000.33 -> 1000
    expect(summarizeMarket([sale(1000, 1), sale(1000, 2), sale(1001, 3)], TODAY)?.overall.averageCents).toBe(1000);
  });

  it('leaves excluded records out of every figure', () => {
    const summary = summarizeMarket([sale(2000, 1), sale(50000, 2, 'carded'), obs(90000, 'manual', TODAY, { excluded: true })], TODAY);
    // 2000 and 50000 (two prices: too few to judge outliers) -> 26000; the excluded 90000 does not count.
    expect(summary?.overall).toMatchObject({ averageCents: 26000, highestCents: 50000, sampleSize: 2 });
  });

  it('summarises each tier from its own records, and dates a sale of unknown day by when it was recorded', () => {
    const summary = summarizeMarket(
      [
        sale(9000, 1, 'carded'), sale(11000, 3, 'carded'), sale(10000, 120, 'carded'),
        sale(3000, 2, 'loose'), obs(3400, 'manual', null, { seenAt: `${daysBefore(TODAY, 5)}T08:00:00.000Z`, tier: 'loose' }),
        sale(5000, 4),
      ],
      TODAY,
    );
    expect(summary?.carded).toEqual({ averageCents: 10000, lowestCents: 9000, highestCents: 11000, basis: 'sold', windowDays: 90, sampleSize: 2, sampleLowCents: 9000, sampleHighCents: 11000, recentSold: 2 });
    expect(summary?.loose).toEqual({ averageCents: 3200, lowestCents: 3000, highestCents: 3400, basis: 'sold', windowDays: 90, sampleSize: 2, sampleLowCents: 3000, sampleHighCents: 3400, recentSold: 2 });
    // Overall: recent 9000, 11000, 3000, 3400, 5000 -> q1 3400, q3 9000, fence 8400: all kept; mean 31400 / 5 = 6280.
    expect(summary?.overall).toMatchObject({ averageCents: 6280, sampleSize: 5, recentSold: 5 });
  });

  it("gives each tier its sample's range beside its lowest price, which may be a cheaper current listing", () => {
    // Carded: sales 45000, 42000, 48000 (recent) and a current listing at 39900; loose: sales 2800, 2600.
    const summary = summarizeMarket(
      [sale(45000, 1, 'carded'), sale(42000, 5, 'carded'), sale(48000, 9, 'carded'), listing(39900, 0, 'carded'), sale(2800, 2, 'loose'), sale(2600, 3, 'loose')],
      TODAY,
    );
    // Carded mean 135000 / 3 = 45000; lowest the listing 39900, highest the highest recent sale 48000; sold 42000..48000.
    expect(summary?.carded).toEqual({ averageCents: 45000, lowestCents: 39900, highestCents: 48000, basis: 'sold', windowDays: 90, sampleSize: 3, sampleLowCents: 42000, sampleHighCents: 48000, recentSold: 3 });
    expect(summary?.loose).toMatchObject({ averageCents: 2700, sampleLowCents: 2600, sampleHighCents: 2800 });
    // Blended: 45000 42000 48000 2800 2600 -> q1 2800, q3 45000, fence 63300: all kept; mean 140400 / 5 = 28080.
    expect(summary?.overall).toMatchObject({ averageCents: 28080, sampleLowCents: 2600, sampleHighCents: 48000 });
  });

  it('reports when the newest counted price was seen', () => {
    const summary = summarizeMarket([sale(1000, 3), listing(1200, 1), sale(1100, 2)], TODAY);
    expect(summary?.lastUpdated).toBe(`${daysBefore(TODAY, 1)}T12:00:00.000Z`);
  });
});

describe('daysBefore', () => {
  it('counts calendar days across months and leap days', () => {
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-11-23', 90)).toBe('2026-08-25');
  });
});

describe('isSoldSource', () => {
  it('counts eBay sold listings and hand-saved prices as sales, and an eBay active listing as an asking price', () => {
    expect(isSoldSource('ebay_scrape')).toBe(true);
    expect(isSoldSource('manual')).toBe(true);
    expect(isSoldSource('ebay')).toBe(false);
    expect(PRICE_SOURCES.filter(isSoldSource)).toEqual(['ebay_scrape', 'manual']);
  });
});

describe('figureHasPriceData', () => {
  it('is true exactly when the figure has a market average, even one of 0', () => {
    expect(figureHasPriceData({ average_price: 35.5 })).toBe(true);
    expect(figureHasPriceData({ average_price: 0 })).toBe(true);
    expect(figureHasPriceData({ average_price: null })).toBe(false);
  });
});

describe('openingPriceView', () => {
  it("opens on the packaging of most of the collector's copies, carded when tied, whatever sold more", () => {
    const sales = { carded: 2, loose: 10 };
    expect(openingPriceView(['carded'], sales)).toBe('carded');
    expect(openingPriceView(['loose', 'loose', 'carded'], sales)).toBe('loose');
    expect(openingPriceView(['carded', 'loose', null, null], sales)).toBe('carded');
    // A tier the collector owns opens even when it has no price yet (the page says so).
    expect(openingPriceView(['loose'], { carded: 4, loose: null })).toBe('loose');
  });

  it('without copies of known packaging, opens on the tier with more sales, then the one with any price, then carded', () => {
    expect(openingPriceView([], { carded: 3, loose: 7 })).toBe('loose');
    expect(openingPriceView([null], { carded: 3, loose: 3 })).toBe('carded');
    expect(openingPriceView([], { carded: null, loose: 0 })).toBe('loose');
    expect(openingPriceView([], { carded: 0, loose: null })).toBe('carded');
  });

  it('opens on all packaging only when no tier has a price', () => {
    expect(openingPriceView([], { carded: null, loose: null })).toBe('all');
    expect(openingPriceView([null], { carded: null, loose: null })).toBe('all');
  });
});
