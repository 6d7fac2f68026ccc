/** The financial analysis: portfolio summary, trends, advice, insights and the portfolio's history (server/src/analysis). */
import { z } from 'zod';
import { PRICE_TIERS } from '../relevance.ts';
import { VALUE_BASES } from '../value.ts';
import { INSIGHT_SOURCES, SELL_TIMES, TREND_ACTIONS, TREND_DIRECTIONS, TREND_STATUSES, VOLUME_TRENDS } from '../analysis/constants.ts';
import { conditionSchema } from './common.ts';
import { gradeCostSchema } from './grading.ts';

/** What a trend or forecast rests on: the sold records in its window and the days they span. */
const salesBasisSchema = z.object({
  sales: z.number().int(),
  first_sale: z.string(),
  last_sale: z.string(),
  span_days: z.number().int(),
});
export type SalesBasis = z.infer<typeof salesBasisSchema>;

/** The plausible range of a change, in percent (low to high): the Theil-Sen slope's 95% interval along the line. */
const changeRangeSchema = z.object({ low: z.number(), high: z.number() });
export type ChangeRangeBody = z.infer<typeof changeRangeSchema>;

/** The packaging tier advice is given per; null for copies whose packaging is not set. */
const tierSchema = z.enum(PRICE_TIERS).nullable();

const portfolioSummarySchema = z.object({
  total_items: z.number().int(),
  total_invested: z.number(),
  current_value: z.number(),
  unrealized_gain_loss: z.number(),
  roi_percentage: z.number(),
  items_with_purchase_price: z.number().int(),
  items_with_price_data: z.number().int(),
  items_valued_at_purchase_price: z.number().int(),
  items_without_value: z.number().int(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

/** What the sold copies returned, beside the unrealised gain of the copies kept: the dashboard's realised numbers. */
const realisedSummarySchema = z.object({
  sold_items: z.number().int(),
  /** The sold copies whose cost is known: the cost and the gain are theirs alone. */
  sold_items_with_cost: z.number().int(),
  proceeds: z.number(),
  cost: z.number(),
  realised_gain_loss: z.number(),
});
export type RealisedSummary = z.infer<typeof realisedSummarySchema>;

export const insightsSchema = z.object({
  market_summary: z.string(),
  top_performers: z.array(z.string()),
  underperformers: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type Insights = z.infer<typeof insightsSchema>;

/**
 * One row per owned figure and packaging tier (issue 22: a carded and a loose copy are different markets). A row
 * with status not_enough_sales or packaging_not_set carries no change, range, confidence or action (null): a number
 * there would be made up.
 */
const marketTrendSchema = z.object({
  figure_id: z.number().int(),
  figure_name: z.string(),
  tier: tierSchema,
  status: z.enum(TREND_STATUSES),
  /** The tier's market average now (the figure's when the packaging is not set); null when nothing is known. */
  current_price: z.number().nullable(),
  /** Percent, from the fitted line; null without a trend. */
  price_change_30d: z.number().nullable(),
  price_change_90d: z.number().nullable(),
  /** The range each change could plausibly take; null without a trend. */
  change_30d_range: changeRangeSchema.nullable(),
  change_90d_range: changeRangeSchema.nullable(),
  /** TREND_DIRECTIONS; null without a trend. */
  direction: z.enum(TREND_DIRECTIONS).nullable(),
  /** The tier's sold volume; null when the packaging is not set. */
  volume_trend: z.enum(VOLUME_TRENDS).nullable(),
  /** The tier's sales in the last 30 days, and in the 30 days before them (0 when the packaging is not set). */
  sales_last_30d: z.number().int(),
  sales_previous_30d: z.number().int(),
  /** null: no action (not enough sales, or packaging not set); hold when the range takes in zero. */
  recommendation: z.enum(TREND_ACTIONS).nullable(),
  /** Why that action (or why none), from the numbers. */
  reason: z.string(),
  /** 0-100 (CONFIDENCE_EXPLAINED); null without a trend. */
  confidence: z.number().int().nullable(),
  /** Copies of the figure in this tier. */
  copies_owned: z.number().int(),
  /** The tier's sales in the window (with a trend: what it rests on); null when none, or the packaging is not set. */
  basis: salesBasisSchema.nullable(),
});
export type MarketTrend = z.infer<typeof marketTrendSchema>;

const sellRecommendationSchema = z.object({
  inventory_id: z.number().int(),
  figure_id: z.number().int(),
  figure_name: z.string(),
  condition: conditionSchema,
  /** The copy's packaging tier: its spare and its forecast are of this tier alone. */
  tier: z.enum(PRICE_TIERS),
  current_value: z.number(),
  /** What current_value rests on ('none': nothing values the copy yet, shown as NO_VALUE). */
  value_basis: z.enum(VALUE_BASES),
  /** The fitted line 30 days ahead; null when the figure has too few sales for a trend. */
  predicted_value_30d: z.number().nullable(),
  /** The forecast's plausible range (the line's level today carried on at the slope's interval ends); null with no forecast. */
  predicted_range_30d: z.object({ low: z.number(), high: z.number() }).nullable(),
  optimal_sell_time: z.enum(SELL_TIMES),
  reasoning: z.string(),
  /** What the forecast rests on; null with no forecast. */
  forecast_basis: salesBasisSchema.nullable(),
});
export type SellRecommendation = z.infer<typeof sellRecommendationSchema>;

const tradeOpportunitySchema = z.object({
  your_inventory_id: z.number().int(),
  your_figure_name: z.string(),
  /** The spare's packaging tier (a spare is one beyond the copy kept of its figure in this tier). */
  your_tier: z.enum(PRICE_TIERS),
  your_value: z.number(),
  suggested_figure_id: z.number().int(),
  suggested_trade_figure: z.string(),
  suggested_value: z.number(),
  series: z.string(),
  series_owned: z.number().int(),
  series_total: z.number().int(),
  reasoning: z.string(),
});
export type TradeOpportunity = z.infer<typeof tradeOpportunitySchema>;

export const financialAnalysisSchema = z.object({
  portfolio_summary: portfolioSummarySchema,
  realised_summary: realisedSummarySchema,
  ai_insights: insightsSchema,
  insights_source: z.enum(INSIGHT_SOURCES),
  /** What the AI insights cost (tokens, and dollars when the model's price is known); null for rule-based ones. */
  insights_cost: gradeCostSchema.nullable(),
  /** Why the insights are rule-based although an AI provider is set (its failure, in plain words); else null. */
  insights_problem: z.string().nullable(),
  sell_recommendations: z.array(sellRecommendationSchema),
  /** How many sell recommendations there are in all (at most MAX_SELL_RECOMMENDATIONS are listed). */
  sell_recommendations_total: z.number().int(),
  trade_opportunities: z.array(tradeOpportunitySchema),
  /**
   * Every owned figure in each tier it is owned in: those with a trend first (biggest 90-day move first), then those
   * with not enough sales (the most sales first), then those whose packaging is not set.
   */
  market_trends: z.array(marketTrendSchema),
  /** Distinct figures owned, and how many of them have a trend in no tier. */
  figures_owned: z.number().int(),
  figures_without_trend: z.number().int(),
  generated_at: z.string(),
});
export type FinancialAnalysis = z.infer<typeof financialAnalysisSchema>;

/** One day of the portfolio's value: a snapshot, or (snapshot false) the day before carried forward. */
const portfolioDaySchema = z.object({
  date: z.string(),
  value: z.number(),
  invested: z.number(),
  items: z.number().int(),
  snapshot: z.boolean(),
  /** Whether price data came in since the day before (false: the value moved only with the collection, if at all). */
  new_price_data: z.boolean(),
});
/** A copy sold on a day of the chart: the value drops by what it was worth, and the sale returned `proceeds`. */
const portfolioSaleSchema = z.object({ date: z.string(), item_id: z.number().int(), name: z.string(), proceeds: z.number() });
export type PortfolioSale = z.infer<typeof portfolioSaleSchema>;
/** The days, and the sales made on them (oldest first) for the chart to mark. */
export const portfolioHistorySchema = z.object({ days: z.array(portfolioDaySchema), sales: z.array(portfolioSaleSchema) });
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;
export type PortfolioDay = z.infer<typeof portfolioDaySchema>;
