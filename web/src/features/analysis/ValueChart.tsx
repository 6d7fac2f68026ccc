import { CategoryScale, Chart, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import type { PortfolioDay, PortfolioSale } from '@tmnt/domain';
import { useDarkClass } from '../../components/use-dark-class.ts';
import { valueChartData, valueChartOptions, valueChartSummary } from './value-chart-config.ts';

// Two lines with a tooltip; the legend is the page's own (it explains the marks too), so it is not registered.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip);

/** Loaded on demand (see ValueOverTime): chart.js stays out of the page's first download. */
export function ValueChart({ days, sales }: { days: PortfolioDay[]; sales: PortfolioSale[] }) {
  const dark = useDarkClass();
  const data = useMemo(() => valueChartData(days, dark, sales), [days, dark, sales]);
  const options = useMemo(() => valueChartOptions(days, dark, sales), [days, dark, sales]);
  return (
    <div className="relative h-64 md:h-80">
      <Line data={data} options={options} role="img" aria-label={valueChartSummary(days, sales)} />
    </div>
  );
}
