import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, RefreshCw, Tag } from 'lucide-react';
import { figureHasPriceData, formatDisplayDate, formatMoney, type Figure, type FigurePrices } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { soldListingsUrl } from './sold-listings-url.ts';

// Marketplace fetching is a later feature (the server answers 503): the buttons say so instead of pretending.
const REFRESH_UNAVAILABLE = 'Fetching marketplace prices is not available yet.';

function PriceTile({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-center dark:bg-gray-800">
      <dt className="text-xs font-medium text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums">{value === null ? 'N/A' : formatMoney(value)}</dd>
    </div>
  );
}

function NoPriceData({ noteId }: { noteId: string }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center dark:border-gray-700">
      <p className="font-semibold">No price data yet</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">Click Refresh Prices to check two marketplaces: eBay active listings and eBay sold listings.</p>
      <Button className="mt-3 disabled:opacity-60" disabled aria-describedby={noteId}>
        Get Prices Now
      </Button>
    </div>
  );
}

export function MarketPricesPanel({ figure, prices }: { figure: Figure; prices: UseQueryResult<FigurePrices> }) {
  const noteId = useId();
  const data = prices.data;
  const hasPrices = data !== undefined && figureHasPriceData(data);
  return (
    <Card aria-label="Market Prices">
      <CardTitle
        icon={<Tag className="h-5 w-5 text-brand-600" aria-hidden="true" />}
        actions={
          <Button variant="secondary" size="sm" disabled aria-describedby={noteId} className="disabled:opacity-60">
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh Prices
          </Button>
        }
      >
        Market Prices
      </CardTitle>
      <p id={noteId} className="-mt-1 mb-3 text-xs text-gray-600 dark:text-gray-400">
        {REFRESH_UNAVAILABLE}
      </p>

      {prices.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading prices...</p>}
      {prices.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load prices: {prices.error.message}
        </p>
      )}
      {data && !hasPrices && <NoPriceData noteId={noteId} />}
      {data && hasPrices && (
        <>
          <dl className="grid grid-cols-3 gap-2">
            <PriceTile label="Lowest" value={data.current_lowest} />
            <PriceTile label="Average" value={data.average_price} />
            <PriceTile label="Highest" value={data.highest_recent} />
          </dl>
          {data.last_updated && <p className="mt-2 text-xs text-gray-600 dark:text-gray-300">Last updated {formatDisplayDate(data.last_updated)}</p>}
        </>
      )}

      <a
        href={soldListingsUrl(figure)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        View sold listings on eBay
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Card>
  );
}
