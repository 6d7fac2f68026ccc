import { ExternalLink, RefreshCw, TrendingUp } from 'lucide-react';
import { figureHasPriceData, formatDisplayDate, formatMoney, isSoldSource, type Sale } from '@tmnt/domain';
import { useFigurePrices } from '../../../api/figures.ts';
import { Button } from '../../../components/Button.tsx';
import { NotAvailableNote, Section } from './Section.tsx';

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
          {sales.slice(0, LISTINGS_PER_GROUP).map((sale, index) => (
            <li key={`${index}-${sale.title}`} className="flex items-start justify-between gap-3 py-1.5">
              <span className="min-w-0">
                {sale.url ? (
                  <a href={sale.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-100">
                    <span className="line-clamp-2">{sale.title}</span>
                    <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-label="(opens in a new tab)" role="img" />
                  </a>
                ) : (
                  <span className="line-clamp-2 font-medium">{sale.title}</span>
                )}
                <span className="block text-xs text-gray-600 dark:text-gray-400">
                  {[sale.condition, formatDisplayDate(sale.date)].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{formatMoney(sale.price)}</span>
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

/** Recorded marketplace prices for the figure: the summary, then active and sold listings. */
export function MarketPricingSection({ figureId }: { figureId: number }) {
  const prices = useFigurePrices(figureId);
  const refresh = (
    <Button variant="secondary" size="sm" className="disabled:opacity-60" disabled>
      <RefreshCw className="h-4 w-4" aria-hidden="true" />
      Refresh
    </Button>
  );
  return (
    <Section title="Market Pricing" icon={<TrendingUp className="h-5 w-5 text-brand-600" aria-hidden="true" />} actions={refresh}>
      <div className="space-y-3">
        <NotAvailableNote>Marketplace price refresh is not available yet.</NotAvailableNote>
        {prices.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading prices...</p>}
        {prices.isError && <p className="text-sm text-red-700 dark:text-red-300">Could not load prices: {prices.error.message}</p>}
        {prices.data && !figureHasPriceData(prices.data) && <p className="text-sm text-gray-600 dark:text-gray-300">No market data is recorded for this figure yet.</p>}
        {prices.data && figureHasPriceData(prices.data) && (
          <>
            <div className="grid grid-cols-3 gap-2">
              <PriceTile label="Lowest" value={prices.data.current_lowest} />
              <PriceTile label="Average" value={prices.data.average_price} />
              <PriceTile label="Highest" value={prices.data.highest_recent} />
            </div>
            {prices.data.last_updated && <p className="text-xs text-gray-600 dark:text-gray-400">Last updated {formatDisplayDate(prices.data.last_updated)}</p>}
            <Listings title="Active Listings" sales={prices.data.recent_sales.filter((s) => !isSoldSource(s.source))} />
            <Listings title="Sold Listings" sales={prices.data.recent_sales.filter((s) => isSoldSource(s.source))} />
          </>
        )}
      </div>
    </Section>
  );
}
