/**
 * The one API contract: every request and response body, as zod schemas. The server validates with them,
 * the web client parses with them, and tests build from them.
 */
import { z } from 'zod';
import { BOX_CONDITIONS, COMPLETENESS_VALUES, CONDITIONS, PACKAGING_TYPES } from './conditions.ts';
import { isCalendarDate, isNotInFuture } from './dates.ts';
import { hasAtMostTwoDecimals } from './money.ts';
import { PRICE_SOURCES } from './market.ts';
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
export const lookupFailureSchema = z.object({ error: z.string(), candidates: z.array(figureSchema).optional() });

export const priceQuerySchema = z.strictObject({
  refresh: z.enum(['true', 'false'], { error: 'refresh must be true or false' }).optional(),
});

const saleSchema = z.object({
  title: z.string(),
  price: z.number(),
  url: z.string().nullable(),
  condition: z.string().nullable(),
  source: z.enum(PRICE_SOURCES),
  date: z.string().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const figurePricesSchema = z.object({
  current_lowest: z.number().nullable(),
  average_price: z.number().nullable(),
  highest_recent: z.number().nullable(),
  last_updated: z.string().nullable(),
  recent_sales: z.array(saleSchema),
});
export type FigurePrices = z.infer<typeof figurePricesSchema>;

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
  /** What estimated_value rests on (see valueCopy). */
  value_basis: z.enum(VALUE_BASES),
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
