import { Link } from 'react-router';
import { Calendar, Layers, Library, Package, ScanBarcode, Wallet } from 'lucide-react';
import { formatTotalValue } from '@tmnt/domain';
import { useSeriesCompletion, useStats, useTopValuable } from '../../api/inventory-stats.ts';
import { buttonClasses } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { PocketCard, useReturnToLastPage } from '../offline/index.ts';
import { ConditionBars } from './ConditionBars.tsx';
import { DataHints } from './DataHints.tsx';
import { InsuranceCard, RealisedCard, RoiCard, valueTotalDetail } from './ValueCards.tsx';
import { QuickActions } from './QuickActions.tsx';
import { SeriesCompletionList } from './SeriesCompletionList.tsx';
import { TopDesirable } from './TopDesirable.tsx';

function WelcomeBanner() {
  return (
    <div className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white shadow-sm">
      <h1 className="text-2xl font-bold">Welcome to your collection</h1>
      <p className="mt-1 text-brand-50">Track and manage your vintage Teenage Mutant Ninja Turtles figures: value, condition and completion at a glance.</p>
    </div>
  );
}

export function DashboardPage() {
  useReturnToLastPage();
  const stats = useStats();
  const top = useTopValuable();
  const completion = useSeriesCompletion();

  if (stats.isPending) return <Loading text="Loading dashboard..." />;
  if (stats.isError) {
    return (
      <div className="space-y-6">
        <WelcomeBanner />
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
          Could not load your collection: {stats.error.message}
        </p>
        <PocketCard />
      </div>
    );
  }
  const s = stats.data;
  if (s.total_items === 0) {
    return (
      <div className="space-y-6">
        <WelcomeBanner />
        <EmptyState
          icon={<Package className="h-12 w-12" />}
          title="No items in your collection yet"
          hint="Scan or type a figure's barcode to add your first copy."
          action={
            <Link to="/scan" className={buttonClasses('primary', 'lg')}>
              <ScanBarcode className="h-5 w-5" /> Scan Your First Figure
            </Link>
          }
        />
        {s.sold_items > 0 && <RealisedCard stats={s} />}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <WelcomeBanner />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Items" value={s.total_items} icon={<Package className="h-5 w-5 text-brand-600" />} />
        <StatCard label="Collection Value" value={formatTotalValue(s)} detail={valueTotalDetail(s)} icon={<Wallet className="h-5 w-5 text-brand-600" />} />
        <StatCard label="Series Count" value={Object.keys(s.by_series).length} icon={<Layers className="h-5 w-5 text-brand-600" />} />
        <StatCard label="Years Covered" value={Object.keys(s.by_year).length} icon={<Calendar className="h-5 w-5 text-brand-600" />} />
      </div>
      {(s.total_invested > 0 || s.insurance_value > 0 || s.sold_items > 0) && (
        <div className="grid gap-3 md:grid-cols-2">
          {s.total_invested > 0 && <RoiCard stats={s} />}
          {s.sold_items > 0 && <RealisedCard stats={s} />}
          {s.insurance_value > 0 && <InsuranceCard stats={s} />}
        </div>
      )}
      <DataHints stats={s} />
      <QuickActions />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TopDesirable query={top} />
        </div>
        <div className="space-y-6">
          <ConditionBars byCondition={s.by_condition} total={s.total_items} />
          <SeriesCompletionList query={completion} bySeries={s.by_series} />
        </div>
      </div>
      <p className="text-center text-sm">
        <Link to="/collection" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-100">
          <Library className="h-4 w-4" /> Browse all {s.total_items} items
        </Link>
      </p>
    </div>
  );
}
