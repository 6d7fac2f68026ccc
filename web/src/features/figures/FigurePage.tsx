import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useOffline } from '../offline/index.ts';
import { packagingTier, parseId, type PriceView } from '@tmnt/domain';
import { useFigure, useFigurePrices } from '../../api/figures.ts';
import { useCopies } from '../../api/inventory.ts';
import { ApiError } from '../../api/client.ts';
import { Loading } from '../../components/Spinner.tsx';
import { BackToCollection } from '../../components/BackToCollection.tsx';
import { AddSaleCard } from './AddSaleCard.tsx';
import { FigureOverview } from './FigureOverview.tsx';
import { ImportSalesCard } from './ImportSalesCard.tsx';
import { MarketPricesPanel } from './MarketPricesPanel.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { PriceHistoryCard } from './PriceHistoryCard.tsx';
import { shownPriceView, wantTierOf } from './price-view.ts';
import { RecentSalesCard } from './RecentSalesCard.tsx';

function FigureNotFound() {
  return <NotFound title="Figure not found" hint="This figure is not in the catalogue. It may have a different link." />;
}

/** /figures/{id}: one catalogue figure with its market prices, price history and recent sales. */
export function FigurePage() {
  const id = parseId(useParams().id);
  if (id === null) {
    return (
      <div className="space-y-4">
        <BackToCollection />
        <FigureNotFound />
      </div>
    );
  }
  return <OnlineOrPocket key={id} id={id} />;
}

// The phone's copy of the figure is loaded only when the server is out of reach.
const PocketFigurePage = lazy(() => import('../pocket/index.ts').then((m) => ({ default: m.PocketFigurePage })));

/** The figure from the server; with the server out of reach, from the phone's copy. */
function OnlineOrPocket({ id }: { id: number }) {
  return useOffline() ? (
    <Suspense fallback={<Loading text="Opening the phone's copy..." />}>
      <PocketFigurePage figureId={id} />
    </Suspense>
  ) : (
    <FigureDetails id={id} />
  );
}

function FigureDetails({ id }: { id: number }) {
  const figure = useFigure(id);
  const prices = useFigurePrices(id);
  // The prices open on the packaging of the collector's copies: wait for them (a failed read counts as none).
  const copies = useCopies(id);
  const [chosenView, setChosenView] = useState<PriceView | null>(null);
  const copyTiers = copies.data?.copies.map((copy) => packagingTier(copy.packaging_type)) ?? [];
  const view = copies.isPending && chosenView === null ? null : shownPriceView(chosenView, prices.data, copyTiers);

  let body;
  if (figure.isPending) body = <Loading text="Loading figure details..." />;
  else if (figure.isError && figure.error instanceof ApiError && figure.error.status === 404) body = <FigureNotFound />;
  else if (figure.isError) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
        Could not load this figure: {figure.error.message}
      </p>
    );
  } else {
    // One column on phones in reading order (prices before history); on wide screens prices and sales sit on the right,
    // and the collector's own sales (one by hand, or a file) come last.
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <FigureOverview figure={figure.data} wantTier={wantTierOf(view ?? 'all')} className="lg:col-span-2" />
        <MarketPricesPanel figure={figure.data} prices={prices} view={view} onViewChange={setChosenView} />
        <PriceHistoryCard figureId={id} className="lg:col-span-2" />
        <RecentSalesCard figureId={id} sales={prices.data?.recent_sales ?? []} />
        <AddSaleCard figureId={id} className="lg:col-span-2" />
        <ImportSalesCard figureId={id} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <BackToCollection />
      {body}
    </div>
  );
}
