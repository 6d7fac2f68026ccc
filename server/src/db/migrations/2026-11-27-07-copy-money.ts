import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// What a copy really cost, what it sold for, and its professional grade (issue 28):
// - inventory_items: shipping_cents, tax_cents, fees_cents beside purchase_price_cents (its cost is their sum: domain
//   copyCostCents; existing copies keep their price as the price paid); lot_id, the lot it was bought in.
// - inventory_items.sold_*: a copy marked as sold leaves the collection's counts and value but is kept (sold_on set);
//   sold_price_record_id names the market sale it was also recorded as, when the collector chose that.
// - inventory_items.grading_*: a graded copy's company (domain GRADING_COMPANIES), its grade as the company writes it,
//   sub-grades, the uncirculated mark (U or Y), the certificate number and the grading date.
// - lots: what a lot cost in all; its copies' purchase prices are their shares of it (domain splitLotCost).
// - price_records.grade_company / grade: the grade read from a listing's title (domain readListingGrade).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const COPY_COLUMNS: [string, 'integer' | 'text'][] = [
  ['shipping_cents', 'integer'],
  ['tax_cents', 'integer'],
  ['fees_cents', 'integer'],
  ['lot_id', 'integer'],
  ['sold_on', 'text'],
  ['sold_price_cents', 'integer'],
  ['sold_shipping_cents', 'integer'],
  ['sold_fees_cents', 'integer'],
  ['sold_where', 'text'],
  ['sold_note', 'text'],
  ['sold_price_record_id', 'integer'],
  ['grading_company', 'text'],
  ['grading_grade', 'text'],
  ['grading_card', 'text'],
  ['grading_bubble', 'text'],
  ['grading_figure', 'text'],
  ['grading_uncirculated', 'text'],
  ['grading_certificate', 'text'],
  ['graded_on', 'text'],
];

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lots')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('purchase_date', 'text', (c) => c.notNull())
    .addColumn('total_cost_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer')
    .addColumn('note', 'text')
    .addColumn('copies_bought', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const [column, type] of COPY_COLUMNS) await db.schema.alterTable('inventory_items').addColumn(column, type).execute();
  await db.schema.createIndex('inventory_items_sold_on').on('inventory_items').column('sold_on').execute();
  await db.schema.createIndex('inventory_items_lot_id').on('inventory_items').column('lot_id').execute();
  for (const column of ['grade_company', 'grade']) await db.schema.alterTable('price_records').addColumn(column, 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['grade_company', 'grade']) await db.schema.alterTable('price_records').dropColumn(column).execute();
  await db.schema.dropIndex('inventory_items_lot_id').execute();
  await db.schema.dropIndex('inventory_items_sold_on').execute();
  for (const [column] of [...COPY_COLUMNS].reverse()) await db.schema.alterTable('inventory_items').dropColumn(column).execute();
  await db.schema.dropTable('lots').execute();
}
