import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// Changes to many copies at once (issue 38): each change is kept for its undo, by its token, until undo_until:
// what it changed (JSON: each copy's fields as they were, and each deleted copy's rows). Not in backups (like
// sessions): an undo belongs to the collection it was made in.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('bulk_changes')
    .addColumn('token', 'text', (c) => c.primaryKey().notNull())
    .addColumn('made_at', 'text', (c) => c.notNull())
    .addColumn('undo_until', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bulk_changes_undo_until').on('bulk_changes').column('undo_until').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('bulk_changes_undo_until').execute();
  await db.schema.dropTable('bulk_changes').execute();
}
