import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { placeSubtree, plural, type Place } from '@tmnt/domain';
import { useDeletePlace } from '../../api/places.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Field } from '../../components/Field.tsx';
import { PlaceSelect } from './PlaceSelect.tsx';

/** Deletes a place, asking where what it holds goes (the place it is in, to start with): nothing it holds is lost. */
export function DeletePlaceDialog({ place, places, onClose }: { place: Place; places: readonly Place[]; onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const remove = useDeletePlace();
  const [moveTo, setMoveTo] = useState<number | ''>(place.parent_id ?? '');
  const inside = places.filter((p) => p.parent_id === place.id).length;
  const holds = [place.copies > 0 && plural(place.copies, 'copy', 'copies'), inside > 0 && plural(inside, 'place')].filter(Boolean).join(' and ');
  const confirm = () =>
    remove.mutate(
      { id: place.id, moveTo: moveTo === '' ? undefined : moveTo },
      { onSuccess: () => void navigate(place.parent_id === null ? '/places' : `/places/${place.parent_id}`, { replace: true }) },
    );
  return (
    <ConfirmDialog title={`Delete ${place.name}?`} error={remove.isError ? remove.error.message : null} pending={remove.isPending} onConfirm={confirm} onCancel={onClose}>
      {holds ? (
        <div className="space-y-3">
          <p className="text-sm">
            {place.name} holds {holds}. Where do they go?
          </p>
          <Field label="Move them to" htmlFor={`${id}-to`}>
            <PlaceSelect id={`${id}-to`} places={places} exclude={placeSubtree(places, place.id)} value={moveTo} onChange={setMoveTo} none="No place" />
          </Field>
        </div>
      ) : (
        <p className="text-sm">{place.name} is empty: deleting it changes no copy.</p>
      )}
    </ConfirmDialog>
  );
}
