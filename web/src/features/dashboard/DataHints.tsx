import { Link } from 'react-router';
import { Info } from 'lucide-react';
import type { CollectionStats } from '@tmnt/domain';

function Hint({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

export function DataHints({ stats }: { stats: CollectionStats }) {
  const withoutPrice = stats.total_items - stats.items_with_purchase_price;
  const withoutMarket = stats.total_items - stats.items_with_price_data;
  if (withoutPrice <= 0 && withoutMarket <= 0) return null;
  return (
    <div className="space-y-2">
      {withoutPrice > 0 && (
        <Hint>
          {withoutPrice} of {stats.total_items} items have no purchase price. <Link to="/collection" className="font-semibold underline">Add what you paid</Link> to
          track your return on investment.
        </Hint>
      )}
      {withoutMarket > 0 && (
        <Hint>
          {withoutMarket} of {stats.total_items} items have no market price data yet, so they are valued at their purchase price. Refresh prices to value them at
          today's market.
        </Hint>
      )}
    </div>
  );
}
