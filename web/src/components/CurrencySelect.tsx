import { CURRENCIES, CURRENCY_LABELS, type Currency } from '@tmnt/domain';
import { FieldError, fieldScrollMargins, Select } from './Field.tsx';
import { currencyShortLabel } from './money-text.ts';
import type { FormErrors } from './useFormErrors.ts';

/**
 * The currency the amounts beside it are typed in ("Paid in", "Received in"), compact: its label and a short
 * choice on one line, sent as `currency`. Starts at the collection's currency unless the record has its own.
 */
export function CurrencySelect({
  id,
  label,
  value,
  onChange,
  validation,
  className = '',
}: {
  id: string;
  label: string;
  value: Currency;
  onChange: (currency: Currency) => void;
  validation: FormErrors;
  className?: string;
}) {
  return (
    <div className={`${fieldScrollMargins} ${className}`} data-field>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-gray-700 dark:text-gray-200">
          {label}
        </label>
        <Select {...validation.control('currency', id)} className="w-auto! py-1!" value={value} onChange={(e) => onChange(e.target.value as Currency)}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency} title={CURRENCY_LABELS[currency]}>
              {currencyShortLabel(currency)}
            </option>
          ))}
        </Select>
      </div>
      <FieldError controlId={id} error={validation.errors.currency} />
    </div>
  );
}
