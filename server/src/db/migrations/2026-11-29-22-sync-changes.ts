import crypto from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// What changed since a version (issue 37: a phone's pocket copy brought up to date by what changed, not reloaded):
// - sync_changes: one row per copy, figure, want or figure's prices (entity, entity_id) ever written, with the data
//   version of the write that last changed it. Database triggers log every insert, update and delete of the tables
//   the pocket copy holds, whatever code path writes them, with no version (null); the write's transaction gives its
//   rows its own data version when it bumps it (db/app-state.ts), so versions follow the order writes commit in.
//   A deleted row keeps its entry: its absence is the change.
// - sync_state: the epoch of this log (random). A restore starts a new one: a phone that synced against another
//   epoch is sent everything again.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The logged tables: the entity each row is, and the column naming it. */
const LOGGED = [
  { table: 'inventory_items', entity: 'copy', id: 'id' },
  { table: 'figures', entity: 'figure', id: 'id' },
  { table: 'figure_upcs', entity: 'figure', id: 'figure_id' },
  { table: 'wants', entity: 'want', id: 'id' },
  { table: 'market_summaries', entity: 'prices', id: 'figure_id' },
] as const;

const triggerName = (table: string, op: string) => `sync_log_${table}_${op}`;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('sync_changes')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer')
    .addPrimaryKeyConstraint('sync_changes_pkey', ['entity', 'entity_id'])
    .execute();
  await db.schema.createIndex('sync_changes_version').on('sync_changes').column('version').execute();
  await db.schema
    .createTable('sync_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('epoch', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('sync_state').values({ id: 1, epoch: crypto.randomUUID() }).execute();

  if (postgres) {
    await sql`
      create function sync_log() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          insert into sync_changes (entity, entity_id, version) values (tg_argv[0], (to_jsonb(old) ->> tg_argv[1])::integer, null)
            on conflict (entity, entity_id) do update set version = null;
        end if;
        if tg_op <> 'DELETE' then
          insert into sync_changes (entity, entity_id, version) values (tg_argv[0], (to_jsonb(new) ->> tg_argv[1])::integer, null)
            on conflict (entity, entity_id) do update set version = null;
        end if;
        return null;
      end $$`.execute(db);
    for (const { table, entity, id } of LOGGED) {
      const args = sql.raw(`'${entity}', '${id}'`);
      await sql`create trigger ${sql.id(triggerName(table, 'write'))} after insert or delete on ${sql.table(table)} for each row execute function sync_log(${args})`.execute(db);
      // An update that leaves the row as it was (a summary rebuilt the same) changes nothing a phone holds.
      await sql`create trigger ${sql.id(triggerName(table, 'update'))} after update on ${sql.table(table)} for each row when (old.* is distinct from new.*) execute function sync_log(${args})`.execute(db);
    }
    return;
  }
  const log = (entity: string, id: string) =>
    `insert into sync_changes (entity, entity_id, version) values ('${entity}', ${id}, null) on conflict (entity, entity_id) do update set version = null;`;
  for (const { table, entity, id } of LOGGED) {
    await sql.raw(`create trigger ${triggerName(table, 'insert')} after insert on ${table} begin ${log(entity, `new.${id}`)} end`).execute(db);
    await sql.raw(`create trigger ${triggerName(table, 'update')} after update on ${table} begin ${log(entity, `old.${id}`)} ${log(entity, `new.${id}`)} end`).execute(db);
    await sql.raw(`create trigger ${triggerName(table, 'delete')} after delete on ${table} begin ${log(entity, `old.${id}`)} end`).execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table } of LOGGED) {
    for (const op of postgres ? ['write', 'update'] : ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(triggerName(table, op))}${postgres ? sql` on ${sql.table(table)}` : sql``}`.execute(db);
    }
  }
  if (postgres) await sql`drop function sync_log()`.execute(db);
  await db.schema.dropTable('sync_state').execute();
  await db.schema.dropIndex('sync_changes_version').execute();
  await db.schema.dropTable('sync_changes').execute();
}
