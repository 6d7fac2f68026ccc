import { formatMoney, type Sale } from '@tmnt/domain';
import { shortConversionText } from '../../components/money-text.ts';

/**
 * A sale's or listing's price in the collection's currency; when it was in another, the price as it was beside it
 * ("£45.00 → $57.12"), or alone with "no rate yet" while the rate of its date is not known (it then counts in no price).
 */
export function SalePrice({ sale }: { sale: Pick<Sale, 'price' | 'conversion'> }) {
  const { price, conversion } = sale;
  if (conversion === null) return price === null ? '—' : formatMoney(price);
  const asListed = formatMoney(conversion.amount, conversion.currency);
  if (price === null || conversion.rate === null) {
    return (
      <>
        {asListed} <span className="text-xs font-normal text-gray-600 dark:text-gray-300">no rate yet</span>
      </>
    );
  }
  return (
    <>
      <span className="font-normal text-gray-600 dark:text-gray-300">{asListed} → </span>
      {formatMoney(price)}
    </>
  );
}

/** The same in words, for a name or a title: "£45.00 → $57.12", "£45.00, no rate yet". */
export const salePriceText = ({ price, conversion }: Pick<Sale, 'price' | 'conversion'>) =>
  conversion !== null ? shortConversionText(conversion, price) : price === null ? '—' : formatMoney(price);
