import { Link } from 'react-router';
import { Database, ScanBarcode, Wallet } from 'lucide-react';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';

/** The empty state: what a new collector does first, instead of empty tables. */
export function NoCollection({ onFetchPrices }: { onFetchPrices: () => void }) {
  return (
    <EmptyState
      icon={<Wallet className="h-12 w-12" />}
      title="Add figures and fetch prices to see your analysis"
      hint="First add the figures you own: scan or type their barcodes. Then fetch prices (Collect Top 50 or Collect Unpriced in Market Data) so each copy has a market value. The analysis then shows your portfolio, price trends, forecasts and what to sell or trade."
      action={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/scan" className={buttonClasses('primary', 'lg')}>
            <ScanBarcode className="h-5 w-5" aria-hidden="true" /> Add Figures
          </Link>
          <Button variant="secondary" size="lg" onClick={onFetchPrices}>
            <Database className="h-5 w-5" aria-hidden="true" /> Fetch Prices
          </Button>
        </div>
      }
    />
  );
}
