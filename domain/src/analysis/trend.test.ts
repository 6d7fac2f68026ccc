import { describe, expect, it } from 'vitest';
import { daysBefore } from '../market.ts';
import type { PriceTier } from '../relevance.ts';
import { daysBetween, fitTrend, forecastCents, median, salesVolume, theilSenSlope, trendConfidence, volumeTrend, type SoldRecord, type Trend } from './trend.ts';

const TODAY = '2024-06-30';
/** The day `ago` days before TODAY. */
const ago = (days: number) => daysBefore(TODAY, days);
const sale = (daysAgo: number, priceCents: number, tier: PriceTier | null = null): SoldRecord => ({ day: ago(daysAgo), priceCents, tier });
/** Sales on an exact exponential line: `todayCents` today, changing by the factor `per90` every 90 days. */
const onLine = (daysAgo: number[], todayCents: number, per90: number, tier: PriceTier | null = null) =>
  daysAgo.map((d) => sale(d, Math.round(todayCents * per90 ** (-d / 90)), tier));
/** Every 9 days from 81 days ago to today: 10 sales spanning 81 days. */
const EVERY_9_DAYS = [81, 72, 63, 54, 45, 36, 27, 18, 9, 0];

describe('daysBetween', () => {
  it('counts calendar days, negative backwards, across a leap day', () => {
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
    expect(daysBetween('2023-01-01', '2023-03-01')).toBe(59);
    expect(daysBetween('2024-03-01', '2024-01-01')).toBe(-60);
    expect(daysBetween(TODAY, TODAY)).toBe(0);
  });
});

describe('median', () => {
  it('takes the middle of an odd list and the mean of the two middles of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([1, 10])).toBe(5.5);
    expect(median([])).toBeNaN();
  });

  it('handles duplicates', () => {
    expect(median([5, 1, 5, 5, 2])).toBe(5);
    expect(median([1, 1, 1, 2])).toBe(1);
    expect(median([2, 2, 2, 2])).toBe(2);
    expect(median([3, 1, 3, 1])).toBe(2);
  });

  it('does not depend on the order', () => {
    const values = [9, -2, 4, 4, 0, 7, 1];
    const permutations = [values, [...values].reverse(), [...values].sort((a, b) => a - b), [4, 7, 9, 0, -2, 4, 1]];
    for (const list of permutations) expect(median([...list])).toBe(4);
    expect(median([8, 2, 6, 4])).toBe(5);
    expect(median([2, 4, 6, 8])).toBe(5);
    expect(median([8, 6, 4, 2])).toBe(5);
  });

  it('agrees with sorting on many lists (quickselect)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 300; round++) {
      const values = Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.floor(random() * 12) - 6);
      const sorted = [...values].sort((a, b) => a - b);
      const n = sorted.length;
      const expected = n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
      expect(median([...values])).toBe(expected);
    }
  });
});

describe('theilSenSlope', () => {
  it('is the median of the pairwise slopes', () => {
    // Slopes 1 (0→1), 5 (0→2), 9 (1→2).
    expect(theilSenSlope([[{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 10 }]])).toBe(5);
    // A straight line, whatever the order of its points.
    expect(theilSenSlope([[{ x: 3, y: 7 }, { x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }]])).toBe(2);
  });

  it('pairs points only within a group', () => {
    // Within the groups: 1 and 2, median 1.5. Across them there would also be 8 (1→2 of the second), 4.5, 9...
    expect(theilSenSlope([[{ x: 0, y: 0 }, { x: 1, y: 1 }], [{ x: 0, y: 5 }, { x: 2, y: 9 }]])).toBe(1.5);
  });

  it('skips pairs on the same day and answers null without any slope', () => {
    // Only (1,0)→(3,2) = 1 and (1,5)→(3,2) = -1.5 count.
    expect(theilSenSlope([[{ x: 1, y: 0 }, { x: 1, y: 5 }, { x: 3, y: 2 }]])).toBe(-0.25);
    expect(theilSenSlope([])).toBeNull();
    expect(theilSenSlope([[{ x: 1, y: 1 }], [{ x: 2, y: 2 }]])).toBeNull();
    expect(theilSenSlope([[{ x: 1, y: 1 }, { x: 1, y: 2 }]])).toBeNull();
  });
});

describe('trendConfidence', () => {
  it('is 100 × n/(n+5) × (1 - median residual / 0.5)', () => {
    expect(trendConfidence(5, 0)).toBe(50);
    expect(trendConfidence(20, 0)).toBe(80);
    expect(trendConfidence(20, 0.25)).toBe(40);
    expect(trendConfidence(15, 0.1)).toBe(60); // 0.75 × 0.8
    expect(trendConfidence(10, 0)).toBe(67); // 66.67
  });

  it('is 0 when the typical sale is 50% or more off the line', () => {
    expect(trendConfidence(20, 0.5)).toBe(0);
    expect(trendConfidence(100, 0.9)).toBe(0);
  });
});

describe('the window', () => {
  it('is the last 90 days up to today: 90 days ago is out, 89 in, tomorrow out', () => {
    const inside = [sale(89, 100), sale(60, 100), sale(40, 100), sale(20, 100), sale(0, 100)];
    const trend = fitTrend([...inside, sale(90, 1), sale(-1, 9), sale(91, 5000)], TODAY)!;
    expect(trend).toMatchObject({ sales: 5, firstSale: daysBefore(TODAY, 89), lastSale: TODAY, spanDays: 89, change90d: 0 });
  });
});

describe('fitTrend', () => {
  it('fits a price doubling over 90 days: slope ln 2 / 90, +100.0% over 90 days, +26.0% over 30', () => {
    const trend = fitTrend(onLine(EVERY_9_DAYS, 10_000_000, 2), TODAY)!;
    expect(trend.slope).toBeCloseTo(Math.LN2 / 90, 6);
    expect(trend.change90d).toBe(100);
    // (2^(1/3) - 1) × 100 = 25.99
    expect(trend.change30d).toBe(26);
    expect(Math.exp(trend.levels.all!)).toBeCloseTo(10_000_000, -1);
    expect(trend.levels.carded).toBeUndefined();
    expect(trend).toMatchObject({ sales: 10, firstSale: '2024-04-10', lastSale: TODAY, spanDays: 81 });
    // Every sale on the line: confidence is the sample term alone, 10/15.
    expect(trend.confidence).toBe(67);
  });

  it('fits a falling price: halving over 90 days is -50.0%, and -20.6% over 30', () => {
    const trend = fitTrend(onLine(EVERY_9_DAYS, 10_000_000, 0.5), TODAY)!;
    expect(trend.slope).toBeCloseTo(-Math.LN2 / 90, 6);
    expect(trend.change90d).toBe(-50);
    expect(trend.change30d).toBe(-20.6); // 2^(-1/3) - 1 = -0.2063
  });

  it('gives a flat series no change and the confidence of its sample size', () => {
    const trend = fitTrend(EVERY_9_DAYS.map((d) => sale(d, 2500)), TODAY)!;
    expect(trend).toMatchObject({ slope: 0, change30d: 0, change90d: 0, confidence: 67, sales: 10 });
    expect(Math.exp(trend.levels.all!)).toBeCloseTo(2500, 6);
    const five = fitTrend([0, 10, 20, 30, 40].map((d) => sale(d, 2500)), TODAY)!;
    expect(five.confidence).toBe(50); // 5/10 × 1
  });

  it('lowers confidence by how far the typical sale strays from the line', () => {
    // Flat at 10,000: 4 sales on the line, 8 at e^±0.1 of it, 8 at e^±0.2, in a repeating pattern.
    const days = [84, 80, 76, 72, 68, 64, 60, 56, 52, 48, 44, 40, 36, 32, 28, 24, 20, 16, 12, 8];
    const offsets = [0, 0.1, -0.1, 0.2, -0.2, 0, 0.1, -0.1, 0.2, -0.2, 0, 0.1, -0.1, 0.2, -0.2, 0, 0.1, -0.1, 0.2, -0.2];
    const sales = days.map((d, i) => ({ day: ago(d), priceCents: 1_000_000 * Math.exp(offsets[i]), tier: null }));
    const trend = fitTrend(sales, TODAY)!;
    expect(trend.slope).toBeCloseTo(0, 10);
    // Residuals: four 0, eight 0.1, eight 0.2: median 0.1. 20/25 × (1 - 0.1/0.5) = 0.64.
    expect(trend.confidence).toBe(64);
  });

  it('fits carded and loose sales at different levels with their common slope, not a jump between them', () => {
    // Carded at 8000 today, loose at 2000, both rising 20% per 90 days; the carded sales are the older ones, so
    // pooled together they would read as a steep fall.
    const sales = [...onLine([84, 78, 70, 62, 55], 800_000, 1.2, 'carded'), ...onLine([40, 31, 22, 13, 5], 200_000, 1.2, 'loose')];
    const trend = fitTrend(sales, TODAY)!;
    expect(trend.slope).toBeCloseTo(Math.log(1.2) / 90, 6);
    expect(trend.change90d).toBe(20);
    expect(trend.change30d).toBe(6.3); // 1.2^(1/3) = 1.0627
    expect(Math.exp(trend.levels.carded!)).toBeCloseTo(800_000, -1);
    expect(Math.exp(trend.levels.loose!)).toBeCloseTo(200_000, -1);
    expect(trend.confidence).toBe(67);
    // Without the tiers the same prices fall.
    const untiered = fitTrend(sales.map((s) => ({ ...s, tier: null })), TODAY)!;
    expect(untiered.change90d).toBeLessThan(-50);
  });

  it('counts the sales of one tier on one day as one point at their median', () => {
    // Flat at 1000; 10 days ago and today three sales each, 1000, 1000 and 3000: each day's point is at 1000.
    const busy = [sale(10, 1000), sale(10, 1000), sale(10, 3000), sale(0, 1000), sale(0, 1000), sale(0, 3000)];
    const trend = fitTrend([sale(40, 1000), sale(30, 1000), sale(20, 1000), ...busy], TODAY)!;
    expect(trend).toMatchObject({ slope: 0, change90d: 0, sales: 9, confidence: 64 }); // 9/14, median residual 0
    expect(Math.exp(trend.levels.all!)).toBeCloseTo(1000, 6);
  });

  it('does not let one day of many sales outweigh the other days', () => {
    // Four days flat at 1000, then 30 sales at 2000 today: one point of five, not 30 of 34.
    const trend = fitTrend([...[40, 30, 20, 10].map((d) => sale(d, 1000)), ...Array.from({ length: 30 }, () => sale(0, 2000))], TODAY)!;
    expect(trend).toMatchObject({ slope: 0, change90d: 0, sales: 34 });
  });

  describe('the outlier that must not flip a trend', () => {
    const rising = onLine(EVERY_9_DAYS, 100_000, 1.2);
    const clean = fitTrend(rising, TODAY)!;

    it('keeps a rising series rising with nearly the same slope after one crazy high sale', () => {
      const trend = fitTrend([...rising, sale(50, 5_000_000)], TODAY)!;
      // 50× the line's price, 50 days ago: the fitted 90-day change is still +20.0%.
      expect(trend.change90d).toBe(20);
      expect(Math.abs(trend.slope - clean.slope)).toBeLessThan(0.01 * clean.slope);
      // The outlier is far from the line but the typical sale is not.
      expect(trend.confidence).toBe(69); // 11/16
    });

    it('keeps a rising series rising after one crazy low sale', () => {
      const trend = fitTrend([...rising, sale(3, 500)], TODAY)!;
      // A 200th of the line's price, 3 days ago.
      expect(trend.change90d).toBe(20);
      expect(Math.abs(trend.slope - clean.slope)).toBeLessThan(0.01 * clean.slope);
    });

    it("keeps the line's level, and so the forecast, off a crazy oldest sale", () => {
      const trend = fitTrend([sale(85, 5_000_000), ...rising], TODAY)!;
      expect(trend.firstSale).toBe(ago(85));
      // 100,000 today × 1.2^(1/3) = 106,266 in 30 days.
      expect(Math.abs(forecastCents(trend, null) - 106_266)).toBeLessThanOrEqual(2);
      expect(trend.confidence).toBe(69); // 11/16: the typical sale is still on the line
      // The same in a tier: the carded line stays at 100,000 today.
      const carded = fitTrend([sale(85, 5_000_000, 'carded'), ...rising.map((s) => ({ ...s, tier: 'carded' as const }))], TODAY)!;
      expect(Math.abs(forecastCents(carded, 'carded') - 106_266)).toBeLessThanOrEqual(2);
      expect(carded.confidence).toBe(69);
    });

    it('keeps a falling series falling after one huge sale at the end', () => {
      const falling = onLine(EVERY_9_DAYS.map((d) => d + 1), 100_000, 0.7);
      const trend = fitTrend([...falling, sale(0, 10_000_000)], TODAY)!;
      expect(trend.lastSale).toBe(TODAY);
      // Falling 30% per 90 days; the last sale, today, is 100× the line.
      expect(trend.change90d).toBe(-30);
      // A least-squares line through the same points rises.
      const xs = [...falling, sale(0, 10_000_000)].map((s) => daysBetween(TODAY, s.day));
      const ys = [...falling, sale(0, 10_000_000)].map((s) => Math.log(s.priceCents));
      const mx = xs.reduce((a, b) => a + b) / xs.length;
      const my = ys.reduce((a, b) => a + b) / ys.length;
      const ols = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0) / xs.reduce((a, x) => a + (x - mx) ** 2, 0);
      expect(ols).toBeGreaterThan(0);
    });
  });

  describe('sparse series get no trend', () => {
    it('answers null on 4 sales', () => {
      expect(fitTrend([60, 40, 20, 0].map((d) => sale(d, 1000)), TODAY)).toBeNull();
    });

    it('answers null on 5 sales spanning 20 days, and a trend on 5 spanning 21', () => {
      expect(fitTrend([20, 15, 10, 5, 0].map((d) => sale(d, 1000)), TODAY)).toBeNull();
      expect(fitTrend([21, 15, 10, 5, 0].map((d) => sale(d, 1000)), TODAY)).toMatchObject({ sales: 5, spanDays: 21, change90d: 0 });
      expect(fitTrend([30, 29, 10, 9, 9].map((d) => sale(d, 1000)), TODAY)).toMatchObject({ sales: 5, spanDays: 21 });
    });

    it('answers null on many sales all on one day', () => {
      expect(fitTrend(Array.from({ length: 20 }, () => sale(10, 1000)), TODAY)).toBeNull();
    });

    it('ignores sales older than 90 days: a sale 90 days ago is outside the window, 89 inside', () => {
      const recent = [60, 45, 30, 20].map((d) => sale(d, 1000));
      expect(fitTrend([...recent, sale(90, 1000), sale(120, 1000), sale(400, 1000)], TODAY)).toBeNull();
      expect(fitTrend([...recent, sale(89, 1000)], TODAY)).toMatchObject({ sales: 5, firstSale: ago(89), spanDays: 69 });
      // Old sales do not move the line either.
      const withOld = fitTrend([...recent, sale(89, 1000), sale(95, 100), sale(200, 10)], TODAY)!;
      expect(withOld).toMatchObject({ slope: 0, sales: 5 });
    });

    it('ignores sales after today', () => {
      expect(fitTrend([...[60, 45, 30, 20].map((d) => sale(d, 1000)), sale(-5, 1000)], TODAY)).toBeNull();
    });
  });
});

describe('forecastCents', () => {
  const trend: Trend = {
    slope: Math.LN2 / 90,
    levels: { all: Math.log(1000), carded: Math.log(4000) },
    change30d: 26,
    change90d: 100,
    confidence: 50,
    sales: 5,
    firstSale: '2024-05-01',
    lastSale: TODAY,
    spanDays: 60,
  };

  it("reads the line 30 days ahead on the copy's tier: 1000 × 2^(1/3) = 1259.9, 4000 × 2^(1/3) = 5039.7", () => {
    expect(forecastCents(trend, null)).toBe(1260);
    expect(forecastCents(trend, 'carded')).toBe(5040);
  });

  it('falls back to the line through all sales for a tier that did not sell', () => {
    expect(forecastCents(trend, 'loose')).toBe(1260);
  });

  it('reads any horizon', () => {
    expect(forecastCents(trend, null, 90)).toBe(2000);
    expect(forecastCents(trend, 'carded', 0)).toBe(4000);
  });

  it('forecasts a fitted series 30 days ahead on its line', () => {
    // Doubling every 18 days, exactly: 1000, 2000, 4000, 8000, 16000 cents; 30 days on, 16000 × 2^(30/18) = 50796.8.
    const fitted = fitTrend([72, 54, 36, 18, 0].map((d, i) => sale(d, 1000 * 2 ** i)), TODAY)!;
    expect(fitted.slope).toBeCloseTo(Math.LN2 / 18, 12);
    expect(forecastCents(fitted, null)).toBe(50797);
    expect(forecastCents(fitted, 'loose', 18)).toBe(32000);
    // The doubling-over-90-days series: 90,000 today, 113,393 (× 2^(1/3)) in 30 days, within a cent or two.
    const doubling = fitTrend(onLine(EVERY_9_DAYS, 90_000, 2), TODAY)!;
    expect(Math.abs(forecastCents(doubling, null) - 113_393)).toBeLessThanOrEqual(2);
  });
});

describe('salesVolume', () => {
  it('counts the last 30 days (29 days ago in, 30 out) and the 30 before them (30 in, 59 in, 60 out)', () => {
    const sales = [sale(0, 1), sale(29, 1), sale(30, 1), sale(59, 1), sale(60, 1), sale(-1, 1), sale(15, 1)];
    expect(salesVolume(sales, TODAY)).toEqual({ last: 3, previous: 2 });
    expect(salesVolume([], TODAY)).toEqual({ last: 0, previous: 0 });
  });
});

describe('volumeTrend', () => {
  it('is increasing at +25% or more, decreasing at -25% or less, else stable', () => {
    expect(volumeTrend({ previous: 4, last: 5 })).toBe('increasing');
    expect(volumeTrend({ previous: 4, last: 3 })).toBe('decreasing');
    expect(volumeTrend({ previous: 4, last: 4 })).toBe('stable');
    expect(volumeTrend({ previous: 5, last: 6 })).toBe('stable'); // +20%
    expect(volumeTrend({ previous: 5, last: 4 })).toBe('stable'); // -20%
    expect(volumeTrend({ previous: 8, last: 0 })).toBe('decreasing');
  });

  it('is stable with no sales in either span and increasing from none to any', () => {
    expect(volumeTrend({ previous: 0, last: 0 })).toBe('stable');
    expect(volumeTrend({ previous: 0, last: 1 })).toBe('increasing');
  });
});
