import { useId, type ReactNode } from 'react';
import { formatMoney, gradeBand, gradeBandLabel, PRICE_TIERS, type FigurePrices, type ListingGrade, type PriceTier, type SubTier, type TierPrices } from '@tmnt/domain';
import { Badge } from '../../components/Badge.tsx';
import { GRADED_BANDS_NOTE, GRADED_TIER, gradedBasisText, LOOSE_SUB_TIERS, pricesBasisText, reissueBasisText, REISSUE_NOTE, REISSUE_TIER, subTierBasisText, tierLabel } from './market-words.ts';
import { TierMark } from './tier-styles.tsx';

const range = (prices: TierPrices) =>
  prices.sample_low === prices.sample_high ? formatMoney(prices.sample_low) : `${formatMoney(prices.sample_low)} to ${formatMoney(prices.sample_high)}`;

/**
 * The loose tier's complete and figure-only prices, beside its own, each where sales allow: what a loose copy with
 * all its pieces (or lacking some) is valued on.
 */
function LooseSubTiers({ prices, compact, yours }: { prices: FigurePrices; compact: boolean; yours: SubTier | null }) {
  const shown = LOOSE_SUB_TIERS.filter(([key]) => prices[key] !== null);
  if (shown.length === 0) return null;
  return (
    <dl data-testid="loose-sub-tiers" className={`mt-2 grid gap-1.5 border-t border-gray-100 pt-1.5 dark:border-gray-800 ${compact ? '' : 'sm:grid-cols-2'}`}>
      {shown.map(([key, label]) => {
        const sub = prices[key]!;
        return (
          <div key={key} data-testid={`${key.replace('_', '-')}`} className="min-w-0">
            <dt className="flex flex-wrap items-center gap-1 text-xs text-gray-600 dark:text-gray-400">
              {label}
              {yours === key && <Badge color="blue">Your copy</Badge>}
            </dt>
            <dd className="font-semibold tabular-nums">{formatMoney(sub.average_price)}</dd>
            <dd className="text-xs text-gray-600 dark:text-gray-400">{subTierBasisText(sub)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Reissue sales, their own tier: never in a carded or loose average. */
function ReissueCard({ prices, compact, yours }: { prices: TierPrices | null; compact: boolean; yours: boolean }) {
  const titleId = useId();
  const sold = prices?.basis === 'sold';
  return (
    <div role="group" aria-labelledby={titleId} data-tier="reissue" className={`col-span-2 min-w-0 rounded-lg border border-gray-200 dark:border-gray-700 ${compact ? 'p-2' : 'p-3'}`}>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <h3 id={titleId} className="text-sm font-semibold">
          {REISSUE_TIER}
        </h3>
        {yours && <Badge color="blue">Your copy</Badge>}
      </div>
      {prices && sold ? (
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span data-testid="reissue-average" className={`font-bold tabular-nums ${compact ? 'text-lg' : 'text-xl'}`}>
            {formatMoney(prices.average_price)}
          </span>
          <span className="text-xs text-gray-600 dark:text-gray-400">
            {reissueBasisText(prices)}
          </span>
        </p>
      ) : (
        <p className="mt-1 text-sm font-medium text-gray-700 dark:text-gray-200">No reissue sales yet</p>
      )}
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{REISSUE_NOTE}</p>
    </div>
  );
}

function TierCard({ tier, prices, compact, yours, children }: { tier: PriceTier; prices: TierPrices | null; compact: boolean; yours: boolean; children?: ReactNode }) {
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
      {children}
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

/** What the copy being looked at is valued on: its tier, the band of a graded one, its loose sub-tier or the reissues. */
export interface YourPrices {
  tier?: PriceTier | null;
  graded?: ListingGrade | null;
  sub?: SubTier | null;
}

/**
 * Carded and loose side by side, each its own average, low and high (of the prices the average rests on), number of
 * sales and window: the prices a collector reads first, the loose tier's complete and figure-only prices within it;
 * reissue sales and graded sales below them, each when there are any. `yours` marks what the copy being looked at
 * is valued on.
 */
export function TierPriceCards({ prices, compact = false, yours = {} }: { prices: FigurePrices; compact?: boolean; yours?: YourPrices }) {
  const sub = yours.graded ? null : (yours.sub ?? null);
  return (
    <div aria-label="Prices by packaging" role="group" className="grid grid-cols-2 gap-2">
      {PRICE_TIERS.map((tier) => (
        <TierCard key={tier} tier={tier} prices={prices[tier]} compact={compact} yours={!yours.graded && sub === null && yours.tier === tier}>
          {tier === 'loose' && <LooseSubTiers prices={prices} compact={compact} yours={sub} />}
        </TierCard>
      ))}
      {(prices.reissue !== null || sub === 'reissue') && <ReissueCard prices={prices.reissue} compact={compact} yours={sub === 'reissue'} />}
      {prices.graded.length > 0 && <GradedCard graded={prices.graded} compact={compact} yours={yours.graded ?? null} />}
    </div>
  );
}
