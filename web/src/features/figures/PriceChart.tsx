import { Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useMemo, useState } from 'react';
import { Line } from 'react-chartjs-2';
import { ROLLING_MEDIAN_SALES, type PriceHistory } from '@tmnt/domain';
import { useDarkClass } from '../../components/use-dark-class.ts';
import { TierMark, tierKey, type TierKey } from '../market/index.ts';
import { chartSeries, dayRange, hasMedian, priceChartData, priceChartOptions, priceChartSummary, scaleReport, TIER_NAMES } from './price-chart-config.ts';

// Points and lines on linear axes with a tooltip; the key is drawn in the page, so legend and title are not registered.
Chart.register(LineController, LineElement, PointElement, LinearScale, Tooltip);

/** What the marks mean, under the chart: each tier (a button shows or hides it), filled and hollow points, the median line (`window` sales; null when none is drawn). */
function ChartKey({ tiers, hidden, onToggle, window }: { tiers: TierKey[]; hidden: ReadonlySet<TierKey>; onToggle: (tier: TierKey) => void; window: number | null }) {
  return (
    <div className="mt-3 space-y-2 text-xs text-gray-700 dark:text-gray-200">
      <ul aria-label="Tiers shown" className="flex flex-wrap gap-2">
        {tiers.map((tier) => (
          <li key={tier}>
            <button
              type="button"
              aria-pressed={!hidden.has(tier)}
              onClick={() => onToggle(tier)}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 px-2.5 py-1 font-medium aria-pressed:bg-gray-100 aria-[pressed=false]:text-gray-600 aria-[pressed=false]:line-through focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-gray-600 dark:aria-pressed:bg-gray-800 dark:aria-[pressed=false]:text-gray-400"
            >
              <TierMark tier={tier} />
              {TIER_NAMES[tier]}
            </button>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1">
          {tiers.map((tier) => (
            <TierMark key={tier} tier={tier} />
          ))}
          <span className="ml-0.5">sold</span>
        </span>
        <span className="inline-flex items-center gap-1">
          {tiers.map((tier) => (
            <TierMark key={tier} tier={tier} hollow />
          ))}
          <span className="ml-0.5">asking price</span>
        </span>
        {window !== null && (
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-current" /> median of the last {window} sales
          </span>
        )}
      </p>
    </div>
  );
}

/** Loaded on demand (see PriceHistoryCard): chart.js stays out of the page's first download. */
export function PriceChart({ history }: { history: PriceHistory }) {
  const dark = useDarkClass();
  const [hidden, setHidden] = useState<ReadonlySet<TierKey>>(new Set());
  const series = useMemo(() => chartSeries(history), [history]);
  const tiers = series.map((t) => tierKey(t.tier));
  const data = useMemo(() => priceChartData(series, dark, hidden), [series, dark, hidden]);
  const options = useMemo(() => priceChartOptions(dark, dayRange(series)), [dark, series]);
  const toggle = (tier: TierKey) =>
    setHidden((before) => {
      const after = new Set(before);
      if (!after.delete(tier)) after.add(tier);
      return after;
    });
  return (
    <>
      <div className="relative h-64 sm:aspect-[2/1] sm:h-auto">
        <Line data={data} options={options} plugins={[scaleReport]} role="img" aria-label={priceChartSummary(series)} data-series={tiers.join(' ')} />
      </div>
      <ChartKey tiers={tiers} hidden={hidden} onToggle={toggle} window={hasMedian(series) ? ROLLING_MEDIAN_SALES : null} />
    </>
  );
}
