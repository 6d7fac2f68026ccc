/** Importing a collector's own spreadsheet (CSV or XLSX): the preview, the collector's choices, what was done (server/src/spreadsheet). */
import { z } from 'zod';
import { NAME_MATCH_HOWS } from '../figure-search.ts';
import { fieldMessages as say } from '../fields.ts';
import { SPREADSHEET_FIELDS, type SpreadsheetField } from '../spreadsheet/columns.ts';
import { completenessSchema, conditionSchema, packagingTypeSchema, strict, typed, wholeNumber } from './common.ts';
import { FIGURE_SOURCES, newFigureSchema } from './catalog.ts';
import { copyFieldSchemas, newCopySchema } from './inventory.ts';

/** What one import takes: rows (not counting the header row and blank lines), bytes, columns, copies made. */
export const SPREADSHEET_LIMITS = { maxRows: 5_000, maxBytes: 10 * 1024 * 1024, maxColumns: 200, maxCopies: 20_000 } as const;

/** The form field the file is sent in; the preview's optional mapping and the import's choices are fields beside it. */
export const SPREADSHEET_FORM = { file: 'file', mapping: 'mapping', choices: 'choices' } as const;

const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export const CSV_DELIMITERS = [',', ';', '\t'] as const;

const columnIndex = (field: string) =>
  z
    .number(typed(field, say.wholeNumber))
    .int(say.wholeNumber(field))
    .min(0, say.atLeast(field, 0))
    .max(SPREADSHEET_LIMITS.maxColumns - 1, say.atMost(field, SPREADSHEET_LIMITS.maxColumns - 1));

/** Which column (0-based) each field is read from; a field left out is not imported. */
export const columnMappingSchema = strict(
  Object.fromEntries(SPREADSHEET_FIELDS.map((field) => [field, columnIndex(field).optional()])) as Record<SpreadsheetField, z.ZodOptional<ReturnType<typeof columnIndex>>>,
);

/**
 * What a line says about its copy, checked by the rules a copy added by hand passes (newCopySchema), and the
 * completeness its words may say ("loose complete").
 */
export const spreadsheetCopySchema = newCopySchema.omit({ figure_id: true }).extend({ completeness: copyFieldSchemas.completeness.optional() });

/** A figure as the import names it. */
const figureRefSchema = z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), series: z.string(), source: z.enum(FIGURE_SOURCES) });
export type SpreadsheetFigure = z.infer<typeof figureRefSchema>;

/** How a line came to its one figure: by its UPC, or its name (exactly, by an alias or nickname, or closely). */
const ROW_MATCH_HOWS = ['upc', ...NAME_MATCH_HOWS] as const;

const rowMatchSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('matched'), figure: figureRefSchema, how: z.enum(ROW_MATCH_HOWS) }),
  z.object({ status: z.literal('ambiguous'), candidates: z.array(figureRefSchema) }),
  z.object({ status: z.literal('unmatched') }),
]);
export type RowMatch = z.infer<typeof rowMatchSchema>;

/** A cell the import cannot read, or will not store (a formula): the line is refused until it is corrected. */
const cellProblemSchema = z.object({ field: z.enum(SPREADSHEET_FIELDS), column: z.string(), value: z.string(), problem: z.string() });
export type CellProblem = z.infer<typeof cellProblemSchema>;

/** One line of the sheet: what it says, the figure it is, what is wrong with it, and when it was imported before. */
const spreadsheetRowSchema = z.object({
  /** The line in the file (the header is line 1 when it comes first); the row's number in an XLSX sheet. */
  line: z.number().int(),
  figure_name: z.string().nullable(),
  year: z.number().int().nullable(),
  upc: z.string().nullable(),
  quantity: z.number().int(),
  copy: z.object({
    condition: conditionSchema,
    packaging_type: packagingTypeSchema.nullable(),
    completeness: completenessSchema.nullable(),
    purchase_price: z.number().nullable(),
    purchase_date: z.string().nullable(),
    storage_location: z.string().nullable(),
    variant: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  match: rowMatchSchema,
  problems: z.array(cellProblemSchema),
  /** When this very line (the same cells) was imported already: importing again skips it unless told `again`. */
  imported_before: z.object({ at: z.string(), file_name: z.string() }).nullable(),
});
export type SpreadsheetRow = z.infer<typeof spreadsheetRowSchema>;

/** POST /inventory/import/spreadsheet/preview: the file's columns, the mapping used, and every line read with it. */
export const spreadsheetPreviewSchema = z.object({
  file: z.object({ name: z.string(), format: z.enum(SPREADSHEET_FORMATS), delimiter: z.enum(CSV_DELIMITERS).nullable() }),
  columns: z.array(z.object({ index: z.number().int(), header: z.string(), samples: z.array(z.string()) })),
  mapping: columnMappingSchema,
  rows: z.array(spreadsheetRowSchema),
});
export type SpreadsheetPreview = z.infer<typeof spreadsheetPreviewSchema>;

const lineNumber = wholeNumber('line').min(1, say.atLeast('line', 1));

/** The collector's answer for one line: this figure, a figure of their own to add, or leave the line out. */
const resolutionSchema = z.discriminatedUnion(
  'action',
  [
    strict({ line: lineNumber, action: z.literal('figure'), figure_id: wholeNumber('figure_id').min(1, say.atLeast('figure_id', 1)) }),
    strict({ line: lineNumber, action: z.literal('new_figure'), figure: newFigureSchema }),
    strict({ line: lineNumber, action: z.literal('skip') }),
  ],
  { error: () => say.oneOf('action', ['figure', 'new_figure', 'skip']) },
);
export type SpreadsheetResolution = z.infer<typeof resolutionSchema>;

/**
 * POST /inventory/import/spreadsheet: the file again (field `file`) and, in the field `choices` as JSON, the mapping,
 * the collector's answer for each line to resolve, and `again` to add lines imported before once more.
 */
export const spreadsheetChoicesSchema = strict({
  mapping: columnMappingSchema,
  resolutions: z
    .array(resolutionSchema, typed('resolutions', (f) => say.listOf(f, 'answers')))
    .max(SPREADSHEET_LIMITS.maxRows, say.atMostItems('resolutions', SPREADSHEET_LIMITS.maxRows, 'answers'))
    .default([]),
  again: z.boolean(typed('again', say.yesOrNo)).default(false),
});
export type SpreadsheetChoices = z.infer<typeof spreadsheetChoicesSchema>;

const lineOutcomeSchema = z.object({ line: z.number().int(), figure_name: z.string().nullable(), reason: z.string() });
export type LineOutcome = z.infer<typeof lineOutcomeSchema>;

/** What the import did, line by line: added (all in one transaction), skipped (by choice or imported before), refused (why). */
export const spreadsheetImportResultSchema = z.object({
  added: z.array(z.object({ line: z.number().int(), figure: figureRefSchema, item_ids: z.array(z.number().int()) })),
  skipped: z.array(lineOutcomeSchema),
  refused: z.array(lineOutcomeSchema),
  /** The figures of the collector's own the import added. */
  new_figures: z.array(figureRefSchema),
  copies_added: z.number().int(),
});
export type SpreadsheetImportResult = z.infer<typeof spreadsheetImportResultSchema>;
