import fs from 'node:fs';
import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead. It imports no live code: the data it loads is the
// JSON file beside it, frozen with it (see data/README.md, "What a copy really is", for every entry's source).
//
// Every known variant gets the sources that name it and a confidence ('sourced', or 'disputed' where the sources
// disagree), and the variants sources name that the catalogue lacked are added (soft and hard heads of the rest of
// the first wave, the Fan Club form insert, the US 10-back card); card backs and inserts are marked carded_only.
// Figures get the reissues sources name and their accessories' original colours where a source says them, and the
// figures the sources support that the catalogue lacked are added. Ids and keys never change and nothing is deleted;
// a figure of the same name and year already there (a collector's own) is not added twice; a field the collector
// corrected (figures.corrected) is left as they set it. It runs inside the migration's own transaction.

interface Source {
  title: string;
  url: string;
}

interface VariantEntry {
  name: string;
  carded_only: boolean;
  confidence: 'sourced' | 'disputed';
  note: string | null;
  sources: string[];
}

interface Sourced {
  sources: string[];
}

interface Addition {
  key: string;
  name: string;
  character: string;
  series: string;
  year: number;
  manufacturer: string;
  accessories: string[];
  description: string;
  aliases: string[];
  variants: VariantEntry[];
  reissues: ({ reissue: string } & Sourced)[];
  accessory_colours: ({ accessory: string; colour: string } & Sourced)[];
  sources: string[];
}

interface Update {
  key: string;
  variants?: VariantEntry[];
  reissues?: ({ reissue: string } & Sourced)[];
  accessory_colours?: ({ accessory: string; colour: string } & Sourced)[];
  accessories?: string[];
  aliases?: string[];
}

interface Data {
  sources: Record<string, Source>;
  add: Addition[];
  update: Update[];
}

interface Row {
  id: number;
  aliases: string;
  variants: string;
  variant_details: string;
  accessories: string;
  corrected: string;
}

const DATA = new URL('./data/2026-11-29-52-sourced-catalogue.json', import.meta.url);
const MAX_NAMES = 40;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const load = () => JSON.parse(fs.readFileSync(DATA, 'utf8')) as Data;

/** A stored JSON list; anything unreadable counts as empty rather than failing the whole upgrade. */
function list<T = string>(text: string | null, keep: (v: unknown) => boolean = (v) => typeof v === 'string'): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value.filter(keep) as T[]) : [];
  } catch {
    return [];
  }
}

/** What is stored first, then the new names not yet there, case aside. */
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
  const { sources, add, update } = load();
  const resolve = <T extends Sourced>(entries: T[]) => entries.map(({ sources: keys, ...rest }) => ({ ...rest, sources: keys.map((key) => sources[key]) }));

  const existing = await db.selectFrom('figures').select(['name', 'year']).execute();
  const taken = new Set(existing.map((f: { name: string; year: number }) => nameYear(f.name, f.year)));
  for (const e of add.filter((f) => !taken.has(nameYear(f.name, f.year)))) {
    await db
      .insertInto('figures')
      .values({
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
        variants: JSON.stringify(e.variants.map((v) => v.name)),
        variant_details: JSON.stringify(resolve(e.variants)),
        reissues: JSON.stringify(resolve(e.reissues)),
        accessory_colours: JSON.stringify(resolve(e.accessory_colours)),
        corrected: '[]',
      })
      .onConflict((oc) => oc.column('catalog_key').doNothing())
      .execute();
  }

  for (const u of update) {
    const row = (await db
      .selectFrom('figures')
      .select(['id', 'aliases', 'variants', 'variant_details', 'accessories', 'corrected'])
      .where('catalog_key', '=', u.key)
      .executeTakeFirst()) as Row | undefined;
    if (!row) continue;
    const corrected = new Set(list(row.corrected));
    const set: Record<string, string> = {};
    if (u.variants && !corrected.has('variants')) {
      const names = merged(list(row.variants), u.variants.map((v) => v.name));
      const given = new Map(resolve(u.variants).map((v) => [v.name.toLowerCase(), v]));
      const stored = new Map(list<{ name: string }>(row.variant_details, (v) => typeof v === 'object' && v !== null).map((v) => [v.name.toLowerCase(), v]));
      set.variants = JSON.stringify(names);
      set.variant_details = JSON.stringify(names.flatMap((name) => given.get(name.toLowerCase()) ?? stored.get(name.toLowerCase()) ?? []));
    }
    if (u.reissues) set.reissues = JSON.stringify(resolve(u.reissues));
    if (u.accessory_colours) set.accessory_colours = JSON.stringify(resolve(u.accessory_colours));
    if (u.accessories && !corrected.has('accessories') && list(row.accessories).length < u.accessories.length) set.accessories = JSON.stringify(u.accessories);
    if (u.aliases && !corrected.has('aliases')) set.aliases = JSON.stringify(merged(list(row.aliases), u.aliases));
    if (Object.keys(set).length > 0) await db.updateTable('figures').set(set).where('id', '=', row.id).execute();
  }
}

// Removes only added figures nothing refers to (no copy, price record or code), and empties the sourced lists this
// migration filled. Variant names, aliases and accessory lists stay: they are the sources' word, and up is idempotent.
export async function down(db: AnyDb): Promise<void> {
  const { add, update } = load();
  await db
    .deleteFrom('figures')
    .where('catalog_key', 'in', add.map((e) => e.key))
    .where(({ and, not, exists, selectFrom }) =>
      and([
        not(exists(selectFrom('inventory_items').select('id').whereRef('inventory_items.figure_id', '=', 'figures.id'))),
        not(exists(selectFrom('price_records').select('id').whereRef('price_records.figure_id', '=', 'figures.id'))),
        not(exists(selectFrom('figure_upcs').select('code').whereRef('figure_upcs.figure_id', '=', 'figures.id'))),
      ]),
    )
    .execute();
  await db
    .updateTable('figures')
    .set({ variant_details: '[]', reissues: '[]', accessory_colours: '[]' })
    .where('catalog_key', 'in', update.map((u) => u.key))
    .execute();
}
