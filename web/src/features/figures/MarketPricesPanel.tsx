import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, RefreshCw, Tag } from 'lucide-react';
import { figureHasPriceData, formatDisplayDate, formatMoney, PRICE_TIERS, type Figure, type FigurePrices } from '@tmnt/domain';
import { refreshFailureSources, useRefreshPrices } from '../../api/figures.ts';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { pricesBasisText, SourceOutcomes, tierLabel } from '../market/index.ts';
import { soldListingsUrl } from './sold-listings-url.ts';
import { useTimedFlag } from './use-timed-flag.ts';

/** Spec section 9: the figure page's refresh notice lasts 3 s. */
const REFRESHED_NOTICE_MS = 3000;
const REFRESHED_NOTICE = 'Prices refreshed! Check console for details.';

function PriceTile({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-center dark:bg-gray-800">
      <dt className="text-xs font-medium text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums">{value === null ? 'N/A' : formatMoney(value)}</dd>
    </div>
  );
}

/** Carded and loose prices, each with what its average rests on; only the tiers that have prices. */
function TierPrices({ prices }: { prices: FigurePrices }) {
  const tiers = PRICE_TIERS.flatMap((tier) => (prices[tier] ? [{ tier, figures: prices[tier] }] : []));
  if (tiers.length === 0) return null;
  return (
    <dl aria-label="Prices by packaging" className="mt-3 space-y-1.5 text-sm">
      {tiers.map(({ tier, figures }) => (
        <div key={tier} className="flex items-baseline justify-between gap-3">
          <dt className="font-medium">{tierLabel(tier)}</dt>
          <dd className="text-right">
            <span className="font-semibold tabular-nums">{formatMoney(figures.average_price)}</span>
            <span className="block text-xs text-gray-600 dark:text-gray-400">{pricesBasisText(figures)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PriceSummary({ prices }: { prices: FigurePrices }) {
  return (
    <>
      <dl className="grid grid-cols-3 gap-2">
        <PriceTile label="Lowest" value={prices.current_lowest} />
        <PriceTile label="Average" value={prices.average_price} />
        <PriceTile label="Highest" value={prices.highest_recent} />
      </dl>
      <p data-testid="price-basis" className="mt-2 text-sm text-gray-700 dark:text-gray-200">
        {pricesBasisText(prices)}
      </p>
      {prices.last_updated && <p className="mt-1 text-xs text-gray-600 dark:text-gray-300">Last updated {formatDisplayDate(prices.last_updated)}</p>}
      <TierPrices prices={prices} />
    </>
  );
}

function NoPriceData({ onRefresh, pending }: { onRefresh: () => void; pending: boolean }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center dark:border-gray-700">
      <p className="font-semibold">No price data yet</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">Click Refresh Prices to check two marketplaces: eBay active listings and eBay sold listings.</p>
      <Button className="mt-3" onClick={onRefresh} disabled={pending}>
        Get Prices Now
      </Button>
    </div>
  );
}

/** Why the last refresh gave nothing: each source's reason from the server, else its message, in small muted text. */
function RefreshFailure({ error }: { error: Error }) {
  const sources = refreshFailureSources(error);
  if (sources) return <SourceOutcomes outcomes={sources} className="mt-3" />;
  return <p className="mt-3 text-xs text-gray-600 dark:text-gray-400">{error.message}</p>;
}

export function MarketPricesPanel({ figure, prices }: { figure: Figure; prices: UseQueryResult<FigurePrices> }) {
  const refresh = useRefreshPrices(figure.id);
  const [refreshed, showRefreshed] = useTimedFlag(REFRESHED_NOTICE_MS);
  const data = prices.data;
  const hasPrices = data !== undefined && figureHasPriceData(data);

  const startRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (answer) => {
        console.info(`Prices refreshed for ${figure.name}:`, answer.sources);
        showRefreshed();
      },
    });

  return (
    <Card aria-label="Market Prices">
      <CardTitle
        icon={<Tag className="h-5 w-5 text-brand-600" aria-hidden="true" />}
        actions={
          <Button variant="secondary" size="sm" onClick={startRefresh} disabled={refresh.isPending}>
            <RefreshCw className={`h-4 w-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden="true" />
            {refresh.isPending ? 'Fetching...' : 'Refresh Prices'}
          </Button>
        }
      >
        Market Prices
      </CardTitle>
      <div role="status" data-testid="refresh-notice" className="empty:hidden mb-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800 dark:bg-green-950 dark:text-green-200">
        {refreshed ? REFRESHED_NOTICE : null}
      </div>

      {prices.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading prices...</p>}
      {prices.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load prices: {prices.error.message}
        </p>
      )}
      {data && !hasPrices && <NoPriceData onRefresh={startRefresh} pending={refresh.isPending} />}
      {data && hasPrices && <PriceSummary prices={data} />}
      {refresh.isError ? <RefreshFailure error={refresh.error} /> : data && <SourceOutcomes outcomes={data.sources} className="mt-3" />}

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
