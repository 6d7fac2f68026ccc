import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// What a copy really is (issue 40):
// - inventory_items.release ('original', 'reissue', 'bootleg' or 'custom': domain RELEASES; every copy stored before
//   is an original) and reissue (which reissue, domain REISSUES; null when not known or not a reissue).
// - inventory_items.accessory_pieces: the pieces the copy has, JSON list of { accessory, number, origin } (a pair of
//   katanas is two pieces), replacing owned_accessories (names owned). Every name owned before becomes all its
//   pieces (the number in brackets of the figure's list: "Katana (2)" is two), each of origin 'unsure': the old
//   checklist never asked whether a piece was original. The API's owned_accessories is now made from the pieces.
// - price_records.reissue (1 for a reissue's listing, domain listingIsReissue) and completeness ('complete' or
//   'incomplete', domain listingCompleteness), read from each title; the start that finds values stored under an
//   older rule reads them for every stored record and rebuilds the summaries.
// - sub_tier_summaries: a figure's loose complete, loose incomplete and reissue prices (domain summarizeSubTiers),
//   derived and rebuilt with its market summary.
// - figures.variant_details, reissues and accessory_colours: the catalogue's sources for its variants, the reissues
//   sources name and the accessories' original colours, JSON lists (filled by the next migration).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** "Katana (2)": a whole number in brackets is how many pieces an accessory is (at most 20), else one. */
function pieceCount(accessory: string): number {
  const count = Number(/\s*\((\d{1,2})\)/.exec(accessory)?.[1] ?? 1);
  return Math.min(Math.max(count, 1), 20);
}

function names(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
  } catch {
    return [];
  }
}

const FIGURE_LISTS = ['variant_details', 'reissues', 'accessory_colours'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('inventory_items').addColumn('release', 'text', (c) => c.notNull().defaultTo('original')).execute();
  await db.schema.alterTable('inventory_items').addColumn('reissue', 'text').execute();
  await db.schema.alterTable('inventory_items').addColumn('accessory_pieces', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  const owners = await db.selectFrom('inventory_items').select(['id', 'owned_accessories']).where('owned_accessories', '!=', '[]').execute();
  for (const { id, owned_accessories } of owners as { id: number; owned_accessories: string }[]) {
    const pieces = names(owned_accessories).flatMap((accessory) => Array.from({ length: pieceCount(accessory) }, (_, i) => ({ accessory, number: i + 1, origin: 'unsure' })));
    await db.updateTable('inventory_items').set({ accessory_pieces: JSON.stringify(pieces) }).where('id', '=', id).execute();
  }
  await db.schema.alterTable('inventory_items').dropColumn('owned_accessories').execute();

  await db.schema.alterTable('price_records').addColumn('reissue', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('price_records').addColumn('completeness', 'text').execute();

  await db.schema
    .createTable('sub_tier_summaries')
    .addColumn('figure_id', 'integer', (c) => c.notNull().references('figures.id').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('window_days', 'integer')
    .addColumn('average_cents', 'integer', (c) => c.notNull())
    .addColumn('lowest_cents', 'integer', (c) => c.notNull())
    .addColumn('highest_cents', 'integer', (c) => c.notNull())
    .addColumn('sample_size', 'integer', (c) => c.notNull())
    .addColumn('recent_sold', 'integer', (c) => c.notNull())
    .addColumn('sample_low_cents', 'integer', (c) => c.notNull())
    .addColumn('sample_high_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sub_tier_summaries_pk', ['figure_id', 'tier'])
    .execute();

  for (const column of FIGURE_LISTS) await db.schema.alterTable('figures').addColumn(column, 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

// Each piece owned becomes its accessory's name owned again (a name is owned when any of its pieces was).
export async function down(db: AnyDb): Promise<void> {
  for (const column of [...FIGURE_LISTS].reverse()) await db.schema.alterTable('figures').dropColumn(column).execute();
  await db.schema.dropTable('sub_tier_summaries').execute();
  await db.schema.alterTable('price_records').dropColumn('completeness').execute();
  await db.schema.alterTable('price_records').dropColumn('reissue').execute();
  await db.schema.alterTable('inventory_items').addColumn('owned_accessories', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  const owners = await db.selectFrom('inventory_items').select(['id', 'accessory_pieces']).where('accessory_pieces', '!=', '[]').execute();
  for (const { id, accessory_pieces } of owners as { id: number; accessory_pieces: string }[]) {
    let pieces: unknown;
    try {
      pieces = JSON.parse(accessory_pieces);
    } catch {
      pieces = [];
    }
    const owned = Array.isArray(pieces) ? [...new Set(pieces.map((p: { accessory?: unknown }) => p?.accessory).filter((a): a is string => typeof a === 'string'))] : [];
    await db.updateTable('inventory_items').set({ owned_accessories: JSON.stringify(owned) }).where('id', '=', id).execute();
  }
  for (const column of ['accessory_pieces', 'reissue', 'release']) await db.schema.alterTable('inventory_items').dropColumn(column).execute();
}
