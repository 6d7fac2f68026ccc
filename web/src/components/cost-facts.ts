import { FIELD_LABELS, formatMoney, type InventoryItem } from '@tmnt/domain';
import { conversionText } from './money-text.ts';

const NOT_SET = 'Not set';

/**
 * A copy's cost as a list of facts: the price paid ("Not set" when unknown), the shipping, tax and fees only when
 * recorded, each in the currency it was paid in; and their sum when there is more than the price. Paid in another
 * currency than the collection's, the cost is shown as paid and converted at the ECB rate of its date ("€50.00 →
 * £43.20 (ECB rate of 11/20/2026)"), or as paid while that rate is not known.
 */
export function costFacts(
  item: Pick<InventoryItem, 'purchase_price' | 'purchase_shipping' | 'purchase_tax' | 'purchase_fees' | 'currency' | 'cost' | 'cost_conversion'>,
): [string, string][] {
  const extras = (['purchase_shipping', 'purchase_tax', 'purchase_fees'] as const).filter((field) => item[field] !== null);
  const paid = (amount: number) => formatMoney(amount, item.currency);
  const facts: [string, string][] = [
    [FIELD_LABELS.purchase_price, item.purchase_price === null ? NOT_SET : paid(item.purchase_price)],
    ...extras.map((field): [string, string] => [FIELD_LABELS[field], paid(item[field]!)]),
  ];
  const costLabel = extras.length > 0 ? 'Cost in all' : 'Cost';
  if (item.cost_conversion !== null) facts.push([costLabel, conversionText(item.cost_conversion, item.cost)]);
  else if (extras.length > 0 && item.cost !== null) facts.push([costLabel, formatMoney(item.cost)]);
  return facts;
}
