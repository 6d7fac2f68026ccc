import { useId, useState } from 'react';
import { PlusCircle } from 'lucide-react';
import { DEFAULT_CONDITION, LIMITS, newCopySchema, type Condition, type Figure, type NewCopy, type PackagingType } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { ConditionSelect } from '../../components/ConditionSelect.tsx';
import { Field, Input, priceInputRules } from '../../components/Field.tsx';
import { usePackagingChoice } from '../../components/packaging-choice.ts';
import { PackagingPicker } from '../../components/PackagingPicker.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { changeQueued } from './engine.ts';
import { queueAddCopy } from './outbox.ts';

const FIELDS = ['condition', 'packaging_type', 'purchase_price', 'storage_location'] as const;

/**
 * Adds a copy of a figure from the phone's copy: queued with its own Idempotency-Key and sent at once when the server
 * answers (later, in order, when it does not). Checked by the same rules as the server's.
 */
export function QueueCopyForm({ figure, onQueued }: { figure: Figure; onQueued: (body: NewCopy) => void }) {
  const id = useId();
  const [condition, setCondition] = useState<Condition>(DEFAULT_CONDITION);
  const [packaging, setPackaging] = usePackagingChoice();
  const [price, setPrice] = useState('');
  const [place, setPlace] = useState('');
  const validation = useFormErrors(FIELDS);
  const { errors, control } = validation;

  const submit = async () => {
    if (packaging === null) return validation.show([{ field: 'packaging_type', error: 'Choose carded or loose: it decides what the copy is worth' }]);
    const body: NewCopy = { figure_id: figure.id, condition, packaging_type: packaging as PackagingType, ...(price !== '' && { purchase_price: Number(price) }), ...(place.trim() && { storage_location: place.trim() }) };
    if (!validation.check(newCopySchema, body)) return;
    await queueAddCopy(body);
    await changeQueued();
    onQueued(body);
  };

  return (
    <ValidatedForm validation={validation} onSubmit={() => void submit()} className="space-y-3">
      <ConditionSelect id={`${id}-condition`} value={condition} onChange={setCondition} error={errors.condition} />
      <PackagingPicker name={`${id}-packaging`} value={packaging} onChange={setPackaging} compact error={errors.packaging_type} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Price paid (optional)" htmlFor={`${id}-price`} error={errors.purchase_price}>
          <Input {...control('purchase_price', `${id}-price`)} {...priceInputRules()} value={price} onChange={(e) => setPrice(e.target.value)} />
        </Field>
        <Field label="Storage location (optional)" htmlFor={`${id}-place`} error={errors.storage_location}>
          <Input {...control('storage_location', `${id}-place`)} maxLength={LIMITS.storageLocation} value={place} onChange={(e) => setPlace(e.target.value)} />
        </Field>
      </div>
      <Button type="submit" className="w-full">
        <PlusCircle className="h-4 w-4" aria-hidden="true" /> Add {figure.name} to the collection
      </Button>
    </ValidatedForm>
  );
}
