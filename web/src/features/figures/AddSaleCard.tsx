import { useId, useState } from 'react';
import { PlusCircle } from 'lucide-react';
import { EARLIEST_SALE, FIELD_LABELS, LIMITS, newSaleSchema } from '@tmnt/domain';
import { useAddSale } from '../../api/figures.ts';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { CurrencySelect } from '../../components/CurrencySelect.tsx';
import { Field, FormError, Input, pastDateInputRules, priceInputRules, Select } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { emptySaleForm, newSaleBody, type NewSaleForm } from './new-sale.ts';

const FIELDS = ['price', 'currency', 'date', 'tier', 'title', 'condition', 'url'] as const;
const optional = (label: string) => `${label} (optional)`;

/** A sale the collector knows of (a show, a forum, their own): it counts in the figure's prices like a sold listing. */
export function AddSaleCard({ figureId, className = '' }: { figureId: number; className?: string }) {
  const id = useId();
  const [form, setForm] = useState<NewSaleForm>(emptySaleForm);
  const addSale = useAddSale(figureId);
  const validation = useFormErrors(FIELDS);
  const { errors, control } = validation;

  const set = (change: Partial<NewSaleForm>) => {
    if (addSale.isSuccess) addSale.reset();
    validation.clear(...Object.keys(change));
    setForm((f) => ({ ...f, ...change }));
  };
  const submit = () => {
    const body = newSaleBody(form);
    if (!validation.check(newSaleSchema, body)) return;
    addSale.mutate(body, {
      onSuccess: () => {
        validation.reset();
        // The next sale is likely in the same currency.
        setForm({ ...emptySaleForm(), currency: form.currency });
      },
      onError: validation.showFailure,
    });
  };

  return (
    <Card aria-label="Add a Sale" className={className}>
      <CardTitle icon={<PlusCircle className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Add a Sale</CardTitle>
      <ValidatedForm validation={validation} onSubmit={submit} className="space-y-3">
        <CurrencySelect id={`${id}-currency`} label="Currency" value={form.currency} onChange={(currency) => set({ currency })} validation={validation} />
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={FIELD_LABELS.price} htmlFor={`${id}-price`} error={errors.price}>
            <Input
              {...control('price', `${id}-price`)}
              {...priceInputRules(0.01)}
              value={form.price}
              onChange={(e) => set({ price: e.target.value })}
            />
          </Field>
          <Field label={FIELD_LABELS.date} htmlFor={`${id}-date`} error={errors.date}>
            <Input {...control('date', `${id}-date`)} {...pastDateInputRules()} min={EARLIEST_SALE} value={form.date} onChange={(e) => set({ date: e.target.value })} />
          </Field>
          <Field label={FIELD_LABELS.tier} htmlFor={`${id}-tier`} error={errors.tier}>
            <Select {...control('tier', `${id}-tier`)} value={form.tier} onChange={(e) => set({ tier: e.target.value as NewSaleForm['tier'] })}>
              <option value="">Judge from title</option>
              <option value="carded">Carded</option>
              <option value="loose">Loose</option>
            </Select>
          </Field>
        </div>
        <Field label={optional(FIELD_LABELS.title)} htmlFor={`${id}-title`} error={errors.title}>
          <Input
            {...control('title', `${id}-title`)}
            maxLength={LIMITS.saleTitle}
            placeholder="e.g. 1988 Leonardo MOC, unpunched"
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={optional(FIELD_LABELS.condition)} htmlFor={`${id}-condition`} error={errors.condition}>
            <Input
              {...control('condition', `${id}-condition`)}
              maxLength={LIMITS.saleCondition}
              placeholder="e.g. Complete, loose"
              value={form.condition}
              onChange={(e) => set({ condition: e.target.value })}
            />
          </Field>
          <Field label={optional(FIELD_LABELS.url)} htmlFor={`${id}-url`} error={errors.url}>
            <Input {...control('url', `${id}-url`)} type="url" maxLength={LIMITS.imageUrl} placeholder="https://" value={form.url} onChange={(e) => set({ url: e.target.value })} />
          </Field>
        </div>
        <FormError error={validation.formError} />
        <div className="flex items-center justify-end gap-3">
          <p role="status" className="text-sm font-medium text-green-700 dark:text-green-300">
            {addSale.isSuccess ? 'Sale added' : null}
          </p>
          <Button type="submit" disabled={addSale.isPending}>
            {addSale.isPending ? 'Adding...' : 'Add Sale'}
          </Button>
        </div>
      </ValidatedForm>
    </Card>
  );
}
