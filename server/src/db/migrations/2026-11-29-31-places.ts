import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// Where every figure is (issue 38):
// - places: a tree of places (a garage, a shelf in it, a tote on the shelf). name_key is the name with case and
//   spaces aside; it is unique among a place's siblings (the outermost places are siblings of each other).
// - inventory_items.place_id: the place a copy is kept in, in place of the free text storage_location. Each text
//   becomes places: the same text (case and spaces aside) one place, "A > B" and "A / B" read as a path.
// - inventory_items.tags: the copy's tags, a JSON list.
// - place_checks: the stocktakes of a place: when, its counts, and the copies that were missing (JSON list of ids).
//
// Undone, each copy's storage_location is its place's path again.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

// The path rules of domain/src/places.ts as they were when this migration was written (it must never change).
const clean = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');
const split = (text: string) => text.split(/[>/]/).map(clean).filter((name) => name !== '');

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('places')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('places.id'))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Sibling names unique: an outermost place's parent counts as 0 (a unique index lets NULLs repeat).
  await sql`create unique index places_sibling_name on places (coalesce(parent_id, 0), name_key)`.execute(db);
  await db.schema.createIndex('places_parent').on('places').column('parent_id').execute();

  await db.schema.alterTable('inventory_items').addColumn('place_id', 'integer', (c) => c.references('places.id')).execute();
  await db.schema.alterTable('inventory_items').addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.createIndex('inventory_items_place').on('inventory_items').column('place_id').execute();

  await db.schema
    .createTable('place_checks')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('not_expected', 'integer', (c) => c.notNull())
    .addColumn('missing', 'integer', (c) => c.notNull())
    .addColumn('missing_ids', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('place_checks_place').on('place_checks').columns(['place_id', 'checked_at']).execute();

  // Each storage text as places, one path at a time: a place is found by its name's key under its parent, else made.
  const now = new Date().toISOString();
  const made = new Map<string, number>();
  const placeOf = async (names: string[]): Promise<number | null> => {
    let parent: number | null = null;
    let key = '';
    for (const name of names) {
      key += `\u0000${name.toLowerCase()}`;
      let id = made.get(key);
      if (id === undefined) {
        const row: { id: number } = await db.insertInto('places').values({ name, name_key: name.toLowerCase(), parent_id: parent, notes: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
        id = row.id;
        made.set(key, id);
      }
      parent = id;
    }
    return parent;
  };
  // In the order the collector first wrote each text: a place is named as it was spelt first.
  const texts: { storage_location: string }[] = await db
    .selectFrom('inventory_items')
    .select(['storage_location', (eb) => eb.fn.min('id').as('first')])
    .where('storage_location', 'is not', null)
    .groupBy('storage_location')
    .orderBy('first')
    .execute();
  for (const { storage_location: text } of texts) {
    const place = await placeOf(split(text));
    if (place !== null) await db.updateTable('inventory_items').set({ place_id: place }).where('storage_location', '=', text).execute();
  }
  await db.schema.alterTable('inventory_items').dropColumn('storage_location').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('inventory_items').addColumn('storage_location', 'text').execute();
  const places: { id: number; name: string; parent_id: number | null }[] = await db.selectFrom('places').select(['id', 'name', 'parent_id']).execute();
  const byId = new Map(places.map((p) => [p.id, p]));
  const path = (id: number): string => {
    const names: string[] = [];
    for (let place = byId.get(id); place; place = place.parent_id === null ? undefined : byId.get(place.parent_id)) names.unshift(place.name);
    return names.join(' > ');
  };
  for (const place of places) await db.updateTable('inventory_items').set({ storage_location: path(place.id) }).where('place_id', '=', place.id).execute();
  await db.schema.dropIndex('place_checks_place').execute();
  await db.schema.dropTable('place_checks').execute();
  await db.schema.dropIndex('inventory_items_place').execute();
  await db.schema.alterTable('inventory_items').dropColumn('tags').execute();
  await db.schema.alterTable('inventory_items').dropColumn('place_id').execute();
  await db.schema.dropIndex('places_sibling_name').execute();
  await db.schema.dropIndex('places_parent').execute();
  await db.schema.dropTable('places').execute();
}
