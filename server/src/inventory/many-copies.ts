// Writes to many copies at once (a change to a selection, and its undo), in the caller's write transaction: the same
// stored columns a single copy's update writes, the same valuation (valueCopy) and the same group sums, moved once
// for the whole selection (keepingGroupsOf) instead of copy by copy.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, InventoryItemsTable } from '../db/schema.ts';
import { insertPhotoRows, photoRowsOf } from '../photos/index.ts';
import { deleteItems, insertWholeCopies, keepingGroupsOf, updateItems, wholeCopyRows } from './queries.ts';
import { storeNewValues } from './values.ts';

/** The same columns written to a group of copies. */
export interface CopyColumnsChange {
  ids: readonly number[];
  columns: Updateable<InventoryItemsTable>;
}

/** Copies deleted, as their rows were: what puts them back exactly (photo files stay until the undo expires). */
export interface DeletedCopies {
  copies: Selectable<InventoryItemsTable>[];
  grades: Selectable<Database['grade_history']>[];
  photos: Selectable<Database['item_photos']>[];
}

/** Writes each group's columns, then values every copy written, its groups moving once by the net difference. */
export async function changeManyCopies(trx: Db, changes: readonly CopyColumnsChange[]): Promise<void> {
  const ids = changes.flatMap((change) => change.ids);
  await keepingGroupsOf(trx, ids, async () => {
    for (const { ids: group, columns } of changes) await updateItems(trx, group, columns);
    await storeNewValues(trx, { itemIds: ids });
  });
}

/** Deletes the copies, their own photos' rows and their grades; answers what they were. */
export async function deleteManyCopies(trx: Db, ids: readonly number[]): Promise<DeletedCopies> {
  const [{ copies, grades }, photos] = await Promise.all([wholeCopyRows(trx, ids), photoRowsOf(trx, ids)]);
  await keepingGroupsOf(trx, ids, () => deleteItems(trx, ids));
  return { copies, grades, photos };
}

/** Puts deleted copies back as they were, ids and all, valued as today's prices value them. */
export async function restoreDeletedCopies(trx: Db, deleted: DeletedCopies): Promise<void> {
  const ids = deleted.copies.map((copy) => copy.id);
  await keepingGroupsOf(trx, ids, async () => {
    await insertWholeCopies(trx, deleted.copies as Insertable<InventoryItemsTable>[], deleted.grades);
    await insertPhotoRows(trx, deleted.photos);
    await storeNewValues(trx, { itemIds: ids });
  });
}
