import { UPLOADS_PREFIX, type ItemPhoto } from '@tmnt/domain';
import type { Selectable } from 'kysely';
import { builtOnce } from '../db/built-once.ts';
import { isPostgres, type Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

// A copy's own photos (item_photos), and which stored files are still named. The inventory feature answers its
// items with these reads; nothing here depends on it.

/** A copy's own photo as the item answers it. */
const toPhoto = (row: { id: number; file_name: string; width: number; height: number }): ItemPhoto => ({
  id: row.id,
  url: `${UPLOADS_PREFIX}${row.file_name}`,
  width: row.width,
  height: row.height,
});

/** Ids sent in one query at most (well under SQLite's and PostgreSQL's limits on bound values). */
const IDS_PER_QUERY = 1000;

/** Photos' rows as copies answer them, by copy, oldest first. */
const photoRows = (db: Db) => db.selectFrom('item_photos').select(['id', 'item_id', 'file_name', 'width', 'height']).orderBy('item_id').orderBy('id');

/**
 * The own photos of the copies named (or of every copy), oldest first, grouped by copy: one query for a whole
 * list (one per thousand copies of a filtered one), never one per copy.
 */
export async function photosByItem(db: Db, itemIds: readonly number[] | 'all'): Promise<Map<number, ItemPhoto[]>> {
  const rows = [];
  if (itemIds === 'all') rows.push(...(await photoRows(db).execute()));
  else for (let start = 0; start < itemIds.length; start += IDS_PER_QUERY) rows.push(...(await photoRows(db).where('item_id', 'in', itemIds.slice(start, start + IDS_PER_QUERY)).execute()));
  const byItem = new Map<number, ItemPhoto[]>();
  for (const row of rows) {
    const photos = byItem.get(row.item_id);
    if (photos) photos.push(toPhoto(row));
    else byItem.set(row.item_id, [toPhoto(row)]);
  }
  return byItem;
}

const photosOfItem = builtOnce((db, [itemId]: [number]) => photoRows(db).where('item_id', '=', itemId));

/** A copy's own photos, oldest first. */
export async function itemPhotos(db: Db, itemId: number): Promise<ItemPhoto[]> {
  return (await photosOfItem(db, itemId)).map(toPhoto);
}

/** The file names of every copy's own photos, oldest first, by copy (the full export). */
export async function allPhotoFiles(db: Db): Promise<Map<number, string[]>> {
  const rows = await db.selectFrom('item_photos').select(['item_id', 'file_name']).orderBy('item_id').orderBy('id').execute();
  const byItem = new Map<number, string[]>();
  for (const row of rows) {
    const names = byItem.get(row.item_id);
    if (names) names.push(row.file_name);
    else byItem.set(row.item_id, [row.file_name]);
  }
  return byItem;
}

/** A copy's own photo as stored: its file in DATA_DIR/uploads and its size. */
export interface StoredPhoto {
  file_name: string;
  width: number;
  height: number;
  bytes: number;
}

/** Adds photos to a copy, oldest first (created now). */
export async function insertItemPhotos(db: Db, itemId: number, photos: readonly StoredPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  const createdAt = new Date().toISOString();
  await db.insertInto('item_photos').values(photos.map((p) => ({ item_id: itemId, ...p, created_at: createdAt }))).execute();
}

/** The files a copy's own photos name (read before the copy is deleted: its rows go with it). */
export async function photoFilesOfCopy(db: Db, itemId: number): Promise<string[]> {
  const rows = await db.selectFrom('item_photos').select('file_name').distinct().where('item_id', '=', itemId).execute();
  return rows.map((r) => r.file_name);
}

/**
 * Of these files, the ones nothing names any more: no copy's own photo, no copy's grade, no grade of a copy's
 * history (grades name their photos by address in a JSON list), no figure's picture or its thumbnail, and no copy a
 * change to many copies deleted and may still undo. Their files may go once the transaction commits.
 */
export async function unnamedPhotoFiles(db: Db, names: readonly string[]): Promise<string[]> {
  const unnamed: string[] = [];
  for (const name of new Set(names)) {
    // The names are content hashes (hex and .jpg): nothing in them is a LIKE wildcard.
    const address = `%${UPLOADS_PREFIX}${name}%`;
    const photo = await db.selectFrom('item_photos').select('id').where('file_name', '=', name).limit(1).executeTakeFirst();
    const grade = await db.selectFrom('inventory_items').select('id').where('grading_photos', 'like', address).limit(1).executeTakeFirst();
    const history = await db.selectFrom('grade_history').select('id').where('grading_photos', 'like', address).limit(1).executeTakeFirst();
    const picture = await db
      .selectFrom('figures')
      .select('id')
      .where((eb) => eb.or([eb('image_url', '=', `${UPLOADS_PREFIX}${name}`), eb('thumbnail_url', '=', `${UPLOADS_PREFIX}${name}`)]))
      .limit(1)
      .executeTakeFirst();
    // A copy deleted by a change to many copies keeps its photos until that change can no longer be undone.
    const undo = await db.selectFrom('bulk_changes').select('token').where('undone_at', 'is', null).where('changes', 'like', `%${name}%`).limit(1).executeTakeFirst();
    if (!photo && !grade && !history && !picture && !undo) unnamed.push(name);
  }
  return unnamed;
}

/**
 * A copy's figure and the file of one of its own photos: undefined when there is no such copy, `file` undefined
 * when the copy has no such photo.
 */
export async function copyPhotoFile(db: Db, itemId: number, photoId: number): Promise<{ figureId: number; file: string | undefined } | undefined> {
  const copy = await db.selectFrom('inventory_items').select('figure_id').where('id', '=', itemId).executeTakeFirst();
  if (!copy) return undefined;
  const photo = await db.selectFrom('item_photos').select('file_name').where('id', '=', photoId).where('item_id', '=', itemId).executeTakeFirst();
  return { figureId: copy.figure_id, file: photo?.file_name };
}

/** Whether there is a copy with this id (its photos are added and removed only while it exists). */
export async function copyExists(db: Db, itemId: number): Promise<boolean> {
  return (await db.selectFrom('inventory_items').select('id').where('id', '=', itemId).executeTakeFirst()) !== undefined;
}

/**
 * How many own photos a copy has, read for adding some in the caller's write transaction: on PostgreSQL the copy's
 * row stays locked until it ends, so two uploads at once cannot both pass the limit (SQLite's write transaction
 * holds the whole database already). Undefined when there is no such copy.
 */
export async function photoCountForUpdate(db: Db, itemId: number): Promise<number | undefined> {
  const copy = db.selectFrom('inventory_items').select('id').where('id', '=', itemId);
  if (!(await (isPostgres(db) ? copy.forUpdate() : copy).executeTakeFirst())) return undefined;
  const row = await db.selectFrom('item_photos').select((eb) => eb.fn.countAll<number | string>().as('n')).where('item_id', '=', itemId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes one of a copy's photos; its file name, or undefined when the copy has no such photo. */
export async function deleteItemPhoto(db: Db, itemId: number, photoId: number): Promise<string | undefined> {
  const row = await db.deleteFrom('item_photos').where('id', '=', photoId).where('item_id', '=', itemId).returning('file_name').executeTakeFirst();
  return row?.file_name;
}

/** The own photos' rows of these copies, whole (what deleting the copies takes with them, to be put back by an undo). */
export async function photoRowsOf(db: Db, itemIds: readonly number[]): Promise<Selectable<Database['item_photos']>[]> {
  const rows: Selectable<Database['item_photos']>[] = [];
  for (let start = 0; start < itemIds.length; start += 500) {
    rows.push(...(await db.selectFrom('item_photos').selectAll().where('item_id', 'in', itemIds.slice(start, start + 500)).orderBy('id').execute()));
  }
  return rows;
}

/** Puts photo rows back as they were (their ids too). */
export async function insertPhotoRows(db: Db, rows: readonly Selectable<Database['item_photos']>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) await db.insertInto('item_photos').values(rows.slice(start, start + 500)).execute();
}
