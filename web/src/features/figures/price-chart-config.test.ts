import { describe, expect, it } from 'vitest';
import type { TooltipItem } from 'chart.js';
import type { PriceHistory } from '@tmnt/domain';
import { chartSeries, dayNumber, dayRange, dayTick, dayTicks, priceChartData, priceChartOptions, priceChartSummary, type ChartPoint, type PriceDataset } from './price-chart-config.ts';

// The spec's list of points, as GET /api/figures/{id}/price-history answers it.
const history: PriceHistory = [
  { date: '2026-10-01', price: 450, tier: 'carded', kind: 'sold' },
  { date: '2026-10-02', price: 28, tier: 'loose', kind: 'sold' },
  { date: '2026-10-03', price: 470, tier: 'carded', kind: 'sold' },
  { date: '2026-10-04', price: 26, tier: 'loose', kind: 'sold' },
  { date: '2026-10-04', price: 300, tier: null, kind: 'sold' },
  { date: '2026-10-05', price: 499, tier: 'carded', kind: 'asking' },
];
const series = chartSeries(history);

const datasets = (dark = false, hidden = new Set<'carded' | 'loose' | 'unknown'>()) => priceChartData(series, dark, hidden).datasets as PriceDataset[];

describe('chartSeries (issue 36: the series are drawn from the spec\'s list)', () => {
  it('groups the points by tier, carded, loose then packaging not known, each with the rolling median of its sales', () => {
    expect(series.map((t) => [t.tier, t.points.map((p) => p.priceCents), t.median.map((m) => m.priceCents)])).toEqual([
      // 450; 450 470 -> 460 (the asking price is not in the median).
      ['carded', [45000, 47000, 49900], [45000, 46000]],
      // 28; 26 28 -> 27.
      ['loose', [2800, 2600], [2800, 2700]],
      [null, [30000], []],
    ]);
  });

  it('takes the median in whole cents, not in floating dollars', () => {
    // $10.01 and $10.02: 1001.5 cents rounds to 1002 ($10.02), where 10.015 in floating point would give $10.01.
    const [loose] = chartSeries([
      { date: '2026-10-01', price: 10.01, tier: 'loose', kind: 'sold' },
      { date: '2026-10-02', price: 10.02, tier: 'loose', kind: 'sold' },
    ]);
    expect(loose.median.map((m) => m.priceCents)).toEqual([1001, 1002]);
  });

  it('is empty for an empty history', () => {
    expect(chartSeries([])).toEqual([]);
  });
});

describe('price chart data (issue 22: a series per tier)', () => {
  it('draws each tier as its points and, when it sold, the line through its rolling median', () => {
    expect(datasets().map((d) => [d.label, d.tier, d.role])).toEqual([
      ['Carded', 'carded', 'points'],
      ['Carded median', 'carded', 'median'],
      ['Loose', 'loose', 'points'],
      ['Loose median', 'loose', 'median'],
      ['Packaging not known', 'unknown', 'points'],
    ]);
    const [cardedPoints, cardedMedian] = datasets();
    expect(cardedPoints.data.map((p: ChartPoint) => [p.date, p.y, p.kind])).toEqual([['2026-10-01', 450, 'sold'], ['2026-10-03', 470, 'sold'], ['2026-10-05', 499, 'asking']]);
    expect(cardedPoints.data[1].x - cardedPoints.data[0].x).toBe(2);
    expect(cardedMedian.data.map((p: ChartPoint) => p.y)).toEqual([450, 460]);
  });

  it('fills sold points and leaves asking points hollow, draws no line between points, and a straight median line', () => {
    const [points, median] = datasets();
    expect(points.showLine).toBe(false);
    expect(points.pointBackgroundColor).toEqual(['#0072B2', '#0072B2', 'transparent']);
    expect(points.pointBorderColor).toBe('#0072B2');
    // Straight segments: a cubic curve (the spec's tension 0.4) overshoots between far-apart prices, below $0 too.
    expect([median.showLine, median.tension, median.pointRadius]).toEqual([true, 0, 0]);
  });

  it('tells the tiers apart by colour and by shape, with lighter colours in dark mode', () => {
    const light = datasets();
    expect(light.filter((d) => d.role === 'points').map((d) => [d.tier, d.borderColor, d.pointStyle])).toEqual([
      ['carded', '#0072B2', 'circle'],
      ['loose', '#D55E00', 'triangle'],
      ['unknown', '#6B7280', 'rect'],
    ]);
    expect(datasets(true).filter((d) => d.role === 'points').map((d) => d.borderColor)).toEqual(['#56B4E9', '#E69F00', '#9CA3AF']);
  });

  it('hides the datasets of a tier the collector switched off', () => {
    expect(datasets(false, new Set(['carded'])).map((d) => [d.label, d.hidden])).toEqual([
      ['Carded', true],
      ['Carded median', true],
      ['Loose', false],
      ['Loose median', false],
      ['Packaging not known', false],
    ]);
  });
});

describe('price chart options', () => {
  const range = dayRange(series);
  const options = priceChartOptions(false, range);
  const y = options.scales?.y as { min: number; beginAtZero: boolean; ticks: { callback: (value: number) => string } };
  const x = options.scales?.x as { type: string; min: number; max: number; ticks: { maxRotation: number; callback: (value: number) => string } };

  it('starts the price axis at $0 and writes dollars', () => {
    expect([y.min, y.beginAtZero]).toEqual([0, true]);
    expect(y.ticks.callback(25)).toBe('$25');
  });

  it('spaces points by date on a linear axis, with a day of room either side, and flat tick labels', () => {
    expect(x.type).toBe('linear');
    // 1 to 5 October: 4 days, 3% of which rounds to 0, so one day either side.
    expect([x.min, x.max]).toEqual([dayNumber('2026-09-30'), dayNumber('2026-10-06')]);
    expect(x.ticks.maxRotation).toBe(0);
    expect(x.ticks.callback(dayNumber('2026-10-03'))).toBe(dayTick(dayNumber('2026-10-03'), 6));
  });

  it('draws its key in the page: no chart legend or title; fits its container', () => {
    expect(options.plugins?.legend?.display).toBe(false);
    expect(options.plugins?.title?.display).toBe(false);
    expect([options.responsive, options.maintainAspectRatio]).toEqual([true, false]);
  });

  it('says in the tooltip which tier, whether sold, asking or median, and the price', () => {
    const label = options.plugins?.tooltip?.callbacks?.label as (item: TooltipItem<'line'>) => string;
    const [cardedPoints, , , looseMedian] = datasets();
    const item = (dataset: PriceDataset, index: number) => ({ raw: dataset.data[index], dataset }) as unknown as TooltipItem<'line'>;
    expect(label(item(cardedPoints, 0))).toBe('Carded sold: $450.00');
    expect(label(item(cardedPoints, 2))).toBe('Carded asking: $499.00');
    expect(label(item(looseMedian, 1))).toBe('Loose median: $27.00');
  });

  it('uses lighter axis text in dark mode', () => {
    const tickColor = (dark: boolean) => (priceChartOptions(dark, range).scales?.x?.ticks as { color: string }).color;
    expect(tickColor(true)).not.toBe(tickColor(false));
  });
});

describe('dayTicks', () => {
  const days = (...dates: string[]) => dates.map(dayNumber);
  it('marks a long history at the first of each month, never twice in one month', () => {
    // 20 Dec 2025 to 10 May 2026 (141 days): Jan, Feb, Mar, Apr, May.
    expect(dayTicks({ min: dayNumber('2025-12-20'), max: dayNumber('2026-05-10') })).toEqual(days('2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'));
    // A first of the month at the very start counts.
    expect(dayTicks({ min: dayNumber('2026-01-01'), max: dayNumber('2026-05-10') })[0]).toBe(dayNumber('2026-01-01'));
  });

  it('takes every 2nd, 3rd or 6th month so there are at most 8', () => {
    // 1 Jan 2025 to 31 Dec 2026: 24 months -> every 3rd: 8 ticks.
    expect(dayTicks({ min: dayNumber('2025-01-01'), max: dayNumber('2026-12-31') })).toEqual(
      days('2025-01-01', '2025-04-01', '2025-07-01', '2025-10-01', '2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'),
    );
  });

  it('marks a short history by whole days: every day, 2nd day or week', () => {
    expect(dayTicks({ min: dayNumber('2026-10-01') - 0.5, max: dayNumber('2026-10-04') })).toEqual(days('2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04'));
    expect(dayTicks({ min: dayNumber('2026-10-01'), max: dayNumber('2026-10-12') })).toEqual(days('2026-10-01', '2026-10-03', '2026-10-05', '2026-10-07', '2026-10-09', '2026-10-11'));
    expect(dayTicks({ min: dayNumber('2026-10-01'), max: dayNumber('2026-11-20') })).toHaveLength(8);
  });
});

describe('dayTick', () => {
  it('writes month and day over a short history, month and year over a long one', () => {
    const day = dayNumber('2026-10-03');
    expect(dayTick(day, 60)).toBe(new Date(Date.UTC(2026, 9, 3)).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
    expect(dayTick(day, 400)).toBe(new Date(Date.UTC(2026, 9, 3)).toLocaleDateString(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }));
  });
});

describe('priceChartSummary', () => {
  it('says nothing of lines when no tier has a median to draw', () => {
    const unknownOnly = chartSeries(history.filter((p) => p.tier === null));
    expect(priceChartSummary(unknownOnly)).toBe(`Price history chart: packaging not known 1 sold, from ${new Date(2026, 9, 4).toLocaleDateString()} to ${new Date(2026, 9, 4).toLocaleDateString()}`);
  });

  it("says each tier's sales and asking prices, the dates, and what the lines are", () => {
    expect(priceChartSummary(series)).toBe(
      `Price history chart: carded 2 sold and 1 asking, loose 2 sold, packaging not known 1 sold, from ${new Date(2026, 9, 1).toLocaleDateString()} to ${new Date(2026, 9, 5).toLocaleDateString()}; lines are the median of the last 5 sales`,
    );
  });
});
