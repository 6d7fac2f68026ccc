import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useOffline } from '../offline/index.ts';
import { Boxes, PackageOpen, Plus, SearchX, TextSearch } from 'lucide-react';
import { parseId, placeSubtree, plural, uniqueTags, type InventoryItem, type Place } from '@tmnt/domain';
import { useInventory } from '../../api/inventory.ts';
import { usePlaces } from '../../api/places.ts';
import { useImportCollection } from '../../api/transfer.ts';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { InventoryDialog } from '../inventory/index.ts';
import { AddByNameDialog } from '../scan/index.ts';
import { CollectionGallery } from './CollectionGallery.tsx';
import { CollectionList } from './CollectionList.tsx';
import { ShareButton } from '../shares/index.ts';
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
import { useViewMode } from './useViewMode.ts';
import { ViewToggle } from './ViewToggle.tsx';
import { BulkBar } from './selection/BulkBar.tsx';
import { NO_SELECTION, selectedShown, toggleCopy } from './selection/selection.ts';

const NO_ITEMS: InventoryItem[] = [];
const NO_PLACES: Place[] = [];


// The Sold shelf's list, loaded when its tab is chosen.
const SoldList = lazy(() => import('./SoldList.tsx').then((m) => ({ default: m.SoldList })));
// The phone's copy of the collection is loaded only when the server is out of reach.
const PocketCollection = lazy(() => import('../pocket/index.ts').then((m) => ({ default: m.PocketCollection })));

/** The collection; with the server out of reach, the phone's copy of it. */
export function CollectionPage() {
  return useOffline() ? (
    <Suspense fallback={<Loading text="Opening the phone's copy..." />}>
      <PocketCollection />
    </Suspense>
  ) : (
    <CollectionScreen />
  );
}

function CollectionScreen() {
  const inventory = useInventory();
  const items = inventory.data ?? NO_ITEMS;
  const places = usePlaces().data ?? NO_PLACES;
  const { filters, update, reset, search } = useCollectionFilters();
  // Typing updates the field at once; the list follows in a deferred render so keystrokes never wait on it.
  const appliedFilters = useDeferredValue(filters);
  // The place filtered by holds the places inside it (as GET /api/inventory?place= does).
  const within = useMemo(() => (appliedFilters.place === '' ? null : placeSubtree(places, Number(appliedFilters.place))), [places, appliedFilters.place]);
  const visible = useMemo(() => filterItems(items, appliedFilters, within), [items, appliedFilters, within]);
  const copies = useMemo(() => copyCounts(items), [items]);
  const seriesOptions = useMemo(() => filterOptions(items.map((i) => i.series), filters.series), [items, filters.series]);
  const yearOptions = useMemo(() => filterOptions(items.map((i) => i.year), filters.year), [items, filters.year]);
  const tagOptions = useMemo(() => filterOptions(uniqueTags(items.flatMap((i) => i.tags)), filters.tag), [items, filters.tag]);
  const [selection, setSelection] = useState(NO_SELECTION);
  const shownIds = useMemo(() => visible.map((i) => i.id), [visible]);
  const toggle = useCallback((itemId: number, range: boolean) => setSelection((was) => toggleCopy(was, itemId, range, shownIds)), [shownIds]);
  const itemSelection = useMemo(() => ({ ids: selection.ids, toggle }), [selection.ids, toggle]);
  const selected = useMemo(() => {
    const ids = new Set(selectedShown(selection, shownIds));
    return visible.filter((i) => ids.has(i.id));
  }, [selection, shownIds, visible]);
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
      <div className="space-y-3">
        {/* The title keeps its line beside the add buttons, which stack under each other when there is no room. */}
        <div className="flex items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold whitespace-nowrap">My Collection</h1>
            {inventory.isSuccess && (
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-600 tabular-nums dark:text-gray-300">
                <span aria-live="polite" data-testid="item-count">
                  {countText}
                </span>
                {shelf === 'collection' && visible.length > 0 && selected.length === 0 && (
                  <button type="button" onClick={() => setSelection({ ids: new Set(shownIds), anchor: null })} className="font-medium text-brand-700 underline dark:text-brand-100">
                    Select all
                  </button>
                )}
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
        {/* The shelf and view switches, then the file buttons: on a phone these take the next line. */}
        <div className="flex flex-wrap items-center gap-2">
          <ShelfTabs shelf={shelf} onChange={setShelf} />
          {items.length > 0 && shelf === 'collection' && <ViewToggle mode={view} onChange={setView} />}
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            <ShareButton kind="collection" />
            <ExportButtons />
            <ImportButton importing={importing} />
            <ImportSpreadsheetButton />
          </div>
        </div>
      </div>

      {shelf === 'sold' ? (
        <Suspense fallback={<Loading text="Loading the sold copies..." />}>
          <SoldList />
        </Suspense>
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
              <FilterBar filters={filters} seriesOptions={seriesOptions} yearOptions={yearOptions} places={places} tagOptions={tagOptions} onChange={update} onClear={reset} />
              {visible.length === 0 ? (
                <EmptyState icon={<SearchX className="h-12 w-12" />} title="No items found" hint="Try adjusting your filters" />
              ) : (
                <ItemsView items={visible} copies={copies} search={search} previewHandlers={handlers} selection={itemSelection} />
              )}
              <BulkBar
                selected={selected}
                shown={visible.length}
                places={places}
                onSelectAll={() => setSelection({ ids: new Set(shownIds), anchor: null })}
                onClear={() => setSelection(NO_SELECTION)}
              />
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
