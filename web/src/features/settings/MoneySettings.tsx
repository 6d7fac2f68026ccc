import { useId, useState } from 'react';
import { Coins, TriangleAlert } from 'lucide-react';
import {
  CURRENCIES,
  CURRENCY_LABELS,
  MARKETPLACE_CURRENCY,
  MARKETPLACE_LABELS,
  MARKETPLACES,
  marketplaceFor,
  moneySettingsRequestSchema,
  type Currency,
  type Marketplace,
  type MoneySettings as MoneySettingsAnswer,
} from '@tmnt/domain';
import { useMoneySettings, useSaveMoneySettings } from '../../api/money.ts';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Field, FormError, Select } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { missingRatesText, ratesSourceHost } from './settings-text.ts';

const FIELDS = ['currency', 'marketplace'] as const;

/** The form: the currency, and the marketplace chosen ('' = the one matching the currency). */
interface MoneyForm {
  currency: Currency;
  marketplace: Marketplace | '';
}

const formOf = (money: MoneySettingsAnswer): MoneyForm => ({ currency: money.currency, marketplace: money.marketplace_matched ? '' : money.marketplace });

function MoneyForm({ money }: { money: MoneySettingsAnswer }) {
  const id = useId();
  const [form, setForm] = useState(() => formOf(money));
  const save = useSaveMoneySettings();
  const validation = useFormErrors(FIELDS);
  const { errors, control } = validation;
  const searched = marketplaceFor(form.currency, form.marketplace === '' ? null : form.marketplace);
  const pricedIn = MARKETPLACE_CURRENCY[searched];

  const set = (change: Partial<MoneyForm>) => {
    if (save.isSuccess) save.reset();
    validation.clear(...Object.keys(change));
    setForm((was) => ({ ...was, ...change }));
  };
  const submit = () => {
    const body = { currency: form.currency, marketplace: form.marketplace === '' ? null : form.marketplace };
    if (!validation.check(moneySettingsRequestSchema, body)) return;
    save.mutate(body, { onSuccess: (saved) => setForm(formOf(saved)), onError: validation.showFailure });
  };

  return (
    <ValidatedForm validation={validation} onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Collection currency" htmlFor={`${id}-currency`} error={errors.currency}>
          <Select {...control('currency', `${id}-currency`)} value={form.currency} onChange={(e) => set({ currency: e.target.value as Currency })}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {CURRENCY_LABELS[currency]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="eBay marketplace"
          htmlFor={`${id}-marketplace`}
          hint={pricedIn === form.currency ? undefined : `Its prices are in ${CURRENCY_LABELS[pricedIn]}: each is converted at the rate of its own date.`}
          error={errors.marketplace}
        >
          <Select {...control('marketplace', `${id}-marketplace`)} value={form.marketplace} onChange={(e) => set({ marketplace: e.target.value as Marketplace | '' })}>
            <option value="">Matched to the currency ({MARKETPLACE_LABELS[marketplaceFor(form.currency, null)]})</option>
            {MARKETPLACES.map((marketplace) => (
              <option key={marketplace} value={marketplace}>
                {MARKETPLACE_LABELS[marketplace]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <FormError error={validation.formError} prefix="Could not save: " />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <p role="status" className="text-sm font-medium text-green-700 dark:text-green-300">
          {save.isSuccess ? `Saved: every amount now shows in ${CURRENCY_LABELS[save.data.currency]}.` : null}
        </p>
      </div>
    </ValidatedForm>
  );
}

/**
 * The collection's currency (every amount is shown and summed in it) and the eBay site prices are searched on; how
 * amounts in other currencies are converted, and how many still wait for a rate.
 */
export function MoneySettings() {
  const money = useMoneySettings();
  return (
    <Card aria-label="Money">
      <CardTitle icon={<Coins className="h-5 w-5" aria-hidden="true" />}>Money</CardTitle>
      {money.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading...</p>}
      {money.isError && (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          <p>Could not load the currency: {money.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void money.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {money.data && (
        <div className="space-y-3">
          <MoneyForm money={money.data} />
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Amounts in other currencies are converted at the European Central Bank&apos;s reference rate of their own date (rates from {ratesSourceHost(money.data.rates_source)}).
          </p>
          {money.data.missing_rates.count > 0 && (
            <p data-testid="missing-rates" className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {missingRatesText(money.data.missing_rates)}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
