import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// Codes and figures are many-to-many: one figure was sold under several codes (card-back revisions, EAN markets),
// and vintage assortments often shared one code across figures. figure_upcs holds every link, with where it came
// from ('catalogue' or 'collector'), the barcode format it was linked as (null when typed as a UPC) and when it
// was linked (null when that was not recorded). A figure's primary code is its link with the lowest position.
//
// figures.upc moves here. The catalogue ships no codes (every entry's upc is null), so every code found in
// figures.upc was linked by the collector, at a time nobody recorded.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('figure_upcs')
    .addColumn('figure_id', 'integer', (c) => c.notNull().references('figures.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('format', 'text')
    .addColumn('linked_at', 'text')
    .addPrimaryKeyConstraint('figure_upcs_pk', ['figure_id', 'code'])
    .execute();
  // Looking a code up; a figure's own codes are read through the primary key.
  await db.schema.createIndex('figure_upcs_code').on('figure_upcs').column('code').execute();

  await db
    .insertInto('figure_upcs')
    .columns(['figure_id', 'code', 'position', 'source'])
    .expression(db.selectFrom('figures').select(['id', 'upc']).select((eb) => [eb.lit(0).as('position'), eb.val('collector').as('source')]).where('upc', 'is not', null))
    .execute();
  await db.schema.dropIndex('figures_upc').execute();
  await db.schema.alterTable('figures').dropColumn('upc').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('figures').addColumn('upc', 'text').execute();
  await db.schema.createIndex('figures_upc').on('figures').column('upc').execute();
  // Each figure keeps its primary code; the others are lost with the table.
  await db
    .updateTable('figures')
    .set((eb) => ({
      upc: eb.selectFrom('figure_upcs as u').select('u.code').whereRef('u.figure_id', '=', 'figures.id').orderBy('u.position').orderBy('u.code').limit(1),
    }))
    .execute();
  await db.schema.dropTable('figure_upcs').execute();
}
