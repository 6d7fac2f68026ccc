import type { Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// market_summaries keeps, overall and per tier, the lowest and highest of the prices each average rests on (domain
// summarizeMarket's sampleLowCents / sampleHighCents), so a tier's card can say "average $450 of 5 sold, $420 to
// $480" from the same stored summary its copies are valued by. Nullable: a tier may have no prices, and the rows
// already stored are rebuilt at the next start (the value rules version that came with these columns).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const COLUMNS = ['', 'carded_', 'loose_'].flatMap((prefix) => [`${prefix}sample_low_cents`, `${prefix}sample_high_cents`]);

export async function up(db: AnyDb): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('market_summaries').addColumn(column, 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('market_summaries').dropColumn(column).execute();
}
