import { createHash } from 'node:crypto';
import { readRow, rowContent, SPREADSHEET_FORM, suggestMapping, type ColumnMapping, type Figure, type SpreadsheetRow } from '@tmnt/domain';
import { listFigures } from '../catalog/index.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { figureMatcher } from './matching.ts';
import type { Sheet } from './parse.ts';
import { importedBefore } from './queries.ts';

/** A line read, matched and recognised, with the fingerprint it is recorded under once imported. */
export interface SheetLine extends SpreadsheetRow {
  fingerprint: string;
}

/**
 * Each line's fingerprint: its cells (whatever the mapping) and its place among identical lines, so a sheet
 * listing the same copy twice is two lines, and the same file imported again is the same lines.
 */
function fingerprints(sheet: Sheet): string[] {
  const seen = new Map<string, number>();
  return sheet.rows.map(({ cells }) => {
    const content = rowContent(cells);
    const occurrence = seen.get(content) ?? 0;
    seen.set(content, occurrence + 1);
    return createHash('sha256').update(`${content}\u0000${occurrence}`).digest('hex');
  });
}

/** A mapping naming columns the sheet has (400 otherwise). */
function checkMapping(mapping: ColumnMapping, sheet: Sheet): void {
  for (const [field, column] of Object.entries(mapping)) {
    if (column !== undefined && column >= sheet.headers.length) {
      throw badRequest(`${field} is mapped to column ${column + 1}, but the file has ${sheet.headers.length} columns`, SPREADSHEET_FORM.mapping);
    }
  }
}

/**
 * Every line of a sheet read with the mapping (the suggested one when none is given), matched to the figures there
 * are now, and told apart from lines imported before. Answers the figures too, by id.
 */
export async function readLines(db: Db, sheet: Sheet, given?: ColumnMapping): Promise<{ mapping: ColumnMapping; lines: SheetLine[]; figures: Map<number, Figure> }> {
  const mapping = given ?? suggestMapping(sheet.headers);
  checkMapping(mapping, sheet);
  const figures = await listFigures(db, {});
  const match = figureMatcher(figures);
  const prints = fingerprints(sheet);
  const before = await importedBefore(db, prints);
  const today = new Date();
  const lines = sheet.rows.map(({ line, cells }, i): SheetLine => {
    const reading = readRow(cells, mapping, sheet.headers, today);
    return { line, ...reading, match: match(reading), imported_before: before.get(prints[i]) ?? null, fingerprint: prints[i] };
  });
  return { mapping, lines, figures: new Map(figures.map((f) => [f.id, f])) };
}
