import type { Condition, InventoryItem, InventoryPatch } from '@tmnt/domain';

/** The item page's edit form, as the inputs hold it (text). */
export interface ItemForm {
  condition: Condition;
  purchasePrice: string;
  purchaseDate: string;
  notes: string;
}

/** Edit starts from the item's current values (spec section 4, Inventory page). */
export function formFromItem(item: InventoryItem): ItemForm {
  return {
    condition: item.condition,
    purchasePrice: item.purchase_price === null ? '' : String(item.purchase_price),
    purchaseDate: item.purchase_date ?? '',
    notes: item.notes ?? '',
  };
}

/** An empty price, date or notes is sent as null, which clears it (spec section 5). */
export function patchFromForm(form: ItemForm): InventoryPatch {
  const price = form.purchasePrice.trim();
  return {
    condition: form.condition,
    purchase_price: price === '' ? null : Number(price),
    purchase_date: form.purchaseDate === '' ? null : form.purchaseDate,
    notes: form.notes.trim() === '' ? null : form.notes,
  };
}
