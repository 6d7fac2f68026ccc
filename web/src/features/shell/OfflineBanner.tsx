import { WifiOff } from 'lucide-react';
import { asOfWords } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { useOffline, usePocketStatus } from '../offline/index.ts';

/**
 * Says the app is cut off from its server, in place of the browser's error page (the service worker opens the shell
 * without the server), and what it shows instead: the phone's pocket copy, as of when, with changes waiting to sync.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const pocket = usePocketStatus();
  const instead =
    pocket.ready && pocket.asOf
      ? `Showing this phone's copy of your collection, ${asOfWords(pocket.asOf).text}; what you add or change waits to sync.`
      : 'This phone holds no copy of your collection to show (Get ready for a show, on the Scan page, keeps one); reconnect to continue.';
  // The status region stays in the page, so a screen reader announces the message when it appears.
  return (
    <div role="status" className="empty:hidden">
      {offline && (
        <div className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm">
            <WifiOff className="h-5 w-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
            <p className="min-w-0 flex-1">
              <strong>Offline:</strong> cannot reach the collection&apos;s server. {instead}
            </p>
            {/* The browser's reload button is missing in an installed app; a reload asks the server again for everything. */}
            <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
              Try again
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
