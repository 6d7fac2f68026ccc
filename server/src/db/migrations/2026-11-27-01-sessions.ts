import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// sessions: the logins that are still open. A session cookie is honoured only while its row is here, so logging out
// (one row) or logging out everywhere (every row) ends it on every instance that shares the database. The id is the
// SHA-256 of the cookie's random part: the table alone gives nobody a cookie. Never carried by backups or restores.
// sessions_expiry: expired rows are removed by their end time.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
