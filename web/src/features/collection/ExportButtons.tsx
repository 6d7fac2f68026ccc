import { useState } from 'react';
import { FileJson, FileSpreadsheet } from 'lucide-react';
import { fetchExport, fetchFullExport } from '../../api/transfer.ts';
import { Button } from '../../components/Button.tsx';
import { collectionCsv, exportFileName, fullExportJson } from './export-files.ts';

function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked a moment later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// JSON is the full export (everything Import takes back: docs/decisions/014); CSV keeps the spec's 7 columns.
const FORMATS = {
  json: { label: 'Export JSON', icon: FileJson, build: async () => fullExportJson(await fetchFullExport()), type: 'application/json' },
  csv: { label: 'Export CSV', icon: FileSpreadsheet, build: async () => collectionCsv(await fetchExport()), type: 'text/csv;charset=utf-8' },
} as const;

/** Exports are built in the browser from what is stored now; a failure is only logged (spec section 8). */
export function ExportButtons() {
  const [busy, setBusy] = useState<keyof typeof FORMATS | null>(null);

  const run = async (kind: keyof typeof FORMATS) => {
    setBusy(kind);
    try {
      const format = FORMATS[kind];
      saveFile(await format.build(), exportFileName(kind), format.type);
    } catch (error) {
      console.error('Export failed', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {(Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map((kind) => {
        const { label, icon: Icon } = FORMATS[kind];
        return (
          <Button key={kind} variant="secondary" className="max-sm:px-3" onClick={() => void run(kind)} disabled={busy !== null} aria-busy={busy === kind}>
            <Icon className="h-4 w-4 max-sm:hidden" aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </>
  );
}
