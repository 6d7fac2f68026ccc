import { Link } from 'react-router';
import { Library, ScanBarcode } from 'lucide-react';

const ACTIONS = [
  { to: '/scan', title: 'Scan Barcode', hint: 'Add new figure', icon: ScanBarcode },
  { to: '/collection', title: 'View Collection', hint: 'Browse inventory', icon: Library },
] as const;

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {ACTIONS.map(({ to, title, hint, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow dark:border-gray-800 dark:bg-gray-900"
          >
            <span className="rounded-lg bg-brand-50 p-3 text-brand-700 dark:bg-brand-900/50 dark:text-brand-100">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-gray-600 dark:text-gray-300">{hint}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
