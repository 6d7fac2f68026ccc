import { useState } from 'react';
import { Sheet } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';

const SpreadsheetImportDialog = lazyDialog(() => import('./SpreadsheetImportDialog.tsx').then((m) => m.SpreadsheetImportDialog));

/** "Import a spreadsheet" beside the exports: opens the steps of the spreadsheet import. */
export function ImportSpreadsheetButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* On a phone the row has no room for the words: the icon shows, the words are still its name. */}
      <Button variant="secondary" className="max-sm:px-3" onClick={() => setOpen(true)} aria-haspopup="dialog" title="Import a spreadsheet (CSV or Excel)">
        <Sheet className="h-4 w-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Import a spreadsheet</span>
      </Button>
      {open && <SpreadsheetImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
