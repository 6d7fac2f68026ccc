import { describe, expect, it } from 'vitest';
import { daysBefore } from '../market.ts';
import type { PriceTier } from '../relevance.ts';
import {
  daysBetween, enoughSales, fitTrend, forecastCents, forecastRangeCents, median, salesByTier, salesVolume, salesWindow, theilSen, trendConfidence, volumeTrend,
  type SoldRecord,
} from './trend.ts';

const TODAY = '2024-06-30';
/** The day `ago` days before TODAY. */
const ago = (days: number) => daysBefore(TODAY, days);
const sale = (daysAgo: number, priceCents: number, tier: PriceTier | null = null): SoldRecord => ({ day: ago(daysAgo), priceCents, tier });
/** Sales on an exact exponential line: `todayCents` today, changing by the factor `per90` every 90 days. */
const onLine = (daysAgo: number[], todayCents: number, per90: number, tier: PriceTier | null = null) =>
  daysAgo.map((d) => sale(d, Math.round(todayCents * per90 ** (-d / 90)), tier));
/** Every 9 days from 81 days ago to today: 10 sales spanning 81 days. */
const EVERY_9_DAYS = [81, 72, 63, 54, 45, 36, 27, 18, 9, 0];
/** Every 9 days from 63 days ago to today: 8 sales spanning 63 days (the fewest a trend takes). */
const EIGHT_EVERY_9_DAYS = [63, 54, 45, 36, 27, 18, 9, 0];
/**
 * A zigzag: sale i (oldest first, 9 days apart) at 100,000 cents × e^(0.09 × steps[i]). Per day, a pair's slope is
 * 0.01 × (its slope in steps per sale), so the hand-counted step slopes below carry over a hundredth at a time.
 */
const zigzag = (steps: number[]) => EIGHT_EVERY_9_DAYS.map((d, i) => sale(d, Math.round(100_000 * Math.exp(0.09 * steps[i]))));

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

describe('theilSen', () => {
  const at = (ys: number[]) => ys.map((y, x) => ({ x, y }));

  it('is the median of the pairwise slopes', () => {
    // Slopes 1 (0→1), 5 (0→2), 9 (1→2).
    expect(theilSen([{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 10 }])?.slope).toBe(5);
    // A straight line, whatever the order of its points: every slope is 2, and so is the whole interval.
    expect(theilSen([{ x: 3, y: 7 }, { x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }])).toEqual({ slope: 2, low: 2, high: 2 });
  });

  it("reads the interval off the sorted slopes at Sen's ranks: 8 points, the 6th and the 23rd of 28", () => {
    // n = 8 points, N = 28 slopes. Var(S) = 8·7·21/18 = 65.33; C = 1.96 × √65.33 = 1.96 × 8.083 = 15.84.
    // Low rank round((28 - 15.84)/2) = round(6.08) = 6; high rank round((28 + 15.84)/2 + 1) = round(22.92) = 23.
    // y = 0 2 1 3 2 4 3 5 at x = 0..7. Its 28 slopes, sorted: -1 -1 -1 0 0 1/5, then 1/2 twelve times, 5/7,
    // 4/5 4/5, 1 1 1, 2 2 2 2. The median (14th and 15th) is 1/2, the 6th is 1/5, the 23rd is 1.
    expect(theilSen(at([0, 2, 1, 3, 2, 4, 3, 5]))).toEqual({ slope: 0.5, low: 0.2, high: 1 });
    // y = 0 1 -1 2 0 1 -1 1: sorted -2 -2 -2 -1 -1/2 -1/2 -1/2 -2/5 -1/3 -1/4 -1/6 0 0 0 0 0 1/7 1/5 1/3 2/5 1/2 1/2
    // 2/3 2/3 1 1 2 3. Median 0 (the 14th and 15th), the 6th -1/2, the 23rd 2/3: the range takes in zero.
    const flat = theilSen(at([0, 1, -1, 2, 0, 1, -1, 1]))!;
    expect(flat.slope).toBe(0);
    expect(flat.low).toBe(-0.5);
    expect(flat.high).toBeCloseTo(2 / 3, 12);
  });

  it('widens to the smallest and largest slope when there are too few points for the level', () => {
    // n = 3, N = 3: C = 1.96 × √(3·2·11/18) = 3.75; ranks round(-0.38) → 1 and round(4.38) → 3 (kept within 1..3).
    // Slopes 3 (0→1), 1/2 (0→2), -2 (1→2).
    expect(theilSen(at([0, 3, 1]))).toEqual({ slope: 0.5, low: -2, high: 3 });
  });

  it('skips pairs on the same day and answers null without any slope', () => {
    // Only (1,0)→(3,2) = 1 and (1,5)→(3,2) = -1.5 count.
    expect(theilSen([{ x: 1, y: 0 }, { x: 1, y: 5 }, { x: 3, y: 2 }])?.slope).toBe(-0.25);
    expect(theilSen([])).toBeNull();
    expect(theilSen([{ x: 1, y: 1 }])).toBeNull();
    expect(theilSen([{ x: 1, y: 1 }, { x: 1, y: 2 }])).toBeNull();
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
    const inside = [89, 70, 60, 50, 40, 30, 20, 0].map((d) => sale(d, 100));
    const trend = fitTrend([...inside, sale(90, 1), sale(-1, 9), sale(91, 5000)], TODAY)!;
    expect(trend).toMatchObject({ sales: 8, firstSale: daysBefore(TODAY, 89), lastSale: TODAY, spanDays: 89, change90d: 0 });
    expect(salesWindow([...inside, sale(90, 1), sale(-1, 9)], TODAY)).toEqual({ sales: 8, firstSale: ago(89), lastSale: TODAY, spanDays: 89 });
    expect(salesWindow([sale(90, 1), sale(-1, 9)], TODAY)).toBeNull();
  });
});

describe('fitTrend', () => {
  it('fits a price doubling over 90 days: slope ln 2 / 90, +100.0% over 90 days, +26.0% over 30', () => {
    const trend = fitTrend(onLine(EVERY_9_DAYS, 10_000_000, 2), TODAY)!;
    expect(trend.slope).toBeCloseTo(Math.LN2 / 90, 6);
    expect(trend.change90d).toBe(100);
    // (2^(1/3) - 1) × 100 = 25.99
    expect(trend.change30d).toBe(26);
    expect(Math.exp(trend.level)).toBeCloseTo(10_000_000, -1);
    // Every sale on the line (to the cent): every slope is the same, so the interval is that one slope.
    expect(trend.slopeLow).toBeCloseTo(trend.slope, 7);
    expect(trend.slopeHigh).toBeCloseTo(trend.slope, 7);
    expect(trend.range90d).toEqual({ low: 100, high: 100 });
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
    expect(trend).toMatchObject({ slope: 0, slopeLow: 0, slopeHigh: 0, change30d: 0, change90d: 0, confidence: 67, sales: 10 });
    expect(Math.exp(trend.level)).toBeCloseTo(2500, 6);
    const eight = fitTrend(EIGHT_EVERY_9_DAYS.map((d) => sale(d, 2500)), TODAY)!;
    expect(eight.confidence).toBe(62); // 8/13 × 1 = 0.615
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

  it('gives a zigzag rising in steps its plausible range: +56.8% over 90 days, plausibly +19.7% to +146.0%', () => {
    // Steps 0 2 1 3 2 4 3 5: the step slopes of the theilSen test (median 1/2, 6th 1/5, 23rd 1), per day a hundredth
    // of them: slope 0.005, interval 0.002 to 0.01. Over 90 days: e^0.45 - 1 = 56.8%, e^0.18 - 1 = 19.7%,
    // e^0.9 - 1 = 146.0%; over 30: e^0.15 - 1 = 16.2%, e^0.06 - 1 = 6.2%, e^0.3 - 1 = 35.0%.
    const trend = fitTrend(zigzag([0, 2, 1, 3, 2, 4, 3, 5]), TODAY)!;
    expect(trend.slope).toBeCloseTo(0.005, 6);
    expect(trend.slopeLow).toBeCloseTo(0.002, 6);
    expect(trend.slopeHigh).toBeCloseTo(0.01, 6);
    expect(trend).toMatchObject({ change90d: 56.8, range90d: { low: 19.7, high: 146 }, change30d: 16.2, range30d: { low: 6.2, high: 35 }, sales: 8, spanDays: 63 });
    // The level: sale i (x = -63 + 9i days) is 0.09 × step + 0.005 × (63 - 9i) = 0.315 + 0.045 × (2 × step - i) above
    // log 100,000 on the line through today; 2 × step - i is 0 3 0 3 0 3 0 3, median 1.5: the line is at
    // 100,000 × e^0.3825 today. Every sale is 0.045 × 1.5 = 0.0675 off it: confidence 8/13 × (1 - 0.0675/0.5) = 53%.
    expect(Math.exp(trend.level)).toBeCloseTo(100_000 * Math.exp(0.3825), -1);
    expect(trend.confidence).toBe(53);
  });

  it('gives five-sale-Leonardo-like falls their honest range: -36.2% over 90 days, plausibly -59.3% to +35.0%', () => {
    // Steps 2 4 1 3 0 2 -1 1: sorted step slopes -3 -3 -3 -4/3 -4/3 -1, -1/2 twelve times, -1/7 0 0 1/3 1/3 1/3 2 2 2 2.
    // Median -1/2, 6th -1, 23rd 1/3: per day -0.005, from -0.01 to +0.00333. Over 90 days e^-0.45 - 1 = -36.2%,
    // e^-0.9 - 1 = -59.3%, e^0.3 - 1 = +35.0%: the range takes in zero.
    const trend = fitTrend(zigzag([2, 4, 1, 3, 0, 2, -1, 1]), TODAY)!;
    expect(trend).toMatchObject({ change90d: -36.2, range90d: { low: -59.3, high: 35 }, change30d: -13.9, range30d: { low: -25.9, high: 10.5 } });
    expect(trend.slopeLow).toBeLessThan(0);
    expect(trend.slopeHigh).toBeGreaterThan(0);
    // 2 × step + i is 4 9 4 9 4 9 4 9 (median 6.5): the line is at 100,000 × e^(-0.315 + 0.2925) today, every sale
    // 0.1125 off it: confidence 8/13 × (1 - 0.225) = 48%.
    expect(Math.exp(trend.level)).toBeCloseTo(100_000 * Math.exp(-0.0225), -1);
    expect(trend.confidence).toBe(48);
  });

  it('counts the sales of one tier on one day as one point at their median', () => {
    // Flat at 1000; 10 days ago and today three sales each, 1000, 1000 and 3000: each day's point is at 1000.
    const busy = [sale(10, 1000), sale(10, 1000), sale(10, 3000), sale(0, 1000), sale(0, 1000), sale(0, 3000)];
    const trend = fitTrend([sale(40, 1000), sale(30, 1000), sale(20, 1000), ...busy], TODAY)!;
    expect(trend).toMatchObject({ slope: 0, change90d: 0, sales: 9, confidence: 64 }); // 9/14, median residual 0
    expect(Math.exp(trend.level)).toBeCloseTo(1000, 6);
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
      expect(Math.abs(forecastCents(trend) - 106_266)).toBeLessThanOrEqual(2);
      expect(trend.confidence).toBe(69); // 11/16: the typical sale is still on the line
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

  describe('sparse series get no trend (8 sales of the tier spanning 30 days are needed)', () => {
    it('answers null on 7 sales, and on the five carded Leonardo sales that once read as "-37.0%, sell now"', () => {
      expect(fitTrend([60, 50, 40, 30, 20, 10, 0].map((d) => sale(d, 1000)), TODAY)).toBeNull();
      const leonardo = [80, 62, 45, 21, 3].map((d, i) => sale(d, [9000, 8200, 7000, 6100, 5600][i], 'carded'));
      expect(fitTrend(leonardo, TODAY)).toBeNull();
      expect(salesWindow(leonardo, TODAY)).toEqual({ sales: 5, firstSale: ago(80), lastSale: ago(3), spanDays: 77 });
    });

    it('answers null on 8 sales spanning 29 days, and a trend on 8 spanning 30', () => {
      expect(fitTrend([29, 25, 20, 15, 10, 5, 1, 0].map((d) => sale(d, 1000)), TODAY)).toBeNull();
      expect(fitTrend([30, 25, 20, 15, 10, 5, 1, 0].map((d) => sale(d, 1000)), TODAY)).toMatchObject({ sales: 8, spanDays: 30, change90d: 0 });
      // Eight sales on four days: enough sales, and a line through four day points.
      expect(fitTrend([40, 40, 29, 29, 10, 10, 10, 10].map((d) => sale(d, 1000)), TODAY)).toMatchObject({ sales: 8, spanDays: 30 });
    });

    it('says which windows are enough, by any rule (the back-test compares the old one)', () => {
      expect(enoughSales({ sales: 8, firstSale: ago(30), lastSale: TODAY, spanDays: 30 })).toBe(true);
      expect(enoughSales({ sales: 7, firstSale: ago(80), lastSale: TODAY, spanDays: 80 })).toBe(false);
      expect(enoughSales({ sales: 20, firstSale: ago(29), lastSale: TODAY, spanDays: 29 })).toBe(false);
      expect(enoughSales(null)).toBe(false);
      expect(enoughSales({ sales: 5, firstSale: ago(21), lastSale: TODAY, spanDays: 21 }, { minSales: 5, minSpanDays: 21 })).toBe(true);
      expect(fitTrend([21, 15, 10, 5, 0].map((d) => sale(d, 1000)), TODAY, { minSales: 5, minSpanDays: 21 })).toMatchObject({ sales: 5 });
    });

    it('answers null on many sales all on one day', () => {
      expect(fitTrend(Array.from({ length: 20 }, () => sale(10, 1000)), TODAY)).toBeNull();
    });

    it('ignores sales older than 90 days: a sale 90 days ago is outside the window, 89 inside', () => {
      const recent = [60, 50, 45, 40, 30, 25, 20].map((d) => sale(d, 1000));
      expect(fitTrend([...recent, sale(90, 1000), sale(120, 1000), sale(400, 1000)], TODAY)).toBeNull();
      expect(fitTrend([...recent, sale(89, 1000)], TODAY)).toMatchObject({ sales: 8, firstSale: ago(89), spanDays: 69 });
      // Old sales do not move the line either.
      const withOld = fitTrend([...recent, sale(89, 1000), sale(95, 100), sale(200, 10)], TODAY)!;
      expect(withOld).toMatchObject({ slope: 0, sales: 8 });
    });

    it('ignores sales after today', () => {
      expect(fitTrend([...[60, 50, 45, 40, 30, 25, 20].map((d) => sale(d, 1000)), sale(-5, 1000)], TODAY)).toBeNull();
    });
  });
});

describe('salesByTier', () => {
  it('splits a figure\'s sales by tier and leaves out those of unknown tier', () => {
    const carded = [sale(40, 8000, 'carded'), sale(10, 8200, 'carded')];
    const loose = [sale(30, 2000, 'loose')];
    const byTier = salesByTier([carded[0], loose[0], sale(20, 5000), carded[1]]);
    expect([...byTier.keys()]).toEqual(['carded', 'loose']);
    expect(byTier.get('carded')).toEqual(carded);
    expect(byTier.get('loose')).toEqual(loose);
    expect(salesByTier([sale(20, 5000)]).size).toBe(0);
  });
});

describe('forecastCents and forecastRangeCents', () => {
  const line = { slope: Math.LN2 / 90, slopeLow: 0, slopeHigh: Math.LN2 / 30, level: Math.log(1000) };

  it('reads the line 30 days ahead: 1000 × 2^(1/3) = 1259.9; its range at the interval\'s slopes, 1000 to 2000', () => {
    expect(forecastCents(line)).toBe(1260);
    expect(forecastRangeCents(line)).toEqual({ low: 1000, high: 2000 });
  });

  it('reads any horizon', () => {
    expect(forecastCents(line, 90)).toBe(2000);
    expect(forecastCents(line, 0)).toBe(1000);
    expect(forecastRangeCents(line, 60)).toEqual({ low: 1000, high: 4000 });
  });

  it('forecasts a fitted series 30 days ahead on its line', () => {
    // Doubling every 9 days, exactly: 1000 × 2^i cents for 8 sales; 30 days on, 128,000 × 2^(30/9) = 128,000 × 8 × 1.259921 = 1,290,159.
    const fitted = fitTrend(EIGHT_EVERY_9_DAYS.map((d, i) => sale(d, 1000 * 2 ** i)), TODAY)!;
    expect(fitted.slope).toBeCloseTo(Math.LN2 / 9, 12);
    expect(forecastCents(fitted)).toBe(1_290_159);
    expect(forecastCents(fitted, 9)).toBe(256_000);
    // The rising zigzag: its line 100,000 × e^0.3825 today, × e^0.15 in 30 days = 170,318; at the interval's ends
    // e^(0.3825 + 0.06) = 155,659 and e^(0.3825 + 0.3) = 197,882 (within a cent or two: the prices are whole cents).
    const zig = fitTrend(zigzag([0, 2, 1, 3, 2, 4, 3, 5]), TODAY)!;
    expect(Math.abs(forecastCents(zig) - 170_318)).toBeLessThanOrEqual(2);
    const range = forecastRangeCents(zig);
    expect(Math.abs(range.low - 155_659)).toBeLessThanOrEqual(2);
    expect(Math.abs(range.high - 197_882)).toBeLessThanOrEqual(2);
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
