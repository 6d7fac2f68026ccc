import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// variant_summaries: a figure's prices per known variant (figures.variants) and packaging tier, from the listings
// whose titles name that variant (domain summarizeVariants), rebuilt with the figure's market summary. A copy of a
// variant is valued on them when they rest on enough recent sales (domain valueCopy). Derived: the start that finds
// values stored under an older rule rebuilds every summary, these included.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('variant_summaries')
    .addColumn('figure_id', 'integer', (c) => c.notNull().references('figures.id').onDelete('cascade'))
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('window_days', 'integer')
    .addColumn('average_cents', 'integer', (c) => c.notNull())
    .addColumn('lowest_cents', 'integer', (c) => c.notNull())
    .addColumn('sample_size', 'integer', (c) => c.notNull())
    .addColumn('recent_sold', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('variant_summaries_pk', ['figure_id', 'variant', 'tier'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('variant_summaries').execute();
}
