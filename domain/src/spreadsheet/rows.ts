/**
 * One line of a collector's spreadsheet read through the column mapping: the figure it names, how many copies,
 * the copy's fields (checked by the rules a copy added by hand passes), and every cell it cannot read or will not
 * store (a formula), each naming its column. The preview and the import read lines with this one function.
 */
import { DEFAULT_CONDITION } from '../conditions.ts';
import { spreadsheetCopySchema, type CellProblem, type SpreadsheetRow } from '../api/spreadsheet.ts';
import { cellText, isBlankCell, readDate, readPrice, readQuantity, readYear, type Cell, type CellReading } from './cells.ts';
import { SPREADSHEET_FIELD_LABELS, type ColumnMapping, type SpreadsheetField } from './columns.ts';
import { readCondition, readPackaging, type CopyWordsReading } from './copy-words.ts';
import { formulaExcerpt, isFormulaCell } from './formulas.ts';

/** A line as read, before it is matched to a figure. */
export type RowReading = Pick<SpreadsheetRow, 'figure_name' | 'year' | 'upc' | 'quantity' | 'copy' | 'problems'>;

/** True when no cell of the line holds anything (blank lines are left out, not counted). */
export function isEmptyRow(cells: readonly Cell[]): boolean {
  return cells.every((cell) => cellText(cell) === '');
}

/**
 * What identifies a line's content, whatever the mapping: every cell's text, trailing empty cells dropped. The
 * server keeps a hash of it (with the line's place among identical lines) to tell a line imported before.
 */
export function rowContent(cells: readonly Cell[]): string {
  const texts = cells.map(cellText);
  while (texts.length > 0 && texts.at(-1) === '') texts.pop();
  return JSON.stringify(texts);
}

/** The schema's field a copy problem is about, as the mapping names it. */
const COPY_FIELD_COLUMNS: Record<string, SpreadsheetField> = {
  purchase_price: 'purchase_price',
  purchase_date: 'purchase_date',
  storage_location: 'storage_location',
  variant: 'variant',
  notes: 'notes',
  condition: 'condition',
  packaging_type: 'packaging',
  completeness: 'condition',
};

/** Reads a line's cells with the mapping; `headers` name the columns in its problems. */
export function readRow(cells: readonly Cell[], mapping: ColumnMapping, headers: readonly string[], today: Date = new Date()): RowReading {
  const problems: CellProblem[] = [];
  const columnName = (column: number) => headers[column]?.trim() || `Column ${column + 1}`;

  /** The mapped cell, or null when the field is not mapped, the cell is blank, or it is a formula (a problem). */
  const cellOf = (field: SpreadsheetField): Cell => {
    const column = mapping[field];
    if (column === undefined) return null;
    const cell = cells[column] ?? null;
    if (typeof cell === 'string' && isFormulaCell(cell.trim())) {
      problems.push({
        field,
        column: columnName(column),
        value: cellText(cell),
        problem: `${SPREADSHEET_FIELD_LABELS[field]} "${formulaExcerpt(cell)}" is a spreadsheet formula: the app never stores one. Type the value itself, without the leading "${cell.trim()[0]}"`,
      });
      return null;
    }
    return isBlankCell(cell) ? null : cell;
  };
  const read = <T>(field: SpreadsheetField, reader: (cell: Cell) => CellReading<T>): T | null => {
    const cell = cellOf(field);
    if (cell === null) return null;
    const reading = reader(cell);
    if ('problem' in reading) {
      problems.push({ field, column: columnName(mapping[field]!), value: cellText(cell), problem: `${SPREADSHEET_FIELD_LABELS[field]} "${cellText(cell)}" ${reading.problem}` });
      return null;
    }
    return reading.value;
  };
  const text = (field: SpreadsheetField) => {
    const cell = cellOf(field);
    return cell === null ? null : cellText(cell);
  };

  const figureName = text('figure_name');
  const upc = text('upc');
  const year = read('year', readYear);
  const quantity = read('quantity', readQuantity) ?? 1;
  const condition = read('condition', readCondition);
  const packaging = read('packaging', readPackaging);
  // Words beyond those understood ("Good - paint wear on the shell") are kept in the notes, naming their column.
  const more = (field: 'condition' | 'packaging', reading: CopyWordsReading | null) =>
    reading?.more ? `${columnName(mapping[field]!)}: ${cellText(cells[mapping[field]!] ?? null)}` : null;
  const notes = [text('notes'), more('condition', condition), more('packaging', packaging)].filter((n) => n !== null).join('\n') || null;

  const copy: RowReading['copy'] = {
    condition: condition?.words.condition ?? packaging?.words.condition ?? DEFAULT_CONDITION,
    packaging_type: packaging?.words.packaging_type ?? condition?.words.packaging_type ?? null,
    completeness: condition?.words.completeness ?? packaging?.words.completeness ?? null,
    purchase_price: read('purchase_price', readPrice),
    purchase_date: read('purchase_date', (cell) => readDate(cell, today)),
    storage_location: text('storage_location'),
    variant: text('variant'),
    notes,
  };

  // The rules a copy added by hand passes: a date in the future, a price over the limit, text too long.
  const checked = spreadsheetCopySchema.safeParse(Object.fromEntries(Object.entries(copy).filter(([, v]) => v !== null)));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = COPY_FIELD_COLUMNS[String(issue.path[0])] ?? 'notes';
      const column = mapping[field];
      problems.push({ field, column: column === undefined ? '' : columnName(column), value: column === undefined ? '' : cellText(cells[column] ?? null), problem: issue.message });
    }
  }
  // Left to right, as the collector reads the sheet.
  const place = (p: CellProblem) => mapping[p.field] ?? Number.MAX_SAFE_INTEGER;
  return { figure_name: figureName, year, upc, quantity, copy, problems: problems.sort((a, b) => place(a) - place(b)) };
}
