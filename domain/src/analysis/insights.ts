import type { Insights, MarketTrend, PortfolioSummary, SellRecommendation, TradeOpportunity } from '../api/analysis.ts';
import { formatMoney, formatSignedPercent } from '../money.ts';
import { formatCopyValue } from '../value.ts';
import { plural } from '../words.ts';
import { INSIGHT_PERFORMERS, TREND, TREND_RULE_TEXT } from './constants.ts';
import { formatChangeRange } from './advice.ts';

/** The computed numbers insights are written from, by rules or by an AI model (which gets exactly these). */
export interface InsightFacts {
  portfolio: PortfolioSummary;
  trends: MarketTrend[];
  sellRecommendations: SellRecommendation[];
  tradeOpportunities: TradeOpportunity[];
  figuresOwned: number;
  figuresWithoutTrend: number;
}

type Defined<T, K extends keyof T> = T & { [P in K]: NonNullable<T[P]> };
/** A trend row with its numbers: status 'trend', and every number the others leave null. */
export type FittedTrendRow = Defined<MarketTrend, 'price_change_30d' | 'price_change_90d' | 'change_30d_range' | 'change_90d_range' | 'direction' | 'confidence' | 'basis'>;
export const isFittedTrend = (t: MarketTrend): t is FittedTrendRow => t.status === 'trend';

/** "Leonardo (carded)": a figure in one tier. */
const rowName = (t: MarketTrend) => (t.tier ? `${t.figure_name} (${t.tier})` : t.figure_name);

const performer = (t: FittedTrendRow) =>
  `${rowName(t)}: ${formatSignedPercent(t.price_change_90d)} over ${TREND.windowDays} days (plausibly ${formatChangeRange(t.change_90d_range)}) on ${plural(t.basis.sales, 'sale')} (confidence ${t.confidence}%)`;

/** The four insight lists written by rules from the numbers alone: what the page shows without an AI provider. */
export function ruleInsights(facts: InsightFacts): Insights {
  const { portfolio: p, trends } = facts;
  const summary: string[] = [];
  if (p.total_items === 0) {
    summary.push('Your collection is empty: add figures, then fetch prices to see how their values move.');
  } else {
    const gain = p.unrealized_gain_loss;
    const are = p.total_items === 1 ? 'is' : 'are';
    summary.push(
      p.items_with_purchase_price > 0
        ? `Your ${plural(p.total_items, 'copy', 'copies')} ${are} valued at ${formatMoney(p.current_value)}; the ${p.items_with_purchase_price} with a purchase price ${gain >= 0 ? 'gained' : 'lost'} ${formatMoney(Math.abs(gain))} on ${formatMoney(p.total_invested)} invested (${formatSignedPercent(p.roi_percentage)}).`
        : `Your ${plural(p.total_items, 'copy', 'copies')} ${are} valued at ${formatMoney(p.current_value)}; add purchase prices to see your return.`,
    );
    const rows = trends.filter(isFittedTrend);
    const count = (direction: MarketTrend['direction']) => rows.filter((t) => t.direction === direction).length;
    const figuresWithTrend = facts.figuresOwned - facts.figuresWithoutTrend;
    summary.push(
      rows.length > 0
        ? `Of the ${plural(facts.figuresOwned, 'figure')} you own, ${figuresWithTrend} ${figuresWithTrend === 1 ? 'has' : 'have'} enough recent sales for a trend in a tier (${plural(rows.length, 'trend')}: ${count('rising')} rising, ${count('falling')} falling, ${count('steady')} steady, ${count('unclear')} without a clear direction).`
        : `None of the ${plural(facts.figuresOwned, 'figure')} you own has enough recent sales for a trend yet (${TREND_RULE_TEXT}).`,
    );
  }

  const byChange = trends.filter(isFittedTrend).sort((a, b) => b.price_change_90d - a.price_change_90d);
  const top = byChange.filter((t) => t.direction === 'rising').slice(0, INSIGHT_PERFORMERS);
  const under = byChange.reverse().filter((t) => t.direction === 'falling').slice(0, INSIGHT_PERFORMERS);

  const recommendations: string[] = [];
  for (const sell of facts.sellRecommendations.slice(0, 3)) {
    recommendations.push(`Sell your ${sell.figure_name} (${sell.tier}) in ${sell.condition} condition (${formatCopyValue(sell.current_value, sell.value_basis)}) ${sell.optimal_sell_time === 'hold 3+ months' ? 'after holding it 3+ months' : sell.optimal_sell_time}: ${sell.reasoning}.`);
  }
  for (const trade of facts.tradeOpportunities.slice(0, 2)) recommendations.push(`Trade: ${trade.reasoning}`);
  for (const t of trends.filter((row) => row.recommendation === 'buy_more').slice(0, 2)) recommendations.push(`Consider another ${rowName(t)}: ${t.reason}.`);
  const unpriced = p.items_valued_at_purchase_price + p.items_without_value;
  if (unpriced > 0) {
    recommendations.push(`${plural(unpriced, 'copy', 'copies')} ${unpriced === 1 ? 'has' : 'have'} no market data: use Collect Unpriced under Market Data to fetch their prices.`);
  }
  if (facts.figuresWithoutTrend > 0 && p.total_items > 0) {
    recommendations.push(`${plural(facts.figuresWithoutTrend, 'figure')} you own ${facts.figuresWithoutTrend === 1 ? 'has' : 'have'} no trend in any tier yet (${TREND_RULE_TEXT} are needed): collect market data again in a few weeks.`);
  }
  const withoutPackaging = trends.filter((t) => t.status === 'packaging_not_set').reduce((sum, t) => sum + t.copies_owned, 0);
  if (withoutPackaging > 0) {
    recommendations.push(`${plural(withoutPackaging, 'copy', 'copies')} ${withoutPackaging === 1 ? 'has' : 'have'} no packaging set: set it (carded or loose) for a trend and advice of the right tier.`);
  }
  if (recommendations.length === 0 && p.total_items > 0) recommendations.push('Nothing needs doing: hold your collection and check back after the next price collection.');

  return { market_summary: summary.join(' '), top_performers: top.map(performer), underperformers: under.map(performer), recommendations };
}
