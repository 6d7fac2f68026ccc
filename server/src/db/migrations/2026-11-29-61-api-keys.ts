import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// api_keys: the keys scripts use instead of the password (issue 41): a name, a scope (read or write), the SHA-256 of
// the key (never the key: it is shown once, when made), its last 4 characters for the list, when it was made, when it
// ends (null: never) and when it was last used (recorded at most once a minute). Deleting a row revokes the key, in a
// transaction that moves the access version (see access_state). A door, not collection data: never carried by
// backups, restores or exports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
