import { useRef } from 'react';
import { Link } from 'react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { describeValueBasis } from '@tmnt/domain';
import { ConditionBadge } from '../../components/Badge.tsx';
import { CopyValue } from '../../components/CopyValue.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import type { ItemsViewProps } from './CollectionList.tsx';
import { CopiesBadge } from './CopiesBadge.tsx';
import { itemLink } from './item-link.ts';
import { SelectBox } from './SelectBox.tsx';
import { useColumnCount } from './useColumnCount.ts';
import { useScrollMargin } from './useScrollMargin.ts';

const ROW_GAP = 16;

/** The gallery form: cards in responsive columns; whole rows of cards are virtualised against the window. */
export function CollectionGallery({ items, copies, search, previewHandlers, selection }: ItemsViewProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  const columns = useColumnCount(listRef);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    // Square picture plus the text block below it; measured for real once drawn.
    estimateSize: () => (listRef.current ? listRef.current.clientWidth / columns : 220) + 110,
    overscan: 3,
    scrollMargin,
  });

  return (
    <div ref={listRef} role="list" aria-label="Collection items" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={`${row.index}-${columns}`}
          role="none"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 grid w-full gap-4"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, paddingBottom: ROW_GAP, transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
            <div key={item.id} role="listitem" className="relative">
              <span className="absolute top-2 left-2 z-10 flex rounded-md bg-white/90 p-1 shadow-sm dark:bg-gray-900/90">
                <SelectBox item={item} selection={selection} />
              </span>
              <Link
                {...itemLink(item, search)}
                {...previewHandlers(item)}
                className={`group flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-gray-900 ${
                  selection.ids.has(item.id) ? 'border-brand-600 ring-2 ring-brand-500' : 'border-gray-200 dark:border-gray-800'
                }`}
              >
                <span className="relative block">
                  <FigureImage src={item.thumbnail_url} name={item.name} className="aspect-square h-auto w-full rounded-none!" />
                  <CopiesBadge count={copies.get(item.figure_id) ?? 1} className="absolute top-2 right-2 shadow-sm" />
                </span>
                <span className="flex flex-1 flex-col gap-1 p-3">
                  <span className="truncate font-medium group-hover:text-brand-700 dark:group-hover:text-brand-100">{item.name}</span>
                  <span className="truncate text-sm text-gray-600 dark:text-gray-300">
                    {item.series} · {item.year}
                  </span>
                  <span className="mt-auto flex items-center justify-between gap-2 pt-1">
                    <ConditionBadge condition={item.condition} />
                    <span className="text-right font-semibold tabular-nums" title={`Value: ${describeValueBasis(item.value_basis, item.value_sample_size, item.variant)}`}>
                      <span className="sr-only">Value </span>
                      <CopyValue value={item.estimated_value} basis={item.value_basis} packagingSet={item.packaging_type !== null} />
                    </span>
                  </span>
                </span>
              </Link>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
