import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FIELD_LABELS, LIMITS, newCopySchema, type InventoryItem } from '@tmnt/domain';
import { inventoryKeys, useAddCopy } from '../../../api/inventory.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { ConditionSelect } from '../../../components/ConditionSelect.tsx';
import { COST_FIELDS, CostFields } from '../../../components/CostFields.tsx';
import { Field, FormError, Input, pastDateInputRules, Textarea } from '../../../components/Field.tsx';
import { useFormErrors } from '../../../components/useFormErrors.ts';
import { ValidatedForm } from '../../../components/ValidatedForm.tsx';
import { usePackagingChoice } from '../../../components/packaging-choice.ts';
import { PackagingPicker } from '../../../components/PackagingPicker.tsx';
import { newCopyBody, newCopyForm, type NewCopyForm } from './new-copy.ts';

const PACKAGING_NEEDED = 'Choose the packaging: carded or loose decides what the copy is worth';

const FIELDS = ['condition', 'packaging_type', 'variant', ...COST_FIELDS, 'purchase_date', 'notes'] as const;

/** 'Add Another Copy' of the figure of `copy` (from its dialog or its page); `onAdded` gets the new copy. */
export function AddCopyDialog({ copy, onAdded, onCancel }: { copy: InventoryItem; onAdded: (item: InventoryItem) => void; onCancel: () => void }) {
  const id = useId();
  // It starts as the copy it was opened from (its packaging and variant); a copy of no packaging starts at the
  // collector's last choice (shared with the scan and add by name), and the form asks only when there is none.
  const [remembered, remember] = usePackagingChoice();
  const [form, setForm] = useState<NewCopyForm>(() => newCopyForm(copy, remembered));
  const addCopy = useAddCopy();
  const client = useQueryClient();
  const validation = useFormErrors(FIELDS);
  const { errors } = validation;

  const set = (change: Partial<NewCopyForm>) => {
    validation.clear(...Object.keys(change));
    setForm((f) => ({ ...f, ...change }));
  };
  const submit = () => {
    const body = newCopyBody(copy.figure_id, form);
    if (!validation.check(newCopySchema, body)) return;
    if (form.packaging_type === null) {
      validation.show([{ field: 'packaging_type', error: PACKAGING_NEEDED }]);
      return;
    }
    remember(form.packaging_type);
    addCopy.mutate(body, {
      onSuccess: (item) => {
        client.setQueryData(inventoryKeys.detail(item.id), item);
        onAdded(item);
      },
      onError: validation.showFailure,
    });
  };

  return (
    <Dialog title="Add Another Copy" onClose={onCancel}>
      <ValidatedForm validation={validation} onSubmit={submit} className="space-y-3">
        <p className="text-sm text-gray-600 dark:text-gray-300">Another copy of {copy.name}.</p>
        <ConditionSelect id={`${id}-condition`} value={form.condition} onChange={(condition) => set({ condition })} error={errors.condition} />
        <PackagingPicker
          name={`${id}-packaging`}
          value={form.packaging_type}
          onChange={(packaging_type) => set({ packaging_type })}
          description="Carded or loose decides what the copy is worth."
          error={errors.packaging_type}
        />
        <Field label={FIELD_LABELS.variant} htmlFor={`${id}-variant`} error={errors.variant}>
          <Input {...validation.control('variant', `${id}-variant`)} value={form.variant} maxLength={LIMITS.variant} onChange={(e) => set({ variant: e.target.value })} />
        </Field>
        <CostFields inputs={form} onChange={set} validation={validation} />
        <Field label={FIELD_LABELS.purchase_date} htmlFor={`${id}-date`} error={errors.purchase_date}>
          <Input {...validation.control('purchase_date', `${id}-date`)} {...pastDateInputRules()} value={form.purchase_date} onChange={(e) => set({ purchase_date: e.target.value })} />
        </Field>
        <Field label={FIELD_LABELS.notes} htmlFor={`${id}-notes`} error={errors.notes}>
          <Textarea
            {...validation.control('notes', `${id}-notes`)}
            rows={3}
            maxLength={LIMITS.notes}
            value={form.notes}
            onChange={(e) => set({ notes: e.target.value })}
            placeholder="Add any notes about this item..."
          />
        </Field>
        <FormError error={validation.formError} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onCancel} disabled={addCopy.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={addCopy.isPending}>
            {addCopy.isPending ? 'Adding...' : 'Add Copy'}
          </Button>
        </div>
      </ValidatedForm>
    </Dialog>
  );
}
