import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// access_state: one row whose version moves whenever a door closes (a session ended, every session ended). Each
// instance keeps the doors it has checked in memory for as long as the version stays, so a request with an open
// session costs no query of its own, and a door closed through any instance is closed on all of them at their next
// read of the version (made once per turn of the event loop, with the data version). Not collection data: never
// carried by backups or restores.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('access_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('access_state').values({ id: 1, version: 0 }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('access_state').execute();
}
