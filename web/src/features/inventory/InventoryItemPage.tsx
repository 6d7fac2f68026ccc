import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { parseId } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';
import { useInventoryItem } from '../../api/inventory.ts';
import { Loading } from '../../components/Spinner.tsx';
import { BackToCollection } from '../../components/BackToCollection.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { ItemDetails } from './item-page/ItemDetails.tsx';
import { useOffline } from '../offline/index.ts';

function ItemNotFound() {
  return <NotFound title="Item not found" hint="This copy is not in your collection. It may have been deleted." />;
}

// The phone's copy of a copy is loaded only when it is what the page shows.
const PocketCopyPage = lazy(() => import('../pocket/index.ts').then((m) => ({ default: m.PocketCopyPage })));

/**
 * /inventory/{id}: one copy in the collection, to view, edit or delete, a copy added here shown next; with the server
 * out of reach (or for a copy queued on this phone, /inventory/queued-<n>), the phone's copy of it.
 */
export function InventoryItemPage() {
  const ref = useParams().id ?? '';
  if (useOffline() || ref.startsWith('queued-')) {
    return (
      <div className="space-y-4">
        <BackToCollection />
        <Suspense fallback={<Loading text="Opening the phone's copy..." />}>
          <PocketCopyPage copyRef={ref} />
        </Suspense>
      </div>
    );
  }
  return <ItemScreen />;
}

function ItemScreen() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const [added, setAdded] = useState<number | null>(null);
  // A non-numeric id cannot name an item: no request is made for it.
  const item = useInventoryItem(id ?? 0, id !== null);

  let body;
  if (id === null || (item.isError && item.error instanceof ApiError && item.error.status === 404)) body = <ItemNotFound />;
  else if (item.isPending) body = <Loading text="Loading item details..." />;
  else if (item.isError) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
        Could not load this item: {item.error.message}
      </p>
    );
  } else {
    body = (
      <ItemDetails
        key={item.data.id}
        item={item.data}
        justAdded={added === item.data.id}
        onCopyAdded={(copy) => {
          setAdded(copy.id);
          void navigate(`/inventory/${copy.id}`);
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <BackToCollection />
      {body}
    </div>
  );
}
