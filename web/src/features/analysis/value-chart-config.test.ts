import { describe, expect, it } from 'vitest';
import type { PortfolioDay } from '@tmnt/domain';
import { dayNotes, markedDays, NO_NEW_DATA_DASH, SALE_COLOR, saleLines, salesByDay, VALUE_COLOR, valueChartData, valueChartSummary } from './value-chart-config.ts';

const day = (date: string, more: Partial<PortfolioDay> = {}): PortfolioDay => ({ date, value: 100, invested: 80, items: 2, snapshot: true, new_price_data: true, ...more });

// Day 1 is the first snapshot; day 2 carried forward (server off, so no new data either); day 3 a snapshot with no new prices.
const days = [day('2026-11-01', { new_price_data: false }), day('2026-11-02', { snapshot: false, new_price_data: false }), day('2026-11-03', { new_price_data: false }), day('2026-11-04')];

describe('the value chart', () => {
  it('draws a carried-forward day as a hollow point, in the theme background', () => {
    const [value, invested] = valueChartData(days, false).datasets;
    expect(value.pointBackgroundColor).toEqual([VALUE_COLOR, '#ffffff', VALUE_COLOR, VALUE_COLOR]);
    expect(valueChartData(days, true).datasets[0].pointBackgroundColor).toEqual([VALUE_COLOR, '#111827', VALUE_COLOR, VALUE_COLOR]);
    expect(invested.data).toEqual([80, 80, 80, 80]);
  });

  it('dashes the segment into each day without new price data (the first day has no segment into it)', () => {
    const segment = valueChartData(days, false).datasets[0].segment as { borderDash: (ctx: { p1DataIndex: number }) => number[] | undefined };
    expect([1, 2, 3].map((p1DataIndex) => segment.borderDash({ p1DataIndex }))).toEqual([NO_NEW_DATA_DASH, NO_NEW_DATA_DASH, undefined]);
  });

  it('counts the marked days and says in the tooltip why a day is marked', () => {
    expect(markedDays(days)).toEqual({ carried: 1, noNewData: 2 });
    expect(dayNotes(days[0], 0)).toEqual([]);
    expect(dayNotes(days[1], 1)).toEqual(['Carried forward: the server was not running this day', 'No new price data this day']);
    expect(dayNotes(days[2], 2)).toEqual(['No new price data this day']);
    expect(dayNotes(days[3], 3)).toEqual([]);
  });

  it('past 60 days draws only the hollow points', () => {
    const many = Array.from({ length: 61 }, (_, i) => day(`2026-01-${i}`, { snapshot: i !== 5 }));
    const radius = valueChartData(many, false).datasets[0].pointRadius as number[];
    expect(radius.filter((r) => r > 0)).toHaveLength(1);
    expect(radius[5]).toBe(3);
  });

  it('marks the days a copy was sold on, on the value line, and says what each sale returned', () => {
    const sales = [
      { date: '2026-11-03', item_id: 7, name: 'Leonardo', proceeds: 64.38 },
      { date: '2026-11-03', item_id: 8, name: 'Krang', proceeds: 20 },
      // Before the first day: nothing to mark it on.
      { date: '2026-10-01', item_id: 9, name: 'Bebop', proceeds: 5 },
    ];
    const marks = valueChartData(days.map((d, i) => ({ ...d, value: 100 - i })), false, sales).datasets[2];
    expect(marks).toMatchObject({ label: 'Sold', borderColor: SALE_COLOR, showLine: false, pointStyle: 'triangle' });
    expect(marks.data).toEqual([null, null, 98, null]);
    expect(saleLines(salesByDay(days, sales).get(2)!)).toEqual(['Sold Leonardo: the sale returned $64.38', 'Sold Krang: the sale returned $20.00']);
    expect(valueChartData(days, false).datasets).toHaveLength(2);
    expect(valueChartSummary(days, sales.slice(0, 1))).toMatch(/; 1 copy sold: Leonardo on /);
  });
});
