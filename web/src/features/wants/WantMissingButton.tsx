import { useState } from 'react';
import { HeartPlus } from 'lucide-react';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

// The dialog, its form and the want list's client load when it first opens: the dashboard shows this button.
const WantMissingDialog = lazyDialog(() => import('./WantMissingDialog.tsx').then((m) => m.WantMissingDialog));

/** "Want all missing" on a series of the series completion. */
export function WantMissingButton({ series, missing }: { series: string; missing: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Want all missing figures of ${series}`}
        className="inline-flex items-center gap-1 rounded text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
      >
        <HeartPlus className="h-3.5 w-3.5" aria-hidden="true" />
        Want all missing
      </button>
      {open && <WantMissingDialog series={series} missing={missing} onClose={() => setOpen(false)} />}
    </>
  );
}
