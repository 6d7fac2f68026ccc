import { useId, useState } from 'react';
import { FIELD_LABELS, formatMoney, formatSignedMoney, LIMITS, localDateString, packagingTier, sellRequestSchema, shownMoneyCurrency, type InventoryItem } from '@tmnt/domain';
import { useSellCopy } from '../../../api/sold.ts';
import { Button } from '../../../components/Button.tsx';
import { CurrencySelect } from '../../../components/CurrencySelect.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Field, FieldError, FormError, Input, pastDateInputRules, priceInputRules, Textarea } from '../../../components/Field.tsx';
import { useFormErrors } from '../../../components/useFormErrors.ts';
import { ValidatedForm } from '../../../components/ValidatedForm.tsx';
import { newSellForm, salePreview, SELL_FIELDS, sellBody, type SellForm } from './sell-form.ts';

/**
 * What the sale returns and gains, as typed: the collector sees the result before saving. `costWaiting`: the copy
 * was paid in another currency whose rate is not known yet, so its cost is not known either.
 */
function Preview({ form, cost, costWaiting }: { form: SellForm; cost: number | null; costWaiting: boolean }) {
  const preview = salePreview(form, cost);
  if (!preview) return null;
  const otherCurrency = form.currency !== shownMoneyCurrency();
  return (
    <p aria-live="polite" data-testid="sale-preview" className="rounded-lg bg-gray-50 p-3 text-sm dark:bg-gray-800">
      The sale returns <span className="font-semibold">{formatMoney(preview.proceeds, form.currency)}</span>
      {cost === null ? (
        costWaiting ? (
          '; what the copy cost waits for an exchange rate, so its gain is not known yet.'
        ) : (
          '; what the copy cost is not recorded, so its gain is not known.'
        )
      ) : otherCurrency || preview.gain === null ? (
        <>
          ; its gain over the {formatMoney(cost)} it cost is worked out once saved, at the European Central Bank&apos;s rate of the sale&apos;s date.
        </>
      ) : (
        <>
          : a gain of <span className="font-semibold">{formatSignedMoney(preview.gain)}</span> over the {formatMoney(cost)} it cost.
        </>
      )}
    </p>
  );
}

/**
 * Mark as Sold: price, shipping charged, fees, date (today unless changed), where and a buyer note; checked with
 * the API's own schema before it is sent. The copy leaves the collection's counts and value, and is kept.
 */
export function SellDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState(() => newSellForm(localDateString()));
  const sell = useSellCopy();
  const validation = useFormErrors(SELL_FIELDS);
  const { errors } = validation;
  const tier = packagingTier(item.packaging_type);

  const set = (change: Partial<SellForm>) => {
    validation.clear(...Object.keys(change));
    setForm((f) => ({ ...f, ...change }));
  };
  const submit = () => {
    const body = sellBody(form);
    if (!validation.check(sellRequestSchema, body)) return;
    sell.mutate({ id: item.id, sale: body }, { onSuccess: onClose, onError: validation.showFailure });
  };
  const amountField = (field: 'price' | 'shipping' | 'fees', hint: string) => (
    <Field label={FIELD_LABELS[field]} htmlFor={`${id}-${field}`} hint={hint} error={errors[field]}>
      <Input {...validation.control(field, `${id}-${field}`)} {...priceInputRules()} value={form[field]} onChange={(e) => set({ [field]: e.target.value })} />
    </Field>
  );

  return (
    <Dialog title="Mark as Sold" onClose={onClose}>
      <ValidatedForm validation={validation} onSubmit={submit} className="space-y-3">
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {item.name} leaves your collection's count and value and moves to the Sold list, with what the sale returned. You can undo it later.
        </p>
        <CurrencySelect id={`${id}-currency`} label="Received in" value={form.currency} onChange={(currency) => set({ currency })} validation={validation} />
        <div className="grid gap-3 sm:grid-cols-3">
          {amountField('price', 'What the buyer paid for it')}
          {amountField('shipping', 'Shipping charged to the buyer')}
          {amountField('fees', 'Fees you paid (marketplace, payment)')}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={FIELD_LABELS.date} htmlFor={`${id}-date`} error={errors.date}>
            <Input {...validation.control('date', `${id}-date`)} {...pastDateInputRules()} required value={form.date} onChange={(e) => set({ date: e.target.value })} />
          </Field>
          <Field label={FIELD_LABELS.where} htmlFor={`${id}-where`} error={errors.where}>
            <Input
              {...validation.control('where', `${id}-where`)}
              maxLength={LIMITS.soldWhere}
              placeholder="eBay, a show, a friend..."
              value={form.where}
              onChange={(e) => set({ where: e.target.value })}
            />
          </Field>
        </div>
        <Field label={FIELD_LABELS.buyer_note} htmlFor={`${id}-buyer-note`} error={errors.buyer_note}>
          <Textarea {...validation.control('buyer_note', `${id}-buyer-note`)} rows={2} maxLength={LIMITS.buyerNote} value={form.buyer_note} onChange={(e) => set({ buyer_note: e.target.value })} />
        </Field>
        <div data-field>
          <label className="flex items-start gap-2 text-sm">
            <input
              {...validation.control('record_market_sale', `${id}-market`, tier ? undefined : `${id}-market-hint`)}
              type="checkbox"
              checked={form.record_market_sale}
              disabled={tier === null}
              onChange={(e) => set({ record_market_sale: e.target.checked })}
              className="mt-0.5 h-4 w-4 accent-brand-600"
            />
            <span>
              Also record as a market sale of its tier{tier && ` (${tier})`}
              <span id={`${id}-market-hint`} className="block text-xs text-gray-600 dark:text-gray-400">
                {tier
                  ? `The price then counts in ${item.name}'s ${tier} prices, and in what your other ${tier} copies of it are worth.`
                  : "Set this copy's packaging (carded or loose) first: a market sale is recorded in its packaging's prices."}
              </span>
            </span>
          </label>
          <FieldError controlId={`${id}-market`} error={errors.record_market_sale} />
        </div>
        <Preview form={form} cost={item.cost} costWaiting={item.cost_conversion?.rate === null} />
        <FormError error={validation.formError} prefix="Could not mark it as sold: " />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={sell.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sell.isPending}>
            {sell.isPending ? 'Saving...' : 'Mark as Sold'}
          </Button>
        </div>
      </ValidatedForm>
    </Dialog>
  );
}
