import { lazy, Suspense } from 'react';
import { History } from 'lucide-react';
import { formatMoney, plural, type PortfolioDay, type PortfolioSale } from '@tmnt/domain';
import { usePortfolioHistory } from '../../api/analysis.ts';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { markedDays, salesByDay } from './value-chart-config.ts';

// chart.js is large: it comes in its own chunk, only once there are two days to draw a line between.
const ValueChart = lazy(() => import('./ValueChart.tsx').then((m) => ({ default: m.ValueChart })));

function Pending({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-gray-600 dark:text-gray-300">
      <Spinner className="h-4 w-4" />
      {text}
    </p>
  );
}

/** The chart's key: both lines, and what the hollow points, dashed stretches and sale marks mean (with how many there are). */
function Legend({ days, sales }: { days: PortfolioDay[]; sales: PortfolioSale[] }) {
  const { carried, noNewData } = markedDays(days);
  const sold = [...salesByDay(days, sales).values()].flat();
  return (
    <ul aria-label="Chart key" className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-gray-700 dark:text-gray-200">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-0.5 w-6 bg-[#00A651]" />
        Value
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-0.5 w-6 bg-gray-500 dark:bg-gray-400" />
        Invested
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full border-2 border-[#00A651] bg-white dark:bg-gray-900" />
        Carried forward from the day before (the server was not running): {plural(carried, 'day')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block w-6 border-t-2 border-dashed border-[#00A651]" />
        No new price data that day: {plural(noNewData, 'day')}
      </li>
      {sold.length > 0 && (
        <li data-testid="chart-sales" className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0 w-0 border-x-[6px] border-b-[10px] border-x-transparent border-b-[#d97706]" />
          Copy sold (the value drops by what it was worth): {sold.map((s) => `${s.name}, ${formatMoney(s.proceeds)} returned`).join('; ')}
        </li>
      )}
    </ul>
  );
}

/** Value Over Time: the collection's daily value against what was paid, from the first daily snapshot on. */
export function ValueOverTime() {
  const history = usePortfolioHistory();
  let body;
  if (history.isPending) body = <Pending text="Reading the value history..." />;
  else if (history.isError) {
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not load the value history: {history.error.message}
      </p>
    );
  } else if (history.data.days.length < 2) {
    body = (
      <p data-testid="history-too-short" className="text-sm text-gray-700 dark:text-gray-200">
        The chart fills in day by day: the server notes your collection's value and what you paid once a day.{' '}
        {history.data.days.length === 1 ? 'The first snapshot was taken today; come back tomorrow.' : 'No snapshot has been taken yet; come back tomorrow.'}
      </p>
    );
  } else {
    body = (
      <>
        <Suspense fallback={<Pending text="Drawing the chart..." />}>
          <ValueChart days={history.data.days} sales={history.data.sales} />
        </Suspense>
        <Legend days={history.data.days} sales={history.data.sales} />
      </>
    );
  }
  return (
    <Card aria-label="Value Over Time">
      <CardTitle icon={<History className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Value Over Time</CardTitle>
      {body}
    </Card>
  );
}
