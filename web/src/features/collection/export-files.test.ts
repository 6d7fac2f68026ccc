import { describe, expect, it } from 'vitest';
import type { ExportRecord, FullExport, ImportResult } from '@tmnt/domain';
import { collectionCsv, CSV_HEADER, csvCell, exportFileName, fullExportJson, importSummary } from './export-files.ts';

const record = (over: Partial<ExportRecord> = {}): ExportRecord => ({
  id: 1, name: 'Leonardo', year: 1988, series: 'Original Series', condition: 'Mint', purchase_price: 25, notes: null,
  purchase_shipping: null, purchase_tax: null, purchase_fees: null, cost: 25, currency: 'USD', ...over,
});

describe('collectionCsv', () => {
  it('is only the header line for an empty collection', () => {
    expect(collectionCsv([])).toBe('ID,Name,Year,Series,Condition,Purchase Price,Notes,Shipping Paid,Tax Paid,Fees Paid,Cost,Currency');
  });

  it('quotes every cell, gives the price 2 decimals and ends lines with CRLF', () => {
    const csv = collectionCsv([record(), record({ id: 2, name: 'Shredder', purchase_price: 10.5, purchase_shipping: 4.95, purchase_fees: 1, cost: 16.45, condition: 'Poor' })]);
    expect(csv).toBe(
      `${CSV_HEADER}\r\n"1","Leonardo","1988","Original Series","Mint","25.00","","","","","25.00","USD"\r\n"2","Shredder","1988","Original Series","Poor","10.50","","4.95","","1.00","16.45","USD"`,
    );
  });

  it('leaves a missing price empty', () => {
    expect(collectionCsv([record({ purchase_price: null, cost: null })]).split('\r\n')[1]).toBe('"1","Leonardo","1988","Original Series","Mint","","","","","","","USD"');
  });

  it('doubles inner quotes and keeps commas and newlines inside the quoted notes', () => {
    const row = collectionCsv([record({ notes: 'Says "Cowabunga", loud\nsecond line' })]).split('\r\n').slice(1).join('\r\n');
    expect(row).toBe('"1","Leonardo","1988","Original Series","Mint","25.00","Says ""Cowabunga"", loud\nsecond line","","","","25.00","USD"');
  });

  it.each([
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tindent', `"'\tindent"`],
    ['\rreturn', `"'\rreturn"`],
  ])('neutralises a cell starting with %j', (notes, cell) => {
    expect(csvCell(notes)).toBe(cell);
    expect(collectionCsv([record({ notes })]).includes(`,${cell},`)).toBe(true);
  });

  it('neutralises a formula that also holds quotes', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('leaves text that only contains those characters later alone', () => {
    expect(csvCell('Mint - never opened = great')).toBe('"Mint - never opened = great"');
  });
});

describe('fullExportJson', () => {
  it('pretty-prints the whole document with 2 spaces', () => {
    const doc: FullExport = { format: 'tmnt-collection', version: 1, exported_at: '2026-11-23T10:00:00.000Z', own_figures: [], places: [], copies: [], own_sales: [], linked_upcs: [] };
    expect(fullExportJson(doc)).toBe(
      '{\n  "format": "tmnt-collection",\n  "version": 1,\n  "exported_at": "2026-11-23T10:00:00.000Z",\n  "own_figures": [],\n  "places": [],\n  "copies": [],\n  "own_sales": [],\n  "linked_upcs": []\n}',
    );
  });
});

describe('importSummary', () => {
  const result = (over: Partial<ImportResult> = {}): ImportResult => ({
    imported: 3, skipped_existing: 1, own_figures: { imported: 0, skipped_existing: 0 }, places: { imported: 0, skipped_existing: 0 }, own_sales: { imported: 2, skipped_existing: 0 }, linked_upcs: { imported: 1, skipped_existing: 0 }, ...over,
  });

  it('counts what was added and what was already there', () => {
    expect(importSummary(result())).toBe('Imported 3 copies, skipped 1 copy already there, 2 own sales and 1 linked code added.');
  });

  it('says one copy and no copies in the collector\'s words', () => {
    expect(importSummary(result({ imported: 1, skipped_existing: 0 }))).toBe('Imported 1 copy, skipped 0 copies already there, 2 own sales and 1 linked code added.');
  });

  it('names the figures of their own and the places it added', () => {
    expect(importSummary(result({ own_figures: { imported: 2, skipped_existing: 1 } }))).toBe('Imported 3 copies, skipped 1 copy already there, 2 own figures, 2 own sales and 1 linked code added.');
    expect(importSummary(result({ places: { imported: 3, skipped_existing: 1 } }))).toBe('Imported 3 copies, skipped 1 copy already there, 3 places, 2 own sales and 1 linked code added.');
  });
});

describe('exportFileName', () => {
  it('carries the local date', () => {
    expect(exportFileName('json', new Date(2024, 0, 5, 23, 59))).toBe('tmnt-collection-2024-01-05.json');
    expect(exportFileName('csv', new Date(2024, 11, 31, 0, 1))).toBe('tmnt-collection-2024-12-31.csv');
  });
});
