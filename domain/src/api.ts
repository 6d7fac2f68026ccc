/**
 * The one API contract: every request and response body, as zod schemas. The server validates with them,
 * the web client parses with them, and tests build from them.
 */
import { z } from 'zod';
import { BOX_CONDITIONS, COMPLETENESS_VALUES, CONDITIONS, PACKAGING_TYPES } from './conditions.ts';
import { isCalendarDate, isIsoTime, isNotInFuture } from './dates.ts';
import { hasAtMostTwoDecimals } from './money.ts';
import { PRICE_SOURCES } from './market.ts';
import { PRICE_TIERS } from './relevance.ts';
import { VALUE_BASES } from './value.ts';
import { BARCODE_FORMATS } from './upc.ts';
import { EARLIEST_SALE, LIMITS, MAX_OWNED_ACCESSORIES, MAX_PRICE } from './limits.ts';
import { fieldMessages as say } from './fields.ts';
import { PACKAGING_STATUSES } from './grading/packaging.ts';
import { GRADE_ASPECTS } from './grading/questions.ts';
import { GRADING } from './grading/constants.ts';
import { INSIGHT_SOURCES, SELL_TIMES, TREND_ACTIONS, VOLUME_TRENDS } from './analysis/constants.ts';

// Every message is worded by fieldMessages (fields.ts), naming the field by the label its form shows.

/** A value of the wrong type: "... is required" when the field is missing, else what it must be. */
const typed = (field: string, mustBe: (field: string) => string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? say.required(field) : mustBe(field)),
});

/** An object that refuses fields nobody listed, naming them. */
const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? say.unknownFields(issue.keys) : issue.code === 'invalid_type' ? say.notAnObject() : undefined),
  });

/** A patch must change something; said only when its fields are otherwise fine. */
const changesSomething = { message: say.nothingToChange(), when: (p: { issues: unknown[] }) => p.issues.length === 0 };

const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, typed(field, (f) => say.oneOf(f, values)));

export const conditionSchema = oneOf(CONDITIONS, 'condition');
export const boxConditionSchema = oneOf(BOX_CONDITIONS, 'box_condition');
export const packagingTypeSchema = oneOf(PACKAGING_TYPES, 'packaging_type');
export const completenessSchema = oneOf(COMPLETENESS_VALUES, 'completeness');

export const priceSchema = z
  .number(typed('purchase_price', say.number))
  .min(0, say.atLeast('purchase_price', 0))
  .max(MAX_PRICE, say.atMost('purchase_price', MAX_PRICE))
  .refine(hasAtMostTwoDecimals, say.cents('purchase_price'));

/** A real calendar day, not after today (today anywhere on Earth: see isNotInFuture). */
const pastDate = (field: string) =>
  z
    .string(typed(field, say.date))
    .refine(isCalendarDate, { message: say.date(field), abort: true })
    .refine((d) => isNotInFuture(d), say.notInFuture(field));

const purchaseDateSchema = pastDate('purchase_date');

/** A moment as the app stores it (ISO 8601): when a copy was added, graded, a sale recorded. */
export const isoTimeSchema = (field: string) =>
  z.string(typed(field, say.time)).max(40, say.time(field)).refine(isIsoTime, say.time(field));

export const notesSchema = z.string(typed('notes', say.text)).max(LIMITS.notes, say.tooLong('notes', LIMITS.notes));

const shortText = (field: string, max: number) => z.string(typed(field, say.text)).trim().max(max, say.tooLong(field, max));

const wholeNumber = (field: string) => z.number(typed(field, say.wholeNumber)).int(say.wholeNumber(field));
/** The largest number a query may filter by: PostgreSQL's integer, which the id and year columns are. */
const MAX_QUERY_NUMBER = 2_147_483_647;

/**
 * A whole number in a query string, in plain digits. `?year=` is refused as empty and `?year=abc` as not a
 * number, never read as 0; a repeated parameter (`?year=1&year=2`) is not text and is refused too.
 */
const queryWholeNumber = (field: string) =>
  z
    .string(typed(field, say.wholeNumber))
    .trim()
    .refine((v) => v !== '', { message: say.notEmpty(field), abort: true })
    .refine((v) => /^\d+$/.test(v), { message: say.wholeNumber(field), abort: true })
    .transform(Number)
    .refine((n) => n <= MAX_QUERY_NUMBER, say.atMost(field, MAX_QUERY_NUMBER));

/** Text in a query string: trimmed, and refused when empty (`?series=` filters by nothing: leave it out). */
const queryText = (field: string, max: number) => shortText(field, max).min(1, say.notEmpty(field));

// ---------- Figures ----------

export const figureSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The base character ("Leonardo" for "Mutatin' Leonardo"). */
  character: z.string(),
  series: z.string(),
  year: z.number().int(),
  manufacturer: z.string(),
  /** The primary code (the first of upcs), or null. */
  upc: z.string().nullable(),
  /** Every code linked to the figure, primary first. */
  upcs: z.array(z.string()),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  accessories: z.array(z.string()),
});
export type Figure = z.infer<typeof figureSchema>;

/** Where a figure's code came from. */
export const CODE_SOURCES = ['catalogue', 'collector'] as const;

export const figureCodeSchema = z.object({
  code: z.string(),
  primary: z.boolean(),
  source: z.enum(CODE_SOURCES),
  /** The barcode format it was linked as; null when typed as a UPC. */
  format: z.enum(BARCODE_FORMATS).nullable(),
  /** When the collector linked it; null when not recorded. */
  linked_at: z.string().nullable(),
});
export type FigureCode = z.infer<typeof figureCodeSchema>;

/** Links a code to a figure; checked on the server with checkCodeForLink. */
export const figureCodeLinkSchema = strict({
  upc: z.string(typed('upc', say.text)).max(LIMITS.upc, say.tooLong('upc', LIMITS.upc)),
  format: oneOf(BARCODE_FORMATS, 'format').optional(),
});
export type FigureCodeLink = z.infer<typeof figureCodeLinkSchema>;

export const figureListQuerySchema = strict({
  q: queryText('q', LIMITS.searchQuery).optional(),
  series: queryText('series', LIMITS.series).optional(),
  year: queryWholeNumber('year').optional(),
  upc: queryText('upc', LIMITS.upc).optional(),
});
export type FigureListQuery = z.infer<typeof figureListQuerySchema>;

export const imageUrlSchema = z
  .string(typed('image_url', say.text))
  .max(LIMITS.imageUrl, say.tooLong('image_url', LIMITS.imageUrl))
  .refine((u) => /^(https?:\/\/|\/(?!\/))/i.test(u), say.webAddressOrPath('image_url'));

export const figurePatchSchema = strict({
  name: shortText('name', LIMITS.name).min(1, say.notEmpty('name')),
  series: shortText('series', LIMITS.series).min(1, say.notEmpty('series')),
  year: wholeNumber('year').min(1980, say.notBefore('year', '1980')).max(2100, say.notAfter('year', '2100')),
  manufacturer: shortText('manufacturer', LIMITS.manufacturer).min(1, say.notEmpty('manufacturer')),
  /** Normalised and checked on the server (see normalizeUpc). */
  upc: z.string(typed('upc', say.text)).max(LIMITS.upc, say.tooLong('upc', LIMITS.upc)).nullable(),
  description: shortText('description', LIMITS.description).nullable(),
  image_url: imageUrlSchema.nullable(),
})
  .partial()
  .refine((body) => Object.keys(body).length > 0, changesSomething);
export type FigurePatch = z.infer<typeof figurePatchSchema>;

export const lookupRequestSchema = strict({
  upc: z.string(typed('upc', say.text)).max(LIMITS.upc, say.tooLong('upc', LIMITS.upc)),
});
export const lookupResponseSchema = z.object({ figure: figureSchema });
export const lookupFailureSchema = z.object({
  error: z.string(),
  candidates: z.array(figureSchema).optional(),
  /** Titles of eBay listings found for an unknown code, which the candidates were ranked by. */
  listing_titles: z.array(z.string()).optional(),
});

export const priceQuerySchema = strict({
  refresh: z.enum(['true', 'false'], { error: say.yesOrNo('refresh') }).optional(),
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

const saleDateSchema = pastDate('date').refine((d) => d >= EARLIEST_SALE, say.notBefore('date', EARLIEST_SALE));

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

const pricePointSchema = z.object({ date: z.string(), price: z.number() });
export const priceHistorySchema = z.array(pricePointSchema);
export type PricePoint = z.infer<typeof pricePointSchema>;

// ---------- Inventory ----------

export const GRADE_METHODS = ['manual', 'ai'] as const;
export type GradeMethod = (typeof GRADE_METHODS)[number];

/** What an AI grading cost, from the answer's token usage; usd is null for a model with no known price (a local one). */
export const gradeCostSchema = z.object({
  model: z.string(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  usd: z.number().nullable(),
});
export type GradeCost = z.infer<typeof gradeCostSchema>;

export const gradeDetailsSchema = z.looseObject({
  method: z.enum(GRADE_METHODS).optional(),
  packagingStatus: z.enum(PACKAGING_STATUSES).optional(),
  cost: gradeCostSchema.nullable().optional(),
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

/** The collector's own photos of a copy, kept on the server (docs/decisions/015-photos-on-the-server.md). */
export const ITEM_PHOTOS = {
  /** Photos one copy may have. */
  maxPerCopy: 20,
  /** A stored photo fits within this many pixels on its longer side. */
  longEdge: 2048,
} as const;

/** Where DATA_DIR/uploads is served: the grading photos and the collector's own photos alike. */
export const UPLOADS_PREFIX = '/uploads/';

/** A stored photo's file name: the SHA-256 of its bytes, as DATA_DIR/uploads names it (nothing that leaves the folder). */
export const PHOTO_FILE_NAME = /^[0-9a-f]{64}\.jpg$/;

/** A stored photo's address, as a grade names its photos: never another host, another route or a data: URL. */
const storedPhotoAddressSchema = (field: string) =>
  z
    .string(typed(field, say.text))
    .refine((u) => u.startsWith(UPLOADS_PREFIX) && PHOTO_FILE_NAME.test(u.slice(UPLOADS_PREFIX.length)), say.storedPhotos(field));

/** The photos a grade was made from: stored photos only, as many as one grading takes at most. */
export const gradingPhotosSchema = (field: string) =>
  z
    .array(storedPhotoAddressSchema(field), typed(field, (f) => say.listOf(f, 'photo addresses')))
    .max(GRADING.maxPhotos, say.atMostItems(field, GRADING.maxPhotos, 'photos'));

/** One of the collector's own photos of a copy: where it is served and its size in pixels. */
const itemPhotoSchema = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type ItemPhoto = z.infer<typeof itemPhotoSchema>;
/** A copy's own photos, oldest first (what adding and removing one answer). */
export const itemPhotoListSchema = z.array(itemPhotoSchema);

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
  /** The collector's own photos, oldest first. */
  photos: itemPhotoListSchema,
  estimated_value: z.number(),
  /** What estimated_value rests on (see valueCopy) and how many prices. */
  value_basis: z.enum(VALUE_BASES),
  value_sample_size: z.number().int().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export const inventoryListSchema = z.array(inventoryItemSchema);

export const inventoryListQuerySchema = strict({
  q: queryText('q', LIMITS.searchQuery).optional(),
  series: queryText('series', LIMITS.series).optional(),
  year: queryWholeNumber('year').optional(),
  condition: conditionSchema.optional(),
  figure_id: queryWholeNumber('figure_id').optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

export const newCopySchema = strict({
  figure_id: wholeNumber('figure_id'),
  condition: conditionSchema,
  purchase_price: priceSchema.optional(),
  purchase_date: purchaseDateSchema.optional(),
  notes: notesSchema.optional(),
});
export type NewCopy = z.infer<typeof newCopySchema>;

/** One accessory's name, as the figure's list spells it (checked on the server against that list). */
const accessoryNameSchema = z
  .string(typed('Accessory', say.text))
  .refine((name) => name.trim() !== '', { message: say.notEmpty('Accessory'), abort: true })
  .refine((name) => name.length <= LIMITS.accessoryName, say.tooLong('Accessory', LIMITS.accessoryName));

/**
 * What the collector says about a copy, field by field: the one rulebook for the update route, the JSON import and
 * (through the stored rows) a restored backup.
 */
const copyFieldSchemas = {
  condition: conditionSchema,
  purchase_price: priceSchema.nullable(),
  purchase_date: purchaseDateSchema.nullable(),
  notes: notesSchema.nullable(),
  box_condition: boxConditionSchema.nullable(),
  completeness: completenessSchema.nullable(),
  packaging_type: packagingTypeSchema.nullable(),
  storage_location: shortText('storage_location', LIMITS.storageLocation).nullable(),
  variant: shortText('variant', LIMITS.variant).nullable(),
  limited_edition: z.boolean(typed('limited_edition', say.yesOrNo)).nullable(),
  custom_modifications: shortText('custom_modifications', LIMITS.customModifications).nullable(),
  /** Checked on the server against the figure's own accessory list. */
  owned_accessories: z
    .array(
      z.string({ error: say.listOf('owned_accessories', 'accessory names') }).max(LIMITS.accessoryName, say.tooLong('Accessory', LIMITS.accessoryName)),
      { error: say.listOf('owned_accessories', 'accessory names') },
    )
    .max(MAX_OWNED_ACCESSORIES, say.atMostItems('owned_accessories', MAX_OWNED_ACCESSORIES, 'names')),
};

export const inventoryPatchSchema = strict(copyFieldSchemas)
  .partial()
  .refine((body) => Object.keys(body).length > 0, changesSomething);
export type InventoryPatch = z.infer<typeof inventoryPatchSchema>;

/**
 * Ticks one accessory as owned (POST /inventory/{id}/accessories), or, as the path's last part, unticks it
 * (DELETE /inventory/{id}/accessories/{name}): each one change, made in one transaction, so two edits at once
 * (two tabs, two phones) both stay, where sending the whole list would keep only the last.
 */
export const accessoryRequestSchema = strict({ name: accessoryNameSchema });

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
  /** Copies whose value is only their purchase price (no market data). */
  items_valued_at_purchase_price: z.number().int(),
  /** Copies nothing values yet (no market data, no purchase price): counted as 0 in the totals. */
  items_without_value: z.number().int(),
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

// ---------- Full export and import ----------

/** A figure as a full export names it: its id, and what matches it back in another instance's catalogue. */
const exportedFigureSchema = z.object({
  id: z.number(typed('figure.id', say.wholeNumber)).int(say.wholeNumber('figure.id')).min(1, say.atLeast('figure.id', 1)).max(MAX_QUERY_NUMBER, say.atMost('figure.id', MAX_QUERY_NUMBER)),
  name: z.string(typed('figure.name', say.text)).max(LIMITS.name, say.tooLong('figure.name', LIMITS.name)),
  year: z.number(typed('figure.year', say.wholeNumber)).int(say.wholeNumber('figure.year')).min(1980, say.notBefore('figure.year', '1980')).max(2100, say.notAfter('figure.year', '2100')),
  series: z.string(typed('figure.series', say.text)).max(LIMITS.series, say.tooLong('figure.series', LIMITS.series)),
});

/** One grade of a copy's grade history, with its report and cost. */
const exportedGradeSchema = z.object({
  method: oneOf(GRADE_METHODS, 'method'),
  packaging_status: oneOf(PACKAGING_STATUSES, 'packaging_status'),
  overall: z.number(typed('overall', say.wholeNumber)).int(say.wholeNumber('overall')).min(0, say.atLeast('overall', 0)).max(100, say.atMost('overall', 100)),
  letter_grade: z.string(typed('letter_grade', say.text)).max(16, say.tooLong('letter_grade', 16)),
  graded_at: isoTimeSchema('graded_at'),
  details: gradeDetailsSchema,
  grading_photos: gradingPhotosSchema('grading_photos'),
  cost: gradeCostSchema.nullable(),
});

/** Every field of one copy: what it is, its grade now and every grade it had (oldest first). */
const exportedCopySchema = z.object({
  figure: exportedFigureSchema,
  ...copyFieldSchemas,
  created_at: isoTimeSchema('created_at'),
  updated_at: isoTimeSchema('updated_at'),
  /** The grade shown on the copy now (null when never graded), with its report and photo addresses. */
  grade: z
    .object({
      overall: z.number(typed('grade.overall', say.wholeNumber)).int(say.wholeNumber('grade.overall')).min(0, say.atLeast('grade.overall', 0)).max(100, say.atMost('grade.overall', 100)),
      date: isoTimeSchema('grade.date').nullable(),
      details: gradeDetailsSchema.nullable(),
      grading_photos: gradingPhotosSchema('grading_photos'),
    })
    .nullable(),
  grade_history: z.array(exportedGradeSchema),
  /** The file names of the collector's own photos in DATA_DIR/uploads, oldest first (absent in exports made before them). */
  photos: z
    .array(z.string(typed('photos', say.text)).regex(PHOTO_FILE_NAME, 'photos must be the names of photo files (64 hex digits and .jpg)'))
    .max(ITEM_PHOTOS.maxPerCopy, say.atMostItems('photos', ITEM_PHOTOS.maxPerCopy, 'names'))
    .default([]),
});
export type ExportedCopy = z.infer<typeof exportedCopySchema>;

/** A sale the collector recorded by hand (source manual), with the id that keeps it from being recorded twice. */
const exportedSaleSchema = z.object({
  figure: exportedFigureSchema,
  price: newSaleSchema.shape.price,
  date: saleDateSchema,
  title: z.string(typed('title', say.text)).max(LIMITS.saleTitle, say.tooLong('title', LIMITS.saleTitle)),
  condition: z.string(typed('condition', say.text)).max(LIMITS.saleCondition, say.tooLong('condition', LIMITS.saleCondition)).nullable(),
  url: httpUrlSchema.nullable(),
  tier: oneOf(PRICE_TIERS, 'tier').nullable(),
  external_id: z.string(typed('external_id', say.text)).min(1, say.notEmpty('external_id')).max(100, say.tooLong('external_id', 100)),
  excluded: z.boolean(typed('excluded', say.yesOrNo)),
  recorded_at: isoTimeSchema('recorded_at'),
});
export type ExportedSale = z.infer<typeof exportedSaleSchema>;

/** A code the collector linked to a figure (catalogue codes come with the catalogue). */
const exportedCodeSchema = z.object({
  figure: exportedFigureSchema,
  code: z.string(typed('code', say.text)).max(LIMITS.upc, say.tooLong('code', LIMITS.upc)),
  format: oneOf(BARCODE_FORMATS, 'format').nullable(),
  linked_at: isoTimeSchema('linked_at').nullable(),
});
export type ExportedCode = z.infer<typeof exportedCodeSchema>;

export const FULL_EXPORT_FORMAT = 'tmnt-collection';
export const FULL_EXPORT_VERSION = 1;

/** GET /inventory/export/full: everything the collector entered, as one versioned document import takes back. */
export const fullExportSchema = z.object({
  format: z.literal(FULL_EXPORT_FORMAT),
  version: z.literal(FULL_EXPORT_VERSION),
  exported_at: z.string(),
  copies: z.array(exportedCopySchema),
  own_sales: z.array(exportedSaleSchema),
  linked_upcs: z.array(exportedCodeSchema),
});
export type FullExport = z.infer<typeof fullExportSchema>;

/** The most rows import takes in one document, per list. */
const MAX_IMPORT_ROWS = 20_000;

const importRows = (field: string) =>
  z.array(z.unknown(), typed(field, (f) => say.listOf(f, 'rows'))).max(MAX_IMPORT_ROWS, say.atMostItems(field, MAX_IMPORT_ROWS, 'rows'));

/**
 * POST /inventory/import: a full export's envelope, checked whole (a wrong one is refused); each row is checked on
 * its own with the row schemas below, so that every bad row is named (and then nothing is imported).
 */
export const importDocumentSchema = z.object({
  format: z.literal(FULL_EXPORT_FORMAT, { error: `format must be "${FULL_EXPORT_FORMAT}": import takes a file made by Export JSON` }),
  version: z.literal(FULL_EXPORT_VERSION, { error: `version must be ${FULL_EXPORT_VERSION}: this file was made by another version of the app` }),
  exported_at: z.string(typed('exported_at', say.text)).optional(),
  copies: importRows('copies'),
  own_sales: importRows('own_sales').default([]),
  linked_upcs: importRows('linked_upcs').default([]),
});

export const importRowSchemas = { copies: exportedCopySchema, own_sales: exportedSaleSchema, linked_upcs: exportedCodeSchema };

/** How a refused import names a row's list, in the collector's words ("Copy 4: ..."). */
export const IMPORT_SECTION_NAMES: Record<keyof typeof importRowSchemas, string> = {
  copies: 'Copy',
  own_sales: 'Own sale',
  linked_upcs: 'Linked code',
};

const importCountsSchema = z.object({ imported: z.number().int(), skipped_existing: z.number().int() });

/**
 * What an import did: copies added and already there, the same for sales and codes. A file with any bad row is
 * refused whole (400, nothing imported), each bad row in `errors` as { field: "copies.4", error: "Copy 4: ..." }.
 */
export const importResultSchema = z.object({
  imported: z.number().int(),
  skipped_existing: z.number().int(),
  own_sales: importCountsSchema,
  linked_upcs: importCountsSchema,
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const copiesSchema = z.object({ copies: z.array(inventoryItemSchema), total_copies: z.number().int() });

const fieldErrorSchema = z.object({ field: z.string().optional(), error: z.string() });

/**
 * Every error answer: a message a person can act on. A refused input also names its field (absent when the
 * error is about the request as a whole) and, when refused by the schema, lists each wrong field's message.
 */
export const errorSchema = z.object({ error: z.string(), field: z.string().optional(), errors: z.array(fieldErrorSchema).optional() });
export type ErrorAnswer = z.infer<typeof errorSchema>;

// ---------- Grading ----------

export const gradingQuerySchema = strict({ packaging: oneOf(PACKAGING_STATUSES, 'packaging') });

const questionSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  type: z.literal('radio'),
  weight: z.number(),
  applicableTo: z.enum(['carded', 'loose']),
  aspect: z.enum(GRADE_ASPECTS),
  options: z.array(z.object({ label: z.string(), value: z.number(), description: z.string().optional(), neutral: z.literal(true).optional() })),
});
export const questionListSchema = z.array(questionSchema);

const photoRequirementSchema = z.object({ name: z.string(), description: z.string(), required: z.boolean(), examples: z.array(z.string()) });
export const photoRequirementListSchema = z.array(photoRequirementSchema);

const MAX_RESPONSES = 50;
export const manualGradeRequestSchema = strict({
  responses: z
    .array(
      strict({
        questionId: z.string(typed('questionId', say.text)).max(64, say.tooLong('questionId', 64)),
        value: z.number(typed('value', say.number)),
      }),
      typed('responses', (f) => say.listOf(f, 'answers {questionId, value}')),
    )
    .max(MAX_RESPONSES, say.atMostItems('responses', MAX_RESPONSES, 'answers')),
  packaging_status: oneOf(PACKAGING_STATUSES, 'packaging_status'),
});
export type ManualGradeRequest = z.infer<typeof manualGradeRequestSchema>;

const aspectScoreSchema = z.object({ score: z.number().nullable() });

/** The answer of both grading calls (spec section 3 "Grade result"), with how it was made and what it cost. */
export const gradeResultSchema = z.object({
  letterGrade: z.string(),
  overallGrade: z.number().int(),
  confidence: z.number(),
  summary: z.string(),
  breakdown: z.object({
    paint: aspectScoreSchema,
    structure: aspectScoreSchema,
    joints: aspectScoreSchema,
    completeness: aspectScoreSchema,
    packaging: aspectScoreSchema.optional(),
  }),
  recommendations: z.array(z.string()),
  method: z.enum(GRADE_METHODS),
  graded_at: z.string(),
  grading_photos: z.array(z.string()),
  cost: gradeCostSchema.nullable(),
});
export type GradeResult = z.infer<typeof gradeResultSchema>;

/** One grade of a copy, the current one included, newest first. */
const gradeHistoryEntrySchema = z.object({
  id: z.number().int(),
  method: z.enum(GRADE_METHODS),
  packaging_status: z.enum(PACKAGING_STATUSES),
  overall: z.number().int(),
  letter_grade: z.string(),
  graded_at: z.string(),
  grading_photos: z.array(z.string()),
  cost: gradeCostSchema.nullable(),
});
export const gradeHistorySchema = z.array(gradeHistoryEntrySchema);
export type GradeHistoryEntry = z.infer<typeof gradeHistoryEntrySchema>;

export const AI_PROVIDERS = ['anthropic', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Whether AI grading can run, and if not, what to set (never a secret). */
export const gradingSetupSchema = z.object({
  ai: z.object({
    configured: z.boolean(),
    provider: z.enum(AI_PROVIDERS),
    /** The model that will grade, when configured. */
    model: z.string().nullable(),
    /** When not configured: what to set, in one sentence. */
    message: z.string().nullable(),
  }),
});
export type GradingSetup = z.infer<typeof gradingSetupSchema>;

// ---------- Financial analysis ----------

/** What a trend or forecast rests on: the sold records in its window and the days they span. */
const salesBasisSchema = z.object({
  sales: z.number().int(),
  first_sale: z.string(),
  last_sale: z.string(),
  span_days: z.number().int(),
});
export type SalesBasis = z.infer<typeof salesBasisSchema>;

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

export const insightsSchema = z.object({
  market_summary: z.string(),
  top_performers: z.array(z.string()),
  underperformers: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type Insights = z.infer<typeof insightsSchema>;

const marketTrendSchema = z.object({
  figure_id: z.number().int(),
  figure_name: z.string(),
  /** The figure's market value now (its market average, as its copies are valued). */
  current_price: z.number(),
  /** Percent, from the fitted line. */
  price_change_30d: z.number(),
  price_change_90d: z.number(),
  volume_trend: z.enum(VOLUME_TRENDS),
  /** Sold in the last 30 days, and in the 30 days before them. */
  sales_last_30d: z.number().int(),
  sales_previous_30d: z.number().int(),
  recommendation: z.enum(TREND_ACTIONS),
  /** Why that action, from the numbers. */
  reason: z.string(),
  /** 0-100 (CONFIDENCE_EXPLAINED). */
  confidence: z.number().int(),
  copies_owned: z.number().int(),
  basis: salesBasisSchema,
});
export type MarketTrend = z.infer<typeof marketTrendSchema>;

const sellRecommendationSchema = z.object({
  inventory_id: z.number().int(),
  figure_id: z.number().int(),
  figure_name: z.string(),
  condition: conditionSchema,
  current_value: z.number(),
  /** What current_value rests on ('none': nothing values the copy yet, shown as NO_VALUE). */
  value_basis: z.enum(VALUE_BASES),
  /** The fitted line 30 days ahead; null when the figure has too few sales for a trend. */
  predicted_value_30d: z.number().nullable(),
  optimal_sell_time: z.enum(SELL_TIMES),
  reasoning: z.string(),
  /** What the forecast rests on; null with no forecast. */
  forecast_basis: salesBasisSchema.nullable(),
});
export type SellRecommendation = z.infer<typeof sellRecommendationSchema>;

const tradeOpportunitySchema = z.object({
  your_inventory_id: z.number().int(),
  your_figure_name: z.string(),
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
  /** Every owned figure with enough sales for a trend, biggest 90-day move first. */
  market_trends: z.array(marketTrendSchema),
  /** Distinct figures owned, and how many of them have too few sales for a trend. */
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
export const portfolioHistorySchema = z.object({ days: z.array(portfolioDaySchema) });
export type PortfolioDay = z.infer<typeof portfolioDaySchema>;
