import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PriceTier } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import type { DealsTable, WantsTable } from '../db/schema.ts';

/** A want with its figure's name, year and series. */
export type WantRow = Selectable<WantsTable> & { figure_name: string; year: number; series: string };

function wantsWithFigures(db: Db) {
  return db.selectFrom('wants as w').innerJoin('figures as f', 'f.id', 'w.figure_id').selectAll('w').select(['f.name as figure_name', 'f.year', 'f.series']);
}

/** Every want, oldest first. */
export function wantRows(db: Db): Promise<WantRow[]> {
  return wantsWithFigures(db).orderBy('w.id').execute();
}

export function wantRow(db: Db, id: number): Promise<WantRow | undefined> {
  return wantsWithFigures(db).where('w.id', '=', id).executeTakeFirst();
}

/** The want of this figure, tier and variant (key; '' for any), other than `exceptId`. */
export function sameWant(db: Db, figureId: number, tier: PriceTier, variantKey: string, exceptId?: number) {
  let query = db.selectFrom('wants').select('id').where('figure_id', '=', figureId).where('tier', '=', tier).where('variant_key', '=', variantKey);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertWant(db: Db, want: Insertable<WantsTable>): Promise<number> {
  const { id } = await db.insertInto('wants').values(want).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Adds a want of any variant unless the figure is already wanted so in the tier; answers whether it was added. */
export async function insertWantIfNew(db: Db, want: Insertable<WantsTable> & { variant_key: '' }): Promise<boolean> {
  const result = await db
    .insertInto('wants')
    .values(want)
    .onConflict((oc) => oc.columns(['figure_id', 'tier', 'variant_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** False when there is no such want. */
export async function updateWant(db: Db, id: number, changes: Updateable<WantsTable>): Promise<boolean> {
  const result = await db.updateTable('wants').set(changes).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when there is no such want (its deals and their deliveries go with it: the tables cascade). */
export async function deleteWant(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('wants').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The figures of a series, in catalogue order, each saying whether the collection holds a copy of it (not sold). */
export function seriesFigures(db: Db, series: string) {
  return db
    .selectFrom('figures as f')
    .select(['f.id', 'f.name'])
    .select((eb) => eb.exists(eb.selectFrom('inventory_items as i').select('i.id').whereRef('i.figure_id', '=', 'f.id').where('i.sold_on', 'is', null)).as('owned'))
    .where('f.series', '=', series)
    .orderBy('f.year')
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();
}

/** The figures among `figureIds` already wanted in this tier (in any variant). */
export async function wantedInTier(db: Db, figureIds: number[], tier: PriceTier): Promise<Set<number>> {
  if (figureIds.length === 0) return new Set();
  const rows = await db.selectFrom('wants').select('figure_id').distinct().where('tier', '=', tier).where('figure_id', 'in', figureIds).execute();
  return new Set(rows.map((r) => r.figure_id));
}

/** Deals with their want's figure, tier and variant, newest first; `status` undefined: all of them. */
export function dealRows(db: Db, status?: 'new' | 'dismissed') {
  let query = db
    .selectFrom('deals as d')
    .innerJoin('wants as w', 'w.id', 'd.want_id')
    .innerJoin('figures as f', 'f.id', 'w.figure_id')
    .selectAll('d')
    .select(['w.figure_id', 'f.name as figure_name', 'w.tier', 'w.variant']);
  if (status) query = query.where('d.status', '=', status);
  return query.orderBy('d.found_at', 'desc').orderBy('d.id', 'desc').execute();
}

/** False when there is no such deal. */
export async function setDealStatus(db: Db, id: number, status: 'new' | 'dismissed'): Promise<boolean> {
  const result = await db.updateTable('deals').set({ status }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The deals already recorded for a want among these listings, by listing id. */
export async function knownDeals(db: Db, wantId: number, listingIds: string[]): Promise<Map<string, { id: number; total_cents: number }>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db.selectFrom('deals').select(['id', 'listing_id', 'total_cents']).where('want_id', '=', wantId).where('listing_id', 'in', listingIds).execute();
  return new Map(rows.map((r) => [r.listing_id, { id: r.id, total_cents: r.total_cents }]));
}

/** Records a new deal; false when the want already has one for the listing (never a second). */
export async function insertDeal(db: Db, deal: Insertable<DealsTable>): Promise<boolean> {
  const result = await db
    .insertInto('deals')
    .values(deal)
    .onConflict((oc) => oc.columns(['want_id', 'listing_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function updateDeal(db: Db, id: number, changes: Updateable<DealsTable>): Promise<void> {
  await db.updateTable('deals').set(changes).where('id', '=', id).execute();
}

/**
 * What a run of the check did, read back from what it wrote between its start and its end (`until` null: still
 * running): the deals it found, and the alerts sent and failed meanwhile (only the check sends deals).
 */
export async function runCounts(db: Db, since: string, until: string | null) {
  let deals = db.selectFrom('deals').select((eb) => eb.fn.countAll<number | string>().as('n')).where('found_at', '>=', since);
  let deliveries = db.selectFrom('alert_deliveries').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')]).where('updated_at', '>=', since);
  if (until !== null) {
    deals = deals.where('found_at', '<=', until);
    deliveries = deliveries.where('updated_at', '<=', until);
  }
  const [found, sent] = await Promise.all([deals.executeTakeFirstOrThrow(), deliveries.groupBy('status').execute()]);
  const count = (status: string) => Number(sent.find((r) => r.status === status)?.n ?? 0);
  return { dealsFound: Number(found.n), alertsSent: count('sent'), alertsFailed: count('failed') };
}

/** Every want, or those of these ids that are still there. */
export function storedWants(db: Db, ids?: readonly number[]): Promise<Selectable<WantsTable>[]> {
  const query = db.selectFrom('wants').selectAll().orderBy('id');
  return (ids ? query.where('id', 'in', ids.length > 0 ? [...ids] : [0]) : query).execute();
}
