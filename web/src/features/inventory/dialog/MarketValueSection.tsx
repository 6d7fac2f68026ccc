import type { ReactNode } from 'react';
import { Wallet } from 'lucide-react';
import { copyGain, describeValueBasis, formatMoney, formatSignedPercent, hasValue, NO_VALUE, valueIsPurchasePrice, type InventoryItem } from '@tmnt/domain';
import { inCollectionCurrency } from '../../../components/money-text.ts';
import { valueNotes } from '../copy-facts.ts';
import { PackagingNotSet } from '../PackagingNotSet.tsx';
import { Section } from './Section.tsx';

function Tile({ label, testId, children, className = '' }: { label: string; testId: string; children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-lg p-2 ${className || 'bg-gray-50 dark:bg-gray-800'}`}>
      <dt className="text-xs text-gray-700 dark:text-gray-300">{label}</dt>
      <dd data-testid={testId} className="text-lg font-bold tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/**
 * The copy's value as the server estimates it (its packaging tier's or its figure's market average, else what was
 * paid), with what it rests on; its purchase price as the acquisition cost; and the real profit, value less cost.
 * The spec treats the cost as zero so that profit always shows 100%: decision 008 says why we do not.
 */
export function MarketValueSection({ item }: { item: InventoryItem }) {
  const basis = item.value_basis;
  // The price paid in the collection's currency (converted at the rate of its date when paid in another).
  const purchasePrice = inCollectionCurrency(item.purchase_price, item);
  const gain = copyGain({ estimatedValue: item.estimated_value, basis, purchasePrice });
  const onPurchasePrice = valueIsPurchasePrice(basis);
  return (
    <Section title="Market Value" icon={<Wallet className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      {!hasValue(basis) ? (
        <p data-testid="market-value" className="text-sm text-gray-600 dark:text-gray-300">
          {NO_VALUE}: add a purchase price, or wait for market prices to be recorded.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Tile label={onPurchasePrice ? 'Value (purchase price)' : 'Current Value'} testId="market-value" className="bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
              {formatMoney(item.estimated_value)}
            </Tile>
            <Tile label="Acquisition Cost" testId="acquisition-cost">
              {purchasePrice !== null ? (
                formatMoney(purchasePrice)
              ) : item.purchase_price === null ? (
                '—'
              ) : (
                <span className="block text-sm font-semibold">{formatMoney(item.purchase_price, item.currency)}, no rate yet</span>
              )}
            </Tile>
            <Tile label="Profit" testId="profit">
              {gain === null ? (
                '—'
              ) : (
                <span className={gain.gainLoss >= 0 ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300'}>
                  {gain.gainLoss > 0 ? '+' : ''}
                  {formatMoney(gain.gainLoss)}
                  {gain.roiPercentage !== null && <span className="block text-sm font-semibold">{formatSignedPercent(gain.roiPercentage)}</span>}
                </span>
              )}
            </Tile>
          </dl>
          <p data-testid="value-basis" className="mt-2 text-xs text-gray-600 dark:text-gray-400">
            Based on {describeValueBasis(basis, item.value_sample_size, item.variant)}
          </p>
          {valueNotes(item).map((note) => (
            <p key={note} data-testid="value-note" className="mt-1 text-xs text-gray-600 dark:text-gray-400">
              {note}
            </p>
          ))}
          {gain === null && (
            <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
              {onPurchasePrice ? 'No market data yet, so the profit is not known.' : 'Add what you paid to see your profit.'}
            </p>
          )}
        </>
      )}
      <PackagingNotSet item={item} />
    </Section>
  );
}
