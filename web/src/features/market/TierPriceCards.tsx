import { useId } from 'react';
import { formatMoney, PRICE_TIERS, type FigurePrices, type PriceTier, type TierPrices } from '@tmnt/domain';
import { Badge } from '../../components/Badge.tsx';
import { pricesBasisText, tierLabel } from './market-words.ts';
import { TierMark } from './tier-styles.tsx';

const range = (prices: TierPrices) =>
  prices.sample_low === prices.sample_high ? formatMoney(prices.sample_low) : `${formatMoney(prices.sample_low)} to ${formatMoney(prices.sample_high)}`;

function TierCard({ tier, prices, compact, yours }: { tier: PriceTier; prices: TierPrices | null; compact: boolean; yours: boolean }) {
  const titleId = useId();
  const sold = prices?.basis === 'sold';
  return (
    <div role="group" aria-labelledby={titleId} data-tier={tier} className={`min-w-0 rounded-lg border border-gray-200 dark:border-gray-700 ${compact ? 'p-2' : 'p-3'}`}>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <h3 id={titleId} className="flex items-center gap-1.5 text-sm font-semibold">
          <TierMark tier={tier} />
          {tierLabel(tier)}
        </h3>
        {yours && <Badge color="blue">Your copy</Badge>}
      </div>
      {!sold && <p className={`${compact ? 'mt-1' : 'mt-2'} text-sm font-medium text-gray-700 dark:text-gray-200`}>No sales yet</p>}
      {prices && sold && (
        <>
          <p data-testid="tier-average" className={`mt-1 font-bold tabular-nums ${compact ? 'text-lg' : 'text-2xl'}`}>
            {formatMoney(prices.average_price)}
          </p>
          <p data-testid="tier-basis" className="text-xs text-gray-600 dark:text-gray-400">
            {pricesBasisText(prices, tier)}
          </p>
          <dl className="mt-1.5 grid grid-cols-2 gap-x-2 text-xs">
            <div>
              <dt className="text-gray-600 dark:text-gray-400">Low</dt>
              <dd data-testid="tier-low" className="font-semibold tabular-nums">{formatMoney(prices.sample_low)}</dd>
            </div>
            <div>
              <dt className="text-gray-600 dark:text-gray-400">High</dt>
              <dd data-testid="tier-high" className="font-semibold tabular-nums">{formatMoney(prices.sample_high)}</dd>
            </div>
          </dl>
        </>
      )}
      {prices && !sold && (
        <p data-testid="tier-basis" className="mt-0.5 text-xs text-gray-600 dark:text-gray-400">
          {pricesBasisText(prices, tier)}: average {formatMoney(prices.average_price)}, {range(prices)}
        </p>
      )}
    </div>
  );
}

/**
 * Carded and loose side by side, each its own average, low and high (of the prices the average rests on), number of
 * sales and window: the prices a collector reads first. `yours` marks the tier of the copy being looked at.
 */
export function TierPriceCards({ prices, compact = false, yours = null }: { prices: FigurePrices; compact?: boolean; yours?: PriceTier | null }) {
  return (
    <div aria-label="Prices by packaging" role="group" className="grid grid-cols-2 gap-2">
      {PRICE_TIERS.map((tier) => (
        <TierCard key={tier} tier={tier} prices={prices[tier]} compact={compact} yours={yours === tier} />
      ))}
    </div>
  );
}
