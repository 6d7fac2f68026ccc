import type { ReactNode } from 'react';

/** A step's buttons, kept in view at the bottom of the dialog while its list scrolls. */
export function StepFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-wrap justify-end gap-2 border-t border-gray-200 bg-white px-4 py-3 dark:border-gray-800 dark:bg-gray-900">{children}</div>
  );
}
