import { useId } from 'react';
import { FileUp } from 'lucide-react';
import { useImportSales } from '../../api/market.ts';
import { Card, CardTitle } from '../../components/Card.tsx';
import { importSummary } from './new-sale.ts';

/** Sales kept in a spreadsheet, for any figures: every valid row is recorded, each invalid one is listed by its row. */
export function ImportSalesCard({ figureId, className = '' }: { figureId: number; className?: string }) {
  const id = useId();
  const importSales = useImportSales();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    importSales.mutate(await file.text());
  };

  return (
    <Card aria-label="Import Sales" className={className}>
      <CardTitle icon={<FileUp className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Import Sales (CSV)</CardTitle>
      <p id={`${id}-columns`} className="mb-3 text-sm text-gray-600 dark:text-gray-300">
        A header row, then one sale a row: <code>upc</code> or <code>figure_id</code> (this figure is {figureId}), <code>price</code>, <code>date</code> (YYYY-MM-DD),
        and optionally <code>title</code>, <code>condition</code>, <code>url</code>, <code>tier</code> (carded or loose), <code>currency</code> (USD, GBP, EUR, CAD or AUD; else the collection&apos;s).
      </p>
      <label htmlFor={`${id}-file`} className="text-sm font-medium text-gray-700 dark:text-gray-200">
        Sales file
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${id}-columns`}
        disabled={importSales.isPending}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
        className="mt-1 block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:file:bg-brand-700 dark:text-gray-200"
      />
      <div role="status" className="mt-3 text-sm empty:hidden">
        {importSales.isPending && 'Importing...'}
        {importSales.isSuccess && <p className="font-medium">{importSummary(importSales.data)}</p>}
      </div>
      {importSales.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {importSales.error.message}
        </p>
      )}
      {importSales.isSuccess && importSales.data.errors.length > 0 && (
        <ul aria-label="Rows not imported" className="mt-2 space-y-1 text-sm text-red-700 dark:text-red-300">
          {importSales.data.errors.map((error) => (
            <li key={error.row}>
              Row {error.row}: {error.error}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
