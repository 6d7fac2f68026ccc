import { Receipt } from 'lucide-react';
import { formatDisplayDate, isSoldSource, type PriceSource, type Sale } from '@tmnt/domain';
import { useSetRecordExcluded } from '../../api/figures.ts';
import { Badge, type BadgeColor } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { SalePrice, salePriceText, saleGradeLabel, saleSourceLabel, tierLabel } from '../market/index.ts';

/** Spec section 9: the figure page lists at most 10 recent sales. */
const RECENT_SALES_SHOWN = 10;

// An active listing is an asking price, not a sale: say which is which. A sale recorded by hand is marked apart.
function sourceColor(source: PriceSource): BadgeColor {
  if (!isSoldSource(source)) return 'blue';
  return source === 'manual' ? 'purple' : 'green';
}

/** A sale recorded by hand may have no title. */
const titleOf = (sale: Sale) => sale.title || `${saleSourceLabel(sale.source)} of ${salePriceText(sale)}`;

function SaleTitle({ sale }: { sale: Sale }) {
  if (!sale.url) return <span className="font-medium">{titleOf(sale)}</span>;
  return (
    <a href={sale.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
      {titleOf(sale)}
    </a>
  );
}

/** Leaves the record out of the figure's prices (and its copies' values), or brings it back. */
function ExcludeToggle({ sale, onToggle, pending }: { sale: Sale; onToggle: () => void; pending: boolean }) {
  return (
    <Button variant="ghost" size="sm" className="px-1.5 py-0.5 text-xs" onClick={onToggle} disabled={pending}>
      {sale.excluded ? 'Include' : 'Exclude'}
      <span className="sr-only"> {titleOf(sale)}</span>
    </Button>
  );
}

function SaleRow({ sale, onToggle, pending }: { sale: Sale; onToggle: () => void; pending: boolean }) {
  const muted = sale.excluded ? 'opacity-60' : '';
  return (
    <li data-excluded={sale.excluded} className="flex items-start justify-between gap-3 py-2.5">
      <div className={`min-w-0 text-sm ${muted}`}>
        <span className={sale.excluded ? 'line-through' : ''}>
          <SaleTitle sale={sale} />
        </span>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-gray-600 dark:text-gray-300">
          <Badge color={sourceColor(sale.source)}>{saleSourceLabel(sale.source)}</Badge>
          {sale.tier && <Badge color="gray">{tierLabel(sale.tier)}</Badge>}
          {saleGradeLabel(sale) && <Badge color="amber">Graded {saleGradeLabel(sale)}</Badge>}
          {sale.reissue && <Badge color="purple">Reissue</Badge>}
          {sale.tier === 'loose' && sale.completeness && <Badge color="gray">{sale.completeness === 'complete' ? 'Complete' : 'Figure only'}</Badge>}
          {sale.condition && <span>{sale.condition}</span>}
          {sale.excluded && <span className="font-medium">excluded</span>}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-0.5 text-right">
        <div data-testid="sale-price" className={`font-semibold tabular-nums ${sale.excluded ? `line-through ${muted}` : ''}`}>
          <SalePrice sale={sale} />
        </div>
        {sale.date && <div className={`text-xs text-gray-600 tabular-nums dark:text-gray-300 ${muted}`}>{formatDisplayDate(sale.date)}</div>}
        <ExcludeToggle sale={sale} onToggle={onToggle} pending={pending} />
      </div>
    </li>
  );
}

/** The newest sales and listings of the figure; each can be left out of its prices (a wrong match, a damaged one). */
export function RecentSalesCard({ figureId, sales }: { figureId: number; sales: Sale[] }) {
  const setExcluded = useSetRecordExcluded(figureId);
  if (sales.length === 0) return null;
  const pendingId = setExcluded.isPending ? setExcluded.variables.recordId : null;
  return (
    <Card aria-label="Recent Sales">
      <CardTitle icon={<Receipt className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Recent Sales</CardTitle>
      {setExcluded.isError && (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-300">
          Could not change the record: {setExcluded.error.message}
        </p>
      )}
      <ul className="divide-y divide-gray-100 dark:divide-gray-800">
        {sales.slice(0, RECENT_SALES_SHOWN).map((sale) => (
          <SaleRow key={sale.id} sale={sale} pending={pendingId === sale.id} onToggle={() => setExcluded.mutate({ recordId: sale.id, excluded: !sale.excluded })} />
        ))}
      </ul>
    </Card>
  );
}
