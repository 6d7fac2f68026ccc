import { ShieldCheck, TrendingDown, TrendingUp } from 'lucide-react';
import { formatMoney, formatPercent, type CollectionStats } from '@tmnt/domain';

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

export function InsuranceCard({ stats }: { stats: CollectionStats }) {
  return (
    <section className="rounded-xl border border-blue-200 bg-blue-50 p-5 text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
      <h2 className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="h-5 w-5" aria-hidden="true" /> Insurance Value Estimate
      </h2>
      <p className="mt-2 text-3xl font-bold tabular-nums">{formatMoney(stats.insurance_value)}</p>
      <p className="mt-2 text-sm">For each item, the higher of its market value and what you paid. Market low total: {formatMoney(stats.min_value)}.</p>
    </section>
  );
}
