import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateTo, migrateToEmpty, migrateToLatest } from '../src/db/migrate.ts';
import { freshDatabase, onPostgres, tempDataDir } from './helpers.ts';

// SQLite reports an INTEGER PRIMARY KEY (the rowid) as nullable, though it never holds null.
const PRIMARY_KEYS = new Set(['id', 'market_summaries.figure_id', 'market_refreshes.figure_id', 'market_api_calls.day', 'market_api_calls.api', 'copy_groups.figure_id', 'copy_groups.condition']);

/** Every table's columns as both databases can agree on them: name, type family, nullability, default present. */
async function tableShapes(db: Db) {
  const tables = await db.introspection.getTables();
  // SQLite's real is PostgreSQL's double precision (float8): both 8-byte floating point.
  const family = (type: string) => (/^int|^bigint/i.test(type) ? 'integer' : /^(real|float8|double precision)$/i.test(type) ? 'double' : type.toLowerCase());
  const nullable = (table: string, column: { name: string; isNullable: boolean }) =>
    column.isNullable && !PRIMARY_KEYS.has(column.name) && !PRIMARY_KEYS.has(`${table}.${column.name}`);
  return Object.fromEntries(
    tables
      .filter((t) => !t.name.startsWith('kysely_'))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((t) => [
        t.name,
        t.columns.map((c) => `${c.name} ${family(c.dataType)}${nullable(t.name, c) ? '' : ' not null'}${c.hasDefaultValue && !c.isAutoIncrementing ? ' default' : ''}`).sort(),
      ]),
  );
}

const count = async (db: Db, table: 'figures') => (await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('migrations', () => {
  it('run from empty, can all be undone, and run again to the same tables and catalogue', async () => {
    const db = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    try {
      const shapes = await tableShapes(db);
      expect(Object.keys(shapes)).toEqual([
        'access_state', 'alert_deliveries', 'analysis_insights', 'api_keys', 'app_state', 'bulk_changes', 'copy_groups', 'deals', 'exchange_rates',
        'figure_upcs', 'figures', 'grade_history', 'idempotency_keys', 'inventory_items', 'item_photos', 'job_runs', 'lots', 'market_api_calls',
        'market_refreshes', 'market_summaries', 'place_checks', 'places', 'portfolio_snapshots', 'price_records', 'sessions', 'shares', 'spreadsheet_imports',
        'sub_tier_summaries', 'sync_changes', 'sync_state', 'variant_summaries', 'wants',
      ]);
      expect(await count(db, 'figures')).toBe(214);
      await migrateToEmpty(db);
      expect(Object.keys(await tableShapes(db))).toEqual([]);
      await migrateToLatest(db);
      expect(await tableShapes(db)).toEqual(shapes);
      expect(await count(db, 'figures')).toBe(214);
    } finally {
      await db.destroy();
    }
  });

  it.runIf(onPostgres)('give PostgreSQL the same tables and columns as SQLite', async () => {
    const sqlite = await openDatabase({ dataDir: tempDataDir() });
    const postgres = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    try {
      expect(await tableShapes(postgres)).toEqual(await tableShapes(sqlite));
    } finally {
      await sqlite.destroy();
      await postgres.destroy();
    }
  });

  it('move each figure\'s code to figure_upcs as a link by the collector, and back', async () => {
    const db = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    try {
      await migrateTo(db, '2026-11-23-02-market-data');
      await old.updateTable('figures').set({ upc: '036000291452' }).where('id', 'in', [1, 2]).execute();
      await old.updateTable('figures').set({ upc: 'TMNT1988' }).where('id', '=', 3).execute();
      await migrateToLatest(db);
      const links = await db.selectFrom('figure_upcs').selectAll().orderBy('figure_id').execute();
      expect(links).toEqual([
        { figure_id: 1, code: '036000291452', position: 0, source: 'collector', format: null, linked_at: null },
        { figure_id: 2, code: '036000291452', position: 0, source: 'collector', format: null, linked_at: null },
        { figure_id: 3, code: 'TMNT1988', position: 0, source: 'collector', format: null, linked_at: null },
      ]);
      // Undone, each figure gets its primary code back.
      await db.insertInto('figure_upcs').values({ figure_id: 3, code: '4006381333931', position: -1, source: 'collector', format: null, linked_at: null }).execute();
      await migrateTo(db, '2026-11-23-02-market-data');
      const codes = await old.selectFrom('figures').select(['id', 'upc']).where('upc', 'is not', null).orderBy('id').execute();
      expect(codes).toEqual([{ id: 1, upc: '036000291452' }, { id: 2, upc: '036000291452' }, { id: 3, upc: '4006381333931' }]);
    } finally {
      await db.destroy();
    }
  });

  it('turn the storage texts of an older collection into places, the same text (case and spaces aside) one place, and back', async () => {
    const db = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    try {
      await migrateTo(db, '2026-11-27-09-wants');
      const texts = ['Tote B', 'tote b', 'Tote B ', '  TOTE   B', 'Garage > Shelf 2', 'garage / shelf 2 / Tote B', 'Garage>Shelf 2>', 'Shelf 2', '   ', null];
      for (const [i, text] of texts.entries()) {
        await old.insertInto('inventory_items').values({ figure_id: 1, condition: 'Good', storage_location: text, owned_accessories: '[]', grading_photos: '[]', created_at: `2026-11-0${i % 9 + 1}`, updated_at: 'then' }).execute();
      }
      await migrateToLatest(db);
      const places = await db.selectFrom('places').select(['id', 'name', 'name_key', 'parent_id']).orderBy('id').execute();
      const byId = new Map(places.map((p) => [p.id, p]));
      const pathOf = (id: number | null): string | null => {
        if (id === null) return null;
        const p = byId.get(id)!;
        return p.parent_id === null ? p.name : `${pathOf(p.parent_id)} > ${p.name}`;
      };
      // Each place named as it was first spelt.
      expect(places.map((p) => pathOf(p.id))).toEqual(['Tote B', 'Garage', 'Garage > Shelf 2', 'Garage > Shelf 2 > Tote B', 'Shelf 2']);
      expect(places[0].name_key).toBe('tote b');
      const copies = await db.selectFrom('inventory_items').select(['id', 'place_id', 'tags']).orderBy('id').execute();
      expect(copies.map((c) => pathOf(c.place_id))).toEqual(['Tote B', 'Tote B', 'Tote B', 'Tote B', 'Garage > Shelf 2', 'Garage > Shelf 2 > Tote B', 'Garage > Shelf 2', 'Shelf 2', null, null]);
      expect(new Set(copies.map((c) => c.tags))).toEqual(new Set(['[]']));

      // Undone, each copy's storage text is its place's path.
      await migrateTo(db, '2026-11-27-09-wants');
      const back = await old.selectFrom('inventory_items').select('storage_location').orderBy('id').execute();
      expect(back.map((c: { storage_location: string | null }) => c.storage_location)).toEqual([
        'Tote B', 'Tote B', 'Tote B', 'Tote B', 'Garage > Shelf 2', 'Garage > Shelf 2 > Tote B', 'Garage > Shelf 2', 'Shelf 2', null, null,
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('leave nothing behind when one fails: pending migrations run in one transaction', async () => {
    const db = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    try {
      await migrateToEmpty(db);
      // A table in the way makes the last migration fail after the first two ran in the same transaction.
      await db.schema.createTable('job_runs').addColumn('id', 'integer').execute();
      await expect(migrateToLatest(db)).rejects.toThrow(/Database migration 2026-11-23-01-derived-data-and-jobs failed/);
      const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
      expect(tables).toEqual(['job_runs']);
      expect(await db.selectFrom('kysely_migration' as never).select('name' as never).execute()).toEqual([]);
    } finally {
      await (db as unknown as Kysely<unknown>).destroy();
    }
  });

  it('leave an older database as it was when an upgrade fails halfway through a migration, and upgrade it once fixed', async () => {
    const db = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    const executed = async () => (await old.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((r: { name: string }) => r.name);
    const columns = async (table: string) => (await db.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name).sort();
    try {
      await migrateTo(db, '2026-11-21-02-catalogue');
      const before = { executed: await executed(), columns: await columns('inventory_items'), tables: (await db.introspection.getTables()).map((t) => t.name).sort() };
      await old.insertInto('inventory_items').values({ figure_id: 1, condition: 'Good', owned_accessories: '[]', grading_photos: '[]', created_at: 'then', updated_at: 'then' }).execute();
      // The next migration adds app_state, four columns of inventory_items and copy_groups, then fails at job_runs.
      await db.schema.createTable('job_runs').addColumn('id', 'integer').execute();
      await expect(migrateToLatest(db)).rejects.toThrow(/Database migration 2026-11-23-01-derived-data-and-jobs failed/);
      expect(await executed()).toEqual(before.executed);
      expect(await columns('inventory_items')).toEqual(before.columns);
      expect((await db.introspection.getTables()).map((t) => t.name).sort()).toEqual([...before.tables, 'job_runs'].sort());
      expect(await old.selectFrom('inventory_items').select(['figure_id', 'condition']).execute()).toEqual([{ figure_id: 1, condition: 'Good' }]);

      await db.schema.dropTable('job_runs').execute();
      await migrateToLatest(db);
      expect(await db.selectFrom('inventory_items').select(['figure_id', 'condition', 'value_basis']).execute()).toEqual([{ figure_id: 1, condition: 'Good', value_basis: 'none' }]);
    } finally {
      await db.destroy();
    }
  });
});

