import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useOffline } from '../offline/index.ts';
import { PocketCollection } from '../pocket/index.ts';
import { Boxes, PackageOpen, Plus, SearchX, TextSearch } from 'lucide-react';
import { parseId, plural, type InventoryItem } from '@tmnt/domain';
import { useImportCollection, useInventory } from '../../api/inventory.ts';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { InventoryDialog } from '../inventory/index.ts';
import { AddByNameDialog } from '../scan/index.ts';
import { CollectionGallery } from './CollectionGallery.tsx';
import { CollectionList } from './CollectionList.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { FilterBar } from './FilterBar.tsx';
import { ImportButton, ImportOutcome } from './ImportCollection.tsx';
import { ImportSpreadsheetButton } from './spreadsheet/index.ts';
import { copyCounts, filterItems, filterOptions } from './filters.ts';
import { itemLink, openedFromList } from './item-link.ts';
import { ItemPreview } from './ItemPreview.tsx';
import { useCollectionFilters } from './useCollectionFilters.ts';
import { useHoverPreview } from './useHoverPreview.ts';
import { useShelf } from './shelf.ts';
import { ShelfTabs } from './ShelfTabs.tsx';
import { SoldList } from './SoldList.tsx';
import { useViewMode } from './useViewMode.ts';
import { ViewToggle } from './ViewToggle.tsx';

const NO_ITEMS: InventoryItem[] = [];


/** The collection; with the server out of reach, the phone's copy of it. */
export function CollectionPage() {
  return useOffline() ? <PocketCollection /> : <CollectionScreen />;
}

function CollectionScreen() {
  const inventory = useInventory();
  const items = inventory.data ?? NO_ITEMS;
  const { filters, update, reset, search } = useCollectionFilters();
  // Typing updates the field at once; the list follows in a deferred render so keystrokes never wait on it.
  const appliedFilters = useDeferredValue(filters);
  const visible = useMemo(() => filterItems(items, appliedFilters), [items, appliedFilters]);
  const copies = useMemo(() => copyCounts(items), [items]);
  const seriesOptions = useMemo(() => filterOptions(items.map((i) => i.series), filters.series), [items, filters.series]);
  const yearOptions = useMemo(() => filterOptions(items.map((i) => i.year), filters.year), [items, filters.year]);
  const storageOptions = useMemo(() => filterOptions(items.flatMap((i) => i.storage_location ?? []), filters.storage), [items, filters.storage]);
  const [view, setView] = useViewMode();
  const [shelf, setShelf] = useShelf();
  const { preview, handlers } = useHoverPreview();
  const importing = useImportCollection();
  const [addingByName, setAddingByName] = useState(false);

  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // navigate() only returns a promise under a data router's lazy loading; nothing here waits for it.
  const closeDialog = () => {
    if (openedFromList(location.state)) void navigate(-1);
    else void navigate({ pathname: '/collection', search }, { replace: true });
  };
  const switchDialog = (itemId: number) => {
    const { to } = itemLink({ id: itemId }, search);
    void navigate(to, { replace: true, state: location.state });
  };

  const countText = visible.length === items.length ? plural(items.length, 'item') : `${visible.length} of ${plural(items.length, 'item')}`;
  const ItemsView = view === 'gallery' ? CollectionGallery : CollectionList;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-1 items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold">My Collection</h1>
            {inventory.isSuccess && (
              <p aria-live="polite" data-testid="item-count" className="text-sm text-gray-600 tabular-nums dark:text-gray-300">
                {countText}
              </p>
            )}
          </div>
          <div className="flex min-w-0 flex-wrap justify-end gap-2">
            <Button onClick={() => setAddingByName(true)}>
              <TextSearch className="h-4 w-4" aria-hidden="true" /> Add by name
            </Button>
            <Link to="/lots/new" className={buttonClasses('secondary', 'md')}>
              <Boxes className="h-4 w-4" aria-hidden="true" /> Add a lot
            </Link>
          </div>
        </div>
        {/* On a phone the shelf and view switches keep one line, and the file buttons take the next. */}
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <ShelfTabs shelf={shelf} onChange={setShelf} />
          {items.length > 0 && shelf === 'collection' && <ViewToggle mode={view} onChange={setView} />}
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            <ExportButtons />
            <ImportButton importing={importing} />
            <ImportSpreadsheetButton />
          </div>
        </div>
      </div>

      {shelf === 'sold' ? (
        <SoldList />
      ) : (
        <>
          <ImportOutcome importing={importing} />
          {inventory.isPending && <Loading text="Loading collection..." />}
          {inventory.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
              Could not load your collection: {inventory.error.message}
            </p>
          )}
          {inventory.isSuccess && items.length === 0 && (
            <EmptyState
              icon={<PackageOpen className="h-12 w-12" />}
              title="No items found"
              hint="Start by adding figures to your collection"
              action={
                <Link to="/scan" className={buttonClasses('primary', 'lg')}>
                  <Plus className="h-5 w-5" aria-hidden="true" /> Add Your First Figure
                </Link>
              }
            />
          )}
          {items.length > 0 && (
            <>
              <FilterBar filters={filters} seriesOptions={seriesOptions} yearOptions={yearOptions} storageOptions={storageOptions} onChange={update} onClear={reset} />
              {visible.length === 0 ? (
                <EmptyState icon={<SearchX className="h-12 w-12" />} title="No items found" hint="Try adjusting your filters" />
              ) : (
                <ItemsView items={visible} copies={copies} search={search} previewHandlers={handlers} />
              )}
            </>
          )}
          {preview && <ItemPreview preview={preview} />}
        </>
      )}
      {addingByName && <AddByNameDialog onClose={() => setAddingByName(false)} />}
      {id !== undefined && <InventoryDialog itemId={parseId(id)} onClose={closeDialog} onSwitch={switchDialog} />}
    </div>
  );
}
