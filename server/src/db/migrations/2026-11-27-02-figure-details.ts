import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// figures.aliases: other names a figure is searched by (nicknames, Playmates' spellings, sub-line names), JSON list.
// figures.variants: the known variants a copy's variant can be picked from (soft head, vest colour...), JSON list.
// figures.corrected: the fields of a catalogue figure the collector corrected, JSON list of column names; a later
//   catalogue migration leaves those fields alone.
// figures.thumbnail_url: a small copy of the figure's own picture (image_url), for lists.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('figures').addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('figures').addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('figures').addColumn('corrected', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('figures').addColumn('thumbnail_url', 'text').execute();
  // A collector's figure is told apart by having no catalogue key; the same name and year is one figure.
  await db.schema.createIndex('figures_name_year').on('figures').columns(['name', 'year']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('figures_name_year').execute();
  for (const column of ['thumbnail_url', 'corrected', 'variants', 'aliases']) await db.schema.alterTable('figures').dropColumn(column).execute();
}
