import { describe, expect, it } from 'vitest';
import type { TooltipItem } from 'chart.js';
import { FILL_COLOR, LINE_COLOR, priceChartData, priceChartOptions } from './price-chart-config.ts';

describe('price chart (spec section 9)', () => {
  const history = [
    { date: '2024-05-01', price: 20 },
    { date: '2024-05-02', price: 22.5 },
  ];

  it('draws one green, filled, smoothed series labelled Price over the points in order', () => {
    const data = priceChartData(history);
    expect(data.labels).toEqual([new Date(2024, 4, 1).toLocaleDateString(), new Date(2024, 4, 2).toLocaleDateString()]);
    expect(data.datasets).toHaveLength(1);
    expect(data.datasets[0]).toMatchObject({ label: 'Price', data: [20, 22.5], borderColor: '#00A651', backgroundColor: 'rgba(0, 166, 81, 0.1)', fill: true, tension: 0.4 });
    expect([LINE_COLOR, FILL_COLOR]).toEqual(['#00A651', 'rgba(0, 166, 81, 0.1)']);
  });

  it('is responsive at aspect ratio 2, hides legend and title, and writes dollars', () => {
    const options = priceChartOptions(false);
    expect(options.responsive).toBe(true);
    expect(options.aspectRatio).toBe(2);
    expect(options.plugins?.legend?.display).toBe(false);
    expect(options.plugins?.title?.display).toBe(false);
    const label = options.plugins?.tooltip?.callbacks?.label as (item: TooltipItem<'line'>) => string;
    expect(label({ parsed: { x: 0, y: 22.5 } } as TooltipItem<'line'>)).toBe('$22.50');
    const y = options.scales?.y as { beginAtZero: boolean; ticks: { callback: (value: number) => string } };
    expect(y.beginAtZero).toBe(false);
    expect(y.ticks.callback(25)).toBe('$25');
  });

  it('uses lighter axis text in dark mode', () => {
    const tickColor = (dark: boolean) => (priceChartOptions(dark).scales?.x?.ticks as { color: string }).color;
    expect(tickColor(true)).not.toBe(tickColor(false));
  });
});
