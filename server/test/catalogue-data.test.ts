import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrateTo } from '../src/db/migrate.ts';
import { freshDatabase } from './helpers.ts';

// The catalogue's data files, read as a reviewer would: every entry sourced, no key or name reused, and the
// migration that loads the second one keeps every id, key, copy and collector's correction.

interface Source {
  title: string;
  url: string;
}
interface First {
  key: string;
  name: string;
  year: number;
  accessories: string[];
}
interface Added extends First {
  character: string;
  series: string;
  manufacturer: string;
  aliases: string[];
  variants: string[];
  source: Source;
}
interface Updated {
  key: string;
  aliases: string[];
  variants: string[];
  accessories?: string[];
  year?: number;
  series?: string;
  source: Source;
}

const DATA = new URL('../src/db/migrations/data/', import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, DATA), 'utf8');
const first = JSON.parse(read('2026-11-21-02-catalogue.json')) as First[];
const { add, update } = JSON.parse(read('2026-11-27-03-whole-line.json')) as { add: Added[]; update: Updated[] };
const readme = read('README.md');
const firstByKey = new Map(first.map((f) => [f.key, f]));
const updateByKey = new Map(update.map((u) => [u.key, u]));

const BEFORE = '2026-11-27-02-figure-details';
const WHOLE_LINE = '2026-11-27-03-whole-line';
const yearAfter = (f: First) => updateByKey.get(f.key)?.year ?? f.year;
const withAlias = (alias: string) =>
  [...update.map((u) => ({ key: u.key, aliases: u.aliases })), ...add].filter((e) => e.aliases.some((a) => a.toLowerCase() === alias.toLowerCase())).map((e) => e.key);

describe('catalogue data', () => {
  it('names a source with a title and an http(s) address for every added and updated entry, each listed in the README', () => {
    for (const entry of [...add, ...update]) {
      expect(entry.source.title.trim(), entry.key).not.toBe('');
      expect(entry.source.url, entry.key).toMatch(/^https?:\/\/\S+$/);
      expect(readme, `README lists ${entry.source.url}`).toContain(entry.source.url);
    }
  });

  it('keeps keys and name + year unique across both files, also after the year corrections', () => {
    const keys = [...first, ...add].map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    const pairs = [...first.map((f) => `${f.name}|${yearAfter(f)}`), ...add.map((a) => `${a.name}|${a.year}`)];
    expect(new Set(pairs).size).toBe(pairs.length);
    const raw = [...first, ...add].map((e) => `${e.name}|${e.year}`);
    expect(new Set(raw).size).toBe(raw.length);
  });

  it('adds Playmates figures of 1988-1995 under year-slug keys, and updates only keys of the first file, each once', () => {
    for (const a of add) {
      expect(a.key).toMatch(new RegExp(`^${a.year}-[a-z0-9]+(-[a-z0-9]+)*$`));
      expect(a.year).toBeGreaterThanOrEqual(1988);
      expect(a.year).toBeLessThanOrEqual(1995);
      expect(a.manufacturer).toBe('Playmates Toys');
      expect(a.name.trim() && a.character.trim() && a.series.trim()).toBeTruthy();
    }
    expect(update.length).toBe(new Set(update.map((u) => u.key)).size);
    for (const u of update) {
      const old = firstByKey.get(u.key);
      expect(old, u.key).toBeDefined();
      if (u.accessories) expect(u.accessories.length, u.key).toBeGreaterThan(old!.accessories.length);
      if (u.year !== undefined) expect(u.year).not.toBe(old!.year);
    }
  });

  it('gives every first-file figure its aliases, and keeps aliases and variants within limits', () => {
    for (const f of first) expect(updateByKey.get(f.key)?.aliases.length ?? 0, f.key).toBeGreaterThan(0);
    for (const entry of [...add, ...update]) {
      for (const names of [entry.aliases, entry.variants]) {
        expect(names.length, entry.key).toBeLessThanOrEqual(40);
        for (const n of names) {
          expect(n.trim(), entry.key).not.toBe('');
          expect(n.length, entry.key).toBeLessThanOrEqual(100);
        }
        expect(new Set(names.map((n) => n.toLowerCase())).size, entry.key).toBe(names.length);
      }
    }
  });

  it('lets a collector find the figures they search for', () => {
    expect(withAlias('Kirk')).toEqual(['1994-captain-leonardo']);
    expect(withAlias('Spock')).toEqual(['1994-first-officer-donatello']);
    expect(withAlias('Star Trek')).toHaveLength(4);
    expect(withAlias('Movie 3').length).toBeGreaterThanOrEqual(10);
    expect(withAlias('Leo 1988')).toEqual(['1988-leonardo']);
    // Every Michaelangelo (Playmates' spelling) is found by the standard spelling too.
    for (const e of [...first, ...add].filter((f) => f.name.includes('Michaelangelo'))) {
      expect(withAlias(e.name.replace('Michaelangelo', 'Michelangelo')), e.key).toContain(e.key);
    }
    const shogun = add.filter((a) => a.series === 'Shogun');
    expect(shogun.map((a) => a.name).sort()).toEqual(
      ['Shogun April', 'Shogun Don', 'Shogun Leo', 'Shogun Mike', 'Shogun Raph', 'Shogun Shoate', 'Shogun Shredder', 'Shogun Splinter', 'Shogun Triceraton'],
    );
    expect(shogun.every((a) => a.year === 1994)).toBe(true);
    expect(add.filter((a) => a.series === 'Sewer Heroes').map((a) => a.name)).toEqual(['Super Mike', 'Super Don', 'Mighty Bebop', 'Rhinoman']);
    expect(updateByKey.get('1992-beachcombin-mike')?.series).toBe("Sewer Spittin'");
  });
});

describe('the whole-line migration', () => {
  it('keeps every id, key, copy and correction, skips a figure the collector already added, and can be undone', async () => {
    const db = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    const figures = async () =>
      (await old.selectFrom('figures').select(['id', 'catalog_key', 'name', 'year', 'aliases', 'variants', 'accessories']).orderBy('id').execute()) as {
        id: number;
        catalog_key: string | null;
        name: string;
        year: number;
        aliases: string;
        variants: string;
        accessories: string;
      }[];
    const byKey = async () => new Map((await figures()).map((f) => [f.catalog_key, f]));
    const copy = (figureId: number) =>
      old.insertInto('inventory_items').values({ figure_id: figureId, condition: 'Good', owned_accessories: '[]', grading_photos: '[]', created_at: 'then', updated_at: 'then' }).execute();
    try {
      await migrateTo(db, BEFORE);
      const before = await figures();
      expect(before.map((f) => f.catalog_key).sort()).toEqual(first.map((f) => f.key).sort());
      const id = new Map(before.map((f) => [f.catalog_key, f.id]));
      // A copy, the collector's own year and aliases, and a figure they entered themselves before the catalogue had it.
      await copy(id.get('1991-antrax')!);
      await old.updateTable('figures').set({ year: 1990, corrected: '["year"]' }).where('catalog_key', '=', '1991-antrax').execute();
      await old.updateTable('figures').set({ aliases: '["My Leo"]', corrected: '["aliases"]' }).where('catalog_key', '=', '1988-leonardo').execute();
      await old
        .insertInto('figures')
        .values({ catalog_key: null, name: 'Shogun Leo', character: 'Leonardo', series: 'Shogun', year: 1994, manufacturer: 'Playmates Toys', accessories: '[]' })
        .execute();

      await migrateTo(db, WHOLE_LINE);
      const after = await byKey();
      for (const f of before) expect(after.get(f.catalog_key)?.id, f.catalog_key!).toBe(f.id);
      expect(after.size).toBe(first.length + add.length); // the collector's Shogun Leo stands in for the catalogue's
      expect((await figures()).filter((f) => f.name === 'Shogun Leo')).toEqual([expect.objectContaining({ catalog_key: null, year: 1994 })]);
      expect(await old.selectFrom('inventory_items').select('figure_id').execute()).toEqual([{ figure_id: id.get('1991-antrax') }]);
      const antrax = after.get('1991-antrax')!;
      expect(antrax.year).toBe(1990);
      expect(JSON.parse(antrax.aliases)).toEqual(expect.arrayContaining(['Mutant ant']));
      expect(JSON.parse(after.get('1988-leonardo')!.aliases)).toEqual(['My Leo']);
      expect(JSON.parse(after.get('1988-leonardo')!.variants)).toEqual(['Soft head', 'Hard head']);
      expect(after.get('1992-toon-shredder')!.year).toBe(1993);
      expect(JSON.parse(after.get('1988-april-oneil')!.accessories)).toHaveLength(6);
      expect(JSON.parse(after.get('1994-captain-leonardo')!.aliases)).toContain('Kirk');
      expect(after.get('1994-shogun-shoate')).toMatchObject({ name: 'Shogun Shoate', year: 1994 });

      // Undone: added figures go unless something refers to them; the names lists this migration filled are emptied.
      await copy(after.get('1994-shogun-shoate')!.id);
      await migrateTo(db, BEFORE);
      const undone = await byKey();
      expect([...undone.keys()].filter((k) => k && !firstByKey.has(k))).toEqual(['1994-shogun-shoate']);
      expect(undone.get('1988-donatello')!.aliases).toBe('[]');
      expect(undone.get('1988-leonardo')!.aliases).toBe('["My Leo"]');
      for (const f of before) expect(undone.get(f.catalog_key)?.id).toBe(f.id);

      await migrateTo(db, WHOLE_LINE);
      expect((await byKey()).size).toBe(first.length + add.length);
    } finally {
      await db.destroy();
    }
  });
});

describe('sources of variants, reissues and colours (2026-11-29-52)', () => {
  interface Entry {
    key: string;
    variants?: { name: string; carded_only: boolean; confidence: string; note: string | null; sources: string[] }[];
    reissues?: { reissue: string; sources: string[] }[];
    accessory_colours?: { accessory: string; colour: string; sources: string[] }[];
    accessories?: string[];
    sources?: string[];
  }
  const sourced = JSON.parse(read('2026-11-29-52-sourced-catalogue.json')) as { sources: Record<string, Source>; add: (Entry & Added)[]; update: Entry[] };

  it('names a source for every variant, reissue, colour and added figure, each a page listed in the README', () => {
    for (const [key, source] of Object.entries(sourced.sources)) {
      expect(source.title.trim(), key).not.toBe('');
      expect(source.url, key).toMatch(/^https?:\/\/\S+$/);
      expect(readme, `README lists ${source.url}`).toContain(source.url);
    }
    const facts = [...sourced.add, ...sourced.update].flatMap((e) => [e, ...(e.variants ?? []), ...(e.reissues ?? []), ...(e.accessory_colours ?? [])].map((fact) => ({ key: e.key, fact })));
    for (const { key, fact } of facts) {
      if (fact === undefined || !('sources' in fact) || fact.sources === undefined) continue;
      expect(fact.sources.length, key).toBeGreaterThan(0);
      for (const source of fact.sources) expect(sourced.sources[source], `${key}: ${source}`).toBeDefined();
    }
    for (const e of sourced.add) expect(e.sources?.length, e.key).toBeGreaterThan(0);
    for (const e of sourced.update) for (const v of e.variants ?? []) expect(['sourced', 'disputed'], `${e.key} ${v.name}`).toContain(v.confidence);
  });

  it('says why where the sources disagree, and marks card backs and inserts as variants of carded copies only', () => {
    for (const e of sourced.update) {
      for (const v of e.variants ?? []) {
        if (v.confidence === 'disputed') expect(v.note, `${e.key} ${v.name}`).toMatch(/disagree/);
        if (/10-back|Fan Club|card|coin|Kay-Bee/.test(v.name)) expect(v.carded_only, `${e.key} ${v.name}`).toBe(true);
      }
    }
  });

  it('leaves no catalogue variant without its sources once every migration has run', async () => {
    const db = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    try {
      const rows = await db.selectFrom('figures').select(['catalog_key', 'variants', 'variant_details', 'reissues', 'accessory_colours', 'accessories']).where('catalog_key', 'is not', null).execute();
      let variants = 0;
      for (const row of rows) {
        const names = JSON.parse(row.variants) as string[];
        const details = JSON.parse(row.variant_details) as { name: string; sources: Source[] }[];
        expect(details.map((d) => d.name), row.catalog_key!).toEqual(names);
        for (const d of details) expect(d.sources.length, `${row.catalog_key} ${d.name}`).toBeGreaterThan(0);
        for (const r of JSON.parse(row.reissues) as { sources: Source[] }[]) expect(r.sources.length, row.catalog_key!).toBeGreaterThan(0);
        for (const c of JSON.parse(row.accessory_colours) as { accessory: string; sources: Source[] }[]) {
          expect(c.sources.length, row.catalog_key!).toBeGreaterThan(0);
          expect(JSON.parse(row.accessories), `${row.catalog_key}: a colour of one of its accessories`).toContain(c.accessory);
        }
        variants += names.length;
      }
      expect(variants).toBeGreaterThan(60);
    } finally {
      await db.destroy();
    }
  });
});
