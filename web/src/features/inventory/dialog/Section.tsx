import { useId, type ReactNode } from 'react';

/** One titled block of the inventory dialog. */
export function Section({ title, icon, actions, children, className = '' }: { title: string; icon?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-xl border border-gray-200 p-4 dark:border-gray-800 ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          {icon}
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
