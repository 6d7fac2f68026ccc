import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CONDITION, LIMITS, localDateString, MAX_PRICE } from '@tmnt/domain';
import { inventoryKeys, useAddCopy } from '../../../api/inventory.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { ConditionSelect } from '../../../components/ConditionSelect.tsx';
import { Field, Input, Textarea } from '../../../components/Field.tsx';
import { newCopyBody, type NewCopyForm } from './new-copy.ts';

/** 'Add Another Copy': a new inventory item of the same figure; on success the dialog switches to it. */
export function AddCopyDialog({ figureId, figureName, onAdded, onCancel }: { figureId: number; figureName: string; onAdded: (id: number) => void; onCancel: () => void }) {
  const id = useId();
  const [form, setForm] = useState<NewCopyForm>({ condition: DEFAULT_CONDITION, purchase_price: '', purchase_date: '', notes: '' });
  const addCopy = useAddCopy();
  const client = useQueryClient();

  const set = (change: Partial<NewCopyForm>) => setForm((f) => ({ ...f, ...change }));
  const submit = () =>
    addCopy.mutate(newCopyBody(figureId, form), {
      onSuccess: (item) => {
        client.setQueryData(inventoryKeys.detail(item.id), item);
        onAdded(item.id);
      },
    });

  return (
    <Dialog title="Add Another Copy" onClose={onCancel}>
      {/* noValidate: the server's own message explains a bad price or date, the same way as everywhere else. */}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="space-y-3"
      >
        <p className="text-sm text-gray-600 dark:text-gray-300">Another copy of {figureName}.</p>
        <ConditionSelect id={`${id}-condition`} value={form.condition} onChange={(condition) => set({ condition })} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Purchase Price" htmlFor={`${id}-price`}>
            <Input id={`${id}-price`} type="number" inputMode="decimal" min={0} max={MAX_PRICE} step={0.01} placeholder="0.00" value={form.purchase_price} onChange={(e) => set({ purchase_price: e.target.value })} />
          </Field>
          <Field label="Purchase Date" htmlFor={`${id}-date`}>
            <Input id={`${id}-date`} type="date" max={localDateString()} value={form.purchase_date} onChange={(e) => set({ purchase_date: e.target.value })} />
          </Field>
        </div>
        <Field label="Notes" htmlFor={`${id}-notes`}>
          <Textarea id={`${id}-notes`} rows={3} maxLength={LIMITS.notes} value={form.notes} onChange={(e) => set({ notes: e.target.value })} placeholder="Add any notes about this item..." />
        </Field>
        {addCopy.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {addCopy.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onCancel} disabled={addCopy.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={addCopy.isPending}>
            {addCopy.isPending ? 'Adding...' : 'Add Copy'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
