import { useId } from 'react';
import { formatMoney, gradeBand, gradeBandLabel, PRICE_TIERS, type FigurePrices, type ListingGrade, type PriceTier, type TierPrices } from '@tmnt/domain';
import { Badge } from '../../components/Badge.tsx';
import { GRADED_BANDS_NOTE, GRADED_TIER, gradedBasisText, pricesBasisText, tierLabel } from './market-words.ts';
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

/** Graded sales, one line per company and grade band: their own tier, never in the carded average. */
function GradedCard({ graded, compact, yours }: { graded: FigurePrices['graded']; compact: boolean; yours: ListingGrade | null }) {
  const titleId = useId();
  const yourBand = yours && gradeBand(yours.company, yours.grade);
  return (
    <div role="group" aria-labelledby={titleId} data-tier="graded" className={`col-span-2 min-w-0 rounded-lg border border-gray-200 dark:border-gray-700 ${compact ? 'p-2' : 'p-3'}`}>
      <h3 id={titleId} className="text-sm font-semibold">
        {GRADED_TIER}
      </h3>
      <ul className="mt-1 divide-y divide-gray-100 dark:divide-gray-800">
        {graded.map((band) => (
          <li key={`${band.company} ${band.band}`} data-testid="graded-band" className="flex flex-wrap items-baseline justify-between gap-x-3 py-1">
            <span className="flex items-center gap-1.5 text-sm font-semibold">
              {gradeBandLabel(band.company, band.band)}
              {yours?.company === band.company && yourBand === band.band && <Badge color="blue">Your copy</Badge>}
            </span>
            <span className="text-right">
              <span className={`font-bold tabular-nums ${compact ? '' : 'text-lg'}`}>{formatMoney(band.average_price)}</span>
              <span className="block text-xs text-gray-600 dark:text-gray-400">{gradedBasisText(band)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{GRADED_BANDS_NOTE}</p>
    </div>
  );
}

/**
 * Carded and loose side by side, each its own average, low and high (of the prices the average rests on), number of
 * sales and window: the prices a collector reads first; graded sales below them, by company and grade band, when
 * there are any. `yours` marks the tier of the copy being looked at, `yoursGraded` the band of a graded one.
 */
export function TierPriceCards({ prices, compact = false, yours = null, yoursGraded = null }: { prices: FigurePrices; compact?: boolean; yours?: PriceTier | null; yoursGraded?: ListingGrade | null }) {
  return (
    <div aria-label="Prices by packaging" role="group" className="grid grid-cols-2 gap-2">
      {PRICE_TIERS.map((tier) => (
        <TierCard key={tier} tier={tier} prices={prices[tier]} compact={compact} yours={!yoursGraded && yours === tier} />
      ))}
      {prices.graded.length > 0 && <GradedCard graded={prices.graded} compact={compact} yours={yoursGraded} />}
    </div>
  );
}
