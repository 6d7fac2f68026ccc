import { BadgeDollarSign, Info, Package, Percent, PiggyBank, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { formatMoney, formatSignedPercent, formatTotalValue, plural, type PortfolioSummary as Summary, type RealisedSummary } from '@tmnt/domain';
import { Card, CardTitle } from '../../components/Card.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { portfolioNotes, signedMoney, tone, TONE_CLASSES } from './analysis-text.ts';

const icon = 'h-5 w-5 text-brand-600';

/** What the sales returned, beside the unrealised gain above (shown once a copy is sold). */
function Realised({ realised }: { realised: RealisedSummary }) {
  const gain = tone(realised.realised_gain_loss, 2);
  const known = realised.sold_items_with_cost;
  return (
    <div aria-label="Realised" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
      <StatCard label="Copies Sold" value={realised.sold_items} icon={<BadgeDollarSign className={icon} aria-hidden="true" />} />
      <StatCard label="Sale Proceeds" value={formatMoney(realised.proceeds)} detail="Price and shipping charged, less fees" />
      <StatCard
        label="Realised Gain/Loss"
        value={<span data-tone={gain} className={TONE_CLASSES[gain]}>{signedMoney(realised.realised_gain_loss)}</span>}
        detail={known === realised.sold_items ? `Against the ${formatMoney(realised.cost)} they cost` : `Over the ${plural(known, 'sale')} with a known cost (${formatMoney(realised.cost)})`}
      />
    </div>
  );
}

/** The five tiles (spec): the same numbers as the dashboard's, and what they leave out; then what sales returned. */
export function PortfolioSummary({ summary, realised }: { summary: Summary; realised: RealisedSummary }) {
  const gain = tone(summary.unrealized_gain_loss, 2);
  const roi = tone(summary.roi_percentage);
  const notes = portfolioNotes(summary);
  const Trend = gain === 'down' ? TrendingDown : TrendingUp;
  return (
    <Card aria-label="Portfolio Summary">
      <CardTitle icon={<Wallet className={icon} aria-hidden="true" />}>Portfolio Summary</CardTitle>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Total Items" value={summary.total_items} icon={<Package className={icon} aria-hidden="true" />} />
        <StatCard label="Total Invested" value={formatMoney(summary.total_invested)} icon={<PiggyBank className={icon} aria-hidden="true" />} />
        <StatCard
          label="Current Value"
          value={formatTotalValue({ total_value: summary.current_value, total_items: summary.total_items, items_without_value: summary.items_without_value })}
          icon={<Wallet className={icon} aria-hidden="true" />}
        />
        <StatCard
          label="Gain/Loss"
          value={<span data-tone={gain} className={TONE_CLASSES[gain]}>{signedMoney(summary.unrealized_gain_loss)}</span>}
          icon={<Trend className={`h-5 w-5 ${TONE_CLASSES[gain]}`} aria-hidden="true" />}
        />
        <StatCard
          label="ROI"
          value={<span data-tone={roi} className={TONE_CLASSES[roi]}>{formatSignedPercent(summary.roi_percentage)}</span>}
          icon={<Percent className={icon} aria-hidden="true" />}
        />
      </div>
      {realised.sold_items > 0 && <Realised realised={realised} />}
      {notes.length > 0 && (
        <ul aria-label="What the summary rests on" className="mt-3 space-y-1 text-sm text-gray-600 dark:text-gray-300">
          {notes.map((note) => (
            <li key={note} className="flex items-start gap-2">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
