import { useId, useState } from 'react';
import { newPlaceSchema, PLACE_LIMITS, placePatchSchema, placeSubtree, type Place } from '@tmnt/domain';
import { useCreatePlace, useUpdatePlace } from '../../api/places.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Field, FormError, Input, Textarea } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { PlaceSelect } from './PlaceSelect.tsx';

const FIELDS = ['name', 'parent_id', 'notes'] as const;

interface PlaceFormDialogProps {
  places: readonly Place[];
  /** The place to change; none: a new place. */
  place?: Place;
  /** A new place's place to be in, to start with. */
  parentId?: number | null;
  onClose: () => void;
  onSaved?: (place: Place) => void;
}

/** A place made or changed: its name, the place it is in, and notes. */
export function PlaceFormDialog({ places, place, parentId = null, onClose, onSaved }: PlaceFormDialogProps) {
  const id = useId();
  const [name, setName] = useState(place?.name ?? '');
  const [parent, setParent] = useState<number | ''>(place ? (place.parent_id ?? '') : (parentId ?? ''));
  const [notes, setNotes] = useState(place?.notes ?? '');
  const create = useCreatePlace();
  const update = useUpdatePlace();
  const saving = create.isPending || update.isPending;
  const validation = useFormErrors(FIELDS);
  const { errors, control } = validation;
  // A place cannot go inside itself or a place inside it.
  const inside = place ? placeSubtree(places, place.id) : undefined;

  const submit = () => {
    const body = { name, parent_id: parent === '' ? null : parent, notes: notes.trim() === '' ? null : notes };
    const done = { onSuccess: (saved: Place) => (onSaved ? onSaved(saved) : onClose()), onError: validation.showFailure };
    if (place) {
      if (validation.check(placePatchSchema, body)) update.mutate({ id: place.id, patch: body }, done);
    } else if (validation.check(newPlaceSchema, body)) create.mutate(body, done);
  };

  return (
    <Dialog title={place ? `Change ${place.name}` : 'Add a place'} onClose={onClose}>
      <ValidatedForm validation={validation} onSubmit={submit} className="space-y-3">
        <Field label="Name" htmlFor={`${id}-name`} error={errors.name} hint="A room, a shelf, a drawer, a tote: 'Tote B'.">
          <Input
            {...control('name', `${id}-name`)}
            autoFocus
            autoComplete="off"
            maxLength={PLACE_LIMITS.name}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              validation.clear('name');
            }}
          />
        </Field>
        <Field label="Inside" htmlFor={`${id}-parent`} error={errors.parent_id}>
          <PlaceSelect
            {...control('parent_id', `${id}-parent`)}
            places={places}
            exclude={inside}
            value={parent}
            none="Nothing (an outermost place)"
            onChange={(next) => {
              setParent(next);
              validation.clear('parent_id', 'name');
            }}
          />
        </Field>
        <Field label="Notes (optional)" htmlFor={`${id}-notes`} error={errors.notes}>
          <Textarea {...control('notes', `${id}-notes`)} rows={2} maxLength={PLACE_LIMITS.notes} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Field>
        <FormError error={validation.formError} prefix="Could not save the place: " />
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : place ? 'Save' : 'Add the place'}
          </Button>
        </div>
      </ValidatedForm>
    </Dialog>
  );
}
