/** The collector's copies, their accessories and the spec's export (server/src/inventory; its statistics: inventory-stats.ts). */
import { z } from 'zod';
import { VALUE_BASES } from '../value.ts';
import { PIECE_ORIGINS } from '../accessories.ts';
import { REISSUES, RELEASES } from '../release.ts';
import { accessoryColourSchema } from './catalog.ts';
import { LIMITS, MAX_OWNED_ACCESSORIES, MAX_OWNED_PIECES } from '../limits.ts';
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
  recordIdSchema,
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
import { cleanTag, TAG_LIMITS, uniqueTags } from '../tags.ts';

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
  /** The names of the figure's accessories the copy has every piece of (see accessory_pieces). */
  owned_accessories: z.array(z.string()),
  /** The pieces the copy has (a pair of katanas is two), each with its origin; the figure's others are missing (domain pieceRows). */
  accessory_pieces: z.array(z.object({ accessory: z.string(), number: z.number().int(), origin: z.enum(PIECE_ORIGINS) })),
  /** The figure's accessories' original colours, where a source says them. */
  accessory_colours: z.array(accessoryColourSchema),
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
  /** The collector's word, else what the accessory checklist says (domain copyCompleteness); null when neither says. */
  completeness: completenessSchema.nullable(),
  /** The completeness follows the checklist (the collector has not set it). */
  completeness_from_checklist: z.boolean(),
  packaging_type: packagingTypeSchema.nullable(),
  /** The place it is kept in (GET /api/places/{id}), and that place's path ("Garage > Shelf 2 > Tote B"). */
  place_id: z.number().int().nullable(),
  storage_location: z.string().nullable(),
  /** The collector's tags, as spelt when first added (matched case-blind). */
  tags: z.array(z.string()),
  variant: z.string().nullable(),
  /** What the copy is: an original, a reissue (and which one, where known), a bootleg or a custom (domain release.ts). */
  release: z.enum(RELEASES),
  reissue: z.enum(REISSUES).nullable(),
  limited_edition: z.boolean().nullable(),
  custom_modifications: z.string().nullable(),
  /** Offered for trade: a trades link lists it. */
  for_trade: z.boolean(),
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
  /** A place's path as text: the copies of that place and the places inside it (none when no place has that path). */
  storage_location: queryText('storage_location', LIMITS.storageLocation).optional(),
  /** A place's id: the copies kept there or in any place inside it (see copyFilter on the server). */
  place: queryWholeNumber('place').optional(),
  /** The copies with this tag, case-blind. */
  tag: queryText('tag', TAG_LIMITS.length).optional(),
  figure_id: queryWholeNumber('figure_id').optional(),
  /** 'sold': the sold copies, newest sale first (the Sold list); default: the copies in the collection. */
  status: copyStatusSchema.optional(),
}).refine((query) => query.place === undefined || query.storage_location === undefined, { message: 'Filter by place or by storage_location, not both', path: ['place'] });
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;


/** One accessory's name, as the figure's list spells it (checked on the server against that list). */
const accessoryNameSchema = z
  .string(typed('Accessory', say.text))
  .refine((name) => name.trim() !== '', { message: say.notEmpty('Accessory'), abort: true })
  .refine((name) => name.length <= LIMITS.accessoryName, say.tooLong('Accessory', LIMITS.accessoryName));

/** One tag: 1-40 characters once trimmed (runs of spaces count as one). */
const tagSchema = z
  .string(typed('tags', say.text))
  .overwrite(cleanTag)
  .refine((tag) => tag !== '', say.notEmpty('Tag'))
  .refine((tag) => tag.length <= TAG_LIMITS.length, say.tooLong('Tag', TAG_LIMITS.length));

/** A list of tags (a copy's, or the ones a bulk change adds or removes): at most TAG_LIMITS.perCopy, repeats folded. */
export const tagListSchema = (field: string) =>
  z
    .array(tagSchema, { error: say.listOf(field, 'tags') })
    .max(TAG_LIMITS.perCopy, say.atMostItems(field, TAG_LIMITS.perCopy, 'tags'))
    .overwrite(uniqueTags);

/** A piece the copy has: its accessory as the figure's list spells it, which of its pieces, and where it came from. */
const ownedPieceSchema = strict({
  accessory: accessoryNameSchema,
  number: wholeNumber('number').min(1, say.atLeast('number', 1)).max(20, say.atMost('number', 20)),
  origin: oneOf(PIECE_ORIGINS, 'origin'),
});

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
  /**
   * Where it is kept, as a path ("Garage > Shelf 2 > Tote B", or "Garage / Shelf 2"): each place of it found by
   * name (case and spaces aside) or made. Another way to set place_id; an answer gives the place's path.
   */
  storage_location: shortText('storage_location', LIMITS.storageLocation).nullable(),
  /** The place it is kept in (null: none). */
  place_id: recordIdSchema('place_id').nullable(),
  tags: tagListSchema('tags'),
  variant: shortText('variant', LIMITS.variant).nullable(),
  limited_edition: z.boolean(typed('limited_edition', say.yesOrNo)).nullable(),
  custom_modifications: shortText('custom_modifications', LIMITS.customModifications).nullable(),
  for_trade: z.boolean(typed('for_trade', say.yesOrNo)),
  grading_company: oneOf(GRADING_COMPANIES, 'grading_company').nullable(),
  grading_grade: gradeText('grading_grade').nullable(),
  grading_card: gradeText('grading_card').nullable(),
  grading_bubble: gradeText('grading_bubble').nullable(),
  grading_figure: gradeText('grading_figure').nullable(),
  grading_uncirculated: oneOf(UNCIRCULATED_MARKS, 'grading_uncirculated').nullable(),
  grading_certificate: shortText('grading_certificate', CERTIFICATE_MAX).nullable(),
  graded_on: pastDate('graded_on').nullable(),
  /** What the copy is; a reissue may say which (checked together on the server: reissueProblem). */
  release: oneOf(RELEASES, 'release'),
  reissue: oneOf(REISSUES, 'reissue').nullable(),
  /** The pieces the copy has, replacing the list (checked on the server against the figure's own accessory list). */
  accessory_pieces: z
    .array(ownedPieceSchema, { error: say.listOf('accessory_pieces', 'pieces') })
    .max(MAX_OWNED_PIECES, say.atMostItems('accessory_pieces', MAX_OWNED_PIECES, 'pieces')),
  /** The names owned: every piece of each (checked on the server against the figure's own accessory list). */
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
  place_id: copyFieldSchemas.place_id.optional(),
  tags: copyFieldSchemas.tags.optional(),
  variant: copyFieldSchemas.variant.optional(),
  release: copyFieldSchemas.release.optional(),
  reissue: copyFieldSchemas.reissue.optional(),
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

/**
 * One piece of the checklist owned or missing, and where an owned one came from (PUT
 * /inventory/{id}/accessories/{name}/pieces/{number}): one change in one transaction, as an accessory's tick is.
 * A piece newly owned is an original unless `origin` says otherwise; an owned piece keeps its origin unless given.
 */
export const pieceChangeSchema = strict({
  owned: z.boolean(typed('owned', say.yesOrNo)),
  origin: oneOf(PIECE_ORIGINS, 'origin').optional(),
});
export type PieceChange = z.infer<typeof pieceChangeSchema>;
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
