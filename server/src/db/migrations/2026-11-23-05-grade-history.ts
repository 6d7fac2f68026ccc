import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// Every grade of a copy, the current one included (the copy's own ai_grade_* columns carry the latest): how it was
// made, for which packaging, the score and letter, when, the full report (details, JSON text), the photos it was
// made from (JSON list of addresses) and what it cost (JSON text; null for a questionnaire). Grades stored before
// this table have no packaging status on record, so they start no history.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const table = db.schema.createTable('grade_history');
  await (db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('item_id', 'integer', (c) => c.notNull().references('inventory_items.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('packaging_status', 'text', (c) => c.notNull())
    .addColumn('overall', 'integer', (c) => c.notNull())
    .addColumn('letter_grade', 'text', (c) => c.notNull())
    .addColumn('graded_at', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('grading_photos', 'text', (c) => c.notNull())
    .addColumn('cost', 'text')
    .execute();
  await db.schema.createIndex('grade_history_item').on('grade_history').column('item_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('grade_history').execute();
}
