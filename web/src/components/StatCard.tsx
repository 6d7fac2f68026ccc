import type { ReactNode } from 'react';

export function StatCard({ label, value, icon, detail }: { label: string; value: ReactNode; icon?: ReactNode; detail?: ReactNode }) {
  return (
    <section aria-label={label} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="flex items-center justify-between gap-2 text-sm text-gray-600 dark:text-gray-300">
        <span>{label}</span>
        {icon}
      </div>
      <div className="mt-1 text-2xl font-bold tabular-nums">{value}</div>
      {detail && <p className="mt-1 text-xs text-gray-600 dark:text-gray-300">{detail}</p>}
    </section>
  );
}
