import type { PackagingType } from '@tmnt/domain';
import { Field, FieldError, fieldErrorId, Select } from './Field.tsx';
import { PACKAGING_CHOICES } from './packaging-choice.ts';

/** A choice among a few, as a card large enough for a finger holding its radio button (packaging, a want's tier). */
export const choiceCardClasses =
  'flex cursor-pointer items-start gap-2 rounded-lg border border-gray-300 bg-white p-2.5 text-sm transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:border-gray-600 dark:bg-gray-800 dark:has-checked:border-brand-500 dark:has-checked:bg-brand-900/40 dark:has-checked:ring-brand-500';
export const choiceRadioClasses = 'mt-0.5 h-4 w-4 shrink-0 accent-brand-600 dark:scheme-dark';

interface PackagingPickerProps {
  /** The radio group's name (unique on the page). */
  name: string;
  value: PackagingType | null;
  onChange: (packaging: PackagingType) => void;
  legend?: string;
  /** Said under the legend (and read with the group). */
  description?: string;
  /** Only the names, four a row on wider screens: a question that should not push the page down. */
  compact?: boolean;
  error?: string;
  disabled?: boolean;
}

/** Carded, loose and the other packagings as large radio choices (a finger's size), two a row. */
export function PackagingPicker({ name, value, onChange, legend = 'Packaging', description, compact = false, error, disabled = false }: PackagingPickerProps) {
  const describedBy = [description !== undefined ? `${name}-description` : undefined, error !== undefined ? fieldErrorId(name) : undefined].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} disabled={disabled} className="space-y-1.5">
      <legend className={`text-sm text-gray-700 dark:text-gray-200 ${compact ? 'font-semibold' : 'font-medium'}`}>{legend}</legend>
      {description !== undefined && (
        <p id={`${name}-description`} className="text-sm text-gray-700 dark:text-gray-300">
          {description}
        </p>
      )}
      <div className={`grid grid-cols-2 gap-2 ${compact ? 'sm:grid-cols-4' : ''}`}>
        {PACKAGING_CHOICES.map(({ type, label, hint }) => (
          <label
            key={type}
            className={choiceCardClasses}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              aria-invalid={error !== undefined ? true : undefined}
              className={choiceRadioClasses}
            />
            <span className="min-w-0">
              <span className="block font-semibold">{label}</span>
              {!compact && <span className="block text-xs text-gray-600 dark:text-gray-300">{hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError controlId={name} error={error} />
    </fieldset>
  );
}

interface PackagingSelectProps {
  id: string;
  value: PackagingType | null;
  onChange: (packaging: PackagingType) => void;
  disabled?: boolean;
  className?: string;
}

/** The labelled 'Packaging' select of the scan page: what every scanned copy gets. */
export function PackagingSelect({ id, value, onChange, disabled, className }: PackagingSelectProps) {
  return (
    <Field label="Packaging" htmlFor={id}>
      <Select id={id} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value as PackagingType)} className={className}>
        {value === null && (
          <option value="" disabled>
            Choose...
          </option>
        )}
        {PACKAGING_CHOICES.map(({ type, label }) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
