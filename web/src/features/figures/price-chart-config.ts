import { formatDisplayDate } from '@tmnt/domain';
import type { ChartData, ChartOptions } from 'chart.js';
import type { PricePoint } from '@tmnt/domain';

/** The spec's line colour and the translucent fill beneath it (section 9, Price chart). */
export const LINE_COLOR = '#00A651';
export const FILL_COLOR = 'rgba(0, 166, 81, 0.1)';

// Axis text and grid lines follow the page theme so the chart stays readable in dark mode.
const THEMES = {
  light: { text: '#4b5563', grid: 'rgba(17, 24, 39, 0.08)' },
  dark: { text: '#d1d5db', grid: 'rgba(243, 244, 246, 0.12)' },
} as const;

export function priceChartData(history: PricePoint[]): ChartData<'line', number[], string> {
  return {
    labels: history.map((point) => formatDisplayDate(point.date)),
    datasets: [
      {
        label: 'Price',
        data: history.map((point) => point.price),
        borderColor: LINE_COLOR,
        backgroundColor: FILL_COLOR,
        pointBackgroundColor: LINE_COLOR,
        fill: true,
        tension: 0.4,
      },
    ],
  };
}

export function priceChartOptions(dark: boolean): ChartOptions<'line'> {
  const theme = dark ? THEMES.dark : THEMES.light;
  return {
    responsive: true,
    aspectRatio: 2,
    plugins: {
      legend: { display: false },
      title: { display: false },
      tooltip: { callbacks: { label: (context) => `$${context.parsed.y?.toFixed(2)}` } },
    },
    scales: {
      x: { ticks: { color: theme.text }, grid: { color: theme.grid } },
      y: { beginAtZero: false, ticks: { color: theme.text, callback: (value) => `$${value}` }, grid: { color: theme.grid } },
    },
  };
}
