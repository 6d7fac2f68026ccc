import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// item_photos: the collector's own photos of a copy (before this, JPEG data URLs in one browser's localStorage):
// the file in DATA_DIR/uploads (named by the SHA-256 of its bytes, so two copies may name the same file), its size
// in pixels and bytes, and when it was added. Removed with the copy.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const table = db.schema.createTable('item_photos');
  await (db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('item_id', 'integer', (c) => c.notNull().references('inventory_items.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_photos_item').on('item_photos').column('item_id').execute();
  // Whether any copy still names a file, when a photo or a copy is removed.
  await db.schema.createIndex('item_photos_file').on('item_photos').column('file_name').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('item_photos').execute();
}
