import { useId, useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import type { Settings } from '@tmnt/domain';
import { useMakeBackup, useRestoreBackup } from '../../api/settings.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { restoreSummary, sizeInWords } from './settings-text.ts';

/** Has the browser save a file the server sends as an attachment (the page stays where it is). */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/** Back up now (made on the server, then downloaded), the latest backups there, and restoring one file behind a confirmation. */
export function BackupRestore({ backups }: { backups: Settings['backups'] }) {
  const backingUp = useMakeBackup();
  const restoring = useRestoreBackup();
  const [chosen, setChosen] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const confirm = () => {
    if (!chosen) return;
    restoring.mutate(chosen, { onSuccess: () => setChosen(null) });
  };

  return (
    <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
      <p>A backup is one .zip file holding the whole collection: every copy, grade, price and photo.</p>
      <div className="flex flex-wrap gap-2">
        {/* Made by a POST (never by a GET another site could send), then saved by the browser. */}
        <Button onClick={() => backingUp.mutate(undefined, { onSuccess: (made) => download(made.url, made.name) })} disabled={backingUp.isPending}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Back up now
        </Button>
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={restoring.isPending} aria-controls={`${id}-file`}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          Restore from a backup...
        </Button>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".zip,application/zip"
          aria-label="Backup file to restore (.zip)"
          className="hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) {
              restoring.reset();
              setChosen(file);
            }
          }}
        />
      </div>
      <div role="status">
        {backingUp.isPending && <p>Making the backup...</p>}
        {backingUp.isSuccess && (
          <p>
            Backed up to <span className="font-mono break-all">{backingUp.data.name}</span> ({sizeInWords(backingUp.data.bytes)}): your browser saves a copy.
          </p>
        )}
        {restoring.isSuccess && <p className="rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">{restoreSummary(restoring.data)}</p>}
      </div>
      {backingUp.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          Could not back up: {backingUp.error.message}
        </p>
      )}
      <p>
        The server also makes a backup every day and keeps the last {backups.keep}, in <span className="font-mono break-all">{backups.dir}</span>.
      </p>
      {backups.latest.length > 0 && (
        <div>
          <h3 className="mb-1 font-medium text-gray-900 dark:text-gray-100">Latest backups on the server</h3>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            {backups.latest.map((backup) => (
              <li key={backup.name} className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
                <span className="font-mono break-all">{backup.name}</span>
                <span className="text-gray-600 dark:text-gray-400">
                  {sizeInWords(backup.bytes)} · {new Date(backup.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {chosen && (
        <ConfirmDialog
          title="Restore this backup?"
          verb="Restore"
          pending={restoring.isPending}
          error={restoring.isError ? restoring.error.message : null}
          onConfirm={confirm}
          onCancel={() => {
            setChosen(null);
            restoring.reset();
          }}
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">
            The whole collection (copies, grades, prices, linked codes) is replaced by the one in <span className="font-medium break-all">{chosen.name}</span> ({sizeInWords(chosen.size)}). The collection as it is now is kept on the server first, so this can be undone from there.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
