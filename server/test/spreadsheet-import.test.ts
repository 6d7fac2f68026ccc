import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import type { Db } from '../src/db/database.ts';
import { buildTestApp, figureId } from './helpers.ts';
import { multipart } from './support/multipart.ts';

// Issue 21 point 5: a collector's own spreadsheet (CSV or XLSX) previewed, resolved and imported; on SQLite here,
// on PostgreSQL in npm run test:pg.

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet as Excel saves "CSV" in many countries: a byte-order mark, semicolons, CRLF line ends. */
const excelCsv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

const COLLECTOR_CSV = excelCsv([
  'Figure;Year;Condition;Carded/Loose;Price Paid;Date Bought;Tote;Notes;Qty',
  'Mikey;1988;Near Mint;MOC;$120.00;3/14/2019;Tote 1;from a yard sale;1',
  'Leo;;loose complete;;$15;March 2019;Tote 2;;2',
  'Mutant Chef Mikey;1990;Good;loose;12;2019-03-14;;;',
  'Shredder;1988;C8;carded;"$1,234.50";12/25/2020;Tote 3;"=HYPERLINK(""http://evil.example/"",""click me"")";1',
  ';;;;;;;;',
  'Raph;1988;Good;Loose;about 20 bucks;someday;+cmd|\' /C calc\'!A0;;',
  '!!!;???;;;$$$;;;;',
  'Splinter;1988;Fair;Loose;$8;;;;',
]);

const preview = async (app: App, file: { data: Buffer; filename: string; type?: string }, mapping?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/inventory/import/spreadsheet/preview',
    ...(await multipart([['file', { type: CSV_TYPE, ...file }], ...(mapping ? [['mapping', JSON.stringify(mapping)] as [string, string]] : [])])),
  });

const commit = async (app: App, file: { data: Buffer; filename: string; type?: string }, choices: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/inventory/import/spreadsheet',
    ...(await multipart([['file', { type: CSV_TYPE, ...file }], ['choices', typeof choices === 'string' ? choices : JSON.stringify(choices)]])),
  });

const copyCount = async (db: Db) => Number((await db.selectFrom('inventory_items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('previewing a spreadsheet', () => {
  it("reads an Excel CSV (BOM, semicolons, US dates, dollars, nicknames), suggests the mapping and matches each line", async () => {
    const { app, db } = await buildTestApp();
    const res = await preview(app, { data: COLLECTOR_CSV, filename: 'my figures.csv' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.file).toEqual({ name: 'my figures.csv', format: 'csv', delimiter: ';' });
    expect(body.columns.map((c: { header: string }) => c.header)).toEqual(['Figure', 'Year', 'Condition', 'Carded/Loose', 'Price Paid', 'Date Bought', 'Tote', 'Notes', 'Qty']);
    expect(body.columns[0].samples).toEqual(['Mikey', 'Leo', 'Mutant Chef Mikey']);
    expect(body.mapping).toEqual({ figure_name: 0, year: 1, condition: 2, packaging: 3, purchase_price: 4, purchase_date: 5, storage_location: 6, notes: 7, quantity: 8 });
    // The blank line 6 is left out; every other keeps its line in the file.
    expect(body.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 7, 8, 9]);
    const line = (n: number) => body.rows.find((r: { line: number }) => r.line === n);

    const michaelangelo = await figureId(db, 'Michaelangelo', 1988);
    expect(line(2)).toEqual({
      line: 2,
      figure_name: 'Mikey',
      year: 1988,
      upc: null,
      quantity: 1,
      copy: { condition: 'Near Mint', packaging_type: 'Sealed MOC', completeness: null, purchase_price: 120, purchase_date: '2019-03-14', storage_location: 'Tote 1', variant: null, notes: 'from a yard sale' },
      match: { status: 'matched', figure: { id: michaelangelo, name: 'Michaelangelo', year: 1988, series: 'Original Series', source: 'catalogue' }, how: 'alias' },
      problems: [],
      imported_before: null,
    });
    expect(line(3).match.status).toBe('ambiguous');
    expect(line(3).match.candidates.map((c: { name: string }) => c.name)).toContain('Leonardo');
    expect(line(3).copy).toMatchObject({ condition: 'Good', packaging_type: 'Loose', completeness: 'Complete', purchase_price: 15, purchase_date: '2019-03-01' });
    expect(line(3).quantity).toBe(2);
    expect(line(4).match).toEqual({ status: 'unmatched' });
    expect(line(5).match.status).toBe('matched');
    expect(line(5).copy).toMatchObject({ condition: 'Good', packaging_type: 'Sealed MOC', purchase_price: 1234.5, purchase_date: '2020-12-25', notes: null });
    expect(line(5).problems).toEqual([
      {
        field: 'notes',
        column: 'Notes',
        value: '=HYPERLINK("http://evil.example/","click me")',
        problem: 'Notes "=HYPERLINK("http://evil.example/","click..." is a spreadsheet formula: the app never stores one. Type the value itself, without the leading "="',
      },
    ]);
    // Left to right, as the sheet has them.
    expect(line(7).problems.map((p: { field: string }) => p.field)).toEqual(['purchase_price', 'purchase_date', 'storage_location']);
    expect(line(7).problems[2].problem).toContain('is a spreadsheet formula');
    // A line of junk: no figure, a price that is not one.
    expect(line(8)).toMatchObject({ figure_name: '!!!', match: { status: 'unmatched' } });
    expect(line(8).problems.map((p: { problem: string }) => p.problem)).toEqual(['Year "???" is not a year (write it like 1988)', 'Price paid "$$$" is not a price (write it like $120.00 or 120)']);
    // Nothing is stored by a preview.
    expect(await copyCount(db)).toBe(0);
  });

  it('reads the sheet again with the mapping the collector corrected', async () => {
    const { app } = await buildTestApp();
    const res = await preview(app, { data: COLLECTOR_CSV, filename: 'my figures.csv' }, { figure_name: 0, notes: 6 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mapping).toEqual({ figure_name: 0, notes: 6 });
    const shredder = body.rows.find((r: { line: number }) => r.line === 5);
    expect(shredder.copy).toMatchObject({ condition: 'Good', packaging_type: null, purchase_price: null, notes: 'Tote 3' });
    expect(shredder.problems).toEqual([]);

    const outside = await preview(app, { data: COLLECTOR_CSV, filename: 'my figures.csv' }, { figure_name: 9 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ error: 'figure_name is mapped to column 10, but the file has 9 columns', field: 'mapping' });
    const unknown = await preview(app, { data: COLLECTOR_CSV, filename: 'my figures.csv' }, { price: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'Unknown field "price"', field: 'mapping.price' });
  });

  it('matches a line by its UPC first, and reads a comma CSV without a BOM and a tab-separated one', async () => {
    const { app, db } = await buildTestApp();
    const krang = await figureId(db, 'Krang', 1989);
    expect((await app.inject({ method: 'POST', url: `/api/figures/${krang}/upcs`, payload: { upc: '092943040014' } })).statusCode).toBe(201);
    // A title line above the header, as many sheets have: the header is the line that names the columns.
    const comma = Buffer.from('My TMNT collection,,\n\nName,UPC,Paid\nSomething else,092943040014,9.99\n');
    const body = (await preview(app, { data: comma, filename: 'a.csv' })).json();
    expect(body.file.delimiter).toBe(',');
    expect(body.columns.map((c: { header: string }) => c.header)).toEqual(['Name', 'UPC', 'Paid']);
    expect(body.rows.map((r: { line: number }) => r.line)).toEqual([4]);
    expect(body.rows[0].match).toMatchObject({ status: 'matched', figure: { id: krang }, how: 'upc' });
    const semicolons = (await preview(app, { data: Buffer.from('My figures\r\nFigure;Price\r\nBebop;$1,234.50\r\nRocksteady;$12.00\r\n'), filename: 'c.csv' })).json();
    expect(semicolons.file.delimiter).toBe(';');
    expect(semicolons.rows.map((r: { copy: { purchase_price: number } }) => r.copy.purchase_price)).toEqual([1234.5, 12]);
    const tabs = (await preview(app, { data: Buffer.from('Character\tQuantity\tCondition\nBebop\t3\tC9\n'), filename: 'b.tsv' })).json();
    expect(tabs.file.delimiter).toBe('\t');
    expect(tabs.rows[0]).toMatchObject({ figure_name: 'Bebop', quantity: 3, copy: { condition: 'Near Mint' }, match: { status: 'matched', how: 'name' } });
  });
});

describe('importing a spreadsheet', () => {
  it('adds the accepted lines in one go, refuses the unreadable ones by line, and adds nothing when imported again', async () => {
    const { app, db } = await buildTestApp();
    const file = { data: COLLECTOR_CSV, filename: 'my figures.csv' };
    const { mapping } = (await preview(app, file)).json();
    const leonardo = await figureId(db, 'Leonardo', 1988);
    const choices = {
      mapping,
      resolutions: [
        { line: 3, action: 'figure', figure_id: leonardo },
        { line: 4, action: 'new_figure', figure: { name: 'Mutant Chef Mikey', year: 1990, series: 'My own figures' } },
        { line: 9, action: 'skip' },
      ],
    };
    const res = await commit(app, file, choices);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.added.map((a: { line: number; figure: { name: string }; item_ids: number[] }) => [a.line, a.figure.name, a.item_ids.length])).toEqual([
      [2, 'Michaelangelo', 1],
      [3, 'Leonardo', 2],
      [4, 'Mutant Chef Mikey', 1],
    ]);
    expect(result.copies_added).toBe(4);
    expect(result.new_figures).toEqual([expect.objectContaining({ name: 'Mutant Chef Mikey', year: 1990, series: 'My own figures', source: 'collector' })]);
    expect(result.skipped).toEqual([{ line: 9, figure_name: 'Splinter', reason: 'Skipped, as you chose' }]);
    expect(result.refused).toEqual([
      { line: 5, figure_name: 'Shredder', reason: expect.stringContaining('Notes "=HYPERLINK(') },
      { line: 7, figure_name: 'Raph', reason: expect.stringMatching(/^Price paid "about 20 bucks" is not a price.*; Date bought "someday" is not a date.*; Storage place "\+cmd\|' \/C calc'!A0" is a spreadsheet formula/) },
      { line: 8, figure_name: '!!!', reason: expect.stringContaining('Year "???" is not a year') },
    ]);

    // What landed, as the collection shows it; no cell that was a formula is stored anywhere.
    const items = (await app.inject('/api/inventory')).json();
    expect(items).toHaveLength(4);
    const mikey = items.find((i: { name: string }) => i.name === 'Michaelangelo');
    expect(mikey).toMatchObject({ condition: 'Near Mint', packaging_type: 'Sealed MOC', purchase_price: 120, purchase_date: '2019-03-14', storage_location: 'Tote 1', notes: 'from a yard sale' });
    const leos = items.filter((i: { name: string }) => i.name === 'Leonardo');
    expect(leos.map((i: { completeness: string; packaging_type: string; purchase_date: string }) => [i.packaging_type, i.completeness, i.purchase_date])).toEqual([
      ['Loose', 'Complete', '2019-03-01'],
      ['Loose', 'Complete', '2019-03-01'],
    ]);
    // Each storage text is a place, the same text one place (the two Leonardos share Tote 2).
    const places = (await app.inject('/api/places')).json();
    expect(places.map((p: { path: string; copies: number }) => [p.path, p.copies])).toEqual([['Tote 1', 1], ['Tote 2', 2]]);
    const stored = JSON.stringify(await db.selectFrom('inventory_items').selectAll().execute());
    expect(stored).not.toContain('HYPERLINK');
    expect(stored).not.toContain('cmd|');

    // The same file again: the lines it added are skipped, and the figure added is now matched by its name.
    const again = (await preview(app, file)).json();
    const chef = again.rows.find((r: { line: number }) => r.line === 4);
    expect(chef.match).toMatchObject({ status: 'matched', figure: { name: 'Mutant Chef Mikey', source: 'collector' }, how: 'name' });
    expect(chef.imported_before).toEqual({ at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), file_name: 'my figures.csv' });
    expect(again.rows.filter((r: { imported_before: unknown }) => r.imported_before).map((r: { line: number }) => r.line)).toEqual([2, 3, 4]);
    const second = (await commit(app, file, { mapping, resolutions: [{ line: 3, action: 'figure', figure_id: leonardo }] })).json();
    // Splinter (skipped the first time) is added now; nothing else.
    expect(second.added.map((a: { line: number }) => a.line)).toEqual([9]);
    expect(second.skipped.map((s: { line: number; reason: string }) => [s.line, s.reason.slice(0, 28)])).toEqual([
      [2, 'Imported before, on ' + new Date().toISOString().slice(0, 8)],
      [3, 'Imported before, on ' + new Date().toISOString().slice(0, 8)],
      [4, 'Imported before, on ' + new Date().toISOString().slice(0, 8)],
    ]);
    expect(second.copies_added).toBe(1);
    expect(await copyCount(db)).toBe(5);

    // Told to, it adds them once more.
    const third = (await commit(app, file, { mapping, again: true, resolutions: [{ line: 3, action: 'figure', figure_id: leonardo }] })).json();
    expect(third.added.map((a: { line: number }) => a.line)).toEqual([2, 3, 4, 9]);
    expect(await copyCount(db)).toBe(10);
  });

  it('imports an XLSX workbook: number prices, date cells and Excel day numbers, and refuses text that is a formula', async () => {
    const { app, db } = await buildTestApp();
    const header = ['Figure', 'Year', 'Condition', 'Packaging', 'Cost', 'Purchased', 'Storage', 'Quantity'].map((value) => ({ value }));
    const workbook = await writeExcelFile([
      header,
      [{ value: 'Bebop' }, { value: 1988, type: Number }, { value: 'Mint' }, { value: 'MOC' }, { value: 24.99, type: Number }, { value: new Date(Date.UTC(2020, 4, 1)), type: Date, format: 'mm/dd/yyyy' }, { value: 'Shelf A' }, { value: 1, type: Number }],
      [{ value: 'Rocksteady' }, { value: 1988, type: Number }, { value: 'loose' }, null, { value: 10, type: Number }, { value: 43538, type: Number }, { value: 'Shelf B' }, { value: 2, type: Number }],
      [{ value: 'Krang' }, null, { value: 'Good' }, null, null, null, { value: '@SUM(1+1)' }, null],
    ]).toBuffer();
    const file = { data: workbook, filename: 'collection.xlsx', type: XLSX_TYPE };
    const body = (await preview(app, file)).json();
    expect(body.file).toEqual({ name: 'collection.xlsx', format: 'xlsx', delimiter: null });
    expect(body.mapping).toEqual({ figure_name: 0, year: 1, condition: 2, packaging: 3, purchase_price: 4, purchase_date: 5, storage_location: 6, quantity: 7 });
    expect(body.rows.map((r: { line: number; match: { status: string } }) => [r.line, r.match.status])).toEqual([
      [2, 'matched'],
      [3, 'matched'],
      [4, 'matched'],
    ]);
    expect(body.rows[0].copy).toMatchObject({ condition: 'Mint', packaging_type: 'Sealed MOC', purchase_price: 24.99, purchase_date: '2020-05-01', storage_location: 'Shelf A' });
    expect(body.rows[1].copy).toMatchObject({ packaging_type: 'Loose', purchase_price: 10, purchase_date: '2019-03-14' });
    expect(body.rows[2].problems.map((p: { field: string }) => p.field)).toEqual(['storage_location']);

    const result = (await commit(app, file, { mapping: body.mapping })).json();
    expect(result.copies_added).toBe(3);
    expect(result.refused).toEqual([{ line: 4, figure_name: 'Krang', reason: expect.stringContaining('Storage place "@SUM(1+1)" is a spreadsheet formula') }]);
    const items = (await app.inject('/api/inventory')).json();
    expect(items.map((i: { name: string; purchase_price: number; purchase_date: string }) => [i.name, i.purchase_price, i.purchase_date]).sort()).toEqual([
      ['Bebop', 24.99, '2020-05-01'],
      ['Rocksteady', 10, '2019-03-14'],
      ['Rocksteady', 10, '2019-03-14'],
    ]);
    expect(await copyCount(db)).toBe(3);
  });

  it('refuses lines whose figure is not settled, and a figure of your own that already exists', async () => {
    const { app } = await buildTestApp();
    const file = { data: Buffer.from('Figure,Year\nLeo,\nMutant Chef Mikey,1990\nSplinter,1988\n'), filename: 'c.csv' };
    const { mapping } = (await preview(app, file)).json();
    const result = (await commit(app, file, { mapping, resolutions: [{ line: 4, action: 'new_figure', figure: { name: 'Splinter', year: 1988, series: 'Mine' } }] })).json();
    expect(result.added).toEqual([]);
    expect(result.refused).toEqual([
      { line: 2, figure_name: 'Leo', reason: expect.stringMatching(/^"Leo" could be 8 figures \(Leonardo \(1988\), .*\): choose one$/) },
      { line: 3, figure_name: 'Mutant Chef Mikey', reason: 'No figure is called "Mutant Chef Mikey": choose one, add it as a figure of your own, or skip the line' },
      { line: 4, figure_name: 'Splinter', reason: expect.stringContaining('Splinter (1988, Original Series) is already in the catalogue') },
    ]);
  });
});

describe('refusing what is not a spreadsheet to import', () => {
  it('refuses an empty file, a header alone, more than 5,000 rows and files that are not spreadsheets, naming the problem', async () => {
    const { app, db } = await buildTestApp();
    const refused = async (data: Buffer, filename: string, type?: string) => {
      const res = await preview(app, { data, filename, type });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('file');
      return res.json().error as string;
    };
    expect(await refused(Buffer.alloc(0), 'empty.csv')).toBe('"empty.csv" is empty: it needs a header row and one row per copy');
    expect(await refused(Buffer.from('\uFEFF\r\n  \r\n'), 'blank.csv')).toBe('"blank.csv" is empty: it needs a header row and one row per copy');
    expect(await refused(Buffer.from('Figure;Year\r\n'), 'header.csv')).toBe('"header.csv" has a header row but no rows to import');
    const rows = (n: number) => Buffer.from(['Figure,Qty', ...Array.from({ length: n }, (_, i) => `Leonardo,${(i % 3) + 1}`)].join('\n'));
    expect(await refused(rows(5_001), 'big.csv')).toBe('"big.csv" has 5,001 rows: import at most 5,000 at a time (split the sheet in two)');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await refused(png, 'photo.png', 'image/png')).toBe('"photo.png" is not a spreadsheet: import a CSV file or an Excel workbook (.xlsx)');
    expect(await refused(Buffer.from('%PDF-1.7\n...'), 'list.pdf', 'application/pdf')).toBe('"list.pdf" is not a spreadsheet: import a CSV file or an Excel workbook (.xlsx)');
    expect(await refused(Buffer.from('{"format":"tmnt-collection"}'), 'export.json', 'application/json')).toBe(
      '"export.json" is JSON, not a spreadsheet: a file made by Export JSON goes back in with Import',
    );
    expect(await refused(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'old.xls')).toContain('is an Excel 97-2003 workbook (.xls)');
    const { zipSync } = await import('fflate');
    expect(await refused(Buffer.from(zipSync({ 'readme.txt': Buffer.from('hello') })), 'files.zip', 'application/zip')).toBe('"files.zip" is a zip file, not an Excel workbook (.xlsx)');
    expect(await copyCount(db)).toBe(0);
  });

  it('takes 5,000 rows', async () => {
    const { app } = await buildTestApp();
    const data = Buffer.from(['Figure,Qty', ...Array.from({ length: 5_000 }, (_, i) => `Leonardo,${(i % 3) + 1}`)].join('\n'));
    const res = await preview(app, { data, filename: 'just enough.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toHaveLength(5_000);
  });

  it('refuses a body that is not a form, a second file, a file too large, an unknown field, and bad choices', async () => {
    const { app, db } = await buildTestApp();
    const notForm = await app.inject({ method: 'POST', url: '/api/inventory/import/spreadsheet/preview', payload: 'Figure\nLeo\n', headers: { 'content-type': 'text/csv' } });
    expect(notForm.statusCode).toBe(415);
    expect(notForm.json().error).toBe('Send the spreadsheet as multipart/form-data (the file in the field "file")');

    const noFile = await app.inject({ method: 'POST', url: '/api/inventory/import/spreadsheet/preview', ...(await multipart([['mapping', '{}']])) });
    expect(noFile.json()).toEqual({ error: 'Choose a spreadsheet to import (a file in the field "file")', field: 'file' });

    const two = await app.inject({
      method: 'POST',
      url: '/api/inventory/import/spreadsheet/preview',
      ...(await multipart([['file', { data: COLLECTOR_CSV, filename: 'a.csv', type: CSV_TYPE }], ['file', { data: COLLECTOR_CSV, filename: 'b.csv', type: CSV_TYPE }]])),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toBe('Send one spreadsheet at a time');

    const large = await preview(app, { data: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), filename: 'huge.csv' });
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toBe('The file is larger than 10 MB, the most a spreadsheet to import may be');

    const stray = await app.inject({ method: 'POST', url: '/api/inventory/import/spreadsheet/preview', ...(await multipart([['file', { data: COLLECTOR_CSV, filename: 'a.csv', type: CSV_TYPE }], ['choices', '{}']])) });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().field).toBe('choices');

    const file = { data: COLLECTOR_CSV, filename: 'my figures.csv' };
    const noChoices = await app.inject({ method: 'POST', url: '/api/inventory/import/spreadsheet', ...(await multipart([['file', { ...file, type: CSV_TYPE }]])) });
    expect(noChoices.json()).toEqual({ error: 'Send the mapping and your answers in the field "choices"', field: 'choices' });
    expect((await commit(app, file, '{mapping')).json()).toEqual({ error: 'The field "choices" is not valid JSON', field: 'choices' });
    const noName = await commit(app, file, { mapping: { notes: 7 } });
    expect(noName.json()).toMatchObject({ error: 'Choose the column that holds the figure name (or the UPC): without it no line can be matched to a figure', field: 'choices.mapping' });
    const badAnswer = await commit(app, file, { mapping: { figure_name: 0 }, resolutions: [{ line: 4, action: 'new_figure', figure: { name: '', year: 1990, series: 'Mine' } }] });
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json()).toMatchObject({ error: 'Name cannot be empty', field: 'choices.resolutions' });
    const noSuchLine = await commit(app, file, { mapping: { figure_name: 0 }, resolutions: [{ line: 6, action: 'skip' }] });
    expect(noSuchLine.json()).toEqual({ error: 'Line 6 is not a row of the file to import', field: 'resolutions' });
    expect(await copyCount(db)).toBe(0);
  });
});
