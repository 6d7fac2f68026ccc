import { useEffect, useState } from 'react';
import { Backpack, RefreshCw, ShieldAlert, ShieldCheck } from 'lucide-react';
import { asOfWords, plural } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { usePocketStatus } from '../offline/index.ts';
import { prepareForShow, syncNow } from './engine.ts';

const count = (n: number, noun: string, nouns?: string) => plural(n, noun, nouns).replace(/^\d+/, n.toLocaleString('en-US'));

/** "3.1 MB": what the app keeps on this phone (the browser's own count, the offline app itself included). */
function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Whether the browser promised to keep this site's storage; null when it cannot say. */
function usePersisted(): [boolean | null, (persisted: boolean | null) => void] {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    void navigator.storage?.persisted?.().then(setPersisted, () => setPersisted(null));
  }, []);
  return [persisted, setPersisted];
}

function useStoredBytes(asOf: string | null): number | null {
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    void navigator.storage?.estimate?.().then((estimate) => setBytes(estimate.usage ?? null), () => setBytes(null));
  }, [asOf]);
  return bytes;
}

/** What the phone holds, in one line: "1,204 copies, 212 figures, prices as of 14:02 today, 3.1 MB". */
function PocketSummary() {
  const status = usePocketStatus();
  const bytes = useStoredBytes(status.asOf);
  if (!status.ready || status.asOf === null) return <p className="text-sm text-gray-700 dark:text-gray-300">This phone holds no copy of your collection yet.</p>;
  const parts = [count(status.copies, 'copy', 'copies'), count(status.figures, 'figure'), `prices ${asOfWords(status.asOf).text}`, ...(bytes === null ? [] : [megabytes(bytes)])];
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="pocket-summary">
      This phone holds {parts.join(', ')}.
    </p>
  );
}

/** Said when the browser did not promise to keep the pocket copy, with what that risks. */
function PersistenceNote({ persisted }: { persisted: boolean | null }) {
  if (persisted === true) {
    return (
      <p className="flex items-start gap-1.5 text-xs text-gray-600 dark:text-gray-400">
        <ShieldCheck className="mt-px h-4 w-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" /> The browser keeps it until you log out (persistent storage).
      </p>
    );
  }
  if (persisted === null) return null;
  return (
    <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 p-2 text-xs text-amber-950 dark:bg-amber-950/50 dark:text-amber-100" data-testid="persist-refused">
      <ShieldAlert className="mt-px h-4 w-4 shrink-0" aria-hidden="true" />
      The browser did not promise to keep it: it may clear it when the phone runs short of space, and Safari clears a site&apos;s storage after 7 days
      without a visit unless the app was added to the home screen. Add the app to your home screen, and get ready again just before a show.
    </p>
  );
}

/**
 * "Get ready for a show": fetches the pocket copy now (the Scan page and Settings), asks the browser to keep it, and
 * says what the phone holds and as of when.
 */
export function GetReady() {
  const status = usePocketStatus();
  const [persisted, setPersisted] = usePersisted();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = async () => {
    setBusy(true);
    setError(null);
    try {
      setPersisted((await prepareForShow()).persisted);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not fetch the collection');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <PocketSummary />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void ready()} disabled={busy}>
          <Backpack className="h-4 w-4" aria-hidden="true" />
          {busy ? 'Getting ready...' : 'Get ready for a show'}
        </Button>
        {status.ready && (
          <Button variant="secondary" onClick={() => void syncNow()} disabled={busy}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> Sync now
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {status.ready && <PersistenceNote persisted={persisted} />}
    </div>
  );
}
