import { useId } from 'react';
import { copyCostCents, FIELD_LABELS, formatMoney, fromCentsOrNull, shownMoneyCurrency, typedCents, type Currency } from '@tmnt/domain';
import { CurrencySelect } from './CurrencySelect.tsx';
import { Field, Input, priceInputRules } from './Field.tsx';
import type { FormErrors } from './useFormErrors.ts';

/** What buying a copy cost, field by field, as the API names them (amounts as typed; '' = not recorded). */
export const COST_INPUTS = ['purchase_price', 'purchase_shipping', 'purchase_tax', 'purchase_fees'] as const;
/** The same, with the currency they are typed in: the fields of a form showing CostFields. */
export const COST_FIELDS = [...COST_INPUTS, 'currency'] as const;
export type CostInputs = Record<(typeof COST_INPUTS)[number], string> & { currency: Currency };

/** Nothing typed yet, in the collection's currency. */
export const noCost = (currency: Currency = shownMoneyCurrency()): CostInputs => ({ purchase_price: '', purchase_shipping: '', purchase_tax: '', purchase_fees: '', currency });

/** The amounts typed, as the API takes them: an empty one left out; their currency with them when any is typed. */
export function costBody(inputs: CostInputs): Partial<Record<(typeof COST_INPUTS)[number], number>> & { currency?: Currency } {
  const typed = COST_INPUTS.filter((field) => inputs[field].trim() !== '');
  return { ...Object.fromEntries(typed.map((field) => [field, Number(inputs[field])])), ...(typed.length > 0 && { currency: inputs.currency }) };
}

/** The sum of what was typed (domain copyCostCents), or null while nothing, or something unreadable, is typed. */
export function typedCost(inputs: CostInputs): number | null {
  const cents = COST_INPUTS.map((field) => typedCents(inputs[field]));
  if (cents.includes(undefined)) return null;
  const [priceCents, shippingCents, taxCents, feesCents] = cents as (number | null)[];
  return fromCentsOrNull(copyCostCents({ priceCents, shippingCents, taxCents, feesCents }));
}

/**
 * The price paid and what came on top of it (shipping, tax, fees), in the currency they were paid in ("Paid in"),
 * with their sum: a copy's cost is what every return and gain on it rests on. Used wherever a copy is added or edited.
 */
export function CostFields({ inputs, onChange, validation }: { inputs: CostInputs; onChange: (change: Partial<CostInputs>) => void; validation: FormErrors }) {
  const id = useId();
  const total = typedCost(inputs);
  const extras = COST_INPUTS.slice(1).some((field) => inputs[field].trim() !== '');
  return (
    <fieldset className="min-w-0">
      {/* Floated, the legend shares its line with the currency (a legend must stay the fieldset's first child). */}
      <legend className="float-left py-1 text-sm font-medium text-gray-700 dark:text-gray-200">What it cost</legend>
      <CurrencySelect id={`${id}-currency`} label="Paid in" value={inputs.currency} onChange={(currency) => onChange({ currency })} validation={validation} className="float-right ml-3" />
      <div className="clear-both grid grid-cols-2 gap-3 pt-2 sm:grid-cols-4 [&_input]:min-w-0">
        {COST_INPUTS.map((field) => (
          <Field key={field} label={FIELD_LABELS[field]} htmlFor={`${id}-${field}`} error={validation.errors[field]}>
            <Input
              {...validation.control(field, `${id}-${field}`)}
              {...priceInputRules()}
              value={inputs[field]}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
          </Field>
        ))}
      </div>
      {extras && total !== null && (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-200" aria-live="polite">
          Cost in all: <span className="font-semibold">{formatMoney(total, inputs.currency)}</span>
        </p>
      )}
    </fieldset>
  );
}
