import { useId, useState } from 'react';
import { SPREADSHEET_FIELD_LABELS, SPREADSHEET_FIELDS, type ColumnMapping, type SpreadsheetField, type SpreadsheetPreview } from '@tmnt/domain';
import { Button } from '../../../components/Button.tsx';
import { Select } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { StepFooter } from './StepFooter.tsx';

interface MappingStepProps {
  preview: SpreadsheetPreview;
  onBack: () => void;
  onNext: (mapping: ColumnMapping) => void;
  reading: boolean;
  error: string | null;
}

/** The field a column is imported as, or undefined. */
const fieldOf = (mapping: ColumnMapping, column: number) => SPREADSHEET_FIELDS.find((field) => mapping[field] === column);

/** The mapping with `column` imported as `field` (taken from any other column), or not imported at all. */
function assign(mapping: ColumnMapping, column: number, field: SpreadsheetField | ''): ColumnMapping {
  const next = Object.fromEntries(Object.entries(mapping).filter(([f, c]) => c !== column && f !== field)) as ColumnMapping;
  if (field !== '') next[field] = column;
  return next;
}

/** The second step: each column of the sheet, a few of its values, and the field it is imported as (the suggestion chosen). */
export function MappingStep({ preview, onBack, onNext, reading, error }: MappingStepProps) {
  const id = useId();
  const [mapping, setMapping] = useState<ColumnMapping>(preview.mapping);
  const figureColumn = mapping.figure_name !== undefined || mapping.upc !== undefined;
  const file = preview.file;

  return (
    <div className="space-y-4 text-sm">
      <p className="text-gray-700 dark:text-gray-200">
        <span className="font-medium">{file.name}</span>: {file.format === 'xlsx' ? 'Excel workbook, first sheet' : `CSV, ${file.delimiter === ';' ? 'semicolons' : file.delimiter === '\t' ? 'tabs' : 'commas'}`},{' '}
        {preview.rows.length.toLocaleString('en-US')} rows. Check what each column holds; the app guessed from the headers.
      </p>
      <ul aria-label="Columns of the sheet" className="space-y-2">
        {preview.columns.map((column) => {
          const selectId = `${id}-column-${column.index}`;
          const name = column.header || `Column ${column.index + 1}`;
          return (
            <li key={column.index} className="grid items-center gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_13rem] dark:border-gray-700">
              <div className="min-w-0">
                <label htmlFor={selectId} className="block font-medium break-words">
                  {name}
                </label>
                <p className="truncate text-xs text-gray-600 dark:text-gray-400" title={column.samples.join(' · ')}>
                  {column.samples.length > 0 ? column.samples.join(' · ') : 'empty'}
                </p>
              </div>
              <Select id={selectId} value={fieldOf(mapping, column.index) ?? ''} onChange={(e) => setMapping((m) => assign(m, column.index, e.target.value as SpreadsheetField | ''))}>
                <option value="">Don't import</option>
                {SPREADSHEET_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {SPREADSHEET_FIELD_LABELS[field]}
                  </option>
                ))}
              </Select>
            </li>
          );
        })}
      </ul>
      {!figureColumn && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          Choose the column that holds the figure's name (or its UPC): without it no line can be matched to a figure.
        </p>
      )}
      {error !== null && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      )}
      <StepFooter>
        <Button variant="secondary" onClick={onBack} disabled={reading}>
          Choose another file
        </Button>
        <Button onClick={() => onNext(mapping)} disabled={!figureColumn || reading} aria-busy={reading}>
          {reading && <Spinner className="h-4 w-4" />}
          Next: check the lines
        </Button>
      </StepFooter>
    </div>
  );
}
