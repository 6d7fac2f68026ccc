import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// Read-only links (issue 39):
// - shares: a link that shows one thing (kind: collection, wants or trades) to whoever holds it. Only the SHA-256 of
//   its secret is kept (secret_hash), so the table (and a backup of it) opens no link. What it shows: show_values,
//   show_targets, show_photos (0/1), and the copies it is narrowed to (filter, JSON: {series?, place?, tag?}).
//   expires_at: null for a link that lasts until ended. last_opened_at and open_count: who has been looking.
// - inventory_items.for_trade: the collector offers the copy for trade (the trades link lists it).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('shares')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('show_values', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_targets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_photos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('filter', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_opened_at', 'text')
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('inventory_items').addColumn('for_trade', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('inventory_items').dropColumn('for_trade').execute();
  await db.schema.dropTable('shares').execute();
}
