import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, localDateString, MAX_PRICE, type InventoryItem } from '@tmnt/domain';
import { inventoryKeys, useUpdateItem } from '../../../api/inventory.ts';
import { Button } from '../../../components/Button.tsx';
import { ConditionSelect } from '../../../components/ConditionSelect.tsx';
import { Field, Input, Textarea } from '../../../components/Field.tsx';
import { formFromItem, purchasePatchFromForm, type EditForm } from '../edit-form.ts';

/**
 * Edit mode. The inputs' own limits (step, min, max, maxLength) stop bad values before they are sent;
 * anything the server still refuses is shown with its message and the form stays open.
 */
export function ItemEditForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const ids = useId();
  const [form, setForm] = useState<EditForm>(() => formFromItem(item));
  const update = useUpdateItem();
  const client = useQueryClient();
  const set = <K extends keyof EditForm>(key: K, value: EditForm[K]) => setForm((was) => ({ ...was, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: item.id, patch: purchasePatchFromForm(form) },
      {
        onSuccess: (saved) => {
          // Show the stored values at once; the invalidated queries then refetch in the background.
          client.setQueryData(inventoryKeys.detail(item.id), saved);
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={save} className="space-y-4" aria-label="Edit item">
      <ConditionSelect id={`${ids}-condition`} value={form.condition} onChange={(condition) => set('condition', condition)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Purchase Price" htmlFor={`${ids}-price`}>
          <Input
            id={`${ids}-price`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max={MAX_PRICE}
            placeholder="0.00"
            value={form.purchase_price}
            onChange={(e) => set('purchase_price', e.target.value)}
          />
        </Field>
        <Field label="Purchase Date" htmlFor={`${ids}-date`}>
          <Input id={`${ids}-date`} type="date" max={localDateString()} value={form.purchase_date} onChange={(e) => set('purchase_date', e.target.value)} />
        </Field>
      </div>
      <Field label="Notes" htmlFor={`${ids}-notes`}>
        <Textarea
          id={`${ids}-notes`}
          rows={4}
          maxLength={LIMITS.notes}
          placeholder="Add any notes about this item..."
          value={form.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </Field>
      {update.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {update.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
