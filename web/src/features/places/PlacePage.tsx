import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronRight, ClipboardCheck, Library, MapPin, Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import { formatDisplayDate, formatCopyValue, parseId, plural, PLACE_PATH_SEPARATOR, type InventoryItem, type PlaceDetail } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';
import { usePlace, usePlaceCopies, usePlaces } from '../../api/places.ts';
import { ConditionBadge } from '../../components/Badge.tsx';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { LabelDialog } from '../labels/index.ts';
import { DeletePlaceDialog } from './DeletePlaceDialog.tsx';
import { heldText, LastCheck } from './PlaceFacts.tsx';
import { PlaceFormDialog } from './PlaceFormDialog.tsx';

/** Places / Garage / Shelf 2: the way up the tree. */
function Breadcrumbs({ place }: { place: PlaceDetail }) {
  return (
    <nav aria-label="Places it is in" className="flex flex-wrap items-center gap-1 text-sm">
      <Link to="/places" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
        Places
      </Link>
      {place.ancestors.map((ancestor) => (
        <span key={ancestor.id} className="flex items-center gap-1">
          <ChevronRight className="h-4 w-4 text-gray-400" aria-hidden="true" />
          <Link to={`/places/${ancestor.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
            {ancestor.name}
          </Link>
        </span>
      ))}
    </nav>
  );
}

/** Where a copy is, said from this place: "here", or the place inside it ("Tote B"). */
function whereInside(copy: InventoryItem, place: PlaceDetail): string | null {
  if (copy.place_id === place.id || copy.storage_location === null) return null;
  return copy.storage_location.slice(place.path.length + PLACE_PATH_SEPARATOR.length);
}

function CopyRow({ copy, place }: { copy: InventoryItem; place: PlaceDetail }) {
  const inside = whereInside(copy, place);
  return (
    <li className="flex items-center gap-3 py-2">
      <FigureImage src={copy.thumbnail_url} name={copy.name} className="h-10 w-10 shrink-0" />
      <span className="min-w-0 flex-1">
        <Link to={`/inventory/${copy.id}`} className="block truncate font-medium text-brand-700 hover:underline dark:text-brand-100">
          {copy.name}
        </Link>
        <span className="block truncate text-xs text-gray-600 dark:text-gray-400">
          #{copy.id} · {copy.year}
          {inside && ` · in ${inside}`}
        </span>
      </span>
      <ConditionBadge condition={copy.condition} />
      <span className="w-20 text-right text-sm font-semibold tabular-nums">{formatCopyValue(copy.estimated_value, copy.value_basis)}</span>
    </li>
  );
}

/** /places/{id}: what a place holds, the places inside it with their counts and value, its checks, and what to do with it. */
export function PlacePage() {
  const id = parseId(useParams().id);
  const detail = usePlace(id ?? 0, id !== null);
  const places = usePlaces();
  const copies = usePlaceCopies(id ?? 0, id !== null);
  const [dialog, setDialog] = useState<'edit' | 'add' | 'delete' | 'label' | null>(null);
  const sorted = useMemo(() => [...(copies.data ?? [])].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id), [copies.data]);

  if (id === null || (detail.isError && detail.error instanceof ApiError && detail.error.status === 404)) return <NotFound title="Place not found" hint="No place has this number: it may have been deleted." />;
  if (detail.isPending) return <Loading text="Loading the place..." />;
  if (detail.isError) return <p role="alert">Could not load this place: {detail.error.message}</p>;
  const place = detail.data;
  const all = places.data ?? [];

  return (
    <div className="space-y-4">
      <Breadcrumbs place={place} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <MapPin className="h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
            <span className="break-words">{place.name}</span>
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700 dark:text-gray-200">
            <span className="tabular-nums" data-testid="place-held">{heldText(place)}</span>
            <LastCheck place={place} />
          </p>
          {place.notes && <p className="mt-1 text-sm whitespace-pre-line text-gray-600 dark:text-gray-300">{place.notes}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/places/${place.id}/check`} className={buttonClasses('primary')}>
            <ClipboardCheck className="h-4 w-4" aria-hidden="true" /> Check this place
          </Link>
          <Button variant="secondary" onClick={() => setDialog('label')}>
            <Printer className="h-4 w-4" aria-hidden="true" /> Print label
          </Button>
          <Button variant="secondary" onClick={() => setDialog('edit')} aria-label={`Change ${place.name}`} title="Rename, move or add notes">
            <Pencil className="h-4 w-4" aria-hidden="true" /> Change
          </Button>
          <Button variant="secondary" onClick={() => setDialog('delete')} aria-label={`Delete ${place.name}`} title="Delete">
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <Card>
        <CardTitle
          actions={
            <Button variant="ghost" size="sm" onClick={() => setDialog('add')}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add a place inside
            </Button>
          }
        >
          Places inside
        </CardTitle>
        {place.children.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">None: {place.name} holds no other place.</p>
        ) : (
          <ul aria-label="Places inside" className="divide-y divide-gray-100 dark:divide-gray-800">
            {place.children.map((child) => (
              <li key={child.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/places/${child.id}`} className="flex items-center gap-2 font-medium text-brand-700 hover:underline dark:text-brand-100">
                  <MapPin className="h-4 w-4 text-gray-500 dark:text-gray-400" aria-hidden="true" /> {child.name}
                </Link>
                <span className="flex flex-wrap items-center gap-3 text-sm tabular-nums">
                  {heldText(child)}
                  <LastCheck place={child} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card>
        <CardTitle
          actions={
            place.total_copies > 0 && (
              <Link to={`/collection?place=${place.id}`} className={buttonClasses('ghost', 'sm')}>
                <Library className="h-4 w-4" aria-hidden="true" /> In the collection
              </Link>
            )
          }
        >
          What it holds
        </CardTitle>
        {copies.isPending && <Loading text="Loading its copies..." />}
        {copies.isSuccess && sorted.length === 0 && (
          <p className="text-sm text-gray-600 dark:text-gray-400">Nothing yet. In the collection, tick copies and choose "Move to" to put them here.</p>
        )}
        {sorted.length > 0 && (
          <ul aria-label="Copies it holds" className="divide-y divide-gray-100 dark:divide-gray-800">
            {sorted.map((copy) => (
              <CopyRow key={copy.id} copy={copy} place={place} />
            ))}
          </ul>
        )}
      </Card>

      {place.checks.length > 0 && (
        <Card>
          <CardTitle>Checks</CardTitle>
          <ul className="space-y-2 text-sm">
            {place.checks.map((check) => (
              <li key={check.id}>
                <span className="font-medium">{formatDisplayDate(check.checked_at)}</span>: {check.found} of {plural(check.expected, 'copy', 'copies')} found
                {check.not_expected > 0 && `, ${check.not_expected} from elsewhere`}
                {check.missing > 0 ? (
                  <span className="text-amber-800 dark:text-amber-300">
                    , {check.missing} missing ({check.missing_copies.map((c) => `${c.name} #${c.id}`).join(', ')})
                  </span>
                ) : (
                  ', none missing'
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {dialog === 'edit' && <PlaceFormDialog places={all} place={place} onClose={() => setDialog(null)} />}
      {dialog === 'add' && <PlaceFormDialog places={all} parentId={place.id} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeletePlaceDialog place={place} places={all} onClose={() => setDialog(null)} />}
      {dialog === 'label' && <LabelDialog places={[place.id]} what={place.name} onClose={() => setDialog(null)} />}
    </div>
  );
}
