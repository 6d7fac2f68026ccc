// The backup's SQL: snapshots, table dumps and the PostgreSQL restore.
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { isPostgres, type Db } from '../db/database.ts';
import { ROW_SCHEMAS } from '../db/row-schemas.ts';

// Tables are named at run time here (every table of the database, whatever the schema version).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The tables a backup carries and a restore replaces: the collection's, each with its row schema. Not the
 * migrations' bookkeeping, nor the doors (a restore keeps who is logged in and the API keys; a backup carries none).
 */
const isAppTable = (name: string) => Object.hasOwn(ROW_SCHEMAS, name);

/** The doors to the app (login sessions, API keys): kept as hashes, yet a backup carries none, not even as free pages. */
const DOOR_TABLES = ['sessions', 'api_keys'];

/** SQLite: a consistent copy of the live database in one new file (VACUUM INTO reads one snapshot; writers go on). */
export async function vacuumInto(db: Db, file: string): Promise<void> {
  await sql`vacuum into ${file}`.execute(db);
  const copy = new SQLite(file);
  try {
    copy.pragma('secure_delete = on');
    for (const table of DOOR_TABLES) {
      if (copy.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table)) copy.exec(`delete from ${table}`);
    }
  } finally {
    copy.close();
  }
}

/**
 * SQLite: the doors of the live file (its login sessions and API keys, read through its lock) into the database
 * that replaces it: they are this instance's, not the backup's (which carries none).
 */
export async function carryDoors(live: SQLite.Database, into: Db): Promise<void> {
  for (const table of DOOR_TABLES) {
    if (!live.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table)) continue;
    const rows = live.prepare(`select * from ${table}`).all() as Record<string, unknown>[];
    for (let i = 0; i < rows.length; i += 1000) await (into as AnyDb).insertInto(table).values(rows.slice(i, i + 1000)).execute();
  }
}

/** What a SQLite file holds: its latest applied migration, rows per table, data version (opened read-only). */
export function describeSqliteFile(file: string): { schema: string | null; counts: Record<string, number>; dataVersion: number | null } {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = (sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[]).map((t) => t.name);
    const counts: Record<string, number> = {};
    for (const table of tables.filter(isAppTable)) {
      counts[table] = (sqlite.prepare(`select count(*) as n from "${table.replaceAll('"', '""')}"`).get() as { n: number }).n;
    }
    const schema = tables.includes('kysely_migration') ? ((sqlite.prepare('select max(name) as name from kysely_migration').get() as { name: string | null }).name ?? null) : null;
    const dataVersion = tables.includes('app_state') ? ((sqlite.prepare('select data_version from app_state where id = 1').get() as { data_version: number } | undefined)?.data_version ?? null) : null;
    return { schema, counts, dataVersion };
  } finally {
    sqlite.close();
  }
}

/** SQLite: every applied migration of a file, and whether the file passes SQLite's own check. */
export function checkSqliteFile(file: string): { migrations: string[]; ok: boolean } {
  const sqlite = new SQLite(file, { fileMustExist: true });
  try {
    const ok = (sqlite.pragma('quick_check', { simple: true }) as string) === 'ok';
    const migrations = (sqlite.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((m) => m.name);
    return { migrations, ok };
  } finally {
    sqlite.close();
  }
}

/** Sets a database's data version (a restored collection must not reuse a version a browser holds an ETag for). */
async function setDataVersion(db: Db, version: number): Promise<void> {
  await db.updateTable('app_state').set({ data_version: version }).where('id', '=', 1).execute();
}

/** The latest migration applied to a database. */
export async function appliedSchema(db: Db): Promise<string | null> {
  const row = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
  return row.rows[0]?.name ?? null;
}

/** The app's tables, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter(isAppTable).sort();
  const links = isPostgres(db)
    ? (
        await sql<{ child: string; parent: string }>`
          select child.relname as child, parent.relname as parent
          from pg_constraint c
          join pg_class child on child.oid = c.conrelid
          join pg_class parent on parent.oid = c.confrelid
          where c.contype = 'f' and c.connamespace = current_schema()::text::regnamespace`.execute(db)
      ).rows
    : (
        await sql<{ child: string; parent: string }>`
          select m.name as child, f."table" as parent
          from sqlite_master m, pragma_foreign_key_list(m.name) f
          where m.type = 'table'`.execute(db)
      ).rows;
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const link of links) if (link.child === table && link.parent !== table) visit(link.parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered.filter((t) => tables.includes(t));
}

/** SQLite: every app table's rows of a database file (opened read-only). */
export function readSqliteTables(file: string): Map<string, Record<string, unknown>[]> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = (sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[]).map((t) => t.name);
    return new Map(tables.filter(isAppTable).map((table) => [table, sqlite.prepare(`select * from "${table.replaceAll('"', '""')}" order by rowid`).all() as Record<string, unknown>[]]));
  } finally {
    sqlite.close();
  }
}

/** PostgreSQL: every table's rows, read in one snapshot. */
export async function dumpTables(db: Db): Promise<{ schema: string | null; tables: Map<string, unknown[]> }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const tables = new Map<string, unknown[]>();
      for (const table of await tablesInOrder(trx)) {
        tables.set(table, await (trx as AnyDb).selectFrom(table).selectAll().orderBy(sql.lit(1)).execute());
      }
      return { schema: await appliedSchema(trx), tables };
    });
}

/**
 * Replaces every table's rows by the backup's, in one transaction (all or nothing), then lets `derive` compute
 * what is derived from them in the same transaction.
 */
export async function replaceTables(db: Db, tables: Map<string, Record<string, unknown>[]>, derive: (trx: Db) => Promise<void>): Promise<void> {
  const postgres = isPostgres(db);
  await db.transaction().execute(async (trx) => {
    const order = await tablesInOrder(trx);
    const previous = await trx.selectFrom('app_state').select('data_version').where('id', '=', 1).executeTakeFirst();
    if (postgres) await sql`truncate table ${sql.join(order.map((t) => sql.table(t)))} restart identity`.execute(trx);
    // SQLite: children first, so no foreign key (some restrict deletes) is ever left pointing at nothing.
    else for (const table of [...order].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
    for (const table of order) {
      const rows = tables.get(table) ?? [];
      if (rows.length === 0) continue;
      // Under both databases' limits of bound values in one statement.
      const columns = Object.keys(rows[0]).length || 1;
      const batch = Math.max(1, Math.floor(30_000 / columns));
      for (let i = 0; i < rows.length; i += batch) await (trx as AnyDb).insertInto(table).values(rows.slice(i, i + batch)).execute();
    }
    const restored = await trx.selectFrom('app_state').select('data_version').where('id', '=', 1).executeTakeFirst();
    if (restored) await setDataVersion(trx, Math.max(previous?.data_version ?? 0, restored.data_version) + 1);
    await derive(trx);
    if (!postgres) return;
    const sequences = await sql<{ table_name: string; column_name: string; sequence: string }>`
      select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
      from information_schema.columns
      where table_schema = current_schema() and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`.execute(trx);
    for (const { table_name, column_name, sequence } of sequences.rows) {
      await sql`select setval(${sequence}, coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0) + 1, false)`.execute(trx);
    }
  });
}
