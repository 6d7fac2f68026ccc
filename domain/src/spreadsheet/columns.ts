/**
 * Which column of a collector's sheet holds which field, suggested from the header row's names ("Figure",
 * "Carded/Loose", "Price Paid", "Date Bought", "Tote", "Qty"...). The collector corrects it before importing.
 */

/** The fields a spreadsheet's columns can be imported into, in the order the page lists them. */
export const SPREADSHEET_FIELDS = [
  'figure_name',
  'year',
  'upc',
  'condition',
  'packaging',
  'purchase_price',
  'purchase_date',
  'storage_location',
  'variant',
  'notes',
  'quantity',
] as const;
export type SpreadsheetField = (typeof SPREADSHEET_FIELDS)[number];

/** Each field as the page names it. */
export const SPREADSHEET_FIELD_LABELS: Record<SpreadsheetField, string> = {
  figure_name: 'Figure name',
  year: 'Year',
  upc: 'UPC',
  condition: 'Condition',
  packaging: 'Carded or loose',
  purchase_price: 'Price paid',
  purchase_date: 'Date bought',
  storage_location: 'Storage place',
  variant: 'Variant',
  notes: 'Notes',
  quantity: 'Quantity',
};

/** Which column (0-based) each field is read from; a field no column holds is absent. */
export type ColumnMapping = Partial<Record<SpreadsheetField, number>>;

/** Header names each field goes by, best first. */
const SYNONYMS: Record<SpreadsheetField, string[]> = {
  figure_name: ['figure name', 'figure', 'name', 'character', 'figure character', 'item', 'toy', 'title', 'action figure'],
  year: ['year', 'release year', 'year released', 'yr'],
  upc: ['upc', 'upc code', 'barcode', 'bar code', 'ean', 'gtin'],
  condition: ['condition', 'cond', 'grade', 'state'],
  packaging: ['carded loose', 'carded or loose', 'loose carded', 'packaging', 'package', 'carded', 'loose', 'moc', 'packaged', 'card'],
  purchase_price: ['price paid', 'purchase price', 'paid', 'price', 'cost', 'amount paid', 'bought for', 'amount'],
  purchase_date: ['date bought', 'purchase date', 'date purchased', 'purchased', 'bought', 'date', 'acquired', 'date acquired', 'when'],
  storage_location: ['storage location', 'location', 'storage', 'stored', 'tote', 'bin', 'shelf', 'where', 'box'],
  variant: ['variant', 'version', 'variation'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'details'],
  quantity: ['qty', 'quantity', 'count', 'copies', 'how many', 'owned'],
};

/** A header's words: lower case, punctuation and units dropped ("Price Paid ($)" is "price paid"). */
const headerWords = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * How well a header names a field: the whole header one of its names (earlier names count more), or all the words
 * of a name inside it ("Purchase Price USD"); 0 when neither.
 */
function fit(header: string, field: SpreadsheetField): number {
  const words = headerWords(header);
  if (words === '') return 0;
  const names = SYNONYMS[field];
  const exact = names.indexOf(words);
  if (exact !== -1) return 100 - exact;
  const own = new Set(words.split(' '));
  let best = 0;
  names.forEach((name, i) => {
    const parts = name.split(' ');
    if (parts.every((p) => own.has(p))) best = Math.max(best, 50 - i + parts.length * 5);
  });
  return best;
}

/** The suggested mapping: each field to the column whose header names it best, no column used twice. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const pairs: { field: SpreadsheetField; column: number; score: number }[] = [];
  headers.forEach((header, column) => {
    for (const field of SPREADSHEET_FIELDS) {
      const score = fit(header, field);
      if (score > 0) pairs.push({ field, column, score });
    }
  });
  pairs.sort((a, b) => b.score - a.score || SPREADSHEET_FIELDS.indexOf(a.field) - SPREADSHEET_FIELDS.indexOf(b.field) || a.column - b.column);
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  for (const { field, column } of pairs) {
    if (mapping[field] !== undefined || used.has(column)) continue;
    mapping[field] = column;
    used.add(column);
  }
  return mapping;
}
