import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// - app_state: one row. data_version is bumped by every write in its own transaction, so every instance can tell
//   whether an answer it keeps is still current. value_rules_version records which valuation rule the stored
//   copy values were computed with; the app revalues every copy when its rule is newer (see inventory/values.ts).
// - inventory_items gets its stored value (what valueCopy says), kept current in the transaction of every write
//   that changes it; the top list reads it through an index.
// - copy_groups: the sums of those values per figure and condition (domain CopyGroup), kept current in the same
//   transactions, so every collection figure is read from a few hundred rows, whatever the collection's size.
//   The app fills it when it values the copies at its first start (value_rules_version 0).
// - job_runs: background work, one running run per kind across instances (the partial unique index).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('app_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data_version', 'integer', (c) => c.notNull())
    .addColumn('value_rules_version', 'integer', (c) => c.notNull())
    .execute();
  // Rules version 0: the first start values every copy with the app's current rule.
  await db.insertInto('app_state').values({ id: 1, data_version: 1, value_rules_version: 0 }).execute();

  await db.schema.alterTable('inventory_items').addColumn('value_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('inventory_items').addColumn('value_basis', 'text', (c) => c.notNull().defaultTo('none')).execute();
  await db.schema.alterTable('inventory_items').addColumn('insurance_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('inventory_items').addColumn('minimum_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('inventory_items_value').on('inventory_items').columns(['value_cents desc', 'id']).execute();

  let groups = db.schema
    .createTable('copy_groups')
    .addColumn('figure_id', 'integer', (c) => c.notNull().references('figures.id').onDelete('cascade'))
    .addColumn('condition', 'text', (c) => c.notNull());
  for (const column of ['items', 'value_cents', 'invested_cents', 'value_of_purchased_cents', 'insurance_cents', 'minimum_cents', 'with_purchase', 'with_price_data']) {
    groups = groups.addColumn(column, 'integer', (c) => c.notNull());
  }
  await groups.addPrimaryKeyConstraint('copy_groups_pk', ['figure_id', 'condition']).execute();

  await withId(db, db.schema.createTable('job_runs'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer')
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('job_runs_one_running')
    .on('job_runs')
    .column('kind')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('running'))
    .execute();
  await db.schema.createIndex('job_runs_kind_started').on('job_runs').columns(['kind', 'started_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('copy_groups').execute();
  await db.schema.dropIndex('inventory_items_value').execute();
  for (const column of ['value_cents', 'value_basis', 'insurance_cents', 'minimum_cents']) {
    await db.schema.alterTable('inventory_items').dropColumn(column).execute();
  }
  await db.schema.dropTable('app_state').execute();
}
