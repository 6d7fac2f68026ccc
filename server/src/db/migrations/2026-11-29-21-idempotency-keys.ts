import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// idempotency_keys (issue 37): the answer of every write a client sent with an Idempotency-Key, kept 7 days so the
// same key sent again (a phone replaying its outbox after a lost answer) gets the first answer and writes nothing.
// - key: the client's key; fingerprint: SHA-256 of the request (method, path, body): the same key with another
//   request is refused.
// - claim / claimed_at: the request holding the key while it runs (a second one with the key waits: 409); a claim
//   left by a process that died is taken over after a while. status: pending, then done with the answer.
// - response_status / response_headers (JSON) / response_body (JSON, null for none): the answer, written in the same
//   transaction as the write, so a key is done exactly when its write committed.
// Kept in the database so every instance agrees; never carried by backups or restores.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey().notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_headers', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
