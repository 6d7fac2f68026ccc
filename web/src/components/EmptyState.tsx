import type { ReactNode } from 'react';

export function EmptyState({ icon, title, hint, action }: { icon?: ReactNode; title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700">
      {icon && <div className="text-gray-400 dark:text-gray-500">{icon}</div>}
      <h2 className="text-lg font-semibold">{title}</h2>
      {hint && <p className="text-sm text-gray-600 dark:text-gray-300">{hint}</p>}
      {action}
    </div>
  );
}
