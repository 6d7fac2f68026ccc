/** Market prices, recorded sales and the background collection of prices (server/src/market). */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';
import { PRICE_SOURCES } from '../market.ts';
import { LISTING_COMPLETENESS, PRICE_TIERS } from '../relevance.ts';
import { GRADING_COMPANIES } from '../grading-companies.ts';
import { EARLIEST_SALE, LIMITS, MAX_PRICE } from '../limits.ts';
import { fieldMessages as say } from '../fields.ts';
import { conversionSchema, currencySchema } from './money.ts';
import { oneOf, pastDate, shortText, strict, typed, wholeNumber } from './common.ts';

export const priceQuerySchema = strict({
  refresh: z.enum(['true', 'false'], { error: say.yesOrNo('refresh') }).optional(),
});

const priceBasisSchema = z.enum(['sold', 'asking']);

const saleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** In the collection's currency; null when it was in another whose rate is not known yet (see conversion). */
  price: z.number().nullable(),
  /** Listed or sold in another currency than the collection's: the price as it was and the rate of its date; else null. */
  conversion: conversionSchema.nullable(),
  url: z.string().nullable(),
  condition: z.string().nullable(),
  source: z.enum(PRICE_SOURCES),
  /** The day of a sale; for an active listing, the day it was last seen. */
  date: z.string().nullable(),
  tier: z.enum(PRICE_TIERS).nullable(),
  /** The professional grade its title names (domain readListingGrade); null for an ungraded listing. */
  grade_company: z.enum(GRADING_COMPANIES).nullable(),
  grade: z.string().nullable(),
  /** A reissue (domain listingIsReissue): in the reissue tier only. */
  reissue: z.boolean(),
  /** What its title says of the figure's pieces (domain listingCompleteness); null when it says neither. */
  completeness: z.enum(LISTING_COMPLETENESS).nullable(),
  /** Left out of every figure by the collector (and can be included again). */
  excluded: z.boolean(),
});
export type Sale = z.infer<typeof saleSchema>;

/** A figure's prices, overall or for one tier (see domain summarizeMarket). */
export const tierPricesSchema = z.object({
  average_price: z.number(),
  current_lowest: z.number(),
  highest_recent: z.number(),
  basis: priceBasisSchema,
  sample_size: z.number().int(),
  /** The lowest and highest of the sample_size prices the average rests on (current_lowest may be an asking price). */
  sample_low: z.number(),
  sample_high: z.number(),
  /** 90 when the average rests on that window's sales; null for all known sales or asking prices. */
  window_days: z.number().int().nullable(),
  recent_sold: z.number().int(),
});
export type TierPrices = z.infer<typeof tierPricesSchema>;

/** The sales of one grading company's grade band (domain summarizeGraded): never in a carded or loose average. */
const gradedPricesSchema = z.object({
  company: z.enum(GRADING_COMPANIES),
  /** The band on the 100-point scale ("85" holds 85 to 89; CGA 9.0 is "90"): domain gradeBand. */
  band: z.string(),
  average_price: z.number(),
  sample_size: z.number().int(),
  sample_low: z.number(),
  sample_high: z.number(),
  /** 180 when the average rests on that window's sales; null when none sold in it (every known sale). */
  window_days: z.number().int().nullable(),
  recent_sold: z.number().int(),
});
export type GradedTierPrices = z.infer<typeof gradedPricesSchema>;

const MARKET_SOURCE_STATUSES = ['ok', 'not_configured', 'blocked', 'failed'] as const;
export const sourceOutcomeSchema = z.object({
  source: z.enum(['ebay', 'ebay_scrape']),
  status: z.enum(MARKET_SOURCE_STATUSES),
  /** What happened, in plain words: what was found, which variables to set, or why it failed. */
  message: z.string(),
});
export type SourceOutcome = z.infer<typeof sourceOutcomeSchema>;

export const figurePricesSchema = z.object({
  current_lowest: z.number().nullable(),
  average_price: z.number().nullable(),
  highest_recent: z.number().nullable(),
  last_updated: z.string().nullable(),
  basis: priceBasisSchema.nullable(),
  sample_size: z.number().int(),
  window_days: z.number().int().nullable(),
  /** The range of the prices the average rests on; null without prices. */
  sample_low: z.number().nullable(),
  sample_high: z.number().nullable(),
  /** Every figure above blends all packaging (and records of unknown packaging); each tier's own are here. */
  carded: tierPricesSchema.nullable(),
  loose: tierPricesSchema.nullable(),
  /** The loose tier's sales whose titles say complete, and those that say pieces are missing (domain summarizeSubTiers). */
  loose_complete: tierPricesSchema.nullable(),
  loose_incomplete: tierPricesSchema.nullable(),
  /** Reissue sales: never in any figure above. */
  reissue: tierPricesSchema.nullable(),
  /** Graded sales, by company and grade band: their own tier, in none of the figures above. */
  graded: z.array(gradedPricesSchema),
  recent_sales: z.array(saleSchema),
  /** What each source answered at the last refresh (empty before the first). */
  sources: z.array(sourceOutcomeSchema),
  refreshed_at: z.string().nullable(),
});
export type FigurePrices = z.infer<typeof figurePricesSchema>;

/** A refresh that got nothing (502, or 503 when no source is configured), with what each source answered. */
export const refreshFailureSchema = z.object({ error: z.string(), sources: z.array(sourceOutcomeSchema) });

export const saleDateSchema = pastDate('date').refine((d) => d >= EARLIEST_SALE, say.notBefore('date', EARLIEST_SALE));

export const httpUrlSchema = z
  .string(typed('url', say.text))
  .trim()
  .max(LIMITS.imageUrl, say.tooLong('url', LIMITS.imageUrl))
  .refine((u) => /^https?:\/\/\S+$/i.test(u), say.webAddress('url'));

/** A sale the collector records by hand (or one row of an imported file). */
export const newSaleSchema = strict({
  price: z
    .number(typed('price', say.number))
    .gt(0, say.moreThan('price', 0))
    .max(MAX_PRICE, say.atMost('price', MAX_PRICE))
    .refine(hasAtMostTwoDecimals, say.cents('price')),
  date: saleDateSchema,
  title: shortText('title', LIMITS.saleTitle).optional(),
  condition: shortText('condition', LIMITS.saleCondition).optional(),
  url: httpUrlSchema.optional(),
  /** Carded or loose; judged from the title and condition when not given. */
  tier: oneOf(PRICE_TIERS, 'tier').optional(),
  /** What the price is in (default: the collection's currency). */
  currency: currencySchema.optional(),
});
export type NewSale = z.infer<typeof newSaleSchema>;

export const priceRecordPatchSchema = strict({
  excluded: z.boolean(typed('excluded', say.yesOrNo)),
});

export const salesImportResultSchema = z.object({
  imported: z.number().int(),
  /** Rows already recorded (an earlier import of the same file): skipped, not errors. */
  duplicates: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), error: z.string() })),
});
export type SalesImportResult = z.infer<typeof salesImportResultSchema>;

const COLLECTION_STATUSES = ['idle', 'running', 'completed', 'failed', 'blocked', 'interrupted'] as const;
const collectionStatusSchema = z.object({
  status: z.enum(COLLECTION_STATUSES),
  message: z.string().nullable(),
  current: z.number().int(),
  total: z.number().int(),
});
export type CollectionStatus = z.infer<typeof collectionStatusSchema>;

export const marketStatsSchema = z.object({
  totalFigures: z.number().int(),
  figuresWithPriceData: z.number().int(),
  coveragePercentage: z.number(),
  totalPriceRecords: z.number().int(),
  collectionStatus: collectionStatusSchema,
});
export type MarketStats = z.infer<typeof marketStatsSchema>;

/** The most figures one collection run may refresh (the catalogue is smaller). */
const MAX_COLLECTION_LIMIT = 500;
export const collectRequestSchema = strict({
  limit: wholeNumber('limit').min(1, say.atLeast('limit', 1)).max(MAX_COLLECTION_LIMIT, say.atMost('limit', MAX_COLLECTION_LIMIT)),
});
export const collectionStartedSchema = z.object({ collectionStatus: collectionStatusSchema });

/**
 * A point of a figure's price history (the spec's `{date, price}`): a counted sale on its day, or an asking price on
 * the day it was last seen (`kind`), in its packaging tier (null: not known). See domain priceHistoryPoints.
 */
const priceHistoryPointSchema = z.object({
  date: z.string(),
  price: z.number(),
  tier: z.enum(PRICE_TIERS).nullable(),
  kind: priceBasisSchema,
});

/** GET /api/figures/{id}/price-history: the spec's list of points, oldest first. */
export const priceHistorySchema = z.array(priceHistoryPointSchema);
export type PriceHistory = z.infer<typeof priceHistorySchema>;
