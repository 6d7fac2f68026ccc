import { sql, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// - price_records: each listing's price tier (carded or loose, judged from its title and condition; null for records
//   kept from before tiers existed), whether the collector excluded it from the figures, and when an active listing
//   was last seen (a refresh updates it, so "current" asking prices are the ones still listed).
// - market_summaries is derived data (domain summarizeMarket): it is rebuilt with its new columns, per tier, and the
//   app refills it at its next start (value rules version 2 rebuilds every summary and every copy's value).
//   app_state.market_summaries_day: the day (UTC) every summary was last computed for, so the periodic rebuild
//   runs once a day, not again at a start that has just done it.
// - inventory_items.value_sample_size: how many prices a copy's stored value rests on.
// - market_refreshes: what each source answered at a figure's last refresh, so the UI can say why data is missing.
// - market_api_calls: eBay API calls per day, shared by every instance, so bulk runs stop before the daily quota.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const PRICE_COLUMNS = ['average_cents', 'lowest_cents', 'highest_cents', 'sample_size', 'recent_sold'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('price_records').addColumn('tier', 'text').execute();
  await db.schema.alterTable('price_records').addColumn('excluded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('price_records').addColumn('seen_at', 'text').execute();
  await db.updateTable('price_records').set({ seen_at: sql.ref('fetched_at') }).execute();
  // A figure's most recently seen listings of a source, newest first (its sales are read through figure_id, sold_at).
  await db.schema.createIndex('price_records_figure_seen').on('price_records').columns(['figure_id', 'source', 'seen_at']).execute();

  await db.schema.dropTable('market_summaries').execute();
  let summaries = db.schema
    .createTable('market_summaries')
    .addColumn('figure_id', 'integer', (c) => c.primaryKey().references('figures.id').onDelete('cascade'))
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('window_days', 'integer');
  for (const column of PRICE_COLUMNS) summaries = summaries.addColumn(column, 'integer', (c) => c.notNull());
  // Each tier's figures, null when no record of that tier counts.
  for (const tier of ['carded', 'loose']) {
    summaries = summaries.addColumn(`${tier}_basis`, 'text').addColumn(`${tier}_window_days`, 'integer');
    for (const column of PRICE_COLUMNS) summaries = summaries.addColumn(`${tier}_${column}`, 'integer');
  }
  await summaries.execute();

  await db.schema.alterTable('inventory_items').addColumn('value_sample_size', 'integer').execute();
  await db.schema.alterTable('app_state').addColumn('market_summaries_day', 'text').execute();

  await db.schema
    .createTable('market_refreshes')
    .addColumn('figure_id', 'integer', (c) => c.primaryKey().references('figures.id').onDelete('cascade'))
    .addColumn('refreshed_at', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('market_api_calls')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('api', 'text', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_api_calls_pk', ['day', 'api'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('market_api_calls').execute();
  await db.schema.dropTable('market_refreshes').execute();
  await db.schema.alterTable('app_state').dropColumn('market_summaries_day').execute();
  await db.schema.alterTable('inventory_items').dropColumn('value_sample_size').execute();
  await db.schema.dropTable('market_summaries').execute();
  await db.schema
    .createTable('market_summaries')
    .addColumn('figure_id', 'integer', (c) => c.primaryKey().references('figures.id').onDelete('cascade'))
    .addColumn('lowest_cents', 'integer', (c) => c.notNull())
    .addColumn('average_cents', 'integer', (c) => c.notNull())
    .addColumn('highest_cents', 'integer', (c) => c.notNull())
    .addColumn('sample_count', 'integer', (c) => c.notNull())
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.dropIndex('price_records_figure_seen').execute();
  for (const column of ['seen_at', 'excluded', 'tier']) await db.schema.alterTable('price_records').dropColumn(column).execute();
}
