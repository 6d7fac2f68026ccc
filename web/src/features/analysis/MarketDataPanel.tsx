import { Database } from 'lucide-react';
import { useMarketStats } from '../../api/market.ts';
import { Card, CardTitle } from '../../components/Card.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { CollectButton } from './CollectButton.tsx';
import { CollectionProgress } from './CollectionProgress.tsx';
import { lastCollectionText } from './collection-status.ts';

/** Market Data Collection: how much of the catalogue has prices, and background runs that fetch more. */
export function MarketDataPanel({ id }: { id: string }) {
  const stats = useMarketStats();
  const data = stats.data;
  const running = data?.collectionStatus.status === 'running';
  const lastRun = data ? lastCollectionText(data.collectionStatus) : null;
  return (
    <Card id={id} aria-label="Market Data Collection">
      <CardTitle icon={<Database className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Market Data Collection</CardTitle>
      {stats.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading market data...</p>}
      {stats.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load market data: {stats.error.message}
        </p>
      )}
      {data && (
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Total Figures" value={data.totalFigures} />
            <StatCard label="With Price Data" value={data.figuresWithPriceData} />
            <StatCard label="Coverage" value={`${data.coveragePercentage.toFixed(1)}%`} />
            <StatCard label="Total Records" value={data.totalPriceRecords} />
          </div>
          {running && <CollectionProgress status={data.collectionStatus} />}
          <div className="flex flex-col gap-3 sm:flex-row">
            <CollectButton mode="top" disabled={running} />
            <CollectButton mode="unpriced" disabled={running} />
          </div>
          <p role="status" data-testid="last-collection" className="text-sm empty:hidden">
            {lastRun}
          </p>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            Collection runs in the background on eBay sold listings (and active listings when eBay keys are set), one figure at a time with polite pauses:
            you can leave this page while it runs.
          </p>
        </div>
      )}
    </Card>
  );
}
