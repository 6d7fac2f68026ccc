import fs from 'node:fs';
import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead. It imports no live code: the data it loads is the
// JSON file beside it, frozen with it (every code in it is null or already canonical, so nothing is normalised).
//
// Loads the vintage line's catalogue. Idempotent: entries already present (by catalog_key) are left as they are,
// so a collector's own edits (an attached UPC, a corrected name) survive a re-run. It runs inside the migration's
// own transaction (see migrate.ts), so a failure leaves no half-loaded catalogue.

interface Entry {
  key: string;
  name: string;
  character: string;
  series: string;
  year: number;
  manufacturer: string;
  accessories: string[];
  description: string | null;
  upc: string | null;
}

const DATA = new URL('./data/2026-11-21-02-catalogue.json', import.meta.url);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const entries = JSON.parse(fs.readFileSync(DATA, 'utf8')) as Entry[];
  for (let start = 0; start < entries.length; start += 100) {
    const rows = entries.slice(start, start + 100).map((e) => ({
      catalog_key: e.key,
      name: e.name,
      character: e.character,
      series: e.series,
      year: e.year,
      manufacturer: e.manufacturer,
      upc: e.upc,
      description: e.description,
      image_url: null,
      accessories: JSON.stringify(e.accessories),
    }));
    await db.insertInto('figures').values(rows).onConflict((oc) => oc.column('catalog_key').doNothing()).execute();
  }
}

export async function down(): Promise<void> {}
