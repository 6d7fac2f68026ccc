import { useId, useState } from 'react';
import { Database, RefreshCw } from 'lucide-react';
import { useFinancialAnalysis, useRefreshAnalysis } from '../../api/analysis.ts';
import { Button } from '../../components/Button.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { AnalysisFailed } from './AnalysisFailed.tsx';
import { AnalysisReport } from './AnalysisReport.tsx';
import { MarketDataPanel } from './MarketDataPanel.tsx';
import { NoCollection } from './NoCollection.tsx';

/** /financial-analysis: the collection's numbers, trends, forecasts, sell and trade suggestions and insights. */
export function AnalysisPage() {
  const [showMarketData, setShowMarketData] = useState(false);
  const panelId = useId();
  const analysis = useFinancialAnalysis();
  const refresh = useRefreshAnalysis();
  const fetching = analysis.isFetching;

  const data = analysis.data;
  let body;
  if (!data) {
    body = analysis.isError ? <AnalysisFailed onRetry={() => void analysis.refetch()} retrying={fetching} /> : <Loading text="Analyzing your collection..." />;
  } else if (data.portfolio_summary.total_items === 0) {
    body = <NoCollection onFetchPrices={() => setShowMarketData(true)} />;
  } else {
    body = (
      <>
        {analysis.isError && (
          // A refresh failed: the last analysis stays, and says so.
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            Could not refresh the analysis ({analysis.error.message}); showing the last one.
          </p>
        )}
        <AnalysisReport analysis={data} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Financial Analysis</h1>
          <p className="text-gray-600 dark:text-gray-300">AI-powered insights and market predictions</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" aria-expanded={showMarketData} aria-controls={showMarketData ? panelId : undefined} onClick={() => setShowMarketData((v) => !v)}>
            <Database className="h-4 w-4" aria-hidden="true" /> Market Data
          </Button>
          <Button onClick={() => void refresh()} disabled={fetching} aria-busy={fetching}>
            <RefreshCw className={`h-4 w-4 ${fetching ? 'animate-spin' : ''}`} aria-hidden="true" /> Refresh Analysis
          </Button>
        </div>
      </div>
      {showMarketData && <MarketDataPanel id={panelId} />}
      {body}
    </div>
  );
}
