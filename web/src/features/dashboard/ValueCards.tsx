import { Link } from 'react-router';
import { BadgeDollarSign, FileDown, ShieldCheck, TrendingDown, TrendingUp } from 'lucide-react';
import { formatMoney, formatPercent, formatSignedMoney, plural, type CollectionStats } from '@tmnt/domain';
import { buttonClasses } from '../../components/Button.tsx';
import { SOLD_LIST_ADDRESS } from '../collection/index.ts';

/** Made by the server from the stored collection (every copy, its photo, value and what the value rests on). */
const INSURANCE_REPORT_URL = '/api/reports/insurance.pdf';

/** Shown only when something was invested: green and rising when the gain is 0 or more, red and falling otherwise. */
export function RoiCard({ stats }: { stats: CollectionStats }) {
  const up = stats.gain_loss >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <section
      data-testid="roi-card"
      data-trend={up ? 'up' : 'down'}
      className={`rounded-xl border p-5 ${up ? 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100' : 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'}`}
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <Icon className="h-5 w-5" aria-hidden="true" /> Return on Investment
      </h2>
      <p className="mt-2 text-3xl font-bold tabular-nums">{formatPercent(stats.roi_percentage)}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
        <dt>Invested</dt>
        <dd className="text-right tabular-nums">{formatMoney(stats.total_invested)}</dd>
        <dt>{up ? 'Gain' : 'Loss'}</dt>
        <dd className="text-right tabular-nums">
          {up ? '+' : ''}
          {formatMoney(stats.gain_loss)}
        </dd>
      </dl>
      <p className="mt-2 text-xs opacity-80">Over the {stats.items_with_purchase_price} items with a purchase price.</p>
    </section>
  );
}

/**
 * Shown once a copy is sold, beside the unrealised gain: what the sales returned against what those copies cost.
 * A copy of unknown cost adds to the proceeds only (its gain is not known).
 */
export function RealisedCard({ stats }: { stats: CollectionStats }) {
  const up = stats.realised_gain >= 0;
  const known = stats.sold_items_with_cost;
  return (
    <section
      data-testid="realised-card"
      aria-label="Realised Gain"
      data-trend={up ? 'up' : 'down'}
      className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <BadgeDollarSign className="h-5 w-5" aria-hidden="true" /> Realised Gain
      </h2>
      <p data-testid="realised-gain" className={`mt-2 text-3xl font-bold tabular-nums ${up ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}>
        {formatSignedMoney(stats.realised_gain)}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
        <dt>Sale proceeds</dt>
        <dd className="text-right tabular-nums">{formatMoney(stats.realised_proceeds)}</dd>
        <dt>Cost of those sold</dt>
        <dd className="text-right tabular-nums">{formatMoney(stats.realised_cost)}</dd>
      </dl>
      <p className="mt-2 text-xs opacity-80">
        {plural(stats.sold_items, 'copy', 'copies')} sold
        {known === stats.sold_items ? '.' : `; the gain is over the ${known} with a known cost.`}{' '}
        <Link to={SOLD_LIST_ADDRESS} className="font-medium underline">
          See the Sold list
        </Link>
      </p>
    </section>
  );
}

/** Under the collection's value: how much of it is only purchase prices, and how many items nothing values yet. */
export function valueTotalDetail(stats: CollectionStats): string | undefined {
  const parts = [];
  if (stats.items_valued_at_purchase_price > 0) parts.push(`${plural(stats.items_valued_at_purchase_price, 'item')} valued at purchase price`);
  if (stats.items_without_value > 0) parts.push(`${plural(stats.items_without_value, 'item')} with no value yet`);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * What the insurance figures rest on, in words that never call a purchase price "market": market values (the higher
 * of it and what was paid), purchase prices for the items without market data, nothing for items with no value.
 */
function insuranceBasis(stats: CollectionStats): { basis: string; low: string | null } {
  const { total_items: total, items_with_price_data: market, items_valued_at_purchase_price: paid, items_without_value: none } = stats;
  const unvalued = none > 0 ? ` ${plural(none, 'item')} with no value yet ${none === 1 ? 'adds' : 'add'} nothing.` : '';
  if (market === 0) return { basis: `Based on what you paid: none of your ${plural(total, 'item')} has market data yet.${unvalued}`, low: null };
  if (market === total) {
    return { basis: `For each item, the higher of its market value and what you paid: all ${plural(total, 'item')} have market data.`, low: `Market low total: ${formatMoney(stats.min_value)}.` };
  }
  const purchased = paid > 0 ? `; purchase prices for ${plural(paid, 'item')}` : '';
  return {
    basis: `Market values (or what you paid, if higher) for the ${plural(market, 'item')} with market data${purchased}.${unvalued}`,
    low: paid > 0 ? `Low total: ${formatMoney(stats.min_value)} (market lows, and purchase prices for ${plural(paid, 'item')}).` : `Market low total: ${formatMoney(stats.min_value)}.`,
  };
}

export function InsuranceCard({ stats }: { stats: CollectionStats }) {
  const { basis, low } = insuranceBasis(stats);
  return (
    <section data-testid="insurance-card" className="rounded-xl border border-blue-200 bg-blue-50 p-5 text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
      <h2 className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="h-5 w-5" aria-hidden="true" /> Insurance Value Estimate
      </h2>
      <p className="mt-2 text-3xl font-bold tabular-nums">{formatMoney(stats.insurance_value)}</p>
      <p className="mt-2 text-sm">{basis}</p>
      {low && <p className="mt-1 text-sm">{low}</p>}
      <a href={INSURANCE_REPORT_URL} download className={`${buttonClasses('secondary', 'sm')} mt-4`}>
        <FileDown className="h-4 w-4" aria-hidden="true" /> Download insurance report
      </a>
    </section>
  );
}
