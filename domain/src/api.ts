/**
 * The one API contract: every request and response body, as zod schemas. The server validates with them,
 * the web client parses with them, and tests build from them.
 */
import { z } from 'zod';
import { BOX_CONDITIONS, COMPLETENESS_VALUES, CONDITIONS, PACKAGING_TYPES } from './conditions.ts';
import { isCalendarDate, isNotInFuture } from './dates.ts';
import { hasAtMostTwoDecimals } from './money.ts';
import { PRICE_SOURCES } from './market.ts';
import { PRICE_TIERS } from './relevance.ts';
import { VALUE_BASES } from './value.ts';
import { LIMITS, MAX_OWNED_ACCESSORIES, MAX_PRICE } from './limits.ts';


const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

const conditionSchema = oneOf(CONDITIONS, 'condition');
const boxConditionSchema = oneOf(BOX_CONDITIONS, 'box_condition');
const packagingTypeSchema = oneOf(PACKAGING_TYPES, 'packaging_type');
const completenessSchema = oneOf(COMPLETENESS_VALUES, 'completeness');

export const priceSchema = z
  .number({ error: 'purchase_price must be a number' })
  .min(0, 'purchase_price must be 0 or more')
  .max(MAX_PRICE, `purchase_price must be at most ${MAX_PRICE}`)
  .refine(hasAtMostTwoDecimals, 'purchase_price must have at most 2 decimals');

const purchaseDateSchema = z
  .string({ error: 'purchase_date must be a date written YYYY-MM-DD' })
  .refine(isCalendarDate, 'purchase_date must be a real calendar date written YYYY-MM-DD')
  .refine((d) => isNotInFuture(d), 'purchase_date cannot be in the future');

const notesSchema = z.string({ error: 'notes must be text' }).max(LIMITS.notes, `notes must be at most ${LIMITS.notes} characters`);

const shortText = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).trim().max(max, `${field} must be at most ${max} characters`);

// ---------- Figures ----------

export const figureSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The base character ("Leonardo" for "Mutatin' Leonardo"). */
  character: z.string(),
  series: z.string(),
  year: z.number().int(),
  manufacturer: z.string(),
  upc: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  accessories: z.array(z.string()),
});
export type Figure = z.infer<typeof figureSchema>;

export const figureListQuerySchema = z.strictObject({
  q: shortText('q', LIMITS.searchQuery).optional(),
  series: shortText('series', LIMITS.series).optional(),
  year: z.coerce.number({ error: 'year must be a whole number' }).int('year must be a whole number').optional(),
  upc: shortText('upc', LIMITS.upc).optional(),
});
export type FigureListQuery = z.infer<typeof figureListQuerySchema>;

const imageUrlSchema = z
  .string()
  .max(LIMITS.imageUrl, `image_url must be at most ${LIMITS.imageUrl} characters`)
  .refine((u) => /^(https?:\/\/|\/(?!\/))/i.test(u), 'image_url must be an http(s) address or a path on this server');

export const figurePatchSchema = z
  .strictObject({
    name: shortText('name', LIMITS.name).min(1, 'name cannot be empty'),
    series: shortText('series', LIMITS.series).min(1, 'series cannot be empty'),
    year: z.number({ error: 'year must be a whole number' }).int('year must be a whole number').min(1980, 'year must be 1980 or later').max(2100, 'year must be 2100 or earlier'),
    manufacturer: shortText('manufacturer', LIMITS.manufacturer).min(1, 'manufacturer cannot be empty'),
    /** Normalised and checked on the server (see normalizeUpc). */
    upc: z.string({ error: 'upc must be text or null' }).max(LIMITS.upc, `upc must be at most ${LIMITS.upc} characters`).nullable(),
    description: shortText('description', LIMITS.description).nullable(),
    image_url: imageUrlSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'body must name at least one field to change', when: (p) => p.issues.length === 0 });
export type FigurePatch = z.infer<typeof figurePatchSchema>;

export const lookupRequestSchema = z.strictObject({
  upc: z.string({ error: 'upc is required and must be text' }).max(LIMITS.upc, `upc must be at most ${LIMITS.upc} characters`),
});
export const lookupResponseSchema = z.object({ figure: figureSchema });
export const lookupFailureSchema = z.object({
  error: z.string(),
  candidates: z.array(figureSchema).optional(),
  /** Titles of eBay listings found for an unknown code, which the candidates were ranked by. */
  listing_titles: z.array(z.string()).optional(),
});

export const priceQuerySchema = z.strictObject({
  refresh: z.enum(['true', 'false'], { error: 'refresh must be true or false' }).optional(),
});

const priceBasisSchema = z.enum(['sold', 'asking']);

const saleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  url: z.string().nullable(),
  condition: z.string().nullable(),
  source: z.enum(PRICE_SOURCES),
  /** The day of a sale; for an active listing, the day it was last seen. */
  date: z.string().nullable(),
  tier: z.enum(PRICE_TIERS).nullable(),
  /** Left out of every figure by the collector (and can be included again). */
  excluded: z.boolean(),
});
export type Sale = z.infer<typeof saleSchema>;

/** A figure's prices, overall or for one tier (see domain summarizeMarket). */
const tierPricesSchema = z.object({
  average_price: z.number(),
  current_lowest: z.number(),
  highest_recent: z.number(),
  basis: priceBasisSchema,
  sample_size: z.number().int(),
  /** 90 when the average rests on that window's sales; null for all known sales or asking prices. */
  window_days: z.number().int().nullable(),
  recent_sold: z.number().int(),
});
export type TierPrices = z.infer<typeof tierPricesSchema>;

const MARKET_SOURCE_STATUSES = ['ok', 'not_configured', 'blocked', 'failed'] as const;
const sourceOutcomeSchema = z.object({
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
  carded: tierPricesSchema.nullable(),
  loose: tierPricesSchema.nullable(),
  recent_sales: z.array(saleSchema),
  /** What each source answered at the last refresh (empty before the first). */
  sources: z.array(sourceOutcomeSchema),
  refreshed_at: z.string().nullable(),
});
export type FigurePrices = z.infer<typeof figurePricesSchema>;

/** A refresh that got nothing (502, or 503 when no source is configured), with what each source answered. */
export const refreshFailureSchema = z.object({ error: z.string(), sources: z.array(sourceOutcomeSchema) });

const EARLIEST_SALE = '1988-01-01';
const saleDateSchema = z
  .string({ error: 'date must be a date written YYYY-MM-DD' })
  .refine(isCalendarDate, { message: 'date must be a real calendar date written YYYY-MM-DD', abort: true })
  .refine((d) => isNotInFuture(d), 'date cannot be in the future')
  .refine((d) => d >= EARLIEST_SALE, `date must be ${EARLIEST_SALE} or later`);

const httpUrlSchema = z
  .string({ error: 'url must be text' })
  .trim()
  .max(LIMITS.imageUrl, `url must be at most ${LIMITS.imageUrl} characters`)
  .refine((u) => /^https?:\/\/\S+$/i.test(u), 'url must be a web address starting with http:// or https://');

/** A sale the collector records by hand (or one row of an imported file). */
export const newSaleSchema = z.strictObject({
  price: z
    .number({ error: 'price must be a number' })
    .gt(0, 'price must be more than 0')
    .max(MAX_PRICE, `price must be at most ${MAX_PRICE}`)
    .refine(hasAtMostTwoDecimals, 'price must have at most 2 decimals'),
  date: saleDateSchema,
  title: shortText('title', LIMITS.saleTitle).optional(),
  condition: shortText('condition', LIMITS.saleCondition).optional(),
  url: httpUrlSchema.optional(),
  /** Carded or loose; judged from the title and condition when not given. */
  tier: z.enum(PRICE_TIERS, { error: `tier must be one of: ${PRICE_TIERS.join(', ')}` }).optional(),
});
export type NewSale = z.infer<typeof newSaleSchema>;

export const priceRecordPatchSchema = z.strictObject({
  excluded: z.boolean({ error: 'excluded must be true or false' }),
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
export const collectRequestSchema = z.strictObject({
  limit: z
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_COLLECTION_LIMIT, `limit must be at most ${MAX_COLLECTION_LIMIT}`),
});
export const collectionStartedSchema = z.object({ collectionStatus: collectionStatusSchema });

const pricePointSchema = z.object({ date: z.string(), price: z.number() });
export const priceHistorySchema = z.array(pricePointSchema);
export type PricePoint = z.infer<typeof pricePointSchema>;

// ---------- Inventory ----------

const gradeDetailsSchema = z.looseObject({
  letterGrade: z.string().optional(),
  confidence: z.number().optional(),
  summary: z.string().optional(),
  itemIdentification: z
    .looseObject({ characterName: z.string().optional(), itemState: z.string().optional(), rarityLevel: z.string().optional() })
    .optional(),
  criticalDefects: z.array(z.string()).optional(),
  fullBreakdown: z
    .record(
      z.string(),
      z.looseObject({
        score: z.number().nullable().optional(),
        details: z.string().optional(),
        notes: z.array(z.string()).optional(),
        issues: z.array(z.string()).optional(),
        missingItems: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  specificObservations: z.array(z.string()).optional(),
  recommendations: z.array(z.string()).optional(),
});

export const inventoryItemSchema = z.object({
  id: z.number().int(),
  figure_id: z.number().int(),
  name: z.string(),
  series: z.string(),
  year: z.number().int(),
  manufacturer: z.string(),
  upc: z.string().nullable(),
  character: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Text holding a JSON list of the figure's accessory names (spec section 3). */
  accessories: z.string(),
  owned_accessories: z.array(z.string()),
  condition: conditionSchema,
  purchase_price: z.number().nullable(),
  purchase_date: z.string().nullable(),
  notes: z.string().nullable(),
  box_condition: boxConditionSchema.nullable(),
  completeness: completenessSchema.nullable(),
  packaging_type: packagingTypeSchema.nullable(),
  storage_location: z.string().nullable(),
  variant: z.string().nullable(),
  limited_edition: z.boolean().nullable(),
  custom_modifications: z.string().nullable(),
  created_at: z.string(),
  ai_grade_overall: z.number().nullable(),
  ai_grade_date: z.string().nullable(),
  grading_photos: z.array(z.string()),
  ai_grade_details: gradeDetailsSchema.nullable(),
  estimated_value: z.number(),
  /** What estimated_value rests on (see valueCopy) and how many prices. */
  value_basis: z.enum(VALUE_BASES),
  value_sample_size: z.number().int().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export const inventoryListSchema = z.array(inventoryItemSchema);

export const inventoryListQuerySchema = z.strictObject({
  q: shortText('q', LIMITS.searchQuery).optional(),
  series: shortText('series', LIMITS.series).optional(),
  year: z.coerce.number({ error: 'year must be a whole number' }).int('year must be a whole number').optional(),
  condition: conditionSchema.optional(),
  figure_id: z.coerce.number({ error: 'figure_id must be a whole number' }).int('figure_id must be a whole number').optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

export const newCopySchema = z.strictObject({
  figure_id: z.number({ error: 'figure_id is required and must be a whole number' }).int('figure_id must be a whole number'),
  condition: conditionSchema,
  purchase_price: priceSchema.optional(),
  purchase_date: purchaseDateSchema.optional(),
  notes: notesSchema.optional(),
});
export type NewCopy = z.infer<typeof newCopySchema>;

export const inventoryPatchSchema = z
  .strictObject({
    condition: conditionSchema,
    purchase_price: priceSchema.nullable(),
    purchase_date: purchaseDateSchema.nullable(),
    notes: notesSchema.nullable(),
    box_condition: boxConditionSchema.nullable(),
    completeness: completenessSchema.nullable(),
    packaging_type: packagingTypeSchema.nullable(),
    storage_location: shortText('storage_location', LIMITS.storageLocation).nullable(),
    variant: shortText('variant', LIMITS.variant).nullable(),
    limited_edition: z.boolean({ error: 'limited_edition must be true, false or null' }).nullable(),
    custom_modifications: shortText('custom_modifications', LIMITS.customModifications).nullable(),
    /** Checked on the server against the figure's own accessory list. */
    owned_accessories: z.array(z.string({ error: 'owned_accessories must be a list of accessory names' }), {
      error: 'owned_accessories must be a list of accessory names',
    }).max(MAX_OWNED_ACCESSORIES, `owned_accessories can list at most ${MAX_OWNED_ACCESSORIES} names`),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'body must name at least one field to change', when: (p) => p.issues.length === 0 });
export type InventoryPatch = z.infer<typeof inventoryPatchSchema>;

export const collectionStatsSchema = z.object({
  total_items: z.number().int(),
  total_value: z.number(),
  total_invested: z.number(),
  gain_loss: z.number(),
  roi_percentage: z.number(),
  items_with_purchase_price: z.number().int(),
  insurance_value: z.number(),
  min_value: z.number(),
  items_with_price_data: z.number().int(),
  by_series: z.record(z.string(), z.number()),
  by_year: z.record(z.string(), z.number()),
  by_condition: z.record(z.string(), z.number()),
});
export type CollectionStats = z.infer<typeof collectionStatsSchema>;

const topValuableItemSchema = z.object({
  id: z.number().int(),
  figure_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  estimated_value: z.number(),
  value_basis: z.enum(VALUE_BASES),
  value_sample_size: z.number().int().nullable(),
  condition: conditionSchema,
  year: z.number().int(),
  series: z.string(),
});
export type TopValuableItem = z.infer<typeof topValuableItemSchema>;
export const topValuableSchema = z.array(topValuableItemSchema);

const seriesCompletionItemSchema = z.object({ series: z.string(), owned: z.number().int(), total: z.number().int(), percentage: z.number() });
export type SeriesCompletion = z.infer<typeof seriesCompletionItemSchema>;
export const seriesCompletionSchema = z.array(seriesCompletionItemSchema);

const exportRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  series: z.string(),
  condition: conditionSchema,
  purchase_price: z.number().nullable(),
  notes: z.string().nullable(),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;
export const exportSchema = z.array(exportRecordSchema);

export const copiesSchema = z.object({ copies: z.array(inventoryItemSchema), total_copies: z.number().int() });

export const errorSchema = z.object({ error: z.string() });
