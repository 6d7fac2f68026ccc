import { ExternalLink, RefreshCw, TrendingUp } from 'lucide-react';
import { figureHasPriceData, formatDisplayDate, formatMoney, isSoldSource, type FigurePrices, type Sale } from '@tmnt/domain';
import { useFigurePrices } from '../../../api/figures.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { BLENDED_PRICES, pricesBasisText, saleGradeLabel, SalePrice, SourceOutcomes, TierPriceCards, type YourPrices } from '../../market/index.ts';
import { REFRESH_COMPLETE, REFRESH_FAILED } from './refresh-stages.ts';
import { Section } from './Section.tsx';
import { useStagedRefresh, type StagedRefreshState } from './useStagedRefresh.ts';

/** Vintage prices, graded sales or reissue sales: something to show. */
const hasAnyPrice = (prices: FigurePrices) => figureHasPriceData(prices) || prices.graded.length > 0 || prices.reissue !== null;

/** At most this many listings per group in the dialog (spec section 9). */
const LISTINGS_PER_GROUP = 5;

function Listings({ title, sales }: { title: string; sales: Sale[] }) {
  return (
    <div>
      <h4 className="mb-1 text-sm font-semibold">{title}</h4>
      {sales.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">None recorded.</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
          {sales.slice(0, LISTINGS_PER_GROUP).map((sale) => (
            <li key={sale.id} className={`flex items-start justify-between gap-3 py-1.5 ${sale.excluded ? 'opacity-60' : ''}`}>
              <span className="min-w-0">
                {sale.url ? (
                  <a href={sale.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-100">
                    <span className={`line-clamp-2 ${sale.excluded ? 'line-through' : ''}`}>{sale.title}</span>
                    <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-label="(opens in a new tab)" role="img" />
                  </a>
                ) : (
                  <span className={`line-clamp-2 font-medium ${sale.excluded ? 'line-through' : ''}`}>{sale.title || 'Your sale'}</span>
                )}
                <span className="block text-xs text-gray-600 dark:text-gray-400">
                  {[saleGradeLabel(sale), sale.condition, formatDisplayDate(sale.date), sale.excluded ? 'excluded' : null].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="shrink-0 text-right font-semibold tabular-nums">
                <SalePrice sale={sale} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PriceTile({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-lg bg-gray-50 p-2 text-center dark:bg-gray-800">
      <div className="text-xs text-gray-600 dark:text-gray-300">{label}</div>
      <div className="font-bold tabular-nums">{value === null ? '—' : formatMoney(value)}</div>
    </div>
  );
}

/** The running stage, 'Complete!' or the failure message; nothing when idle. Announced as it changes. */
function RefreshStatus({ state }: { state: StagedRefreshState }) {
  let content = null;
  if (state.kind === 'running') {
    content = (
      <span className="inline-flex items-center gap-2 text-gray-700 dark:text-gray-200">
        <Spinner className="h-3.5 w-3.5" />
        {state.stage}
      </span>
    );
  } else if (state.kind === 'complete') content = <span className="font-medium text-green-700 dark:text-green-300">{REFRESH_COMPLETE}</span>;
  else if (state.kind === 'error') content = <span className="font-medium text-red-700 dark:text-red-300">{REFRESH_FAILED}</span>;
  return (
    <p role="status" data-testid="refresh-status" className="text-sm empty:hidden">
      {content}
    </p>
  );
}

/**
 * Carded and loose first (what this copy is valued on marked), then the spec's tiles, which blend all packaging:
 * named so, they are never this copy's value (Market Value says what that rests on).
 */
function PriceSummary({ prices, yours }: { prices: FigurePrices; yours: YourPrices }) {
  return (
    <>
      <TierPriceCards prices={prices} compact yours={yours} />
      <h4 className="text-sm font-semibold">{BLENDED_PRICES}</h4>
      <div className="grid grid-cols-3 gap-2">
        <PriceTile label="Lowest" value={prices.current_lowest} />
        <PriceTile label="Average" value={prices.average_price} />
        <PriceTile label="Highest" value={prices.highest_recent} />
      </div>
      <p data-testid="price-basis" className="text-xs text-gray-700 dark:text-gray-200">
        {pricesBasisText(prices, null)}
        {prices.last_updated && <span className="text-gray-600 dark:text-gray-400"> · Last updated {formatDisplayDate(prices.last_updated)}</span>}
      </p>
      <Listings title="Active Listings" sales={prices.recent_sales.filter((s) => !isSoldSource(s.source))} />
      <Listings title="Sold Listings" sales={prices.recent_sales.filter((s) => isSoldSource(s.source))} />
    </>
  );
}

/**
 * Recorded marketplace prices for the figure: refresh, carded and loose, the blended summary and what it rests on,
 * then active and sold listings. `yours`: what the copy is valued on, to mark it.
 */
export function MarketPricingSection({ figureId, yours }: { figureId: number; yours: YourPrices }) {
  const prices = useFigurePrices(figureId);
  const refresh = useStagedRefresh(figureId);
  const button = (
    <Button variant="secondary" size="sm" onClick={refresh.start} disabled={refresh.running}>
      <RefreshCw className={`h-4 w-4 ${refresh.running ? 'animate-spin' : ''}`} aria-hidden="true" />
      Refresh
    </Button>
  );
  return (
    <Section title="Market Pricing" icon={<TrendingUp className="h-5 w-5 text-brand-600" aria-hidden="true" />} actions={button}>
      <div className="space-y-3">
        <RefreshStatus state={refresh.state} />
        {prices.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading prices...</p>}
        {prices.isError && <p className="text-sm text-red-700 dark:text-red-300">Could not load prices: {prices.error.message}</p>}
        {prices.data && !hasAnyPrice(prices.data) && <p className="text-sm text-gray-600 dark:text-gray-300">No market data is recorded for this figure yet.</p>}
        {prices.data && hasAnyPrice(prices.data) && <PriceSummary prices={prices.data} yours={yours} />}
        {prices.data && <SourceOutcomes outcomes={prices.data.sources} />}
      </div>
    </Section>
  );
}
