// Every table's row as it may be stored: the API's own field schemas (domain), in the columns' shapes (cents as
// integers, lists and reports as JSON text, yes/no as 0/1). A row from outside the app (a restored backup) is
// checked against them before it is stored; a JSON column read back is parsed with the same schema.
import { z } from 'zod';
import {
  BARCODE_FORMATS, boxConditionSchema, CURRENCIES, MARKETPLACES, MAX_LOT_COPIES, CERTIFICATE_MAX, GRADE_TEXT_MAX, GRADING_COMPANIES, UNCIRCULATED_MARKS, CODE_SOURCES, CORRECTABLE_FIGURE_FIELDS, completenessSchema, conditionSchema, GRADE_METHODS, gradeCostSchema, gradeDetailsSchema,
  gradingPhotosSchema, httpUrlSchema, imageUrlSchema, insightsSchema, isCalendarDate, isoTimeSchema, isStoredPhotoAddress, ITEM_PHOTOS, LIMITS, MAX_OWNED_ACCESSORIES, MAX_PRICE, MAX_ROW_QUANTITY,
  notesSchema, PACKAGING_STATUSES, packagingTypeSchema, PHOTO_FILE_NAME, PRICE_SOURCES, PRICE_TIERS, sourceOutcomeSchema, UPLOADS_PREFIX, VALUE_BASES,
  ALERT_CHANNELS, MAX_WANT_TARGET, variantKey, WANT_NOTE_MAX, cleanPlaceName, cleanTag, isPlaceName, PLACE_LIMITS, placeNameKey, TAG_LIMITS, uniqueTags,
  SHARE_KINDS, SHARE_TITLE_MAX, shareFilterSchema, LISTING_COMPLETENESS, MAX_OWNED_PIECES, PIECE_ORIGINS, REISSUES, RELEASES, SUB_TIERS, VARIANT_CONFIDENCES,
} from '@tmnt/domain';
import type { Database } from './schema.ts';

const id = z.number().int().min(1).max(2_147_483_647);
const count = z.number().int().min(0).max(2_147_483_647);
/** Any stored sum of cents (a collection's totals may pass one price's limit). */
const cents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const priceCents = z.number().int().min(0).max(MAX_PRICE * 100);
const flag = z.union([z.literal(0), z.literal(1)]);
/** An exchange rate: a positive finite number. */
const rate = z.number().positive().finite();
const day = z.string().refine(isCalendarDate, 'must be a real date, written YYYY-MM-DD');
const text = (max: number) => z.string().max(max);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);
const accessoryNames = z.array(z.string().trim().min(1).max(LIMITS.accessoryName)).max(MAX_OWNED_ACCESSORIES);

/** A JSON column: text that parses as JSON of this schema (the first problem is said with its path inside). */
function jsonText<T extends z.ZodType>(schema: T) {
  return z.string().superRefine((value, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
      return;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      ctx.addIssue({ code: 'custom', message: `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}` });
    }
  });
}

const accessoryName = z.string().trim().min(1).max(LIMITS.accessoryName);
const sources = z.array(z.strictObject({ title: text(300), url: httpUrlSchema })).max(10);

/** The JSON columns' contents, for reading them back. */
export const storedJson = {
  accessories: accessoryNames,
  figureNames: accessoryNames,
  correctedFields: z.array(oneOf(CORRECTABLE_FIGURE_FIELDS)).max(CORRECTABLE_FIGURE_FIELDS.length),
  /** A copy's tags as stored: each clean (domain cleanTag), 1-40 characters, no repeats case-blind. */
  tags: z
    .array(z.string().min(1).max(TAG_LIMITS.length).refine((tag) => tag === cleanTag(tag), 'must be trimmed, with single spaces'))
    .max(TAG_LIMITS.perCopy)
    .refine((tags) => uniqueTags(tags).length === tags.length, 'must not repeat a tag (case aside)'),
  accessoryPieces: z.array(z.strictObject({ accessory: accessoryName, number: z.number().int().min(1).max(20), origin: oneOf(PIECE_ORIGINS) })).max(MAX_OWNED_PIECES),
  variantDetails: z
    .array(z.strictObject({ name: accessoryName, carded_only: z.boolean(), confidence: oneOf(VARIANT_CONFIDENCES), note: text(1000).nullable(), sources }))
    .max(MAX_OWNED_ACCESSORIES),
  figureReissues: z.array(z.strictObject({ reissue: oneOf(REISSUES), sources })).max(REISSUES.length),
  accessoryColours: z.array(z.strictObject({ accessory: accessoryName, colour: text(100), sources })).max(MAX_OWNED_ACCESSORIES),
  gradingPhotos: gradingPhotosSchema('grading_photos'),
  gradeDetails: gradeDetailsSchema,
  gradeCost: gradeCostSchema,
  sources: z.array(sourceOutcomeSchema),
  insights: insightsSchema,
};

/** A stored photo's address (a figure's picture's thumbnail is only ever one). */
const storedPhotoAddress = z.string().refine(isStoredPhotoAddress, `must be a stored photo's address (${UPLOADS_PREFIX}<SHA-256>.jpg)`);

/** A figure's picture: a web address or a path, as PATCH /figures takes it, and a stored photo's address when under /uploads/. */
const figurePicture = imageUrlSchema.refine((address) => !address.startsWith(UPLOADS_PREFIX) || isStoredPhotoAddress(address), `must be a stored photo's address (${UPLOADS_PREFIX}<SHA-256>.jpg)`);

const figures = z.strictObject({
  id,
  catalog_key: text(200).nullable(),
  name: z.string().trim().min(1).max(LIMITS.name),
  character: text(LIMITS.name),
  series: z.string().trim().min(1).max(LIMITS.series),
  year: z.number().int().min(1980).max(2100),
  manufacturer: text(LIMITS.manufacturer),
  description: text(LIMITS.description).nullable(),
  image_url: figurePicture.nullable(),
  accessories: jsonText(storedJson.accessories),
  aliases: jsonText(storedJson.figureNames),
  variants: jsonText(storedJson.figureNames),
  corrected: jsonText(storedJson.correctedFields),
  variant_details: jsonText(storedJson.variantDetails),
  reissues: jsonText(storedJson.figureReissues),
  accessory_colours: jsonText(storedJson.accessoryColours),
  thumbnail_url: storedPhotoAddress.nullable(),
});

const figureUpcs = z.strictObject({
  figure_id: id,
  code: z.string().min(1).max(LIMITS.upc),
  position: count,
  source: oneOf(CODE_SOURCES),
  format: oneOf(BARCODE_FORMATS).nullable(),
  linked_at: isoTimeSchema('linked_at').nullable(),
});

const inventoryItems = z.strictObject({
  id,
  figure_id: id,
  condition: conditionSchema,
  purchase_price_cents: priceCents.nullable(),
  purchase_date: day.nullable(),
  notes: notesSchema.nullable(),
  box_condition: boxConditionSchema.nullable(),
  completeness: completenessSchema.nullable(),
  packaging_type: packagingTypeSchema.nullable(),
  place_id: id.nullable(),
  tags: jsonText(storedJson.tags),
  variant: text(LIMITS.variant).nullable(),
  limited_edition: flag.nullable(),
  custom_modifications: text(LIMITS.customModifications).nullable(),
  for_trade: flag,
  accessory_pieces: jsonText(storedJson.accessoryPieces),
  release: oneOf(RELEASES),
  reissue: oneOf(REISSUES).nullable(),
  created_at: isoTimeSchema('created_at'),
  updated_at: isoTimeSchema('updated_at'),
  ai_grade_overall: z.number().int().min(0).max(100).nullable(),
  ai_grade_date: isoTimeSchema('ai_grade_date').nullable(),
  grading_photos: jsonText(storedJson.gradingPhotos),
  ai_grade_details: jsonText(storedJson.gradeDetails).nullable(),
  value_cents: cents,
  value_basis: oneOf(VALUE_BASES),
  insurance_cents: cents,
  minimum_cents: cents,
  value_sample_size: count.nullable(),
  shipping_cents: priceCents.nullable(),
  tax_cents: priceCents.nullable(),
  fees_cents: priceCents.nullable(),
  lot_id: id.nullable(),
  sold_on: day.nullable(),
  sold_price_cents: priceCents.nullable(),
  sold_shipping_cents: priceCents.nullable(),
  sold_fees_cents: priceCents.nullable(),
  sold_where: text(LIMITS.soldWhere).nullable(),
  sold_note: text(LIMITS.buyerNote).nullable(),
  sold_price_record_id: id.nullable(),
  grading_company: oneOf(GRADING_COMPANIES).nullable(),
  grading_grade: text(GRADE_TEXT_MAX).nullable(),
  grading_card: text(GRADE_TEXT_MAX).nullable(),
  grading_bubble: text(GRADE_TEXT_MAX).nullable(),
  grading_figure: text(GRADE_TEXT_MAX).nullable(),
  grading_uncirculated: oneOf(UNCIRCULATED_MARKS).nullable(),
  grading_certificate: text(CERTIFICATE_MAX).nullable(),
  graded_on: day.nullable(),
  currency: oneOf(CURRENCIES),
  cost_rate: rate.nullable(),
  cost_rate_day: day.nullable(),
  sold_currency: oneOf(CURRENCIES).nullable(),
  sold_rate: rate.nullable(),
  sold_rate_day: day.nullable(),
});

const lots = z.strictObject({
  id,
  purchase_date: day,
  total_cost_cents: priceCents,
  shipping_cents: priceCents.nullable(),
  note: notesSchema.nullable(),
  copies_bought: z.number().int().min(1).max(MAX_LOT_COPIES),
  created_at: isoTimeSchema('created_at'),
  currency: oneOf(CURRENCIES),
});

const gradeHistory = z.strictObject({
  id,
  item_id: id,
  method: oneOf(GRADE_METHODS),
  packaging_status: oneOf(PACKAGING_STATUSES),
  overall: z.number().int().min(0).max(100),
  letter_grade: text(16),
  graded_at: isoTimeSchema('graded_at'),
  details: jsonText(storedJson.gradeDetails),
  grading_photos: jsonText(storedJson.gradingPhotos),
  cost: jsonText(storedJson.gradeCost).nullable(),
});

const itemPhotos = z.strictObject({
  id,
  item_id: id,
  file_name: z.string().regex(PHOTO_FILE_NAME, 'must be a stored photo name (64 hex digits and .jpg)'),
  width: z.number().int().min(1).max(ITEM_PHOTOS.longEdge),
  height: z.number().int().min(1).max(ITEM_PHOTOS.longEdge),
  bytes: z.number().int().min(1),
  created_at: isoTimeSchema('created_at'),
});

const priceRecords = z.strictObject({
  id,
  figure_id: id,
  price_cents: priceCents,
  title: text(1000),
  url: httpUrlSchema.nullable(),
  condition: text(LIMITS.saleCondition).nullable(),
  source: oneOf(PRICE_SOURCES),
  external_id: text(200).nullable(),
  sold_at: day.nullable(),
  fetched_at: isoTimeSchema('fetched_at'),
  tier: oneOf(PRICE_TIERS).nullable(),
  excluded: flag,
  seen_at: isoTimeSchema('seen_at').nullable(),
  grade_company: oneOf(GRADING_COMPANIES).nullable(),
  grade: text(GRADE_TEXT_MAX).nullable(),
  reissue: flag,
  completeness: oneOf(LISTING_COMPLETENESS).nullable(),
  // A listing may be in any currency the ECB quotes (an ISO 4217 code), converted like the collector's own amounts.
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code (three capital letters)'),
  rate: rate.nullable(),
  rate_day: day.nullable(),
});

// Derived tables: checked for shape here, and computed afresh from the restored price records and copies anyway.
const tierColumns = (tier: 'carded' | 'loose') => ({
  [`${tier}_basis`]: oneOf(['sold', 'asking']).nullable(),
  [`${tier}_window_days`]: count.nullable(),
  [`${tier}_average_cents`]: cents.nullable(),
  [`${tier}_lowest_cents`]: cents.nullable(),
  [`${tier}_highest_cents`]: cents.nullable(),
  [`${tier}_sample_size`]: count.nullable(),
  [`${tier}_recent_sold`]: count.nullable(),
  [`${tier}_sample_low_cents`]: cents.nullable(),
  [`${tier}_sample_high_cents`]: cents.nullable(),
});

const marketSummaries = z.strictObject({
  figure_id: id,
  basis: oneOf(['sold', 'asking']),
  window_days: count.nullable(),
  last_updated: isoTimeSchema('last_updated'),
  average_cents: cents,
  lowest_cents: cents,
  highest_cents: cents,
  sample_size: count,
  recent_sold: count,
  sample_low_cents: cents.nullable(),
  sample_high_cents: cents.nullable(),
  ...tierColumns('carded'),
  ...tierColumns('loose'),
});

const variantSummaries = z.strictObject({
  figure_id: id,
  variant: z.string().trim().min(1).max(LIMITS.accessoryName),
  tier: oneOf(PRICE_TIERS),
  basis: oneOf(['sold', 'asking']),
  window_days: count.nullable(),
  average_cents: cents,
  lowest_cents: cents,
  sample_size: count,
  recent_sold: count,
});

const subTierSummaries = z.strictObject({
  figure_id: id,
  tier: oneOf(SUB_TIERS),
  basis: oneOf(['sold', 'asking']),
  window_days: count.nullable(),
  average_cents: cents,
  lowest_cents: cents,
  highest_cents: cents,
  sample_size: count,
  recent_sold: count,
  sample_low_cents: cents,
  sample_high_cents: cents,
});

const copyGroups = z.strictObject({
  figure_id: id,
  condition: conditionSchema,
  items: count,
  value_cents: cents,
  invested_cents: cents,
  value_of_purchased_cents: cents,
  insurance_cents: cents,
  minimum_cents: cents,
  with_purchase: count,
  with_price_data: count,
  valued_at_purchase: count,
  without_value: count,
});

/** Cents of an amount the check read from a listing (any size: a best listing need not be a deal). */
const listingCents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A deal is at or under its want's price, so never over the highest target. */
const dealCents = z.number().int().min(0).max(MAX_WANT_TARGET * 100);
const wantVariant = text(LIMITS.variant);

const wants = z
  .strictObject({
    id,
    figure_id: id,
    tier: oneOf(PRICE_TIERS),
    variant: wantVariant.nullable(),
    variant_key: wantVariant,
    target_cents: z.number().int().min(1).max(MAX_WANT_TARGET * 100).nullable(),
    note: text(WANT_NOTE_MAX).nullable(),
    created_at: isoTimeSchema('created_at'),
    best_listing_id: text(200).nullable(),
    best_title: text(1000).nullable(),
    best_price_cents: listingCents.nullable(),
    best_shipping_cents: listingCents.nullable(),
    best_total_cents: listingCents.nullable(),
    best_url: httpUrlSchema.nullable(),
    best_ends_at: isoTimeSchema('best_ends_at').nullable(),
    best_seen_at: isoTimeSchema('best_seen_at').nullable(),
  })
  // The unique want of a figure, tier and variant rests on the key: it must be the variant's own ('' for any).
  .refine((row) => row.variant_key === (row.variant === null ? '' : variantKey(row.variant)), { message: "is not the variant's key", path: ['variant_key'] });

const deals = z.strictObject({
  id,
  want_id: id,
  listing_id: z.string().min(1).max(200),
  title: text(1000),
  price_cents: dealCents,
  shipping_cents: dealCents,
  total_cents: dealCents,
  url: httpUrlSchema.nullable(),
  ends_at: isoTimeSchema('ends_at').nullable(),
  found_at: isoTimeSchema('found_at'),
  updated_at: isoTimeSchema('updated_at'),
  status: oneOf(['new', 'dismissed']),
});

/** A link as kept: the hash of its secret (SHA-256, base64url), never the secret. */
const shares = z.strictObject({
  id,
  secret_hash: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the SHA-256 of a secret'),
  kind: oneOf(SHARE_KINDS),
  title: text(SHARE_TITLE_MAX).min(1),
  show_values: flag,
  show_targets: flag,
  show_photos: flag,
  filter: jsonText(shareFilterSchema),
  expires_at: isoTimeSchema('expires_at').nullable(),
  created_at: isoTimeSchema('created_at'),
  last_opened_at: isoTimeSchema('last_opened_at').nullable(),
  open_count: count,
});

const alertDeliveries = z.strictObject({
  deal_id: id,
  channel: oneOf(ALERT_CHANNELS),
  status: oneOf(['sent', 'failed']),
  attempts: count,
  last_error: text(2000).nullable(),
  updated_at: isoTimeSchema('updated_at'),
});

const places = z
  .strictObject({
    id,
    name: z.string().min(1).max(PLACE_LIMITS.name).refine(isPlaceName, 'must not hold > or /').refine((name) => name === cleanPlaceName(name), 'must be trimmed, with single spaces'),
    name_key: z.string(),
    parent_id: id.nullable(),
    notes: text(PLACE_LIMITS.notes).nullable(),
    created_at: isoTimeSchema('created_at'),
    updated_at: isoTimeSchema('updated_at'),
  })
  // Sibling names are unique by the key: it must be the name's own.
  .refine((row) => row.name_key === placeNameKey(row.name), { message: "is not the name's key", path: ['name_key'] });

const placeChecks = z.strictObject({
  id,
  place_id: id,
  checked_at: isoTimeSchema('checked_at'),
  expected: count,
  found: count,
  not_expected: count,
  missing: count,
  missing_ids: jsonText(z.array(id)),
});

const JOB_STATUSES = ['running', 'succeeded', 'failed', 'blocked', 'interrupted'] as const;

const tables = {
  figures,
  figure_upcs: figureUpcs,
  places,
  place_checks: placeChecks,
  inventory_items: inventoryItems,
  lots,
  grade_history: gradeHistory,
  item_photos: itemPhotos,
  price_records: priceRecords,
  market_summaries: marketSummaries,
  variant_summaries: variantSummaries,
  sub_tier_summaries: subTierSummaries,
  market_refreshes: z.strictObject({ figure_id: id, refreshed_at: isoTimeSchema('refreshed_at'), sources: jsonText(storedJson.sources) }),
  market_api_calls: z.strictObject({ day, api: text(40), calls: count }),
  copy_groups: copyGroups,
  app_state: z.strictObject({
    id: z.literal(1), data_version: count, value_rules_version: count, market_summaries_day: day.nullable(), currency: oneOf(CURRENCIES), marketplace: oneOf(MARKETPLACES).nullable(),
  }),
  exchange_rates: z.strictObject({ day, currency: z.string().regex(/^[A-Z]{3}$/), per_euro: rate }),
  job_runs: z.strictObject({
    id,
    kind: text(100),
    status: oneOf(JOB_STATUSES),
    message: text(2000).nullable(),
    current: count,
    total: count.nullable(),
    owner: text(200),
    started_at: isoTimeSchema('started_at'),
    lease_until: isoTimeSchema('lease_until'),
    finished_at: isoTimeSchema('finished_at').nullable(),
  }),
  portfolio_snapshots: z.strictObject({
    day,
    value_cents: cents,
    invested_cents: cents,
    items: count,
    price_data_at: isoTimeSchema('price_data_at').nullable(),
    taken_at: isoTimeSchema('taken_at'),
  }),
  analysis_insights: z.strictObject({
    input_hash: text(200),
    insights: jsonText(storedJson.insights),
    cost: jsonText(storedJson.gradeCost),
    created_at: isoTimeSchema('created_at'),
  }),
  wants,
  deals,
  shares,
  alert_deliveries: alertDeliveries,
  spreadsheet_imports: z.strictObject({
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex'),
    file_name: text(255),
    line: id,
    copies: z.number().int().min(1).max(MAX_ROW_QUANTITY),
    imported_at: isoTimeSchema('imported_at'),
  }),
} satisfies Partial<Record<keyof Database, z.ZodType>>;

/** The tables a backup carries and a restore puts back, each with its row schema. */
export const ROW_SCHEMAS: Readonly<Record<string, z.ZodType>> = tables;

/** A row's first problem, as "column: what is wrong", or null when the row may be stored. */
export function rowProblem(table: string, row: unknown): string | null {
  const schema = ROW_SCHEMAS[table];
  if (!schema) return `the table ${table} is not one of this app's`;
  const result = schema.safeParse(row);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') return `unknown column${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
