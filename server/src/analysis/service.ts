// The financial analysis: every number from the stored collection and price records, by the domain's rules.
import { createHash } from 'node:crypto';
import {
  daysBefore, fitTrend, forecastCents, fromCents, keepAndSpares, MAX_SELL_RECOMMENDATIONS, MAX_TRADE_OPPORTUNITIES, packagingTier, ruleInsights,
  salesVolume, sellAdvice, tradeMatches, trendAdvice, TREND, utcToday, volumeTrend,
  type FinancialAnalysis, type InsightFacts, type MarketTrend, type OwnedCopy, type SalesBasis, type SellRecommendation, type TradeOpportunity, type Trend,
} from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { computeSeriesCompletion, computeStats } from '../inventory/index.ts';
import { insightsInput, type InsightsWriter } from './ai-insights.ts';
import { figureMarketAverages, missingFigures, ownedCopies, soldRecordsOfOwnedFigures, storedInsights, storeInsights } from './queries.ts';

const basisOf = (trend: Trend): SalesBasis => ({ sales: trend.sales, first_sale: trend.firstSale, last_sale: trend.lastSale, span_days: trend.spanDays });

function groupByFigure(copies: readonly OwnedCopy[]): Map<number, OwnedCopy[]> {
  const byFigure = new Map<number, OwnedCopy[]>();
  for (const copy of copies) {
    const figureCopies = byFigure.get(copy.figureId);
    if (figureCopies) figureCopies.push(copy);
    else byFigure.set(copy.figureId, [copy]);
  }
  return byFigure;
}

/** The analysis without its insights: the numbers, from the collection. Throws only when the collection cannot be read. */
async function analyseNumbers(db: Db, today: string) {
  // Volume looks back 60 days, the trend 90: one read covers both.
  const since = daysBefore(today, Math.max(TREND.windowDays, 2 * TREND.volumeDays));
  const [stats, copies, sold, averages, missing, series] = await Promise.all([
    computeStats(db), ownedCopies(db), soldRecordsOfOwnedFigures(db, since), figureMarketAverages(db), missingFigures(db), computeSeriesCompletion(db),
  ]);
  const copiesByFigure = groupByFigure(copies);
  const trends = new Map<number, Trend>();
  for (const [figureId, records] of sold) {
    const trend = fitTrend(records, today);
    if (trend) trends.set(figureId, trend);
  }

  const spares = [...copiesByFigure.values()].flatMap((figureCopies) => (figureCopies.length > 1 ? keepAndSpares(figureCopies).spares : []));
  const progress = new Map(series.map((s) => [s.series, { owned: s.owned, total: s.total }]));
  const trades = tradeMatches(spares, missing, progress).slice(0, MAX_TRADE_OPPORTUNITIES);
  const sells = sellAdvice(copiesByFigure, trends, new Set(trades.map((t) => t.spare.id)));
  const tradedFigures = new Set(trades.map((t) => t.spare.figureId));

  const marketTrends: MarketTrend[] = [...trends].map(([figureId, trend]) => {
    const figureCopies = copiesByFigure.get(figureId)!;
    const volume = salesVolume(sold.get(figureId)!, today);
    const volumeDirection = volumeTrend(volume);
    const advice = trendAdvice(trend, volumeDirection, figureCopies, tradedFigures.has(figureId));
    return {
      figure_id: figureId,
      figure_name: figureCopies[0].figureName,
      // A figure with sales has a market summary; the line's level today stands in should it not.
      current_price: fromCents(averages.get(figureId) ?? forecastCents(trend, null, 0)),
      price_change_30d: trend.change30d,
      price_change_90d: trend.change90d,
      volume_trend: volumeDirection,
      sales_last_30d: volume.last,
      sales_previous_30d: volume.previous,
      recommendation: advice.action,
      reason: advice.reason,
      confidence: trend.confidence,
      copies_owned: figureCopies.length,
      basis: basisOf(trend),
    };
  });
  marketTrends.sort((a, b) => Math.abs(b.price_change_90d) - Math.abs(a.price_change_90d) || a.figure_name.localeCompare(b.figure_name));

  const sellRecommendations: SellRecommendation[] = sells.slice(0, MAX_SELL_RECOMMENDATIONS).map((s) => ({
    inventory_id: s.copy.id,
    figure_id: s.copy.figureId,
    figure_name: s.copy.figureName,
    condition: s.copy.condition,
    current_value: fromCents(s.copy.valueCents),
    value_basis: s.copy.basis,
    predicted_value_30d: s.trend ? fromCents(forecastCents(s.trend, packagingTier(s.copy.packagingType))) : null,
    optimal_sell_time: s.time,
    reasoning: s.reasoning,
    forecast_basis: s.trend ? basisOf(s.trend) : null,
  }));
  const tradeOpportunities: TradeOpportunity[] = trades.map((t) => ({
    your_inventory_id: t.spare.id,
    your_figure_name: t.spare.figureName,
    your_value: fromCents(t.spare.valueCents),
    suggested_figure_id: t.figure.id,
    suggested_trade_figure: t.figure.name,
    suggested_value: fromCents(t.valueCents),
    series: t.figure.series,
    series_owned: t.series.owned,
    series_total: t.series.total,
    reasoning: t.reasoning,
  }));

  const facts: InsightFacts = {
    portfolio: {
      total_items: stats.total_items,
      total_invested: stats.total_invested,
      current_value: stats.total_value,
      unrealized_gain_loss: stats.gain_loss,
      roi_percentage: stats.roi_percentage,
      items_with_purchase_price: stats.items_with_purchase_price,
      items_with_price_data: stats.items_with_price_data,
      items_valued_at_purchase_price: stats.items_valued_at_purchase_price,
      items_without_value: stats.items_without_value,
    },
    trends: marketTrends,
    sellRecommendations,
    tradeOpportunities,
    figuresOwned: copiesByFigure.size,
    figuresWithoutTrend: copiesByFigure.size - trends.size,
  };
  return { facts, sellTotal: sells.length };
}

type InsightsPart = Pick<FinancialAnalysis, 'ai_insights' | 'insights_source' | 'insights_cost' | 'insights_problem'>;

/**
 * Insights from the AI provider when one is set, else (or when it fails) from rules. The model is asked only for
 * numbers it has not written about yet: its insights are kept by the hash of what it was given.
 */
async function insightsFor(db: Db, writer: InsightsWriter | null, facts: InsightFacts, now: Date): Promise<InsightsPart> {
  const rules = (problem: string | null): InsightsPart => ({ ai_insights: ruleInsights(facts), insights_source: 'rules', insights_cost: null, insights_problem: problem });
  if (!writer || facts.portfolio.total_items === 0) return rules(null);
  const inputHash = createHash('sha256').update(`${writer.model}\n${insightsInput(facts)}`).digest('hex');
  try {
    const stored = await storedInsights(db, inputHash);
    if (stored) return { ai_insights: stored.insights, insights_source: 'ai', insights_cost: stored.cost, insights_problem: null };
    const { insights, cost } = await writer.write(facts);
    await storeInsights(db, inputHash, insights, cost, now.toISOString());
    return { ai_insights: insights, insights_source: 'ai', insights_cost: cost, insights_problem: null };
  } catch (error) {
    return rules(`AI insights failed, so these are rule-based: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function financialAnalysis(deps: { db: Db; insights: InsightsWriter | null }, now = new Date()): Promise<FinancialAnalysis> {
  const { facts, sellTotal } = await analyseNumbers(deps.db, utcToday(now));
  return {
    portfolio_summary: facts.portfolio,
    ...(await insightsFor(deps.db, deps.insights, facts, now)),
    sell_recommendations: facts.sellRecommendations,
    sell_recommendations_total: sellTotal,
    trade_opportunities: facts.tradeOpportunities,
    market_trends: facts.trends,
    figures_owned: facts.figuresOwned,
    figures_without_trend: facts.figuresWithoutTrend,
    generated_at: now.toISOString(),
  };
}
