import type { ButtonHTMLAttributes } from 'react';

/** A large option button; the chosen one is marked (aria-pressed and a green ring). */
export function ChoiceButton({ pressed, className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={`flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 ${
        pressed
          ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600 dark:border-brand-500 dark:bg-brand-900/40 dark:ring-brand-500'
          : 'border-gray-200 bg-white enabled:hover:border-brand-500 enabled:hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:enabled:hover:bg-gray-800'
      } ${className}`}
      {...rest}
    />
  );
}
