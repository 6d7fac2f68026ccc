import { FIELD_LABELS, formatMoney, type InventoryItem } from '@tmnt/domain';

const NOT_SET = 'Not set';

/**
 * A copy's cost as a list of facts: the price paid ("Not set" when unknown), the shipping, tax and fees only when
 * recorded, and their sum when there is more than the price.
 */
export function costFacts(item: Pick<InventoryItem, 'purchase_price' | 'purchase_shipping' | 'purchase_tax' | 'purchase_fees' | 'cost'>): [string, string][] {
  const extras = (['purchase_shipping', 'purchase_tax', 'purchase_fees'] as const).filter((field) => item[field] !== null);
  return [
    [FIELD_LABELS.purchase_price, item.purchase_price === null ? NOT_SET : formatMoney(item.purchase_price)],
    ...extras.map((field): [string, string] => [FIELD_LABELS[field], formatMoney(item[field]!)]),
    ...(extras.length > 0 && item.cost !== null ? [['Cost in all', formatMoney(item.cost)] as [string, string]] : []),
  ];
}
