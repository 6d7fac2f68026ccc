import { useId, useRef } from 'react';
import { FileUp, X } from 'lucide-react';
import { ApiError } from '../../api/client.ts';
import { useImportCollection } from '../../api/transfer.ts';
import { Button } from '../../components/Button.tsx';
import { importSummary } from './export-files.ts';

type Importing = ReturnType<typeof useImportCollection>;

/** Import beside the exports: picks a file made by Export JSON and sends it as it is (the server checks it). */
export function ImportButton({ importing }: { importing: Importing }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    importing.mutate(await file.text());
  };

  return (
    <>
      <Button variant="secondary" className="max-sm:px-3" onClick={() => input.current?.click()} disabled={importing.isPending} aria-busy={importing.isPending} aria-controls={`${id}-file`}>
        <FileUp className="h-4 w-4 max-sm:hidden" aria-hidden="true" />
        Import
      </Button>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept=".json,application/json"
        aria-label="Collection file to import (made by Export JSON)"
        className="hidden"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </>
  );
}

/** What the last import did: counts; or, for a file refused whole, why, with each bad row and its reason. */
export function ImportOutcome({ importing }: { importing: Importing }) {
  if (importing.isIdle) return null;
  return (
    <section aria-label="Import result" className="relative rounded-lg border border-gray-200 bg-white p-4 pr-10 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
      {!importing.isPending && (
        <button type="button" onClick={() => importing.reset()} aria-label="Close import result" className="absolute top-2 right-2 rounded p-1 text-gray-500 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-gray-800">
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
      <div role="status">
        {importing.isPending && 'Importing...'}
        {importing.isSuccess && <p className="font-medium">{importSummary(importing.data)}</p>}
      </div>
      {importing.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-red-800 dark:bg-red-950 dark:text-red-200">
          Import failed: {importing.error.message}
        </p>
      )}
      {importing.error instanceof ApiError && importing.error.errors.some((row) => row.error !== importing.error?.message) && (
        <ul aria-label="Rows to correct" className="mt-2 max-h-64 space-y-1 overflow-y-auto text-red-700 dark:text-red-300">
          {importing.error.errors.map((error) => (
            <li key={error.field ?? error.error}>{error.error}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
