import type { FinancialAnalysis } from '@tmnt/domain';
import { InsightsCard } from './InsightsCard.tsx';
import { MarketTrends } from './MarketTrends.tsx';
import { PortfolioSummary } from './PortfolioSummary.tsx';
import { SellRecommendations } from './SellRecommendations.tsx';
import { TradeOpportunities } from './TradeOpportunities.tsx';
import { ValueOverTime } from './ValueOverTime.tsx';

/** Every section of an analysis of a collection that has copies, in the spec's order, then the value history. */
export function AnalysisReport({ analysis }: { analysis: FinancialAnalysis }) {
  return (
    <div className="space-y-6">
      <PortfolioSummary summary={analysis.portfolio_summary} realised={analysis.realised_summary} />
      <InsightsCard analysis={analysis} />
      <SellRecommendations recommendations={analysis.sell_recommendations} total={analysis.sell_recommendations_total} />
      <TradeOpportunities opportunities={analysis.trade_opportunities} />
      <MarketTrends trends={analysis.market_trends} figuresOwned={analysis.figures_owned} withoutTrend={analysis.figures_without_trend} />
      <ValueOverTime />
      <footer className="space-y-1 border-t border-gray-200 pt-4 text-xs text-gray-600 dark:border-gray-800 dark:text-gray-300">
        <p data-testid="disclaimer">
          This analysis is for your information only and is not financial advice. Trends and forecasts extend past sales along a fitted line; the
          market for vintage figures can turn at any time.
        </p>
        <p data-testid="generated-at">Generated {new Date(analysis.generated_at).toLocaleString()}</p>
      </footer>
    </div>
  );
}
