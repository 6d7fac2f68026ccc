/** The rules' numbers, in one place (issue 12; spec section 4 "Forecast and trends"). */
export const TREND = {
  /** A trend is fitted to the sold records of this many days. */
  windowDays: 90,
  /** No trend (and no forecast) on fewer sales than this... */
  minSales: 5,
  /** ...or on sales spanning fewer days than this. */
  minSpanDays: 21,
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

/** When to sell, in the few plain phrases the rules choose from. */
export const SELL_TIMES = ['now', 'within 30 days', 'hold 3+ months'] as const;
export type SellTime = (typeof SELL_TIMES)[number];

export const INSIGHT_SOURCES = ['ai', 'rules'] as const;

/** What the page says when the insights were written by rules. */
export const RULES_INSIGHTS_LABEL = 'Rule-based insights (set an AI provider in .env for AI insights)';

/** How confidence is worked out, in one sentence (the code's comment and the page's tooltip). */
export const CONFIDENCE_EXPLAINED =
  'Confidence grows with the number of sales (half at 5 sales, 80% at 20) and shrinks as sales stray from the trend line (none when the typical sale is 50% off it).';
