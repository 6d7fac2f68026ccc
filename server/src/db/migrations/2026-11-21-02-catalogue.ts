import type { Kysely } from 'kysely';
import { loadCatalogue } from '../../catalog/catalogue.ts';

// Loads the vintage line's catalogue. Idempotent: entries already present (by catalog_key) are left as they are,
// so a collector's own edits (an attached UPC, a corrected name) survive a re-run.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await loadCatalogue(db);
}

export async function down(): Promise<void> {}
