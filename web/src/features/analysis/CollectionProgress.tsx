import type { CollectionStatus } from '@tmnt/domain';
import { Spinner } from '../../components/Spinner.tsx';
import { collectionPercent } from './collection-status.ts';

/** The banner of a running collection: its message and, once it knows how many figures, a bar of current over total. */
export function CollectionProgress({ status }: { status: CollectionStatus }) {
  const percent = collectionPercent(status);
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
      <p className="flex items-center gap-2 font-semibold">
        <Spinner className="h-4 w-4" />
        Collection in Progress...
      </p>
      {status.message && <p className="mt-1 text-sm">{status.message}</p>}
      {percent !== null && (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label="Collection progress"
            aria-valuemin={0}
            aria-valuemax={status.total}
            aria-valuenow={status.current}
            aria-valuetext={`${status.current} of ${status.total} figures`}
            className="h-2 rounded-full bg-blue-100 dark:bg-blue-900"
          >
            <div className="h-2 rounded-full bg-blue-600 transition-[width] dark:bg-blue-400" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-xs tabular-nums">
            {status.current} / {status.total}
          </p>
        </div>
      )}
    </div>
  );
}
