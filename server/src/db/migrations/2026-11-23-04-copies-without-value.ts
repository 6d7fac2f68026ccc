import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// copy_groups counts, per figure and condition, the copies whose value is only their purchase price
// (value_basis 'purchase') and the copies nothing values yet (value_basis 'none'), so the collection figures can say
// how many there are. Filled here from the stored values; from then on every copy write keeps them (domain
// copyContribution).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const COUNTS = { valued_at_purchase: 'purchase', without_value: 'none' } as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of Object.keys(COUNTS)) {
    await db.schema.alterTable('copy_groups').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  for (const [column, basis] of Object.entries(COUNTS)) {
    await db
      .updateTable('copy_groups')
      .set((eb) => ({
        [column]: eb
          .selectFrom('inventory_items')
          .select(eb.fn.countAll().as('n'))
          .whereRef('inventory_items.figure_id', '=', 'copy_groups.figure_id')
          .whereRef('inventory_items.condition', '=', 'copy_groups.condition')
          .where('inventory_items.value_basis', '=', basis),
      }))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of Object.keys(COUNTS)) await db.schema.alterTable('copy_groups').dropColumn(column).execute();
}
