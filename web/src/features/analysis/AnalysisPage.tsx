import { useId, useState } from 'react';
import { Database, DollarSign, RefreshCw } from 'lucide-react';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { MarketDataPanel } from './MarketDataPanel.tsx';

/**
 * Financial Analysis. The market data collection works now; the analysis itself arrives with its own feature, so
 * until then the page says so and shows no numbers (and Refresh Analysis stays off).
 */
export function AnalysisPage() {
  const [showMarketData, setShowMarketData] = useState(false);
  const panelId = useId();
  const laterId = useId();
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Financial Analysis</h1>
          <p className="text-gray-600 dark:text-gray-300">AI-powered insights and market predictions</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <div className="flex gap-2">
            <Button variant="secondary" aria-expanded={showMarketData} aria-controls={showMarketData ? panelId : undefined} onClick={() => setShowMarketData((v) => !v)}>
              <Database className="h-4 w-4" aria-hidden="true" /> Market Data
            </Button>
            <Button disabled aria-describedby={laterId}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh Analysis
            </Button>
          </div>
          <p id={laterId} className="text-xs text-gray-600 dark:text-gray-400">
            The analysis comes in a later version.
          </p>
        </div>
      </div>
      {showMarketData && <MarketDataPanel id={panelId} />}
      <EmptyState
        icon={<DollarSign className="h-10 w-10" />}
        title="Coming soon"
        hint="The financial analysis (portfolio summary, market trends, sell and trade suggestions) is not built yet. Your dashboard already shows your collection's value and return on investment."
      />
    </div>
  );
}
