import { describeValueBasis, formatMoney, hasValue, NO_VALUE, valueIsPurchasePrice, type ValueBasis } from '@tmnt/domain';

/**
 * A copy's value where a list shows it: the amount, with "purchase price" beneath when that is all it rests on, or
 * "No value yet" (never $0.00) when nothing values it.
 */
export function CopyValue({ value, basis }: { value: number; basis: ValueBasis }) {
  if (!hasValue(basis)) return <span className="text-sm font-normal text-gray-600 dark:text-gray-400">{NO_VALUE}</span>;
  return (
    <>
      {formatMoney(value)}
      {valueIsPurchasePrice(basis) && <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">{describeValueBasis(basis, null)}</span>}
    </>
  );
}
