import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { plural, type CollectionStats } from '@tmnt/domain';
import { collectionAddress, NO_PACKAGING } from '../collection/index.ts';

function Hint({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}


/** What the items without market data are valued at instead: their purchase price, or nothing yet. */
function withoutMarketValuedAt({ items_valued_at_purchase_price: paid, items_without_value: none }: CollectionStats): string {
  if (none === 0) return ', so they are valued at their purchase price.';
  if (paid === 0) return ', and no purchase price either, so they have no value yet.';
  return `: ${plural(paid, 'item')} ${paid === 1 ? 'is' : 'are'} valued at purchase price, ${plural(none, 'item')} ${none === 1 ? 'has' : 'have'} no value yet.`;
}

export function DataHints({ stats }: { stats: CollectionStats }) {
  const withoutPrice = stats.total_items - stats.items_with_purchase_price;
  const withoutMarket = stats.total_items - stats.items_with_price_data;
  const withoutPackaging = stats.items_without_packaging;
  if (withoutPrice <= 0 && withoutMarket <= 0 && withoutPackaging <= 0) return null;
  return (
    <div className="space-y-2">
      {withoutPackaging > 0 && (
        <Hint>
          {withoutPackaging} of {stats.total_items} items have no packaging set: carded or loose decides what a copy is worth, so{' '}
          {withoutPackaging === 1 ? 'it is' : 'they are'} valued at what you paid.{' '}
          <Link to={collectionAddress({ packaging: NO_PACKAGING })} className="font-semibold underline">
            Set their packaging
          </Link>
        </Hint>
      )}
      {withoutPrice > 0 && (
        <Hint>
          {withoutPrice} of {stats.total_items} items have no purchase price.{' '}
          <Link to={collectionAddress({ paid: 'missing' })} className="font-semibold underline">
            Add what you paid
          </Link>{' '}
          to track your return on investment.
        </Hint>
      )}
      {withoutMarket > 0 && (
        <Hint>
          {withoutMarket} of {stats.total_items} items have no market price data yet{withoutMarketValuedAt(stats)} Refresh prices to value them at today's market.
        </Hint>
      )}
    </div>
  );
}
