import type { BoxCondition, Completeness, Condition, InventoryItem, InventoryPatch, PackagingType } from '@tmnt/domain';

/** The fields of the dialog's edit form, as the API names them. */
export const EDIT_FIELDS = [
  'condition', 'purchase_price', 'purchase_date', 'box_condition', 'completeness', 'packaging_type', 'storage_location', 'variant',
  'limited_edition', 'custom_modifications', 'notes',
] as const;

/** The edit form of an inventory item (dialog and item page): every control's text value ('' = not set). */
export interface EditForm {
  condition: Condition;
  purchase_price: string;
  purchase_date: string;
  notes: string;
  box_condition: BoxCondition | '';
  completeness: Completeness | '';
  packaging_type: PackagingType | '';
  storage_location: string;
  variant: string;
  limited_edition: '' | 'yes' | 'no';
  custom_modifications: string;
}

export type EditableItem = Pick<InventoryItem, 'condition' | 'purchase_price' | 'purchase_date' | 'notes' | 'box_condition' | 'completeness' | 'packaging_type' | 'storage_location' | 'variant' | 'limited_edition' | 'custom_modifications'>;

export function formFromItem(item: EditableItem): EditForm {
  return {
    condition: item.condition,
    purchase_price: item.purchase_price === null ? '' : String(item.purchase_price),
    purchase_date: item.purchase_date ?? '',
    notes: item.notes ?? '',
    box_condition: item.box_condition ?? '',
    completeness: item.completeness ?? '',
    packaging_type: item.packaging_type ?? '',
    storage_location: item.storage_location ?? '',
    variant: item.variant ?? '',
    limited_edition: item.limited_edition === null ? '' : item.limited_edition ? 'yes' : 'no',
    custom_modifications: item.custom_modifications ?? '',
  };
}

const orNull = <T extends string>(value: T | '') => (value === '' ? null : value);
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the form says each field should become, empty meaning null (spec section 5). */
export function formValues(form: EditForm): Required<Omit<InventoryPatch, 'owned_accessories'>> {
  return {
    condition: form.condition,
    purchase_price: form.purchase_price.trim() === '' ? null : Number(form.purchase_price),
    purchase_date: orNull(form.purchase_date),
    // Notes keep the collector's own spacing and line breaks; only a blank note becomes null.
    notes: form.notes.trim() === '' ? null : form.notes,
    box_condition: orNull(form.box_condition),
    completeness: orNull(form.completeness),
    packaging_type: orNull(form.packaging_type),
    storage_location: textOrNull(form.storage_location),
    variant: textOrNull(form.variant),
    limited_edition: form.limited_edition === '' ? null : form.limited_edition === 'yes',
    custom_modifications: textOrNull(form.custom_modifications),
  };
}

/** The item page's four fields, all sent, each empty one as null. */
export function purchasePatchFromForm(form: EditForm): InventoryPatch {
  const { condition, purchase_price, purchase_date, notes } = formValues(form);
  return { condition, purchase_price, purchase_date, notes };
}

/** Only the fields the form changed, ready to PATCH; empty when nothing changed. */
export function patchFromForm(item: EditableItem, form: EditForm): InventoryPatch {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formValues(form))) {
    if (!Object.is(value, item[key as keyof EditableItem])) patch[key] = value;
  }
  return patch as InventoryPatch;
}
