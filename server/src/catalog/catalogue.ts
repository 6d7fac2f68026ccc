import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { normalizeUpc } from '@tmnt/domain';

const entrySchema = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  character: z.string().min(1),
  series: z.string().min(1),
  year: z.number().int().min(1984).max(1997),
  manufacturer: z.string().min(1),
  accessories: z.array(z.string().min(1)),
  description: z.string().nullable(),
  upc: z.string().nullable(),
  upc_source: z.string().nullable(),
});
export type CatalogueEntry = z.infer<typeof entrySchema>;

const CATALOGUE_FILE = new URL('./figures.json', import.meta.url);

/** The catalogue data file, checked: a malformed entry stops start-up with its key named. */
export function readCatalogue(): CatalogueEntry[] {
  const raw: unknown = JSON.parse(fs.readFileSync(CATALOGUE_FILE, 'utf8'));
  const entries = z.array(z.unknown()).parse(raw);
  return entries.map((entry, i) => {
    const parsed = entrySchema.safeParse(entry);
    if (!parsed.success) throw new Error(`figures.json entry ${i}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    const { upc, upc_source } = parsed.data;
    if (upc !== null && (!upc_source || !normalizeUpc(upc).ok)) {
      throw new Error(`figures.json entry ${parsed.data.key}: a upc needs a valid code and its source`);
    }
    return parsed.data;
  });
}

/** Inserts catalogue entries that are not in the database yet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function loadCatalogue(db: Kysely<any>): Promise<void> {
  const entries = readCatalogue();
  await db.transaction().execute(async (trx) => {
    for (const e of entries) {
      const upc = e.upc === null ? null : normalizeUpc(e.upc);
      await trx
        .insertInto('figures')
        .values({
          catalog_key: e.key,
          name: e.name,
          character: e.character,
          series: e.series,
          year: e.year,
          manufacturer: e.manufacturer,
          upc: upc?.ok ? upc.code : null,
          description: e.description,
          image_url: null,
          accessories: JSON.stringify(e.accessories),
        })
        .onConflict((oc) => oc.column('catalog_key').doNothing())
        .execute();
    }
  });
}
