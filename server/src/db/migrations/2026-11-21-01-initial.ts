import { PostgresAdapter, type Kysely, type CreateTableBuilder } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('figures'))
    .addColumn('catalog_key', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('character', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('upc', 'text')
    .addColumn('description', 'text')
    .addColumn('image_url', 'text')
    .addColumn('accessories', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('figures_upc').on('figures').column('upc').execute();
  await db.schema.createIndex('figures_series_year').on('figures').columns(['series', 'year']).execute();

  await withId(db, db.schema.createTable('inventory_items'))
    .addColumn('figure_id', 'integer', (c) => c.notNull().references('figures.id').onDelete('restrict'))
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('purchase_price_cents', 'integer')
    .addColumn('purchase_date', 'text')
    .addColumn('notes', 'text')
    .addColumn('box_condition', 'text')
    .addColumn('completeness', 'text')
    .addColumn('packaging_type', 'text')
    .addColumn('storage_location', 'text')
    .addColumn('variant', 'text')
    .addColumn('limited_edition', 'integer')
    .addColumn('custom_modifications', 'text')
    .addColumn('owned_accessories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('ai_grade_overall', 'integer')
    .addColumn('ai_grade_date', 'text')
    .addColumn('grading_photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('ai_grade_details', 'text')
    .execute();
  await db.schema.createIndex('inventory_items_figure').on('inventory_items').column('figure_id').execute();

  await withId(db, db.schema.createTable('price_records'))
    .addColumn('figure_id', 'integer', (c) => c.notNull().references('figures.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('condition', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('sold_at', 'text')
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('price_records_source_external_id', ['source', 'external_id'])
    .execute();
  await db.schema.createIndex('price_records_figure_date').on('price_records').columns(['figure_id', 'sold_at']).execute();

  await db.schema
    .createTable('market_summaries')
    .addColumn('figure_id', 'integer', (c) => c.primaryKey().references('figures.id').onDelete('cascade'))
    .addColumn('lowest_cents', 'integer', (c) => c.notNull())
    .addColumn('average_cents', 'integer', (c) => c.notNull())
    .addColumn('highest_cents', 'integer', (c) => c.notNull())
    .addColumn('sample_count', 'integer', (c) => c.notNull())
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['market_summaries', 'price_records', 'inventory_items', 'figures']) {
    await db.schema.dropTable(table).execute();
  }
}
