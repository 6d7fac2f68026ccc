import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FIELD_LABELS, inventoryPatchSchema, LIMITS, type InventoryItem } from '@tmnt/domain';
import { inventoryKeys, useUpdateItem } from '../../../api/inventory.ts';
import { Button } from '../../../components/Button.tsx';
import { ConditionSelect } from '../../../components/ConditionSelect.tsx';
import { COST_FIELDS, CostFields } from '../../../components/CostFields.tsx';
import { Field, FormError, Input, pastDateInputRules, Textarea } from '../../../components/Field.tsx';
import { useFormErrors } from '../../../components/useFormErrors.ts';
import { ValidatedForm } from '../../../components/ValidatedForm.tsx';
import { formFromItem, GRADING_INPUTS, gradingPatchFromForm, purchasePatchFromForm, RELEASE_INPUTS, releasePatchFromForm, type EditForm } from '../edit-form.ts';
import { ProfessionalGradeFields } from '../ProfessionalGradeFields.tsx';
import { ReleaseFields } from '../ReleaseFields.tsx';

const FIELDS = ['condition', ...COST_FIELDS, 'purchase_date', ...RELEASE_INPUTS, ...GRADING_INPUTS, 'notes'] as const;

/**
 * Edit mode. The inputs carry the domain's limits (step, min, max, maxLength); a save is checked with the API's
 * own schema before it is sent, and each error, the browser's or the server's, is shown beside its field, which
 * is focused. The form stays open until a save succeeds.
 */
export function ItemEditForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const ids = useId();
  const [form, setForm] = useState<EditForm>(() => formFromItem(item));
  const update = useUpdateItem();
  const client = useQueryClient();
  const validation = useFormErrors(FIELDS);
  const { errors } = validation;
  const change = (fields: Partial<EditForm>) => {
    validation.clear(...Object.keys(fields));
    setForm((was) => ({ ...was, ...fields }));
  };
  const set = <K extends keyof EditForm>(key: K, value: EditForm[K]) => change({ [key]: value } as Partial<EditForm>);

  const save = () => {
    const patch = { ...purchasePatchFromForm(form), ...releasePatchFromForm(item, form), ...gradingPatchFromForm(item, form) };
    if (!validation.check(inventoryPatchSchema, patch)) return;
    update.mutate(
      { id: item.id, patch },
      {
        onSuccess: (saved) => {
          // Show the stored values at once; the invalidated queries then refetch in the background.
          client.setQueryData(inventoryKeys.detail(item.id), saved);
          onDone();
        },
        onError: validation.showFailure,
      },
    );
  };

  return (
    <ValidatedForm validation={validation} onSubmit={save} className="space-y-4" aria-label="Edit item">
      <ConditionSelect id={`${ids}-condition`} value={form.condition} onChange={(condition) => set('condition', condition)} error={errors.condition} />
      <CostFields inputs={form} onChange={change} validation={validation} />
      <Field label={FIELD_LABELS.purchase_date} htmlFor={`${ids}-date`} error={errors.purchase_date}>
        <Input {...validation.control('purchase_date', `${ids}-date`)} {...pastDateInputRules()} value={form.purchase_date} onChange={(e) => set('purchase_date', e.target.value)} />
      </Field>
      <ReleaseFields inputs={form} onChange={change} validation={validation} />
      <ProfessionalGradeFields inputs={form} onChange={change} validation={validation} />
      <Field label={FIELD_LABELS.notes} htmlFor={`${ids}-notes`} error={errors.notes}>
        <Textarea
          {...validation.control('notes', `${ids}-notes`)}
          rows={4}
          maxLength={LIMITS.notes}
          placeholder="Add any notes about this item..."
          value={form.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </Field>
      <FormError error={validation.formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </ValidatedForm>
  );
}
