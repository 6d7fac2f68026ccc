import { describe, expect, it } from 'vitest';
import { figureHasPriceData, isSoldSource, MARKET_WINDOW, PRICE_SOURCES, summarizeMarket, trimOutliers, type PriceObservation, type PriceSource } from './market.ts';
import { hasPriceData, valueCopy } from './value.ts';

function obs(priceCents: number, source: PriceSource, date: string | null, fetchedAt = '2024-06-01T00:00:00.000Z'): PriceObservation {
  return { priceCents, source, date, fetchedAt };
}

const day = (month: number, d: number) => `2024-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

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
  it('is null when nothing is known', () => {
    expect(summarizeMarket([])).toBeNull();
  });

  it('uses sales (ebay_scrape and manual) and ignores active listings when any sale is known', () => {
    const summary = summarizeMarket([
      obs(9000, 'ebay', '2024-05-30', '2024-06-03T00:00:00.000Z'),
      obs(2000, 'ebay_scrape', '2024-05-01', '2024-06-01T00:00:00.000Z'),
      obs(3000, 'manual', '2024-05-02', '2024-05-02T00:00:00.000Z'),
      obs(2500, 'ebay_scrape', '2024-05-03', '2024-06-02T00:00:00.000Z'),
    ]);
    // Sales 2000, 2500, 3000: mean 7500 / 3 = 2500. The listing at 9000 does not count,
    // but its fetchedAt is still the latest update.
    expect(summary).toEqual({
      lowestCents: 2000,
      averageCents: 2500,
      highestCents: 3000,
      sampleCount: 3,
      lastUpdated: '2024-06-03T00:00:00.000Z',
    });
  });

  it('uses active listings when no sale is known', () => {
    const summary = summarizeMarket([
      obs(1500, 'ebay', '2024-05-01', '2024-05-01T08:00:00.000Z'),
      obs(1000, 'ebay', null, '2024-05-04T08:00:00.000Z'),
    ]);
    // (1000 + 1500) / 2 = 1250
    expect(summary).toEqual({
      lowestCents: 1000,
      averageCents: 1250,
      highestCents: 1500,
      sampleCount: 2,
      lastUpdated: '2024-05-04T08:00:00.000Z',
    });
  });

  it('rounds the average to whole cents', () => {
    // 1000 + 1001 + 1001 = 3002; 3002 / 3 = 1000.67 -> 1001
    expect(summarizeMarket([obs(1000, 'manual', day(5, 1)), obs(1001, 'manual', day(5, 2)), obs(1001, 'manual', day(5, 3))])?.averageCents).toBe(1001);
    // 1000 + 1000 + 1001 = 3001; 3001 / 3 = 1000.33 -> 1000
    expect(summarizeMarket([obs(1000, 'manual', day(5, 1)), obs(1000, 'manual', day(5, 2)), obs(1001, 'manual', day(5, 3))])?.averageCents).toBe(1000);
  });

  it('trims outliers before summarising', () => {
    const summary = summarizeMarket([
      obs(20000, 'ebay_scrape', day(5, 5)),
      obs(2000, 'ebay_scrape', day(5, 1)),
      obs(2300, 'ebay_scrape', day(5, 4)),
      obs(2100, 'ebay_scrape', day(5, 2)),
      obs(2200, 'ebay_scrape', day(5, 3)),
    ]);
    // Sorted 2000 2100 2200 2300 20000: q1 = 2100, q3 = 2300, IQR 200, fence 300 -> keep [1800, 2600]
    // Kept 2000..2300: mean 8600 / 4 = 2150
    expect(summary).toMatchObject({ lowestCents: 2000, averageCents: 2150, highestCents: 2300, sampleCount: 4 });
  });

  it(`counts only the ${MARKET_WINDOW} most recent sales`, () => {
    expect(MARKET_WINDOW).toBe(30);
    // The oldest sale comes first in the input, so only sorting by date can leave it out.
    const observations = [obs(900, 'manual', day(2, 15))];
    for (let i = 0; i < 30; i++) observations.push(obs(1000 + i * 10, 'ebay_scrape', day(3, i + 1)));
    // Recent 30 are 1000, 1010, ..., 1290 (all inside the fences: q1 1072.5, q3 1217.5, keep [855, 1435]).
    // Mean of the progression = (1000 + 1290) / 2 = 1145. With the old sale it would be 31 samples from 900.
    expect(summarizeMarket(observations)).toMatchObject({ lowestCents: 1000, averageCents: 1145, highestCents: 1290, sampleCount: 30 });
  });

  it('dates a sale by its fetchedAt when its date is unknown, and by its date otherwise', () => {
    const observations: PriceObservation[] = [];
    for (let i = 0; i < 29; i++) observations.push(obs(1000 + i * 10, 'ebay_scrape', day(3, i + 1), '2024-04-01T00:00:00.000Z'));
    // No date: counted as of 2024-04-02, the newest of all.
    observations.push(obs(1290, 'manual', null, '2024-04-02T08:00:00.000Z'));
    // Dated February, though recorded last: the oldest, so outside the window.
    observations.push(obs(990, 'manual', '2024-02-01', '2024-04-03T08:00:00.000Z'));
    // Window: 1000..1280 (29 sales) + 1290 = 30 samples, mean (1000 + 1290) / 2 = 1145.
    expect(summarizeMarket(observations)).toEqual({
      lowestCents: 1000,
      averageCents: 1145,
      highestCents: 1290,
      sampleCount: 30,
      lastUpdated: '2024-04-03T08:00:00.000Z',
    });
  });

  it('reports the latest fetchedAt whatever the order of observations', () => {
    const summary = summarizeMarket([
      obs(1000, 'manual', day(1, 1), '2024-03-01T00:00:00.000Z'),
      obs(1000, 'manual', day(1, 2), '2024-05-01T00:00:00.000Z'),
      obs(1000, 'manual', day(1, 3), '2024-04-01T00:00:00.000Z'),
    ]);
    expect(summary?.lastUpdated).toBe('2024-05-01T00:00:00.000Z');
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

  it("agrees with a copy's hasPriceData for the same market average", () => {
    for (const averageCents of [null, 0, 3550]) {
      const copy = valueCopy({ purchaseCents: 1999, marketAverageCents: averageCents, marketLowestCents: averageCents });
      const averagePrice = averageCents === null ? null : averageCents / 100;
      expect(figureHasPriceData({ average_price: averagePrice })).toBe(hasPriceData(copy));
    }
  });
});
