import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToEmpty, migrateToLatest } from '../src/db/migrate.ts';
import { freshDatabase, onPostgres, tempDataDir } from './helpers.ts';

// SQLite reports an INTEGER PRIMARY KEY (the rowid) as nullable, though it never holds null.
const PRIMARY_KEYS = new Set(['id', 'market_summaries.figure_id', 'market_refreshes.figure_id', 'market_api_calls.day', 'market_api_calls.api', 'copy_groups.figure_id', 'copy_groups.condition']);

/** Every table's columns as both databases can agree on them: name, type family, nullability, default present. */
async function tableShapes(db: Db) {
  const tables = await db.introspection.getTables();
  const family = (type: string) => (/^int|^bigint/i.test(type) ? 'integer' : type.toLowerCase());
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
      expect(Object.keys(shapes)).toEqual(['app_state', 'copy_groups', 'figures', 'inventory_items', 'job_runs', 'market_api_calls', 'market_refreshes', 'market_summaries', 'price_records']);
      expect(await count(db, 'figures')).toBe(164);
      await migrateToEmpty(db);
      expect(Object.keys(await tableShapes(db))).toEqual([]);
      await migrateToLatest(db);
      expect(await tableShapes(db)).toEqual(shapes);
      expect(await count(db, 'figures')).toBe(164);
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

  it('leave nothing behind when one fails: pending migrations run in one transaction', async () => {
    const db = await openDatabase({ ...(await freshDatabase()), poolSize: 2 });
    try {
      await migrateToEmpty(db);
      // A table in the way makes the last migration fail after the first two ran in the same transaction.
      await db.schema.createTable('job_runs').addColumn('id', 'integer').execute();
      await expect(migrateToLatest(db)).rejects.toThrow(/Database migration 2026-11-23-01-derived-data-and-jobs failed/);
      const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
      expect(tables).toEqual(['job_runs']);
    } finally {
      await (db as unknown as Kysely<unknown>).destroy();
    }
  });
});

