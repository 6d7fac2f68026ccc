import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// spreadsheet_imports: one row per line of a collector's spreadsheet that the import added, by a fingerprint of
// the line's cells (SHA-256 of its content and its place among identical lines), so that importing the same file
// again adds nothing unless the collector asks to. file_name and imported_at say when and from which file; copies
// how many copies the line made. Carried by backups like the collection it describes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('spreadsheet_imports')
    .addColumn('fingerprint', 'text', (c) => c.primaryKey().notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('copies', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('spreadsheet_imports').execute();
}
