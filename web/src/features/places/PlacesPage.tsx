import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MapPin, Plus, Printer, Warehouse } from 'lucide-react';
import { plural } from '@tmnt/domain';
import { usePlaces } from '../../api/places.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { LabelDialog } from '../labels/index.ts';
import { heldText, LastCheck } from './PlaceFacts.tsx';
import { PlaceFormDialog } from './PlaceFormDialog.tsx';
import { treeOrder } from './tree.ts';

/** /places: where the figures are kept, as a tree, with what each place holds and when it was last checked. */
export function PlacesPage() {
  const places = usePlaces();
  const [adding, setAdding] = useState(false);
  const [labelling, setLabelling] = useState(false);
  const ordered = useMemo(() => treeOrder(places.data ?? []), [places.data]);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Places</h1>
          <p className="text-sm text-gray-600 dark:text-gray-300">Where your figures are kept: rooms, shelves, drawers and totes, one inside another.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {ordered.length > 0 && (
            <Button variant="secondary" onClick={() => setLabelling(true)}>
              <Printer className="h-4 w-4" aria-hidden="true" /> Labels for every place
            </Button>
          )}
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add a place
          </Button>
        </div>
      </div>
      {places.isPending && <Loading text="Loading places..." />}
      {places.isError && <p role="alert">Could not load the places: {places.error.message}</p>}
      {places.isSuccess && ordered.length === 0 && (
        <EmptyState
          icon={<Warehouse className="h-12 w-12" />}
          title="No places yet"
          hint="Add the places you keep figures in (a garage, a shelf in it, a tote on the shelf), then move copies there from the collection."
        />
      )}
      {ordered.length > 0 && (
        <Card className="p-0! sm:p-0!">
          <ul aria-label="Places" className="divide-y divide-gray-100 dark:divide-gray-800">
            {ordered.map(({ place, depth }) => (
              <li key={place.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5 pr-4" style={{ paddingLeft: `${1 + Math.min(depth, 6) * 1.25}rem` }}>
                <Link to={`/places/${place.id}`} className="flex min-w-0 items-center gap-2 font-medium text-brand-700 hover:underline dark:text-brand-100">
                  <MapPin className="h-4 w-4 shrink-0 text-gray-500 dark:text-gray-400" aria-hidden="true" />
                  <span className="truncate">{place.name}</span>
                </Link>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
                  <span className="text-gray-700 tabular-nums dark:text-gray-200">{heldText(place)}</span>
                  <LastCheck place={place} />
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {adding && places.data && <PlaceFormDialog places={places.data} onClose={() => setAdding(false)} />}
      {labelling && places.data && (
        <LabelDialog places={ordered.map(({ place }) => place.id)} what={plural(ordered.length, 'place')} onClose={() => setLabelling(false)} />
      )}
    </div>
  );
}
