import type { ReactNode } from 'react';
import { Bot, ListChecks, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import type { FinancialAnalysis } from '@tmnt/domain';
import { Card, CardTitle } from '../../components/Card.tsx';
import { insightsSourceText } from './analysis-text.ts';

function InsightList({ title, icon, items }: { title: string; icon: ReactNode; items: string[] }) {
  return (
    <section aria-label={title}>
      <h3 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">None yet.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-6 text-sm text-gray-700 dark:text-gray-200">
          {items.map((item, index) => (
            // The same sentence may come twice from a model: the position keeps the keys apart.
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * AI Market Insights (spec): the summary, Top Performers, Underperformers (only if any) and Recommendations, and
 * whether a model or the rules wrote them (with what the model's answer cost).
 */
export function InsightsCard({ analysis }: { analysis: FinancialAnalysis }) {
  const { ai_insights: insights, insights_source: source, insights_problem: problem } = analysis;
  return (
    <Card aria-label="AI Market Insights">
      <CardTitle icon={<Sparkles className="h-5 w-5 text-brand-600" aria-hidden="true" />}>AI Market Insights</CardTitle>
      <div className="mb-3 -mt-1">
        <p data-testid="insights-source" className="flex items-center gap-1.5 text-xs font-medium text-gray-600 dark:text-gray-300">
          {source === 'ai' ? <Bot className="h-4 w-4" aria-hidden="true" /> : <ListChecks className="h-4 w-4" aria-hidden="true" />}
          {insightsSourceText(analysis)}
        </p>
        {source === 'rules' && problem && (
          <p data-testid="insights-problem" className="mt-0.5 text-xs text-amber-800 dark:text-amber-300">
            {problem}
          </p>
        )}
      </div>
      <p className="text-gray-800 dark:text-gray-100">{insights.market_summary}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <InsightList title="Top Performers" icon={<TrendingUp className="h-4 w-4 text-green-700 dark:text-green-400" aria-hidden="true" />} items={insights.top_performers} />
        {insights.underperformers.length > 0 && (
          <InsightList title="Underperformers" icon={<TrendingDown className="h-4 w-4 text-red-700 dark:text-red-400" aria-hidden="true" />} items={insights.underperformers} />
        )}
        <div className="md:col-span-2">
          <InsightList title="Recommendations" icon={<ListChecks className="h-4 w-4 text-brand-600" aria-hidden="true" />} items={insights.recommendations} />
        </div>
      </div>
    </Card>
  );
}
