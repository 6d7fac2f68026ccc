/** The full export of what the collector entered, and importing it back (server/src/transfer). */
import { z } from 'zod';
import { PRICE_TIERS } from '../relevance.ts';
import { BARCODE_FORMATS } from '../upc.ts';
import { LIMITS } from '../limits.ts';
import { fieldMessages as say } from '../fields.ts';
import { PACKAGING_STATUSES } from '../grading/packaging.ts';
import { isoTimeSchema, MAX_QUERY_NUMBER, oneOf, recordIdSchema, typed } from './common.ts';
import { GRADE_METHODS, gradeCostSchema, gradeDetailsSchema, gradingPhotosSchema } from './grading.ts';
import { figureFieldSchemas } from './catalog.ts';
import { copyFieldSchemas } from './inventory.ts';
import { newPlaceSchema } from './places.ts';
import { currencySchema } from './money.ts';
import { httpUrlSchema, newSaleSchema, saleDateSchema } from './market.ts';
import { ITEM_PHOTOS, PHOTO_FILE_NAME } from './photos.ts';
import { exportedCopySaleSchema } from './sold.ts';

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

/**
 * The copy fields that came after full exports did (issues 28 and 38): a file made before them reads them as not set.
 * A copy's place_id names one of the file's places; its storage_location is that place's path, and in a file made
 * before places the text the collector wrote, read as a path.
 */
const LATER_COPY_FIELDS = [
  'purchase_shipping', 'purchase_tax', 'purchase_fees', 'grading_company', 'grading_grade', 'grading_card', 'grading_bubble', 'grading_figure',
  'grading_uncirculated', 'grading_certificate', 'graded_on', 'place_id',
] as const satisfies readonly (keyof typeof copyFieldSchemas)[];
const laterCopyFields = Object.fromEntries(LATER_COPY_FIELDS.map((field) => [field, (copyFieldSchemas[field] as z.ZodNullable<z.ZodType>).default(null)])) as {
  [K in (typeof LATER_COPY_FIELDS)[number]]: z.ZodDefault<(typeof copyFieldSchemas)[K]>;
};

/** Every field of one copy: what it is, its grade now and every grade it had (oldest first). */
const exportedCopySchema = z.object({
  figure: exportedFigureSchema,
  ...copyFieldSchemas,
  ...laterCopyFields,
  /** What the amounts paid are in; a file made before currencies was in US dollars, the only currency there was. */
  currency: copyFieldSchemas.currency.default('USD'),
  /** Tags came with places (issue 38): a file made before them has none. */
  tags: copyFieldSchemas.tags.default([]),
  /** Offered for trade (issue 39; a file made before reads as not). */
  for_trade: copyFieldSchemas.for_trade.default(false),
  /** A file made before releases (issue 40) holds originals. */
  release: copyFieldSchemas.release.default('original'),
  reissue: copyFieldSchemas.reissue.default(null),
  /** The pieces owned, each with its origin; a file made before pieces has only owned_accessories (every piece of each). */
  accessory_pieces: copyFieldSchemas.accessory_pieces.optional(),
  /** A sold copy's sale (issue 28; a file made before sales reads as in the collection). */
  sale: exportedCopySaleSchema.nullable().default(null),
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
  /** A file made before currencies was in US dollars. */
  currency: currencySchema.default('USD'),
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

/** A place, as the file's copies name it by id: its name and the place it is in (another of the file's places). */
const exportedPlaceSchema = z.object({
  id: recordIdSchema('id'),
  name: newPlaceSchema.shape.name,
  parent_id: recordIdSchema('parent_id').nullable(),
  notes: newPlaceSchema.shape.notes.unwrap().default(null),
});
export type ExportedPlace = z.infer<typeof exportedPlaceSchema>;

/** A figure the collector added (the catalogue's come with the catalogue), as its own rulebook checks it. */
const exportedOwnFigureSchema = z.object({
  id: exportedFigureSchema.shape.id,
  name: figureFieldSchemas.name,
  year: figureFieldSchemas.year,
  series: figureFieldSchemas.series,
  character: figureFieldSchemas.character,
  accessories: figureFieldSchemas.accessories,
  description: figureFieldSchemas.description,
});
export type ExportedOwnFigure = z.infer<typeof exportedOwnFigureSchema>;

export const FULL_EXPORT_FORMAT = 'tmnt-collection';
export const FULL_EXPORT_VERSION = 1;

/** GET /inventory/export/full: everything the collector entered, as one versioned document import takes back. */
export const fullExportSchema = z.object({
  format: z.literal(FULL_EXPORT_FORMAT),
  version: z.literal(FULL_EXPORT_VERSION),
  exported_at: z.string(),
  /** The figures the collector added, before the copies of them. */
  own_figures: z.array(exportedOwnFigureSchema),
  /** Where the copies are kept, each place with the place it is in. */
  places: z.array(exportedPlaceSchema),
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
  own_figures: importRows('own_figures').default([]),
  places: importRows('places').default([]),
  copies: importRows('copies'),
  own_sales: importRows('own_sales').default([]),
  linked_upcs: importRows('linked_upcs').default([]),
});

export const importRowSchemas = { own_figures: exportedOwnFigureSchema, places: exportedPlaceSchema, copies: exportedCopySchema, own_sales: exportedSaleSchema, linked_upcs: exportedCodeSchema };

/** How a refused import names a row's list, in the collector's words ("Copy 4: ..."). */
export const IMPORT_SECTION_NAMES: Record<keyof typeof importRowSchemas, string> = {
  own_figures: 'Own figure',
  places: 'Place',
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
  own_figures: importCountsSchema,
  /** Places made, and places the collection had already (the same path, case and spaces aside). */
  places: importCountsSchema,
  own_sales: importCountsSchema,
  linked_upcs: importCountsSchema,
});
export type ImportResult = z.infer<typeof importResultSchema>;
