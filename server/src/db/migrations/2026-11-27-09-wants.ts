import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// The want list (issue 29):
// - wants: a figure in a tier (and a variant, or '' for any: variant_key, domain variantKey) the collector wants, with
//   a target in the collection's currency (cents; null: watch for 20% under the tier's average, domain watchRule),
//   and the cheapest relevant listing the last check saw for it (best_*, null when it saw none; amounts converted to
//   the collection's currency, shipping included): the Wants page's best listing and gap. price_records keeps no
//   shipping, so the want keeps its own.
// - deals: a listing found at or under a want's price, once per want and listing (a lower price updates it);
//   amounts in the collection's currency (cents); status new or dismissed.
// - alert_deliveries: each deal sent once per channel (ntfy, webhook, email); a failed one is tried again on the next
//   runs, up to 3 attempts in all.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('wants')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('figure_id', 'integer', (c) => c.notNull().references('figures.id').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('variant', 'text')
    .addColumn('variant_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_cents', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('best_listing_id', 'text')
    .addColumn('best_title', 'text')
    .addColumn('best_price_cents', 'integer')
    .addColumn('best_shipping_cents', 'integer')
    .addColumn('best_total_cents', 'integer')
    .addColumn('best_url', 'text')
    .addColumn('best_ends_at', 'text')
    .addColumn('best_seen_at', 'text')
    .addUniqueConstraint('wants_figure_tier_variant', ['figure_id', 'tier', 'variant_key'])
    .execute();
  await db.schema
    .createTable('deals')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('want_id', 'integer', (c) => c.notNull().references('wants.id').onDelete('cascade'))
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('found_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addUniqueConstraint('deals_want_listing', ['want_id', 'listing_id'])
    .execute();
  await db.schema.createIndex('deals_status').on('deals').column('status').execute();
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_deliveries_pkey', ['deal_id', 'channel'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('alert_deliveries').execute();
  await db.schema.dropIndex('deals_status').execute();
  await db.schema.dropTable('deals').execute();
  await db.schema.dropTable('wants').execute();
}
