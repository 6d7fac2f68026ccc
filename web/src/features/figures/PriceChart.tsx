import { formatDisplayDate } from '@tmnt/domain';
import { CategoryScale, Chart, Filler, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import type { PricePoint } from '@tmnt/domain';
import { priceChartData, priceChartOptions } from './price-chart-config.ts';
import { useDarkClass } from '../../components/use-dark-class.ts';

// Only what a filled line chart with a tooltip needs: legend and title are hidden, so they are not registered.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler, Tooltip);

/** Loaded on demand (see PriceHistoryCard): chart.js stays out of the page's first download. */
export function PriceChart({ history }: { history: PricePoint[] }) {
  const dark = useDarkClass();
  const data = useMemo(() => priceChartData(history), [history]);
  const options = useMemo(() => priceChartOptions(dark), [dark]);
  const first = history[0];
  const last = history[history.length - 1];
  const label = `Price history chart: ${history.length} point${history.length === 1 ? '' : 's'} from ${formatDisplayDate(first.date)} to ${formatDisplayDate(last.date)}`;
  return <Line data={data} options={options} role="img" aria-label={label} />;
}
