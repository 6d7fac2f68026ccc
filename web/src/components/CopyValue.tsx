import { formatMoney, hasValue, NO_VALUE, valueIsPurchasePrice, type ValueBasis } from '@tmnt/domain';

/** Said under a value when the copy's packaging is not set (its value cannot rest on its tier's prices). */
const PACKAGING_NOT_SET = 'packaging not set';

/** Said under a value that is what was paid: short, for a list cell (the row's title says why in full). */
const PAID_NOTES: Partial<Record<ValueBasis, string>> = {
  reissue_purchase: 'purchase price (reissue)',
  bootleg_purchase: 'purchase price (bootleg)',
  custom_purchase: 'purchase price (custom)',
};

/**
 * A copy's value where a list shows it: the amount, with "purchase price" beneath when that is all it rests on, or
 * "No value yet" (never $0.00) when nothing values it; "packaging not set" beneath when that is why.
 */
export function CopyValue({ value, basis, packagingSet = true }: { value: number; basis: ValueBasis; packagingSet?: boolean }) {
  const note = [valueIsPurchasePrice(basis) && (PAID_NOTES[basis] ?? 'purchase price'), !packagingSet && PACKAGING_NOT_SET].filter(Boolean).join(' · ');
  return (
    <>
      {hasValue(basis) ? formatMoney(value) : <span className="text-sm font-normal text-gray-600 dark:text-gray-400">{NO_VALUE}</span>}
      {note && <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">{note}</span>}
    </>
  );
}
