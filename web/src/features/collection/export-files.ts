import { localDateString, plural, type ExportRecord, type FullExport, type ImportResult } from '@tmnt/domain';

// The first seven columns are the spec's; what a copy cost beyond its price came after, then what it was paid in (issue 28).
export const CSV_HEADER = 'ID,Name,Year,Series,Condition,Purchase Price,Notes,Shipping Paid,Tax Paid,Fees Paid,Cost,Currency';

const amount = (dollars: number | null) => (dollars === null ? '' : dollars.toFixed(2));

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
    [String(r.id), r.name, String(r.year), r.series, r.condition, amount(r.purchase_price), r.notes ?? '', amount(r.purchase_shipping), amount(r.purchase_tax), amount(r.purchase_fees), amount(r.cost), r.currency]
      .map(csvCell)
      .join(','),
  );
  return [CSV_HEADER, ...rows].join('\r\n');
}

/** The full export (every field, grades, own sales, linked codes) as pretty-printed JSON, the file import takes back. */
export function fullExportJson(doc: FullExport): string {
  return JSON.stringify(doc, null, 2);
}

/** What an import did, in one sentence. */
export function importSummary(result: ImportResult): string {
  const parts = [
    `Imported ${plural(result.imported, 'copy', 'copies')}`,
    `skipped ${plural(result.skipped_existing, 'copy', 'copies')} already there`,
    `${result.own_figures.imported > 0 ? `${plural(result.own_figures.imported, 'own figure')}, ` : ''}${result.places.imported > 0 ? `${plural(result.places.imported, 'place')}, ` : ''}${plural(result.own_sales.imported, 'own sale')} and ${plural(result.linked_upcs.imported, 'linked code')} added`,
  ];
  return `${parts.join(', ')}.`;
}

export function exportFileName(kind: 'json' | 'csv', now: Date = new Date()): string {
  return `tmnt-collection-${localDateString(now)}.${kind}`;
}
