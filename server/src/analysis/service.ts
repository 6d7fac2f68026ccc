// The financial analysis: every number from the stored collection and price records, by the domain's rules.
import { createHash } from 'node:crypto';
import {
  adviceGroups, allSpares, copyAdviceKey, daysBefore, forecastCents, forecastRangeCents, fromCents, groupSales, groupTrend, MAX_SELL_RECOMMENDATIONS,
  MAX_TRADE_OPPORTUNITIES, packagingTier, ruleInsights, sellAdvice, tradeMatches, TREND, trendDirection, TREND_STATUSES, utcToday,
  type FinancialAnalysis, type GroupTrend, type InsightFacts, type MarketTrend, type RealisedSummary, type SalesBasis, type SalesWindow, type SellRecommendation,
  type TradeOpportunity,
} from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { computeSeriesCompletion, computeStats } from '../inventory/index.ts';
import { insightsInput, type InsightsWriter } from './ai-insights.ts';
import { figureMarketAverages, missingFigures, ownedCopies, ownedFigureVariants, soldRecordsOfOwnedFigures, storedInsights, storeInsights, type MarketAverages } from './queries.ts';

const basisOf = (window: SalesWindow): SalesBasis => ({ sales: window.sales, first_sale: window.firstSale, last_sale: window.lastSale, span_days: window.spanDays });

/** The sub-tier (domain SUB_TIERS) whose average is a split group's price. */
const SPLIT_TIERS = { complete: 'loose_complete', incomplete: 'loose_incomplete', reissue: 'reissue' } as const;

/**
 * A trend row's current price: its tier's (or its split's) market average (the line's level today should it have no
 * summary), or the figure's overall average for copies whose packaging is not set; null when unknown.
 */
function currentPriceCents({ group, trend }: GroupTrend, averages: MarketAverages | undefined): number | null {
  if (group.tier === null) return averages?.overall ?? null;
  return averages?.[group.split ? SPLIT_TIERS[group.split] : group.tier] ?? (trend ? forecastCents(trend, 0) : null);
}

function marketTrend(row: GroupTrend, averages: MarketAverages | undefined): MarketTrend {
  const { group, trend } = row;
  const price = currentPriceCents(row, averages);
  return {
    figure_id: group.figureId,
    figure_name: group.figureName,
    tier: group.tier,
    status: row.status,
    current_price: price === null ? null : fromCents(price),
    price_change_30d: trend?.change30d ?? null,
    price_change_90d: trend?.change90d ?? null,
    change_30d_range: trend?.range30d ?? null,
    change_90d_range: trend?.range90d ?? null,
    direction: trend ? trendDirection(trend) : null,
    volume_trend: row.volume?.trend ?? null,
    sales_last_30d: row.volume?.last ?? 0,
    sales_previous_30d: row.volume?.previous ?? 0,
    recommendation: row.action,
    reason: row.reason,
    confidence: trend?.confidence ?? null,
    copies_owned: group.copies.length,
    basis: row.window ? basisOf(row.window) : null,
  };
}

const STATUS_RANK = Object.fromEntries(TREND_STATUSES.map((status, i) => [status, i])) as Record<MarketTrend['status'], number>;

/** Trends first, the biggest 90-day move first; then too few sales, the most first; then packaging not set. */
function trendOrder(a: MarketTrend, b: MarketTrend): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    Math.abs(b.price_change_90d ?? 0) - Math.abs(a.price_change_90d ?? 0) ||
    (b.basis?.sales ?? 0) - (a.basis?.sales ?? 0) ||
    a.figure_name.localeCompare(b.figure_name) ||
    (a.tier ?? '').localeCompare(b.tier ?? '')
  );
}

/** The analysis without its insights: the numbers, from the collection. Throws only when the collection cannot be read. */
async function analyseNumbers(db: Db, today: string) {
  // Volume looks back 60 days, the trend 90: one read covers both.
  const since = daysBefore(today, Math.max(TREND.windowDays, 2 * TREND.volumeDays));
  const [stats, copies, sold, averages, missing, series, variants] = await Promise.all([
    computeStats(db), ownedCopies(db), soldRecordsOfOwnedFigures(db, since), figureMarketAverages(db), missingFigures(db), computeSeriesCompletion(db),
    ownedFigureVariants(db),
  ]);
  // Advice is per figure and packaging tier (and variant priced apart): its copies, and its sales, of that group alone.
  const groups = adviceGroups(copies);
  const soldByGroup = new Map(groups.map((group) => [group.key, groupSales(group, sold.get(group.figureId) ?? [], variants.get(group.figureId) ?? [])]));

  const progress = new Map(series.map((s) => [s.series, { owned: s.owned, total: s.total }]));
  const trades = tradeMatches(allSpares(groups), missing, progress).slice(0, MAX_TRADE_OPPORTUNITIES);
  const tradedGroups = new Set(trades.map((t) => copyAdviceKey(t.spare)));
  const rows = groups.map((group) => groupTrend(group, soldByGroup.get(group.key) ?? [], today, tradedGroups.has(group.key)));
  const trends = new Map(rows.flatMap((row) => (row.trend ? [[row.group.key, row.trend] as const] : [])));
  const sells = sellAdvice(groups, trends, new Set(trades.map((t) => t.spare.id)));

  const marketTrends = rows.map((row) => marketTrend(row, averages.get(row.group.figureId))).sort(trendOrder);

  const sellRecommendations: SellRecommendation[] = sells.slice(0, MAX_SELL_RECOMMENDATIONS).map((s) => {
    const range = s.trend ? forecastRangeCents(s.trend) : null;
    return {
      inventory_id: s.copy.id,
      figure_id: s.copy.figureId,
      figure_name: s.copy.figureName,
      condition: s.copy.condition,
      tier: s.tier,
      current_value: fromCents(s.copy.valueCents),
      value_basis: s.copy.basis,
      predicted_value_30d: s.forecastCents === null ? null : fromCents(s.forecastCents),
      predicted_range_30d: range && { low: fromCents(range.low), high: fromCents(range.high) },
      optimal_sell_time: s.time,
      reasoning: s.reasoning,
      forecast_basis: s.trend ? basisOf(s.trend) : null,
    };
  });
  const tradeOpportunities: TradeOpportunity[] = trades.map((t) => ({
    your_inventory_id: t.spare.id,
    your_figure_name: t.spare.figureName,
    // A spare is one of several copies of a figure in one tier: its packaging is always set.
    your_tier: packagingTier(t.spare.packagingType)!,
    your_value: fromCents(t.spare.valueCents),
    suggested_figure_id: t.figure.id,
    suggested_trade_figure: t.figure.name,
    suggested_value: fromCents(t.valueCents),
    series: t.figure.series,
    series_owned: t.series.owned,
    series_total: t.series.total,
    reasoning: t.reasoning,
  }));

  const figuresOwned = new Set(groups.map((g) => g.figureId)).size;
  const figuresWithTrend = new Set(rows.filter((row) => row.trend).map((row) => row.group.figureId)).size;
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
    figuresOwned,
    figuresWithoutTrend: figuresOwned - figuresWithTrend,
  };
  const realised: RealisedSummary = {
    sold_items: stats.sold_items,
    sold_items_with_cost: stats.sold_items_with_cost,
    proceeds: stats.realised_proceeds,
    cost: stats.realised_cost,
    realised_gain_loss: stats.realised_gain,
  };
  return { facts, realised, sellTotal: sells.length };
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
  const { facts, realised, sellTotal } = await analyseNumbers(deps.db, utcToday(now));
  return {
    portfolio_summary: facts.portfolio,
    realised_summary: realised,
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
