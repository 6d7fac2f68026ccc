import { useRef } from 'react';
import { Link } from 'react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { describeValueBasis, formatMoney, type InventoryItem } from '@tmnt/domain';
import { ConditionBadge } from '../../components/Badge.tsx';
import { CopyValue } from '../../components/CopyValue.tsx';
import { inCollectionCurrency } from '../../components/money-text.ts';
import { FigureImage } from '../../components/FigureImage.tsx';
import { CopiesBadge } from './CopiesBadge.tsx';
import { itemLink } from './item-link.ts';
import { SelectBox, type ItemSelection } from './SelectBox.tsx';
import type { useHoverPreview } from './useHoverPreview.ts';
import { useScrollMargin } from './useScrollMargin.ts';

export interface ItemsViewProps {
  items: InventoryItem[];
  copies: Map<number, number>;
  search: string;
  previewHandlers: ReturnType<typeof useHoverPreview>['handlers'];
  selection: ItemSelection;
}

const ROW_HEIGHT = 72;
const COLUMNS = 'grid-cols-[3rem_minmax(0,1fr)_auto] md:grid-cols-[3rem_minmax(0,2.2fr)_minmax(0,1.6fr)_3.5rem_6.5rem_6rem_6.5rem]';

/**
 * What was paid, in the collection's currency like every other amount of the list (converted at the rate of its
 * date, the price as paid in its title); while that rate is not known, the price as paid.
 */
function Paid({ item }: { item: InventoryItem }) {
  if (item.purchase_price === null) return '—';
  const converted = inCollectionCurrency(item.purchase_price, item);
  const asPaid = formatMoney(item.purchase_price, item.currency);
  if (converted === null) return <span title="No exchange rate yet: left out of totals">{asPaid}</span>;
  return item.cost_conversion === null ? asPaid : <span title={`Paid ${asPaid}`}>{formatMoney(converted)}</span>;
}

/** The list form: one row per copy, virtualised against the window so thousands of rows scroll smoothly. */
export function CollectionList({ items, copies, search, previewHandlers, selection }: ItemsViewProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  const virtualizer = useWindowVirtualizer({ count: items.length, estimateSize: () => ROW_HEIGHT, overscan: 10, scrollMargin });

  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div aria-hidden="true" className={`hidden gap-3 border-b border-gray-200 bg-gray-50 py-2 pr-4 pl-12 text-xs font-semibold tracking-wide text-gray-600 uppercase md:grid dark:border-gray-800 dark:bg-gray-800/60 dark:text-gray-300 ${COLUMNS}`}>
        <span />
        <span>Name</span>
        <span>Series</span>
        <span>Year</span>
        <span>Condition</span>
        <span className="text-right">Paid</span>
        <span className="text-right">Value</span>
      </div>
      <ul ref={listRef} aria-label="Collection items" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]!;
          return (
            <li
              key={item.id}
              className={`absolute top-0 left-0 flex w-full border-b border-gray-100 dark:border-gray-800 ${selection.ids.has(item.id) ? 'bg-brand-50 dark:bg-brand-900/40' : ''}`}
              style={{ height: row.size, transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <span className="flex w-10 shrink-0 items-center justify-end">
                <SelectBox item={item} selection={selection} />
              </span>
              <Link
                {...itemLink(item, search)}
                {...previewHandlers(item)}
                className={`grid h-full min-w-0 flex-1 items-center gap-3 pr-4 pl-2 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:hover:bg-gray-800/60 dark:focus-visible:bg-gray-800/60 ${COLUMNS}`}
              >
                <FigureImage src={item.thumbnail_url} name={item.name} className="h-12 w-12" />
                <span className="min-w-0">
                  <span className="flex min-w-0 items-center gap-2">
                    <span data-preview-anchor className="truncate font-medium">
                      {item.name}
                    </span>
                    <CopiesBadge count={copies.get(item.figure_id) ?? 1} />
                  </span>
                  <span className="block truncate text-sm text-gray-600 md:hidden dark:text-gray-300">
                    {item.series} · {item.year}
                  </span>
                </span>
                <span className="hidden truncate text-sm text-gray-700 md:block dark:text-gray-200">{item.series}</span>
                <span className="hidden text-sm text-gray-700 tabular-nums md:block dark:text-gray-200">{item.year}</span>
                <span className="hidden md:block">
                  <ConditionBadge condition={item.condition} />
                </span>
                <span className="hidden text-right text-sm text-gray-700 tabular-nums md:block dark:text-gray-200">
                  <span className="sr-only">Paid </span>
                  <Paid item={item} />
                </span>
                <span className="flex flex-col items-end gap-1 md:block md:text-right">
                  <span className="font-semibold tabular-nums" title={`Value: ${describeValueBasis(item.value_basis, item.value_sample_size, item.variant)}`}>
                    <span className="sr-only">Value </span>
                    <CopyValue value={item.estimated_value} basis={item.value_basis} packagingSet={item.packaging_type !== null} />
                  </span>
                  <span className="md:hidden">
                    <ConditionBadge condition={item.condition} />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
