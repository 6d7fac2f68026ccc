import { useId, useState } from 'react';
import { PlusCircle } from 'lucide-react';
import { LIMITS, localDateString, MAX_PRICE } from '@tmnt/domain';
import { useAddSale } from '../../api/figures.ts';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Field, Input, Select } from '../../components/Field.tsx';
import { EMPTY_SALE_FORM, newSaleBody, type NewSaleForm } from './new-sale.ts';

/** A sale the collector knows of (a show, a forum, their own): it counts in the figure's prices like a sold listing. */
export function AddSaleCard({ figureId, className = '' }: { figureId: number; className?: string }) {
  const id = useId();
  const [form, setForm] = useState<NewSaleForm>(EMPTY_SALE_FORM);
  const addSale = useAddSale(figureId);

  const set = (change: Partial<NewSaleForm>) => {
    if (addSale.isSuccess) addSale.reset();
    setForm((f) => ({ ...f, ...change }));
  };
  const submit = () => addSale.mutate(newSaleBody(form), { onSuccess: () => setForm(EMPTY_SALE_FORM) });

  return (
    <Card aria-label="Add a Sale" className={className}>
      <CardTitle icon={<PlusCircle className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Add a Sale</CardTitle>
      {/* noValidate: the server's own message explains a bad price, date or address, as everywhere else. */}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="space-y-3"
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Price" htmlFor={`${id}-price`}>
            <Input id={`${id}-price`} type="number" inputMode="decimal" min={0.01} max={MAX_PRICE} step={0.01} placeholder="0.00" value={form.price} onChange={(e) => set({ price: e.target.value })} />
          </Field>
          <Field label="Date Sold" htmlFor={`${id}-date`}>
            <Input id={`${id}-date`} type="date" max={localDateString()} value={form.date} onChange={(e) => set({ date: e.target.value })} />
          </Field>
          <Field label="Packaging" htmlFor={`${id}-tier`}>
            <Select id={`${id}-tier`} value={form.tier} onChange={(e) => set({ tier: e.target.value as NewSaleForm['tier'] })}>
              <option value="">Judge from title</option>
              <option value="carded">Carded</option>
              <option value="loose">Loose</option>
            </Select>
          </Field>
        </div>
        <Field label="Title (optional)" htmlFor={`${id}-title`}>
          <Input id={`${id}-title`} maxLength={LIMITS.saleTitle} placeholder="e.g. 1988 Leonardo MOC, unpunched" value={form.title} onChange={(e) => set({ title: e.target.value })} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Condition (optional)" htmlFor={`${id}-condition`}>
            <Input id={`${id}-condition`} maxLength={LIMITS.saleCondition} placeholder="e.g. Complete, loose" value={form.condition} onChange={(e) => set({ condition: e.target.value })} />
          </Field>
          <Field label="Link (optional)" htmlFor={`${id}-url`}>
            <Input id={`${id}-url`} type="url" maxLength={LIMITS.imageUrl} placeholder="https://" value={form.url} onChange={(e) => set({ url: e.target.value })} />
          </Field>
        </div>
        {addSale.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {addSale.error.message}
          </p>
        )}
        <div className="flex items-center justify-end gap-3">
          <p role="status" className="text-sm font-medium text-green-700 dark:text-green-300">
            {addSale.isSuccess ? 'Sale added' : null}
          </p>
          <Button type="submit" disabled={addSale.isPending}>
            {addSale.isPending ? 'Adding...' : 'Add Sale'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
