import { Wallet } from 'lucide-react';
import { describeValueBasis, formatMoney, type InventoryItem } from '@tmnt/domain';
import { Section } from './Section.tsx';

/**
 * The copy's value as the server estimates it (its packaging tier's or its figure's market average, else what was
 * paid), with what it rests on. The spec treats the acquisition cost as zero here, so profit is the whole value and
 * shows 100% whenever a value exists.
 */
export function MarketValueSection({ item }: { item: InventoryItem }) {
  const basis = item.value_basis;
  return (
    <Section title="Market Value" icon={<Wallet className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      {basis === 'none' ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">No value yet: add a purchase price, or wait for market prices to be recorded.</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div className="rounded-lg bg-brand-50 p-2 dark:bg-brand-900/40">
              <dt className="text-xs text-gray-700 dark:text-gray-300">Current Value</dt>
              <dd data-testid="market-value" className="text-lg font-bold text-brand-700 tabular-nums dark:text-brand-100">
                {formatMoney(item.estimated_value)}
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
          <p data-testid="value-basis" className="mt-2 text-xs text-gray-600 dark:text-gray-400">
            Based on {describeValueBasis(basis, item.value_sample_size)}
          </p>
        </>
      )}
    </Section>
  );
}
