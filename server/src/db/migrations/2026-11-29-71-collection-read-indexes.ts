import { sql, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// Indexes for the reads every write makes stale (issue 36: under a mixed load they are computed again after each
// write, on the reader thread): the top list reads the copies in the collection by value from one index, no sort of
// them all (2.2 ms to 0.03 ms for 10,000 copies); the count of copies without packaging is counted in an index;
// the sold copies are found in an index of them alone (SQLite scanned every copy for "sold_on is not null").
// inventory_items_value and inventory_items_sold_on are replaced: each new index leads with what they held.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('inventory_items_value').execute();
  await db.schema.dropIndex('inventory_items_sold_on').execute();
  await db.schema.createIndex('inventory_items_unsold_by_value').on('inventory_items').columns(['sold_on', 'value_cents desc', 'id']).execute();
  await db.schema.createIndex('inventory_items_unsold_packaging').on('inventory_items').columns(['sold_on', 'packaging_type']).execute();
  await db.schema.createIndex('inventory_items_sold').on('inventory_items').column('sold_on').where(sql.ref('sold_on'), 'is not', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('inventory_items_sold').execute();
  await db.schema.dropIndex('inventory_items_unsold_packaging').execute();
  await db.schema.dropIndex('inventory_items_unsold_by_value').execute();
  await db.schema.createIndex('inventory_items_sold_on').on('inventory_items').column('sold_on').execute();
  await db.schema.createIndex('inventory_items_value').on('inventory_items').columns(['value_cents desc', 'id']).execute();
}
