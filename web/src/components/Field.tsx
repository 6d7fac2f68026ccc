import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { localDateString, MAX_PRICE } from '@tmnt/domain';

export const inputClasses =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 disabled:opacity-60 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:outline-red-600/40 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-[invalid=true]:border-red-400';

/** The id of a control's error message (its aria-describedby while it is invalid). */
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

/** A control's error, in words, just below it (see useFormErrors). */
export function FieldError({ controlId, error }: { controlId: string; error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p id={fieldErrorId(controlId)} className="flex items-start gap-1 text-sm font-medium text-red-700 dark:text-red-300">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {error}
    </p>
  );
}

/**
 * Scrolled into view with its error (useFormErrors): the margins keep it clear of the sticky page header (two rows
 * on a phone) and off the very edge.
 */
export const fieldScrollMargins = 'scroll-mt-32 scroll-mb-6';

/** A label above its control, and the control's error below it. */
export function Field({ label, htmlFor, hint, error, children }: { label: string; htmlFor: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${fieldScrollMargins}`} data-field>
      <label htmlFor={htmlFor} className="text-sm font-medium text-gray-700 dark:text-gray-200">
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-gray-600 dark:text-gray-400">{hint}</p>}
      <FieldError controlId={htmlFor} error={error} />
    </div>
  );
}

export const Input = ({ className = '', ...rest }: InputHTMLAttributes<HTMLInputElement>) => <input className={`${inputClasses} ${className}`} {...rest} />;
export const Select = ({ className = '', ...rest }: SelectHTMLAttributes<HTMLSelectElement>) => <select className={`${inputClasses} ${className}`} {...rest} />;
export const Textarea = ({ className = '', ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) => <textarea className={`${inputClasses} ${className}`} {...rest} />;

/** The browser's rules for a price in dollars and cents (the domain's limits; `min` 0 unless a price must be more). */
export const priceInputRules = (min = 0) => ({ type: 'number', inputMode: 'decimal', min, max: MAX_PRICE, step: 0.01, placeholder: '0.00' }) as const;

/** The browser's rules for a day that cannot be in the future: the collector's own today is the last one. */
export const pastDateInputRules = () => ({ type: 'date', max: localDateString() }) as const;

/** What a form's refusal says about no field it shows (see useFormErrors, which scrolls it into view). */
export function FormError({ error, prefix = '' }: { error: string | null; prefix?: string }) {
  if (error === null) return null;
  return (
    <p role="alert" data-form-error className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {prefix}
      {error}
    </p>
  );
}
