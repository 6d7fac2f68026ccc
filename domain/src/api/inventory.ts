/** The collector's copies, their accessories, and the collection's statistics and exports (server/src/inventory). */
import { z } from 'zod';
import { VALUE_BASES } from '../value.ts';
import { LIMITS, MAX_OWNED_ACCESSORIES } from '../limits.ts';
import { fieldMessages as say } from '../fields.ts';
import {
  amountSchema,
  boxConditionSchema,
  changesSomething,
  completenessSchema,
  conditionSchema,
  notesSchema,
  oneOf,
  packagingTypeSchema,
  pastDate,
  priceSchema,
  purchaseDateSchema,
  queryText,
  queryWholeNumber,
  shortText,
  strict,
  typed,
  wholeNumber,
} from './common.ts';
import { isGradeText } from '../graded.ts';
import { CERTIFICATE_MAX, GRADE_TEXT_MAX, GRADING_COMPANIES, UNCIRCULATED_MARKS } from '../grading-companies.ts';
import { gradeDetailsSchema } from './grading.ts';
import { itemPhotoListSchema } from './photos.ts';
import { conversionSchema, currencySchema } from './money.ts';
import { copySaleSchema, copyStatusSchema } from './sold.ts';

/** The error (404) when no copy has the id asked for: the copy's own routes, its grading and its photos say it alike. */
export const ITEM_NOT_FOUND = 'Item not found';
/** The error (412) of a change or removal whose If-Match names a version the copy has moved on from. */
export const COPY_CHANGED = 'This copy was changed since the version you sent (If-Match): here it is as it is now';

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
  /** The copy's picture: its own first photo, else its figure's picture, else null (the placeholder). */
  image_url: z.string().nullable(),
  /** The same for lists: its own first photo, else the small copy of its figure's picture, else null. */
  thumbnail_url: z.string().nullable(),
  /** Text holding a JSON list of the figure's accessory names (spec section 3). */
  accessories: z.string(),
  /** The figure's other names (see Figure.aliases): the collection search finds a copy by them too. */
  aliases: z.array(z.string()),
  owned_accessories: z.array(z.string()),
  condition: conditionSchema,
  /** The price paid; with the shipping, tax and fees paid, what the copy cost (cost: domain copyCostCents). */
  purchase_price: z.number().nullable(),
  purchase_shipping: z.number().nullable(),
  purchase_tax: z.number().nullable(),
  purchase_fees: z.number().nullable(),
  /** The currency the price paid, shipping, tax and fees are in. */
  currency: z.string(),
  /**
   * What the copy cost in all, in the collection's currency; null when none of its parts is recorded, or when it was
   * paid in another currency whose rate is not known yet. Every gain and return rests on it.
   */
  cost: z.number().nullable(),
  /** Paid in another currency than the collection's: the cost as paid and the rate of the purchase date; else null. */
  cost_conversion: conversionSchema.nullable(),
  /** The lot it was bought in (GET /api/lots/{id}). */
  lot_id: z.number().int().nullable(),
  purchase_date: z.string().nullable(),
  notes: z.string().nullable(),
  box_condition: boxConditionSchema.nullable(),
  completeness: completenessSchema.nullable(),
  packaging_type: packagingTypeSchema.nullable(),
  storage_location: z.string().nullable(),
  variant: z.string().nullable(),
  limited_edition: z.boolean().nullable(),
  custom_modifications: z.string().nullable(),
  /** A professionally graded copy (domain graded.ts); all null for an ungraded one. */
  grading_company: z.enum(GRADING_COMPANIES).nullable(),
  grading_grade: z.string().nullable(),
  grading_card: z.string().nullable(),
  grading_bubble: z.string().nullable(),
  grading_figure: z.string().nullable(),
  grading_uncirculated: z.enum(UNCIRCULATED_MARKS).nullable(),
  grading_certificate: z.string().nullable(),
  graded_on: z.string().nullable(),
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
  /** Set once the copy is sold (POST /inventory/{id}/sell): it is then out of the collection's counts and value. */
  sale: copySaleSchema.nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
/** A 412 (COPY_CHANGED): the copy as it is now (its version is the answer's ETag). */
export const copyChangedSchema = z.object({ error: z.string(), item: inventoryItemSchema });
export const inventoryListSchema = z.array(inventoryItemSchema);

export const inventoryListQuerySchema = strict({
  q: queryText('q', LIMITS.searchQuery).optional(),
  series: queryText('series', LIMITS.series).optional(),
  year: queryWholeNumber('year').optional(),
  condition: conditionSchema.optional(),
  packaging_type: packagingTypeSchema.optional(),
  storage_location: queryText('storage_location', LIMITS.storageLocation).optional(),
  figure_id: queryWholeNumber('figure_id').optional(),
  /** 'sold': the sold copies, newest sale first (the Sold list); default: the copies in the collection. */
  status: copyStatusSchema.optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;


/** One accessory's name, as the figure's list spells it (checked on the server against that list). */
const accessoryNameSchema = z
  .string(typed('Accessory', say.text))
  .refine((name) => name.trim() !== '', { message: say.notEmpty('Accessory'), abort: true })
  .refine((name) => name.length <= LIMITS.accessoryName, say.tooLong('Accessory', LIMITS.accessoryName));

/** A grade as a grading company writes it (whether it is one of the copy's company is checked with the company). */
const gradeText = (field: string) => shortText(field, GRADE_TEXT_MAX).refine(isGradeText, say.grade(field));

/**
 * What the collector says about a copy, field by field: the one rulebook for the update route, the JSON import and
 * (through the stored rows) a restored backup.
 */
export const copyFieldSchemas = {
  condition: conditionSchema,
  purchase_price: priceSchema.nullable(),
  purchase_shipping: amountSchema('purchase_shipping').nullable(),
  purchase_tax: amountSchema('purchase_tax').nullable(),
  purchase_fees: amountSchema('purchase_fees').nullable(),
  purchase_date: purchaseDateSchema.nullable(),
  /** What the amounts paid are in (default: the collection's currency). */
  currency: currencySchema,
  notes: notesSchema.nullable(),
  box_condition: boxConditionSchema.nullable(),
  completeness: completenessSchema.nullable(),
  packaging_type: packagingTypeSchema.nullable(),
  storage_location: shortText('storage_location', LIMITS.storageLocation).nullable(),
  variant: shortText('variant', LIMITS.variant).nullable(),
  limited_edition: z.boolean(typed('limited_edition', say.yesOrNo)).nullable(),
  custom_modifications: shortText('custom_modifications', LIMITS.customModifications).nullable(),
  grading_company: oneOf(GRADING_COMPANIES, 'grading_company').nullable(),
  grading_grade: gradeText('grading_grade').nullable(),
  grading_card: gradeText('grading_card').nullable(),
  grading_bubble: gradeText('grading_bubble').nullable(),
  grading_figure: gradeText('grading_figure').nullable(),
  grading_uncirculated: oneOf(UNCIRCULATED_MARKS, 'grading_uncirculated').nullable(),
  grading_certificate: shortText('grading_certificate', CERTIFICATE_MAX).nullable(),
  graded_on: pastDate('graded_on').nullable(),
  /** Checked on the server against the figure's own accessory list. */
  owned_accessories: z
    .array(
      z.string({ error: say.listOf('owned_accessories', 'accessory names') }).max(LIMITS.accessoryName, say.tooLong('Accessory', LIMITS.accessoryName)),
      { error: say.listOf('owned_accessories', 'accessory names') },
    )
    .max(MAX_OWNED_ACCESSORIES, say.atMostItems('owned_accessories', MAX_OWNED_ACCESSORIES, 'names')),
};

/** A copy the collector adds: its figure and condition, and what else they know already (carded or loose decides its value). */
export const newCopySchema = strict({
  figure_id: wholeNumber('figure_id'),
  condition: conditionSchema,
  purchase_price: priceSchema.optional(),
  purchase_shipping: copyFieldSchemas.purchase_shipping.unwrap().optional(),
  purchase_tax: copyFieldSchemas.purchase_tax.unwrap().optional(),
  purchase_fees: copyFieldSchemas.purchase_fees.unwrap().optional(),
  purchase_date: purchaseDateSchema.optional(),
  currency: currencySchema.optional(),
  notes: notesSchema.optional(),
  packaging_type: copyFieldSchemas.packaging_type.optional(),
  storage_location: copyFieldSchemas.storage_location.optional(),
  variant: copyFieldSchemas.variant.optional(),
});
export type NewCopy = z.infer<typeof newCopySchema>;

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
  /** Copies whose packaging (carded or loose) is not set: valued at what was paid until it is. */
  items_without_packaging: z.number().int(),
  by_series: z.record(z.string(), z.number()),
  by_year: z.record(z.string(), z.number()),
  by_condition: z.record(z.string(), z.number()),
  /** The sold copies (in none of the figures above), what their sales returned, and (over those of known cost) their cost and gain: domain realisedTotals. */
  sold_items: z.number().int(),
  sold_items_with_cost: z.number().int(),
  realised_proceeds: z.number(),
  realised_cost: z.number(),
  realised_gain: z.number(),
});
export type CollectionStats = z.infer<typeof collectionStatsSchema>;

const topValuableItemSchema = z.object({
  id: z.number().int(),
  figure_id: z.number().int(),
  name: z.string(),
  /** As a copy's (inventoryItemSchema): its own first photo, else its figure's picture, else null. */
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  estimated_value: z.number(),
  value_basis: z.enum(VALUE_BASES),
  value_sample_size: z.number().int().nullable(),
  condition: conditionSchema,
  /** Null when not set: its value is then only what was paid, and the list says so. */
  packaging_type: packagingTypeSchema.nullable(),
  /** Named by a value resting on the variant's own sales. */
  variant: z.string().nullable(),
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
  purchase_shipping: z.number().nullable(),
  purchase_tax: z.number().nullable(),
  purchase_fees: z.number().nullable(),
  /** What the copy cost in all, as paid (its parts added up: domain copyCostCents). */
  cost: z.number().nullable(),
  /** What the amounts above are in: the currency the copy was paid in. */
  currency: z.string(),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;
export const exportSchema = z.array(exportRecordSchema);

export const copiesSchema = z.object({ copies: z.array(inventoryItemSchema), total_copies: z.number().int() });
