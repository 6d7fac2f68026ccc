import { Link } from 'react-router';
import { CloudUpload } from 'lucide-react';
import { usePocketStatus } from './status.ts';

/** The count of changes waiting to sync, in the header, once there are any: to the page that lists them. */
export function SyncBadge() {
  const { waiting, needsLook } = usePocketStatus();
  if (waiting === 0) return null;
  const label = `${waiting} waiting to sync${needsLook > 0 ? `, ${needsLook} need${needsLook === 1 ? 's' : ''} a look` : ''}`;
  return (
    <Link
      to="/sync"
      aria-label={label}
      title={label}
      data-testid="sync-badge"
      className={`flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold ${
        needsLook > 0 ? 'bg-red-50 text-red-800 hover:bg-red-100 dark:bg-red-950/60 dark:text-red-200' : 'bg-amber-50 text-amber-900 hover:bg-amber-100 dark:bg-amber-950/60 dark:text-amber-100'
      }`}
    >
      <CloudUpload className="h-5 w-5" aria-hidden="true" />
      <span aria-hidden="true">{waiting}</span>
    </Link>
  );
}
