import { useId } from 'react';
import { SPREADSHEET_LIMITS } from '@tmnt/domain';
import { Spinner } from '../../../components/Spinner.tsx';

/** What the picker offers: CSV (and tab-separated) text, and Excel workbooks. */
const ACCEPT = '.csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ChooseFileStepProps {
  onChoose: (file: File) => void;
  reading: boolean;
  /** Why the last file was refused, as the server said it. */
  error: string | null;
}

/** The first step: what the import takes, and the file picker. */
export function ChooseFileStep({ onChoose, reading, error }: ChooseFileStepProps) {
  const id = useId();
  return (
    <div className="space-y-4 text-sm">
      <p className="text-gray-700 dark:text-gray-200">
        Bring in the list you keep in Excel, Google Sheets or Numbers: a CSV file (comma, semicolon or tab) or an Excel workbook (.xlsx, its first sheet), with a header row and
        up to {SPREADSHEET_LIMITS.maxRows.toLocaleString('en-US')} rows. Next you check which column is which, then settle the figures the app is not sure of. Nothing is added until you
        import.
      </p>
      <p className="text-gray-600 dark:text-gray-400">
        Columns such as Figure, Year, UPC, Condition, Carded/Loose, Price paid, Date bought, Storage, Variant, Notes and Qty are recognised; prices like $120.00, dates like 3/14/2019 or
        March 2019, and words like MOC, loose and complete are understood.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-gray-700 dark:text-gray-200">
          Spreadsheet file
        </label>
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={reading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onChoose(file);
          }}
          className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-medium file:text-white hover:file:bg-brand-700 disabled:opacity-60 dark:text-gray-200"
        />
      </div>
      <div aria-live="polite">
        {reading && (
          <p className="flex items-center gap-2 text-gray-600 dark:text-gray-300">
            <Spinner className="h-4 w-4" /> Reading the file...
          </p>
        )}
      </div>
      {error !== null && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}
