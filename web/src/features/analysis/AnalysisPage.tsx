import { DollarSign } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';

/** The financial analysis arrives with its own feature; until then the page says so and shows no numbers. */
export function AnalysisPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Financial Analysis</h1>
        <p className="text-gray-600 dark:text-gray-300">AI-powered insights and market predictions</p>
      </div>
      <EmptyState
        icon={<DollarSign className="h-10 w-10" />}
        title="Coming soon"
        hint="The financial analysis (portfolio summary, market trends, sell and trade suggestions) is not built yet. Your dashboard already shows your collection's value and return on investment."
      />
    </div>
  );
}
