/** The rules' numbers, in one place (issue 12; spec section 4 "Forecast and trends"). */
export const TREND = {
  /** A trend is fitted to the sold records of this many days. */
  windowDays: 90,
  /** No trend (and no forecast, no action) on fewer sales of one tier than this... */
  minSales: 8,
  /** ...or on that tier's sales spanning fewer days than this. */
  minSpanDays: 30,
  /**
   * The plausible range of a trend's change is the Theil-Sen slope's confidence interval at this level (two-sided):
   * z = 1.96 is 95%. An action is advised only when the whole range is on one side of zero.
   */
  intervalZ: 1.96,
  /** The forecast horizon. */
  horizonDays: 30,
  /** Volume compares the sales of the last this many days with the same span before them. */
  volumeDays: 30,
  /** A change in sold count of at least this fraction (either way) makes volume increasing or decreasing. */
  volumeChange: 0.25,
  /** A 90-day change of at least this fraction (either way) makes a trend rising or falling; less is steady. */
  moveChange: 0.1,
  /** A 90-day fall of at least this fraction makes selling urgent ("now"). */
  steepFall: 0.2,
  /** Confidence is half at this many sales (see trendConfidence). */
  halfConfidenceSales: 5,
  /** Confidence reaches 0 when the typical sale is this far (in log price, about 50%) from the line. */
  noConfidenceSpread: 0.5,
} as const;

/** The rule a trend needs, in words: "8 sales of one tier over 30 days in the last 90 days". */
export const TREND_RULE_TEXT = `${TREND.minSales} sales of one tier over ${TREND.minSpanDays} days in the last ${TREND.windowDays} days`;

/** A trade suggestion's figure is worth within this fraction of the spare copy's value. */
export const TRADE_VALUE_MATCH = 0.25;

/** The analysis answers at most this many sell recommendations and trade opportunities (the most urgent first). */
export const MAX_SELL_RECOMMENDATIONS = 20;
export const MAX_TRADE_OPPORTUNITIES = 10;
/** The Market Trends table shows the first this many rows (spec "Lists"). */
export const MARKET_TRENDS_SHOWN = 20;
/** Rule-based insights name at most this many top performers and underperformers. */
export const INSIGHT_PERFORMERS = 3;

/** The analysis is fresh this long (spec "Freshness"); any write makes it stale at once. */
export const ANALYSIS_FRESH_MS = 5 * 60_000;

export const VOLUME_TRENDS = ['increasing', 'decreasing', 'stable'] as const;
export type VolumeTrend = (typeof VOLUME_TRENDS)[number];

export const TREND_ACTIONS = ['sell', 'buy_more', 'trade', 'hold'] as const;
export type TrendAction = (typeof TREND_ACTIONS)[number];

/**
 * Where a trend row stands: a trend fitted to its tier's sales; too few of them (TREND.minSales over
 * TREND.minSpanDays) for one; or copies whose packaging is not set, so no tier (and no trend) is theirs.
 */
export const TREND_STATUSES = ['trend', 'not_enough_sales', 'packaging_not_set'] as const;
export type TrendStatus = (typeof TREND_STATUSES)[number];

/**
 * Which way a trend goes: rising or falling when its whole plausible range is on one side of zero and it moves at
 * least TREND.moveChange over 90 days; steady when the range is on one side of zero but the move is smaller;
 * unclear when the range takes in zero (it may be going either way: no action rests on it).
 */
export const TREND_DIRECTIONS = ['rising', 'falling', 'steady', 'unclear'] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];

/** When to sell, in the few plain phrases the rules choose from. */
export const SELL_TIMES = ['now', 'within 30 days', 'hold 3+ months'] as const;
export type SellTime = (typeof SELL_TIMES)[number];

export const INSIGHT_SOURCES = ['ai', 'rules'] as const;

/** What the page says when the insights were written by rules. */
export const RULES_INSIGHTS_LABEL = 'Rule-based insights (set up an AI provider in Settings → Services for AI insights)';

/** How confidence is worked out, in one sentence (the code's comment and the page's tooltip). */
export const CONFIDENCE_EXPLAINED =
  'Confidence grows with the number of sales (half at 5 sales, 80% at 20) and shrinks as sales stray from the trend line (none when the typical sale is 50% off it).';
