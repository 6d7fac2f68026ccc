import { isPostgres, type Db } from '../db/database.ts';

// The item's read of its photos, and which files are still named, live with the item (inventory/queries.ts):
// the inventory feature cannot depend on this one, which depends on it.

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
