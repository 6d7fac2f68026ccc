import type { Insertable, Updateable } from 'kysely';
import { builtOnce } from '../db/built-once.ts';
import type { Db } from '../db/database.ts';
import type { PlacesTable } from '../db/schema.ts';

const PLACE_COLUMNS = ['id', 'name', 'parent_id', 'notes', 'created_at'] as const;

/** Every place, in the order they were made. */
export const allPlaces = builtOnce((db) => db.selectFrom('places').select(PLACE_COLUMNS).orderBy('id'));

export type PlaceRow = Awaited<ReturnType<typeof allPlaces>>[number];

export function placeById(db: Db, id: number): Promise<PlaceRow | undefined> {
  return db.selectFrom('places').select(PLACE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The place among these siblings (parent null: the outermost places) whose name has this key, but `except`. */
export function siblingNamed(db: Db, parentId: number | null, nameKey: string, except?: number): Promise<PlaceRow | undefined> {
  let q = db.selectFrom('places').select(PLACE_COLUMNS).where('name_key', '=', nameKey);
  q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
  if (except !== undefined) q = q.where('id', '<>', except);
  return q.executeTakeFirst();
}

export async function insertPlace(db: Db, values: Insertable<PlacesTable>): Promise<number> {
  const row = await db.insertInto('places').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlace(db: Db, id: number, changes: Updateable<PlacesTable>): Promise<void> {
  await db.updateTable('places').set(changes).where('id', '=', id).execute();
}

export async function deletePlace(db: Db, id: number): Promise<void> {
  await db.deleteFrom('places').where('id', '=', id).execute();
}

/** Moves the places right inside `from` into `to` (null: they become outermost). */
export async function moveChildPlaces(db: Db, from: number, to: number | null, now: string): Promise<void> {
  await db.updateTable('places').set({ parent_id: to, updated_at: now }).where('parent_id', '=', from).execute();
}

/**
 * Moves the copies kept in `from` (sold ones too: they keep where they were) into `to`, each a change of that copy
 * as an update of its place would be (its updated_at moves). Their value and sums do not rest on their place.
 */
export async function moveCopiesOf(db: Db, from: number, to: number | null, now: string): Promise<number> {
  const result = await db.updateTable('inventory_items').set({ place_id: to, updated_at: now }).where('place_id', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The copies (sold ones too) kept in these places. */
export async function copiesIn(db: Db, placeIds: readonly number[]): Promise<number[]> {
  if (placeIds.length === 0) return [];
  const rows = await db.selectFrom('inventory_items').select('id').where('place_id', 'in', placeIds).execute();
  return rows.map((r) => r.id);
}

/** Per place, the copies in the collection kept right there and what they are worth (cents). */
export async function copiesPerPlace(db: Db): Promise<Map<number, { copies: number; valueCents: number }>> {
  const rows = await db
    .selectFrom('inventory_items')
    .select(['place_id', (eb) => eb.fn.countAll<number | string>().as('copies'), (eb) => eb.fn.sum<number | string>('value_cents').as('value_cents')])
    .where('sold_on', 'is', null)
    .where('place_id', 'is not', null)
    .groupBy('place_id')
    .execute();
  return new Map(rows.map((r) => [r.place_id!, { copies: Number(r.copies), valueCents: Number(r.value_cents) }]));
}

/** Every copy in the collection by id, figure and place (what a stocktake counts against), with its figure's name. */
export function collectionCopies(db: Db) {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'i.figure_id', 'i.place_id', 'f.name'])
    .where('i.sold_on', 'is', null)
    .orderBy('i.id')
    .execute();
}

// ---------- Stocktakes ----------

const CHECK_COLUMNS = ['id', 'place_id', 'checked_at', 'expected', 'found', 'not_expected', 'missing', 'missing_ids'] as const;

export async function insertCheck(db: Db, check: { place_id: number; checked_at: string; expected: number; found: number; not_expected: number; missing: number; missing_ids: string }): Promise<number> {
  const row = await db.insertInto('place_checks').values(check).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The checks of a place, newest first. */
export function checksOfPlace(db: Db, placeId: number, limit: number) {
  return db.selectFrom('place_checks').select(CHECK_COLUMNS).where('place_id', '=', placeId).orderBy('checked_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export type CheckRow = Awaited<ReturnType<typeof checksOfPlace>>[number];

/** Each place's newest check, by place. */
export async function lastChecks(db: Db): Promise<Map<number, CheckRow>> {
  const rows = await db.selectFrom('place_checks').select(CHECK_COLUMNS).orderBy('checked_at').orderBy('id').execute();
  return new Map(rows.map((r) => [r.place_id, r]));
}

/** The names of these copies (sold or not; a deleted one is left out), by id. */
export async function copyNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('inventory_items as i').innerJoin('figures as f', 'f.id', 'i.figure_id').select(['i.id', 'f.name']).where('i.id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
