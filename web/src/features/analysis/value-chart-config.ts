import type { ChartData, ChartOptions } from 'chart.js';
import { formatDisplayDate, formatMoney, plural, type PortfolioDay, type PortfolioSale } from '@tmnt/domain';
import { moneyTick } from '../../components/money-text.ts';

/** The app's chart green (spec section 9) for the value; the invested line is a quiet grey. */
export const VALUE_COLOR = '#00A651';
/** The mark of a day a copy was sold on: the value drops by what it was worth, and the tooltip says what the sale returned. */
export const SALE_COLOR = '#d97706';
const SALES_LABEL = 'Sold';
/** The dash of a value segment leading into a day that brought no new price data. */
export const NO_NEW_DATA_DASH = [6, 4];
/** Past this many days every point would crowd the line: only the carried-forward (hollow) ones are drawn. */
const ALL_POINTS_UP_TO = 60;

// Axis text, grid, the invested line and the inside of a hollow point (the card's background) follow the theme.
const THEMES = {
  light: { text: '#4b5563', grid: 'rgba(17, 24, 39, 0.08)', invested: '#6b7280', hollow: '#ffffff' },
  dark: { text: '#d1d5db', grid: 'rgba(243, 244, 246, 0.12)', invested: '#9ca3af', hollow: '#111827' },
} as const;

/** Days carried forward (no snapshot: the server was not running), and days after the first without new price data. */
export function markedDays(days: readonly PortfolioDay[]): { carried: number; noNewData: number } {
  return {
    carried: days.filter((d) => !d.snapshot).length,
    noNewData: days.filter((d, i) => i > 0 && !d.new_price_data).length,
  };
}

/** Whether the segment into day `index` is dashed: that day brought no new price data. */
const dashedInto = (days: readonly PortfolioDay[], index: number) => index > 0 && days[index] !== undefined && !days[index].new_price_data;

/** The sales made on each day the chart shows, by the day's index. */
export function salesByDay(days: readonly PortfolioDay[], sales: readonly PortfolioSale[]): Map<number, PortfolioSale[]> {
  const index = new Map(days.map((d, i) => [d.date, i]));
  const byDay = new Map<number, PortfolioSale[]>();
  for (const sale of sales) {
    const i = index.get(sale.date);
    if (i !== undefined) byDay.set(i, [...(byDay.get(i) ?? []), sale]);
  }
  return byDay;
}

export function valueChartData(days: readonly PortfolioDay[], dark: boolean, sales: readonly PortfolioSale[] = []): ChartData<'line', (number | null)[], string> {
  const theme = dark ? THEMES.dark : THEMES.light;
  const few = days.length <= ALL_POINTS_UP_TO;
  const sold = salesByDay(days, sales);
  return {
    labels: days.map((d) => formatDisplayDate(d.date)),
    datasets: [
      {
        label: 'Value',
        data: days.map((d) => d.value),
        borderColor: VALUE_COLOR,
        backgroundColor: VALUE_COLOR,
        borderWidth: 2,
        // A day carried forward is a hollow point: nothing was measured that day.
        pointBackgroundColor: days.map((d) => (d.snapshot ? VALUE_COLOR : theme.hollow)),
        pointBorderColor: VALUE_COLOR,
        pointBorderWidth: 2,
        pointRadius: days.map((d) => (few || !d.snapshot ? 3 : 0)),
        segment: { borderDash: (ctx) => (dashedInto(days, ctx.p1DataIndex) ? NO_NEW_DATA_DASH : undefined) },
        // Straight segments: a curve would show values between two days that were never measured.
        tension: 0,
      },
      {
        label: 'Invested',
        data: days.map((d) => d.invested),
        borderColor: theme.invested,
        backgroundColor: theme.invested,
        borderWidth: 2,
        pointRadius: 0,
        tension: 0,
      },
      // A mark on the value line on each day a copy was sold: the drop there is the sale, not the market.
      ...(sold.size === 0
        ? []
        : [
            {
              label: SALES_LABEL,
              data: days.map((d, i) => (sold.has(i) ? d.value : null)),
              borderColor: SALE_COLOR,
              backgroundColor: SALE_COLOR,
              showLine: false,
              pointStyle: 'triangle' as const,
              pointRadius: 7,
              pointHoverRadius: 8,
            },
          ]),
    ],
  };
}

/** What the tooltip adds under a day's numbers. */
export function dayNotes(day: PortfolioDay | undefined, index: number): string[] {
  if (!day) return [];
  const notes: string[] = [];
  if (!day.snapshot) notes.push('Carried forward: the server was not running this day');
  if (index > 0 && !day.new_price_data) notes.push('No new price data this day');
  return notes;
}

/** What the tooltip says of a day's sales. */
export const saleLines = (sales: readonly PortfolioSale[]) => sales.map((s) => `Sold ${s.name}: the sale returned ${formatMoney(s.proceeds)}`);

export function valueChartOptions(days: readonly PortfolioDay[], dark: boolean, sales: readonly PortfolioSale[] = []): ChartOptions<'line'> {
  const theme = dark ? THEMES.dark : THEMES.light;
  const sold = salesByDay(days, sales);
  return {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { display: false },
      title: { display: false },
      tooltip: {
        callbacks: {
          label: (context) =>
            context.dataset.label === SALES_LABEL ? saleLines(sold.get(context.dataIndex) ?? []) : `${context.dataset.label}: ${formatMoney(context.parsed.y ?? 0)}`,
          footer: (items) => (items.length > 0 ? dayNotes(days[items[0].dataIndex], items[0].dataIndex) : []),
        },
      },
    },
    scales: {
      x: { ticks: { color: theme.text, maxTicksLimit: 8, maxRotation: 0 }, grid: { color: theme.grid } },
      y: { beginAtZero: false, ticks: { color: theme.text, callback: moneyTick }, grid: { color: theme.grid } },
    },
  };
}

/** The chart in words (its accessible name): the span, today's numbers and how many days are marked. */
export function valueChartSummary(days: readonly PortfolioDay[], sales: readonly PortfolioSale[] = []): string {
  const first = days[0];
  const last = days[days.length - 1];
  const { carried, noNewData } = markedDays(days);
  return (
    `Value over time chart: ${days.length} days from ${formatDisplayDate(first.date)} to ${formatDisplayDate(last.date)}; ` +
    `value ${formatMoney(last.value)}, invested ${formatMoney(last.invested)} on the last day; ` +
    `${carried} carried forward, ${noNewData} without new price data` +
    (sales.length > 0 ? `; ${plural(sales.length, 'copy', 'copies')} sold: ${sales.map((s) => `${s.name} on ${formatDisplayDate(s.date)}`).join(', ')}` : '')
  );
}
