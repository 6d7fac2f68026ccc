import {
  completenessNotPricedApart, copyCompleteness, describeCompleteness, parseAccessories, variantNotPricedApart, type CopyCompleteness, type InventoryItem,
} from '@tmnt/domain';

type CompletenessFields = Pick<InventoryItem, 'completeness' | 'completeness_from_checklist' | 'accessories' | 'accessory_pieces'>;

/** The copy's completeness by the domain's one rule (its reproduction pieces counted). */
export const completenessOf = (item: CompletenessFields): CopyCompleteness =>
  copyCompleteness({ set: item.completeness_from_checklist ? null : item.completeness, listed: parseAccessories(item.accessories), owned: item.accessory_pieces });

/** "Complete with 1 reproduction piece (from the accessory checklist)"; null when nothing says it. */
export function completenessText(item: CompletenessFields): string | null {
  const status = completenessOf(item);
  const text = describeCompleteness(status);
  return text && `${text}${status.fromChecklist ? ' (from the accessory checklist)' : ''}`;
}

/** What is said beside a copy's value when its variant or its completeness could have priced it apart but did not. */
export const valueNotes = (item: CompletenessFields & Pick<InventoryItem, 'variant' | 'value_basis'>): string[] =>
  [variantNotPricedApart(item.variant, item.value_basis), completenessNotPricedApart(completenessOf(item), item.value_basis)].filter((note): note is string => note !== null);
