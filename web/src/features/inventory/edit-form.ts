import {
  isCurrency, shownMoneyCurrency, type BoxCondition, type Completeness, type Condition, type Currency, type GradingCompany, type InventoryItem, type InventoryPatch, type PackagingType, type Reissue,
  type Release, type UncirculatedMark,
} from '@tmnt/domain';

/** A professionally graded copy's fields (its "Professional grade"), as the API names them. */
export const GRADING_INPUTS = [
  'grading_company', 'grading_grade', 'grading_card', 'grading_bubble', 'grading_figure', 'grading_uncirculated', 'grading_certificate', 'graded_on',
] as const;

/** What a copy is: its release and which reissue (domain release.ts). */
export const RELEASE_INPUTS = ['release', 'reissue'] as const;

/** The fields of the dialog's edit form, as the API names them. */
export const EDIT_FIELDS = [
  'condition', 'purchase_price', 'purchase_shipping', 'purchase_tax', 'purchase_fees', 'currency', 'purchase_date', 'box_condition', 'completeness', 'packaging_type', 'storage_location', 'variant',
  'limited_edition', 'custom_modifications', 'notes', ...RELEASE_INPUTS, ...GRADING_INPUTS,
] as const;

/** The edit form of an inventory item (dialog and item page): every control's text value ('' = not set). */
export interface EditForm {
  condition: Condition;
  purchase_price: string;
  purchase_shipping: string;
  purchase_tax: string;
  purchase_fees: string;
  /** What the amounts paid are in. */
  currency: Currency;
  purchase_date: string;
  notes: string;
  box_condition: BoxCondition | '';
  /** The collector's own word; '' follows the accessory checklist. */
  completeness: Completeness | '';
  packaging_type: PackagingType | '';
  storage_location: string;
  variant: string;
  limited_edition: '' | 'yes' | 'no';
  custom_modifications: string;
  release: Release;
  reissue: Reissue | '';
  grading_company: GradingCompany | '';
  grading_grade: string;
  grading_card: string;
  grading_bubble: string;
  grading_figure: string;
  grading_uncirculated: UncirculatedMark | '';
  grading_certificate: string;
  graded_on: string;
}

type EditField = (typeof EDIT_FIELDS)[number];
export type EditableItem = Pick<InventoryItem, EditField | 'completeness_from_checklist'>;

/** What the collector said of a copy's completeness; null when it follows the checklist. */
const ownCompleteness = (item: EditableItem) => (item.completeness_from_checklist ? null : item.completeness);

const amountText = (dollars: number | null) => (dollars === null ? '' : String(dollars));
const amountOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

const AMOUNTS = ['purchase_price', 'purchase_shipping', 'purchase_tax', 'purchase_fees'] as const;

/** Nothing paid is recorded (the currency then says nothing, and is not sent). */
const noAmount = (values: Pick<InventoryPatch, (typeof AMOUNTS)[number]>) => AMOUNTS.every((field) => values[field] === null || values[field] === undefined);

/** A copy's own currency once it has an amount in it; until then, the collection's (what the collector will type in). */
function currencyOf(item: EditableItem): Currency {
  const paid = AMOUNTS.some((field) => item[field] !== null);
  return paid && isCurrency(item.currency) ? item.currency : shownMoneyCurrency();
}

export function formFromItem(item: EditableItem): EditForm {
  return {
    condition: item.condition,
    purchase_price: amountText(item.purchase_price),
    purchase_shipping: amountText(item.purchase_shipping),
    purchase_tax: amountText(item.purchase_tax),
    purchase_fees: amountText(item.purchase_fees),
    currency: currencyOf(item),
    purchase_date: item.purchase_date ?? '',
    notes: item.notes ?? '',
    box_condition: item.box_condition ?? '',
    completeness: ownCompleteness(item) ?? '',
    packaging_type: item.packaging_type ?? '',
    storage_location: item.storage_location ?? '',
    variant: item.variant ?? '',
    limited_edition: item.limited_edition === null ? '' : item.limited_edition ? 'yes' : 'no',
    custom_modifications: item.custom_modifications ?? '',
    release: item.release,
    reissue: item.reissue ?? '',
    grading_company: item.grading_company ?? '',
    grading_grade: item.grading_grade ?? '',
    grading_card: item.grading_card ?? '',
    grading_bubble: item.grading_bubble ?? '',
    grading_figure: item.grading_figure ?? '',
    grading_uncirculated: item.grading_uncirculated ?? '',
    grading_certificate: item.grading_certificate ?? '',
    graded_on: item.graded_on ?? '',
  };
}

const orNull = <T extends string>(value: T | '') => (value === '' ? null : value);
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the form says each field should become, empty meaning null (spec section 5). */
export function formValues(form: EditForm): Required<Pick<InventoryPatch, EditField>> {
  return {
    condition: form.condition,
    purchase_price: amountOrNull(form.purchase_price),
    purchase_shipping: amountOrNull(form.purchase_shipping),
    purchase_tax: amountOrNull(form.purchase_tax),
    purchase_fees: amountOrNull(form.purchase_fees),
    currency: form.currency,
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
    ...releaseValues(form),
    ...gradingValues(form),
  };
}

/** What the form says the release should become: only a reissue says which reissue it is. */
function releaseValues(form: EditForm): Required<Pick<InventoryPatch, (typeof RELEASE_INPUTS)[number]>> {
  return { release: form.release, reissue: form.release === 'reissue' ? orNull(form.reissue) : null };
}

/** The item page's release fields the form changed. */
export function releasePatchFromForm(item: EditableItem, form: EditForm): InventoryPatch {
  return Object.fromEntries(Object.entries(releaseValues(form)).filter(([key, value]) => !Object.is(value, item[key as keyof EditableItem])));
}

/** What the form says the professional grade's fields should become, empty meaning null. */
function gradingValues(form: EditForm): Required<Pick<InventoryPatch, (typeof GRADING_INPUTS)[number]>> {
  return {
    grading_company: orNull(form.grading_company),
    grading_grade: textOrNull(form.grading_grade),
    grading_card: textOrNull(form.grading_card),
    grading_bubble: textOrNull(form.grading_bubble),
    grading_figure: textOrNull(form.grading_figure),
    grading_uncirculated: orNull(form.grading_uncirculated),
    grading_certificate: textOrNull(form.grading_certificate),
    graded_on: orNull(form.graded_on),
  };
}

/** The item page's professional grade fields the form changed, each emptied one as null. */
export function gradingPatchFromForm(item: EditableItem, form: EditForm): InventoryPatch {
  return Object.fromEntries(Object.entries(gradingValues(form)).filter(([key, value]) => !Object.is(value, item[key as keyof EditableItem])));
}

/** The item page's purchase fields, all sent, each empty one as null; their currency with them when any amount is set. */
export function purchasePatchFromForm(form: EditForm): InventoryPatch {
  const values = formValues(form);
  const { condition, purchase_price, purchase_shipping, purchase_tax, purchase_fees, currency, purchase_date, notes } = values;
  return { condition, purchase_price, purchase_shipping, purchase_tax, purchase_fees, ...(!noAmount(values) && { currency }), purchase_date, notes };
}

/**
 * Only the fields the form changed, ready to PATCH; empty when nothing changed. The currency goes only with an
 * amount: a copy with none paid has nothing in any currency.
 */
export function patchFromForm(item: EditableItem, form: EditForm): InventoryPatch {
  const values = formValues(form);
  const stored = { ...item, completeness: ownCompleteness(item) };
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!Object.is(value, stored[key as keyof EditableItem])) patch[key] = value;
  }
  if (noAmount(values)) delete patch.currency;
  return patch as InventoryPatch;
}
