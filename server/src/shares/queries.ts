import type { Insertable, Selectable, Updateable } from 'kysely';
import { inAccessTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import type { SharesTable } from '../db/schema.ts';

export type ShareRow = Selectable<SharesTable>;

/** Every link, newest first. */
export function shareRows(db: Db): Promise<ShareRow[]> {
  return db.selectFrom('shares').selectAll().orderBy('id', 'desc').execute();
}

export function shareRow(db: Db, id: number): Promise<ShareRow | undefined> {
  return db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The link whose secret hashes to this (one unique-index lookup); undefined when there is none. */
export function shareBySecretHash(db: Db, secretHash: string): Promise<ShareRow | undefined> {
  return db.selectFrom('shares').selectAll().where('secret_hash', '=', secretHash).executeTakeFirst();
}

export async function insertShare(db: Db, share: Insertable<SharesTable>): Promise<number> {
  const { id } = await db.insertInto('shares').values(share).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Changes what a link shows, its expiry or its secret, on every instance at once: the access version moves, so
 * each forgets the link it keeps. False when there is no such link.
 */
export async function updateShare(db: Db, id: number, changes: Updateable<SharesTable>): Promise<boolean> {
  const result = await inAccessTransaction(db, (trx) => trx.updateTable('shares').set(changes).where('id', '=', id).executeTakeFirst());
  return result.numUpdatedRows > 0n;
}

/** Ends a link on every instance at once. False when there is no such link. */
export async function deleteShare(db: Db, id: number): Promise<boolean> {
  const result = await inAccessTransaction(db, (trx) => trx.deleteFrom('shares').where('id', '=', id).executeTakeFirst());
  return result.numDeletedRows > 0n;
}

/** Someone opened the link: when, and one more time (not collection data: no data version, no kept link forgotten). */
export async function recordOpen(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('shares')
    .set((eb) => ({ last_opened_at: at, open_count: eb('open_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * The copies a link may show, in the collection (never sold), oldest first: only the columns a link shows, so no
 * other field can reach its answer. `forTrade`: only those marked for trade.
 */
export function shownCopyRows(db: Db, { series, placeIds, forTrade }: { series?: string; placeIds: readonly number[] | null; forTrade: boolean }) {
  let query = db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select([
      'i.id', 'i.figure_id', 'f.name', 'f.year', 'f.series', 'f.image_url', 'f.thumbnail_url', 'i.condition', 'i.packaging_type', 'i.variant',
      'i.grading_company', 'i.grading_grade', 'i.grading_uncirculated', 'i.value_cents', 'i.value_basis', 'i.tags',
    ])
    .where('i.sold_on', 'is', null);
  if (series !== undefined) query = query.where('f.series', '=', series);
  if (placeIds !== null) query = query.where('i.place_id', 'in', placeIds.length > 0 ? placeIds : [0]);
  if (forTrade) query = query.where('i.for_trade', '=', 1);
  return query.orderBy('f.series').orderBy('f.year').orderBy('f.name').orderBy('i.id').execute();
}
export type ShownCopyRow = Awaited<ReturnType<typeof shownCopyRows>>[number];

/** The photos of these copies, oldest first, by copy. */
export async function copyPhotoFiles(db: Db, copyIds: readonly number[]): Promise<Map<number, string[]>> {
  const files = new Map<number, string[]>();
  if (copyIds.length === 0) return files;
  const rows = await db.selectFrom('item_photos').select(['item_id', 'file_name']).where('item_id', 'in', copyIds).orderBy('id').execute();
  for (const row of rows) files.set(row.item_id, [...(files.get(row.item_id) ?? []), row.file_name]);
  return files;
}

/** Every figure of the series named (all series when none is), for their completion. */
export function seriesFigureIds(db: Db, series: readonly string[]) {
  if (series.length === 0) return Promise.resolve([]);
  return db.selectFrom('figures').select(['id', 'series']).where('series', 'in', series).execute();
}

/** Every want with its figure, oldest first (what a wants link may show of it, and when it was made). */
export function shownWantRows(db: Db, series?: string) {
  let query = db
    .selectFrom('wants as w')
    .innerJoin('figures as f', 'f.id', 'w.figure_id')
    .select(['w.figure_id', 'f.name', 'f.year', 'f.series', 'f.image_url', 'f.thumbnail_url', 'w.tier', 'w.variant', 'w.target_cents', 'w.created_at']);
  if (series !== undefined) query = query.where('f.series', '=', series);
  return query.orderBy('w.id').execute();
}

/** The copies in the collection of these figures (for wants a copy has found since). */
export function copiesOfFigures(db: Db, figureIds: readonly number[]) {
  if (figureIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inventory_items')
    .select(['figure_id', 'packaging_type', 'variant', 'created_at'])
    .where('sold_on', 'is', null)
    .where('figure_id', 'in', figureIds)
    .execute();
}
