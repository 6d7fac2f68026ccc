import { parseAccessories, toCents, type InventoryItem, type InventoryPatch, type NewCopy } from '@tmnt/domain';
import type { Updateable } from 'kysely';
import { getFigure } from '../catalog/index.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import type { InventoryItemsTable } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { deleteItem, getItem, insertItem, storeGrade, updateItem, type StoredGrade } from './queries.ts';
import { revalueCopies } from './values.ts';

export const ITEM_NOT_FOUND = 'Item not found';

export async function requireItem(db: Db, id: number): Promise<InventoryItem> {
  const item = await getItem(db, id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

export function addCopy(db: Db, copy: NewCopy): Promise<InventoryItem> {
  return inWriteTransaction(db, async (trx) => {
    await getFigure(trx, copy.figure_id);
    const now = new Date().toISOString();
    const id = await insertItem(trx, {
      figure_id: copy.figure_id,
      condition: copy.condition,
      purchase_price_cents: copy.purchase_price === undefined ? null : toCents(copy.purchase_price),
      purchase_date: copy.purchase_date ?? null,
      notes: copy.notes ?? null,
      owned_accessories: '[]',
      grading_photos: '[]',
      created_at: now,
      updated_at: now,
    });
    await revalueCopies(trx, { itemId: id });
    return requireItem(trx, id);
  });
}

/** Owned accessories must be ones the figure came with; duplicates are folded. */
function checkOwnedAccessories(item: InventoryItem, owned: string[]): string[] {
  const known = parseAccessories(item.accessories);
  const unknown = owned.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    const allowed = known.length > 0 ? known.join(', ') : 'none: this figure came with no accessories';
    throw badRequest(`"${unknown[0]}" is not one of this figure's accessories (${allowed})`, 'owned_accessories');
  }
  return [...new Set(owned)];
}

export function changeCopy(db: Db, id: number, patch: InventoryPatch): Promise<InventoryItem> {
  return inWriteTransaction(db, async (trx) => {
    const item = await requireItem(trx, id);
    const { purchase_price, limited_edition, owned_accessories, ...plain } = patch;
    const changes: Updateable<InventoryItemsTable> = { ...plain, updated_at: new Date().toISOString() };
    if (purchase_price !== undefined) changes.purchase_price_cents = purchase_price === null ? null : toCents(purchase_price);
    if (limited_edition !== undefined) changes.limited_edition = limited_edition === null ? null : Number(limited_edition);
    if (owned_accessories !== undefined) changes.owned_accessories = JSON.stringify(checkOwnedAccessories(item, owned_accessories));
    await updateItem(trx, id, changes);
    await revalueCopies(trx, { itemId: id });
    return requireItem(trx, id);
  });
}

export function removeCopy(db: Db, id: number): Promise<void> {
  return inWriteTransaction(db, async (trx) => {
    if (!(await deleteItem(trx, id))) throw notFound(ITEM_NOT_FOUND);
  });
}

/** Records a grade on a copy, and in its grade history, in one write (the grading feature's results). */
export function recordGrade(db: Db, id: number, grade: StoredGrade): Promise<void> {
  return inWriteTransaction(db, async (trx) => {
    if (!(await storeGrade(trx, id, grade))) throw notFound(ITEM_NOT_FOUND);
  });
}
