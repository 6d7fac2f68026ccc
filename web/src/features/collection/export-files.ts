import { localDateString, type ExportRecord } from '@tmnt/domain';

export const CSV_HEADER = 'ID,Name,Year,Series,Condition,Purchase Price,Notes';

/** Cells a spreadsheet would read as a formula (or a control character that starts one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One quoted CSV cell: inner quotes doubled, a formula-like start neutralised with a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The collection as CSV: the header line, then one fully quoted row per copy; CRLF line ends (RFC 4180). */
export function collectionCsv(records: readonly ExportRecord[]): string {
  const rows = records.map((r) =>
    [String(r.id), r.name, String(r.year), r.series, r.condition, r.purchase_price === null ? '' : r.purchase_price.toFixed(2), r.notes ?? '']
      .map(csvCell)
      .join(','),
  );
  return [CSV_HEADER, ...rows].join('\r\n');
}

/** The collection as pretty-printed JSON, each record with the spec's Export record fields in order. */
export function collectionJson(records: readonly ExportRecord[]): string {
  const shaped = records.map(({ id, name, year, series, condition, purchase_price, notes }) => ({ id, name, year, series, condition, purchase_price, notes }));
  return JSON.stringify(shaped, null, 2);
}

export function exportFileName(kind: 'json' | 'csv', now: Date = new Date()): string {
  return `tmnt-collection-${localDateString(now)}.${kind}`;
}
