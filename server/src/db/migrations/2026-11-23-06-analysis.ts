import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// - portfolio_snapshots: the collection's value, invested sum and copy count once a day (the latest of the day is
//   kept; one row per day), with when the newest price data it rested on came in, for the value-over-time chart.
// - analysis_insights: insights an AI model wrote, by the hash of the numbers it was given, with what it cost: the
//   model is asked again only when those numbers change.
// - price_records_sales_by_day: the recent sales of every figure (the trends' read) from the index alone.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('portfolio_snapshots')
    .addColumn('day', 'text', (c) => c.primaryKey().notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addColumn('invested_cents', 'integer', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .addColumn('price_data_at', 'text')
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analysis_insights')
    .addColumn('input_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('insights', 'text', (c) => c.notNull())
    .addColumn('cost', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('price_records_sales_by_day')
    .on('price_records')
    .columns(['source', 'sold_at', 'excluded', 'figure_id', 'price_cents', 'tier'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('price_records_sales_by_day').execute();
  await db.schema.dropTable('analysis_insights').execute();
  await db.schema.dropTable('portfolio_snapshots').execute();
}
