import { Receipt } from 'lucide-react';
import { formatDisplayDate, formatMoney, isSoldSource, type PriceSource, type Sale } from '@tmnt/domain';
import { Badge, type BadgeColor } from '../../components/Badge.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';

/** Spec section 9: the figure page lists at most 10 recent sales. */
const RECENT_SALES_SHOWN = 10;

const LISTED = { text: 'Listed', color: 'blue' } as const;
const SOLD = { text: 'Sold', color: 'green' } as const;
const SAVED = { text: 'Saved', color: 'gray' } as const;

// An active listing is an asking price, not a sale: say which is which. A sale saved by hand is marked apart.
function sourceBadge(source: PriceSource): { text: string; color: BadgeColor } {
  if (!isSoldSource(source)) return LISTED;
  return source === 'manual' ? SAVED : SOLD;
}

function SaleTitle({ sale }: { sale: Sale }) {
  if (!sale.url) return <span className="font-medium">{sale.title}</span>;
  return (
    <a href={sale.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
      {sale.title}
    </a>
  );
}

export function RecentSalesCard({ sales }: { sales: Sale[] }) {
  if (sales.length === 0) return null;
  return (
    <Card aria-label="Recent Sales">
      <CardTitle icon={<Receipt className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Recent Sales</CardTitle>
      <ul className="divide-y divide-gray-100 dark:divide-gray-800">
        {sales.slice(0, RECENT_SALES_SHOWN).map((sale, index) => {
          const source = sourceBadge(sale.source);
          return (
            <li key={index} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0 text-sm">
                <SaleTitle sale={sale} />
                <div className="mt-1 flex flex-wrap items-center gap-2 text-gray-600 dark:text-gray-300">
                  <Badge color={source.color}>{source.text}</Badge>
                  {sale.condition && <span>{sale.condition}</span>}
                </div>
              </div>
              <div className="shrink-0 text-right">
                <div className="font-semibold tabular-nums">{formatMoney(sale.price)}</div>
                {sale.date && <div className="text-xs text-gray-600 tabular-nums dark:text-gray-300">{formatDisplayDate(sale.date)}</div>}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
