import fs from 'node:fs';
import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead. It imports no live code: the data it loads is the
// JSON file beside it, frozen with it (see data/README.md for every entry's source).
//
// Brings the catalogue closer to the whole vintage line: adds the figures public sources list and the first file
// lacked, and gives every catalogue figure its aliases and known variants, with the fuller accessory lists and the
// year and sub-line corrections sources gave. Ids and keys never change and nothing is deleted, so copies, prices and
// codes keep their figure. A field the collector corrected (listed in figures.corrected) is left as they set it.
// It runs inside the migration's own transaction (see migrate.ts), so a failure leaves the catalogue as it was.

interface Source {
  title: string;
  url: string;
}

interface Addition {
  key: string;
  name: string;
  character: string;
  series: string;
  year: number;
  manufacturer: string;
  accessories: string[];
  description: string | null;
  aliases: string[];
  variants: string[];
  source: Source;
}

interface Update {
  key: string;
  aliases: string[];
  variants: string[];
  accessories?: string[];
  year?: number;
  series?: string;
  description?: string;
  source: Source;
}

interface Row {
  id: number;
  aliases: string;
  variants: string;
  accessories: string;
  corrected: string;
}

const DATA = new URL('./data/2026-11-27-03-whole-line.json', import.meta.url);
const MAX_NAMES = 40;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const load = () => JSON.parse(fs.readFileSync(DATA, 'utf8')) as { add: Addition[]; update: Update[] };

/** A stored JSON list; anything unreadable counts as empty rather than failing the whole upgrade. */
function list(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** What is stored first (a collector may have added names), then the new ones not yet there, case aside. */
function merged(stored: string[], added: string[]): string[] {
  const out = [...stored];
  const seen = new Set(stored.map((s) => s.toLowerCase()));
  for (const name of added) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out.slice(0, MAX_NAMES);
}

const nameYear = (name: string, year: number) => `${name.trim().toLowerCase()}|${year}`;

export async function up(db: AnyDb): Promise<void> {
  const { add, update } = load();

  // A figure the collector added themselves (no key) under the same name and year is that figure: not added twice.
  const existing = await db.selectFrom('figures').select(['name', 'year']).execute();
  const taken = new Set(existing.map((f: { name: string; year: number }) => nameYear(f.name, f.year)));
  const rows = add
    .filter((e) => !taken.has(nameYear(e.name, e.year)))
    .map((e) => ({
      catalog_key: e.key,
      name: e.name,
      character: e.character,
      series: e.series,
      year: e.year,
      manufacturer: e.manufacturer,
      description: e.description,
      image_url: null,
      thumbnail_url: null,
      accessories: JSON.stringify(e.accessories),
      aliases: JSON.stringify(e.aliases),
      variants: JSON.stringify(e.variants),
      corrected: '[]',
    }));
  for (let start = 0; start < rows.length; start += 50) {
    await db.insertInto('figures').values(rows.slice(start, start + 50)).onConflict((oc) => oc.column('catalog_key').doNothing()).execute();
  }

  for (const u of update) {
    const row = (await db
      .selectFrom('figures')
      .select(['id', 'aliases', 'variants', 'accessories', 'corrected'])
      .where('catalog_key', '=', u.key)
      .executeTakeFirst()) as Row | undefined;
    if (!row) continue;
    const corrected = new Set(list(row.corrected));
    const set: Record<string, string | number> = {};
    if (!corrected.has('aliases')) set.aliases = JSON.stringify(merged(list(row.aliases), u.aliases));
    if (!corrected.has('variants')) set.variants = JSON.stringify(merged(list(row.variants), u.variants));
    if (u.accessories && !corrected.has('accessories') && list(row.accessories).length < u.accessories.length) {
      set.accessories = JSON.stringify(u.accessories);
    }
    for (const field of ['year', 'series', 'description'] as const) {
      if (u[field] !== undefined && !corrected.has(field)) set[field] = u[field];
    }
    if (Object.keys(set).length > 0) await db.updateTable('figures').set(set).where('id', '=', row.id).execute();
  }
}

// Removes only added figures nothing refers to (no copy, price record or code), and empties the names lists this
// migration filled. Year, sub-line and accessory corrections stay: they are the sources' word, and up is idempotent.
export async function down(db: AnyDb): Promise<void> {
  const { add, update } = load();
  const keys = add.map((e) => e.key);
  for (let start = 0; start < keys.length; start += 50) {
    await db
      .deleteFrom('figures')
      .where('catalog_key', 'in', keys.slice(start, start + 50))
      .where(({ and, not, exists, selectFrom }) =>
        and([
          not(exists(selectFrom('inventory_items').select('id').whereRef('inventory_items.figure_id', '=', 'figures.id'))),
          not(exists(selectFrom('price_records').select('id').whereRef('price_records.figure_id', '=', 'figures.id'))),
          not(exists(selectFrom('figure_upcs').select('code').whereRef('figure_upcs.figure_id', '=', 'figures.id'))),
        ]),
      )
      .execute();
  }
  const updated = update.map((u) => u.key);
  for (let start = 0; start < updated.length; start += 50) {
    const batch = updated.slice(start, start + 50);
    for (const column of ['aliases', 'variants']) {
      await db.updateTable('figures').set({ [column]: '[]' }).where('catalog_key', 'in', batch).where('corrected', 'not like', `%"${column}"%`).execute();
    }
  }
}
