import { lazy, Suspense } from 'react';
import { LineChart } from 'lucide-react';
import { usePriceHistory } from '../../api/figures.ts';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Loading } from '../../components/Spinner.tsx';

// chart.js is large and most figures have no history yet: fetch it only when there is a line to draw.
const PriceChart = lazy(() => import('./PriceChart.tsx').then((m) => ({ default: m.PriceChart })));

/** Each packaging tier's prices over time, with its rolling median; shown only when the figure has history. */
export function PriceHistoryCard({ figureId, className = '' }: { figureId: number; className?: string }) {
  const history = usePriceHistory(figureId);
  if (history.isError) {
    return (
      <Card className={className}>
        <CardTitle icon={<LineChart className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Price History</CardTitle>
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">Could not load the price history: {history.error.message}</p>
      </Card>
    );
  }
  if (!history.data || history.data.length === 0) return null;
  return (
    <Card aria-label="Price History" className={className}>
      <CardTitle icon={<LineChart className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Price History</CardTitle>
      <Suspense fallback={<Loading text="Loading chart..." />}>
        <PriceChart history={history.data} />
      </Suspense>
    </Card>
  );
}
