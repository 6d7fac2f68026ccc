import { cellText, columnMappingSchema, SPREADSHEET_FORM, type SpreadsheetPreview } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { jsonField, type SpreadsheetForm } from './form.ts';
import { readLines } from './lines.ts';
import { readSpreadsheet, type Sheet } from './parse.ts';

/** How many of a column's first filled cells the page shows beside its header. */
const SAMPLES = 3;

function columns(sheet: Sheet): SpreadsheetPreview['columns'] {
  return sheet.headers.map((header, index) => {
    const samples: string[] = [];
    for (const { cells } of sheet.rows) {
      const text = cellText(cells[index] ?? null);
      if (text !== '') samples.push(text.length > 60 ? `${text.slice(0, 60)}...` : text);
      if (samples.length === SAMPLES) break;
    }
    return { index, header, samples };
  });
}

/**
 * Reads a spreadsheet without storing anything: its columns, the mapping (the one sent in the field "mapping", else
 * the one its headers suggest), and every line with its figure (matched, ambiguous with candidates, or unmatched),
 * the cells it cannot read, and whether it was imported before.
 */
export async function previewSpreadsheet(db: Db, form: SpreadsheetForm): Promise<SpreadsheetPreview> {
  const given = form.fields[SPREADSHEET_FORM.mapping];
  const mapping = given === undefined ? undefined : jsonField(given, columnMappingSchema, SPREADSHEET_FORM.mapping);
  const sheet = await readSpreadsheet(form.file.bytes, form.file.name);
  const read = await readLines(db, sheet, mapping);
  return {
    file: { name: form.file.name, format: sheet.format, delimiter: sheet.delimiter },
    columns: columns(sheet),
    mapping: read.mapping,
    rows: read.lines.map(({ fingerprint: _, ...row }) => row),
  };
}
