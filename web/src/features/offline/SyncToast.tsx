import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { usePocketStatus } from './status.ts';

/** How long what a sync did stays on screen. */
const SHOWN_MS = 8000;

/** After a sync that sent what waited: what happened, for a few seconds ("7 added, 2 changed, 1 needs a look"). */
export function SyncToast() {
  const { lastRun } = usePocketStatus();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!lastRun || Date.now() - Date.parse(lastRun.at) > SHOWN_MS) return;
    setShown(lastRun.at);
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [lastRun]);
  return (
    <div role="status" className="empty:hidden">
      {lastRun && shown === lastRun.at && (
        <div className="fixed right-4 bottom-4 z-50 flex items-center gap-2 rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900 shadow-lg dark:border-green-800 dark:bg-green-950 dark:text-green-100" data-testid="sync-toast">
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            Synced: {lastRun.added} added, {lastRun.changed} changed{lastRun.removed > 0 ? `, ${lastRun.removed} removed` : ''}
            {lastRun.needsLook > 0 && (
              <>
                ,{' '}
                <Link to="/sync" className="font-semibold underline">
                  {lastRun.needsLook} {lastRun.needsLook === 1 ? 'needs' : 'need'} a look
                </Link>
              </>
            )}
          </span>
        </div>
      )}
    </div>
  );
}
