import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, RefreshCw, Tag } from 'lucide-react';
import { useId } from 'react';
import { figureHasPriceData, formatDisplayDate, formatMoney, PRICE_TIERS, RECENT_DAYS, type Figure, type FigurePrices, type PriceTier, type PriceView } from '@tmnt/domain';
import { refreshFailureSources, useRefreshPrices } from '../../api/figures.ts';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { priceViewLabel, pricesBasisText, SourceOutcomes, tierLabel, TierPriceCards } from '../market/index.ts';
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

const VIEWS: readonly PriceView[] = [...PRICE_TIERS, 'all'];

/** What the spec's Lowest and Highest are (domain summarizeMarket): a Lowest above the average is a listing, not a sale. */
const TILES_NOTE = `Lowest: the cheapest listing now, if any. Highest: the highest sale of the last ${RECENT_DAYS} days, if any.`;

/** Carded, Loose or All: which prices the tiles below show. */
function ViewSwitch({ view, onChange }: { view: PriceView; onChange: (view: PriceView) => void }) {
  const name = useId();
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">Show prices for</legend>
      <div className="inline-flex rounded-lg border border-gray-300 p-0.5 dark:border-gray-600">
        {VIEWS.map((v) => (
          <label
            key={v}
            className="relative cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-gray-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:text-gray-200 dark:has-checked:text-white"
          >
            {/* The whole segment is the radio button (invisible over its label): a click anywhere on it picks it. */}
            <input type="radio" name={name} value={v} checked={view === v} onChange={() => onChange(v)} className="absolute inset-0 cursor-pointer appearance-none opacity-0" />
            {v === 'all' ? 'All' : tierLabel(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The spec's Lowest / Average / Highest, of one tier or of all packaging blended (and named so). */
function ViewTiles({ prices, view }: { prices: FigurePrices; view: PriceView }) {
  const shown = view === 'all' ? prices : prices[view];
  return (
    <div data-testid="price-view" data-view={view} className="mt-2">
      <p className="mb-1.5 text-sm font-semibold">{priceViewLabel(view)}</p>
      {shown === null ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-3 py-4 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-300">
          No {tierLabel(view as PriceTier).toLowerCase()} prices yet.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2">
            <PriceTile label="Lowest" value={shown.current_lowest} />
            <PriceTile label="Average" value={shown.average_price} />
            <PriceTile label="Highest" value={shown.highest_recent} />
          </dl>
          <p data-testid="price-basis" className="mt-2 text-sm text-gray-700 dark:text-gray-200">
            {pricesBasisText(shown, view === 'all' ? null : view)}
          </p>
          <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{TILES_NOTE}</p>
        </>
      )}
    </div>
  );
}

/** Carded and loose first, then the tiles of the view the switch shows (see shownPriceView). */
function PriceSummary({ prices, view, onViewChange }: { prices: FigurePrices; view: PriceView; onViewChange: (view: PriceView) => void }) {
  return (
    <>
      <TierPriceCards prices={prices} />
      <ViewSwitch view={view} onChange={onViewChange} />
      <ViewTiles prices={prices} view={view} />
      {prices.last_updated && <p className="mt-1 text-xs text-gray-600 dark:text-gray-300">Last updated {formatDisplayDate(prices.last_updated)}</p>}
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

interface MarketPricesPanelProps {
  figure: Figure;
  prices: UseQueryResult<FigurePrices>;
  /** The prices shown (shownPriceView), once the collector's copies are known (null meanwhile). */
  view: PriceView | null;
  onViewChange: (view: PriceView) => void;
}

export function MarketPricesPanel({ figure, prices, view, onViewChange }: MarketPricesPanelProps) {
  const refresh = useRefreshPrices(figure.id);
  const [refreshed, showRefreshed] = useTimedFlag(REFRESHED_NOTICE_MS);
  const data = prices.data;
  // Graded or reissue sales alone are prices too (their own tiers), though no carded or loose price rests on them.
  const hasPrices = data !== undefined && (figureHasPriceData(data) || data.graded.length > 0 || data.reissue !== null);

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
      {data && hasPrices && view !== null && <PriceSummary prices={data} view={view} onViewChange={onViewChange} />}
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
