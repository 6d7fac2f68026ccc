import { Link } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import { formatMoney, type TradeOpportunity } from '@tmnt/domain';
import { Badge } from '../../components/Badge.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { tierLabel } from './analysis-text.ts';

const link = 'font-semibold text-brand-700 hover:underline dark:text-brand-100';

/** Trade Opportunities (spec; only when there are any): a spare copy (of its tier) against a figure missing from a series. */
export function TradeOpportunities({ opportunities }: { opportunities: TradeOpportunity[] }) {
  if (opportunities.length === 0) return null;
  return (
    <Card aria-label="Trade Opportunities">
      <CardTitle icon={<ArrowLeftRight className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Trade Opportunities</CardTitle>
      <ul className="grid gap-3 md:grid-cols-2">
        {opportunities.map((t) => (
          <li key={`${t.your_inventory_id}-${t.suggested_figure_id}`} className="rounded-lg border border-gray-200 p-3 dark:border-gray-800">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link to={`/inventory/${t.your_inventory_id}`} className={link}>
                  {t.your_figure_name}
                </Link>
                <Badge>
                  <span data-testid="trade-tier">{tierLabel(t.your_tier)}</span>
                </Badge>
              </span>
              <Badge color="blue">Trade Candidate</Badge>
            </div>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-200">{t.reasoning}</p>
            <p className="mt-2 text-sm">
              <span className="text-gray-600 dark:text-gray-300">Suggested trade: </span>
              <Link to={`/figures/${t.suggested_figure_id}`} className={link}>
                {t.suggested_trade_figure}
              </Link>
              <span className="text-gray-600 tabular-nums dark:text-gray-300">
                {' '}
                ({formatMoney(t.suggested_value)} against your {formatMoney(t.your_value)})
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
