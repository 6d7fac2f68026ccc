import { Wallet } from 'lucide-react';
import { formatMoney, type InventoryItem } from '@tmnt/domain';
import { useFigurePrices } from '../../../api/figures.ts';
import { Section } from './Section.tsx';

/**
 * The copy's value: the market average, else what was paid. The spec treats the acquisition cost as zero here,
 * so profit is the whole value and shows 100% whenever a value exists.
 */
export function MarketValueSection({ item }: { item: InventoryItem }) {
  const prices = useFigurePrices(item.figure_id);
  const value = prices.data?.average_price ?? item.purchase_price;
  return (
    <Section title="Market Value" icon={<Wallet className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      {prices.isPending ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">Loading value...</p>
      ) : value === null ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">No value yet: add a purchase price, or wait for market prices to be recorded.</p>
      ) : (
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-lg bg-brand-50 p-2 dark:bg-brand-900/40">
            <dt className="text-xs text-gray-700 dark:text-gray-300">Current Value</dt>
            <dd data-testid="market-value" className="text-lg font-bold text-brand-700 tabular-nums dark:text-brand-100">
              {formatMoney(value)}
            </dd>
          </div>
          <div className="rounded-lg bg-gray-50 p-2 dark:bg-gray-800">
            <dt className="text-xs text-gray-600 dark:text-gray-300">Acquisition Cost</dt>
            <dd className="text-lg font-bold tabular-nums">{formatMoney(0)}</dd>
          </div>
          <div className="rounded-lg bg-gray-50 p-2 dark:bg-gray-800">
            <dt className="text-xs text-gray-600 dark:text-gray-300">Profit</dt>
            <dd className="text-lg font-bold text-green-700 tabular-nums dark:text-green-300">100%</dd>
          </div>
        </dl>
      )}
      {value !== null && (
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
          {prices.data?.average_price != null ? 'Based on the market average price.' : 'Based on your purchase price.'}
        </p>
      )}
    </Section>
  );
}
