import type { Db } from '../db/database.ts';

/** When and from which file a line was imported. */
export interface ImportedLine {
  at: string;
  file_name: string;
}

/** Both databases take a few thousand values in one `in (...)`; a sheet's fingerprints are asked in slices of this. */
const SLICE = 1_000;

/** The lines among these fingerprints that were imported before, by fingerprint. */
export async function importedBefore(db: Db, fingerprints: readonly string[]): Promise<Map<string, ImportedLine>> {
  const found = new Map<string, ImportedLine>();
  const unique = [...new Set(fingerprints)];
  for (let start = 0; start < unique.length; start += SLICE) {
    const rows = await db
      .selectFrom('spreadsheet_imports')
      .select(['fingerprint', 'imported_at', 'file_name'])
      .where('fingerprint', 'in', unique.slice(start, start + SLICE))
      .execute();
    for (const row of rows) found.set(row.fingerprint, { at: row.imported_at, file_name: row.file_name });
  }
  return found;
}

/** Notes lines as imported (again: the latest import is kept). */
export async function recordImportedLines(trx: Db, lines: readonly { fingerprint: string; file_name: string; line: number; copies: number; imported_at: string }[]): Promise<void> {
  for (let start = 0; start < lines.length; start += SLICE / 5) {
    await trx
      .insertInto('spreadsheet_imports')
      .values(lines.slice(start, start + SLICE / 5))
      .onConflict((oc) =>
        oc.column('fingerprint').doUpdateSet((eb) => ({
          file_name: eb.ref('excluded.file_name'),
          line: eb.ref('excluded.line'),
          copies: eb.ref('excluded.copies'),
          imported_at: eb.ref('excluded.imported_at'),
        })),
      )
      .execute();
  }
}
