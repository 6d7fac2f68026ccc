import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  bulkRequestSchema, COMPLETENESS_VALUES, CONDITIONS, DEFAULT_CONDITION, PACKAGING_TYPE_LABELS, PACKAGING_TYPES, plural, TAG_LIMITS, uniqueTags,
  type BulkRequest, type Completeness, type Condition, type InventoryItem, type PackagingType, type Place,
} from '@tmnt/domain';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Field, FormError, Input, Select } from '../../../components/Field.tsx';
import { useFormErrors } from '../../../components/useFormErrors.ts';
import { ValidatedForm } from '../../../components/ValidatedForm.tsx';
import { PlaceSelect } from '../../places/index.ts';

/** What a change to the selection sets. */
export type BulkAction = 'move' | 'condition' | 'packaging' | 'completeness' | 'trade' | 'tags' | 'delete';

const TITLES: Record<BulkAction, string> = {
  move: 'Move to a place',
  condition: 'Set the condition',
  packaging: 'Set the packaging',
  completeness: 'Set the completeness',
  trade: 'Offer for trade or not',
  tags: 'Add or remove tags',
  delete: 'Delete',
};

const FIELDS = ['ids', 'set', 'tags_add', 'tags_remove', 'delete'] as const;

interface BulkDialogProps {
  action: BulkAction;
  copies: readonly InventoryItem[];
  places: readonly Place[];
  pending: boolean;
  onApply: (request: BulkRequest, onError: (error: unknown) => void) => void;
  onClose: () => void;
}

/** Tags typed as a list: "for trade, show 2026". */
const typedTags = (text: string) => uniqueTags(text.split(','));

/** One change to every copy selected: where to move them, what to set, which tags, or deleting them. */
export function BulkDialog({ action, copies, places, pending, onApply, onClose }: BulkDialogProps) {
  const id = useId();
  const validation = useFormErrors(FIELDS);
  const [place, setPlace] = useState<number | ''>('');
  const [condition, setCondition] = useState<Condition>(DEFAULT_CONDITION);
  const [packaging, setPackaging] = useState<PackagingType | ''>('');
  const [completeness, setCompleteness] = useState<Completeness | ''>('');
  const [forTrade, setForTrade] = useState(true);
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<string[]>([]);
  const ids = copies.map((c) => c.id);
  const tagsHeld = uniqueTags(copies.flatMap((c) => c.tags));
  const count = plural(copies.length, 'copy', 'copies');

  const request = (): BulkRequest => {
    switch (action) {
      case 'move':
        return { ids, set: { place_id: place === '' ? null : place } };
      case 'condition':
        return { ids, set: { condition } };
      case 'packaging':
        return { ids, set: { packaging_type: packaging === '' ? null : packaging } };
      case 'completeness':
        return { ids, set: { completeness: completeness === '' ? null : completeness } };
      case 'trade':
        return { ids, set: { for_trade: forTrade } };
      case 'tags':
        return { ids, ...(adding.trim() !== '' && { tags_add: typedTags(adding) }), ...(removing.length > 0 && { tags_remove: removing }) };
      case 'delete':
        return { ids, delete: true };
    }
  };
  const submit = () => {
    const body = request();
    if (validation.check(bulkRequestSchema, body)) onApply(body, validation.showFailure);
  };
  const verb = action === 'delete' ? `Delete ${count}` : action === 'move' ? `Move ${count}` : `Change ${count}`;

  return (
    <Dialog title={`${TITLES[action]}: ${count}`} onClose={onClose}>
      <ValidatedForm validation={validation} onSubmit={submit} className="space-y-3">
        {action === 'move' && (
          <Field label="Move to" htmlFor={`${id}-place`} hint={<>A new place is made on the <Link to="/places" className="underline">Places</Link> page.</>}>
            <PlaceSelect id={`${id}-place`} places={places} value={place} onChange={setPlace} none="No place" autoFocus />
          </Field>
        )}
        {action === 'condition' && (
          <Field label="Condition" htmlFor={`${id}-condition`}>
            <Select id={`${id}-condition`} value={condition} onChange={(e) => setCondition(e.target.value as Condition)} autoFocus>
              {CONDITIONS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Select>
          </Field>
        )}
        {action === 'packaging' && (
          <Field label="Packaging" htmlFor={`${id}-packaging`} hint="Carded or loose decides what each copy is worth: their values follow at once.">
            <Select id={`${id}-packaging`} value={packaging} onChange={(e) => setPackaging(e.target.value as PackagingType | '')} autoFocus>
              <option value="">Not set</option>
              {PACKAGING_TYPES.map((p) => (
                <option key={p} value={p}>
                  {PACKAGING_TYPE_LABELS[p]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {action === 'completeness' && (
          <Field label="Completeness" htmlFor={`${id}-completeness`}>
            <Select id={`${id}-completeness`} value={completeness} onChange={(e) => setCompleteness(e.target.value as Completeness | '')} autoFocus>
              <option value="">Not set</option>
              {COMPLETENESS_VALUES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Select>
          </Field>
        )}
        {action === 'trade' && (
          <Field label="For trade" htmlFor={`${id}-trade`} hint="A trade list link (Settings, Sharing) shows the copies offered for trade.">
            <Select id={`${id}-trade`} value={forTrade ? 'yes' : 'no'} onChange={(e) => setForTrade(e.target.value === 'yes')} autoFocus>
              <option value="yes">Offer for trade</option>
              <option value="no">Not for trade</option>
            </Select>
          </Field>
        )}
        {action === 'tags' && (
          <>
            <Field label="Add tags" htmlFor={`${id}-add`} error={validation.errors.tags_add} hint={`Separated by commas; each up to ${TAG_LIMITS.length} characters, at most ${TAG_LIMITS.perCopy} on a copy.`}>
              <Input {...validation.control('tags_add', `${id}-add`)} value={adding} onChange={(e) => setAdding(e.target.value)} placeholder="For trade, Show 2026" autoComplete="off" autoFocus />
            </Field>
            {tagsHeld.length > 0 && (
              <fieldset>
                <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">Remove tags</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {tagsHeld.map((tag) => (
                    <label key={tag} className="flex items-center gap-1.5 text-sm">
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-brand-600"
                        checked={removing.includes(tag)}
                        onChange={(e) => setRemoving((was) => (e.target.checked ? [...was, tag] : was.filter((t) => t !== tag)))}
                      />
                      {tag}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </>
        )}
        {action === 'delete' && (
          <p className="text-sm">
            Delete {count} from your collection, with their photos and grades? You can undo it for a day, right from the collection.
          </p>
        )}
        <FormError error={validation.formError ?? validation.errors.ids ?? null} />
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={action === 'delete' ? 'danger' : 'primary'} disabled={pending}>
            {pending ? 'Working...' : verb}
          </Button>
        </div>
      </ValidatedForm>
    </Dialog>
  );
}
