import { describe, expect, it } from 'vitest';
import { isFormulaCell } from './formulas.ts';
import { isEmptyRow, readRow, rowContent } from './rows.ts';

const TODAY = new Date('2026-11-27T12:00:00Z');
const HEADERS = ['Figure', 'Year', 'Condition', 'Carded/Loose', 'Price', 'Date', 'Tote', 'Notes', 'Qty'];
const MAPPING = { figure_name: 0, year: 1, condition: 2, packaging: 3, purchase_price: 4, purchase_date: 5, storage_location: 6, notes: 7, quantity: 8 };

describe('isFormulaCell', () => {
  it('finds cells a spreadsheet would run', () => {
    for (const cell of ['=HYPERLINK("http://x.example","click")', "+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", '@SUM(1+1)', '=']) expect(isFormulaCell(cell)).toBe(true);
  });

  it('lets plain numbers, a lone dash and ordinary text through', () => {
    for (const cell of ['-5', '+12.50', '-', 'Leonardo', 'email@example.com', 'C9']) expect(isFormulaCell(cell)).toBe(false);
  });
});

describe('readRow', () => {
  it('reads a full line into the figure, the count and the copy', () => {
    const row = readRow(['Mikey', '1988', 'Near Mint', 'MOC', '$120.00', '3/14/2019', 'Tote 3', 'from a yard sale', '2'], MAPPING, HEADERS, TODAY);
    expect(row).toEqual({
      figure_name: 'Mikey',
      year: 1988,
      upc: null,
      quantity: 2,
      copy: {
        condition: 'Near Mint',
        packaging_type: 'Sealed MOC',
        completeness: null,
        purchase_price: 120,
        purchase_date: '2019-03-14',
        storage_location: 'Tote 3',
        variant: null,
        notes: 'from a yard sale',
      },
      problems: [],
    });
  });

  it("defaults the condition to Good and the count to one, and keeps a condition cell's other words in the notes", () => {
    const row = readRow(['Leonardo', '', 'Good - paint wear on shell', 'loose complete', '', '', '', '', ''], MAPPING, HEADERS, TODAY);
    expect(row.quantity).toBe(1);
    expect(row.copy).toMatchObject({ condition: 'Good', packaging_type: 'Loose', completeness: 'Complete', notes: 'Condition: Good - paint wear on shell' });
    expect(readRow(['Leonardo'], { figure_name: 0 }, HEADERS, TODAY).copy.condition).toBe('Good');
  });

  it('names each cell it cannot read by its column, and never keeps a formula', () => {
    const row = readRow(['Raph', 'someday', 'great', 'MOC', '$12.345', '2/30/2019', '=HYPERLINK("http://evil.example","x")', "+cmd|' /C calc'!A0", 'lots'], MAPPING, HEADERS, TODAY);
    expect(row.problems).toEqual([
      { field: 'year', column: 'Year', value: 'someday', problem: 'Year "someday" is not a year (write it like 1988)' },
      { field: 'condition', column: 'Condition', value: 'great', problem: 'Condition "great" is not a condition: write Mint, Near Mint, Good, Fair or Poor (or C10 to C1)' },
      { field: 'purchase_price', column: 'Price', value: '$12.345', problem: 'Price paid "$12.345" is not a price (write it like $120.00 or 120)' },
      { field: 'purchase_date', column: 'Date', value: '2/30/2019', problem: 'Date bought "2/30/2019" is not a date (write it like 3/14/2019, 2019-03-14 or March 2019)' },
      {
        field: 'storage_location',
        column: 'Tote',
        value: '=HYPERLINK("http://evil.example","x")',
        problem: 'Storage place "=HYPERLINK("http://evil.example","x")" is a spreadsheet formula: the app never stores one. Type the value itself, without the leading "="',
      },
      { field: 'notes', column: 'Notes', value: "+cmd|' /C calc'!A0", problem: 'Notes "+cmd|\' /C calc\'!A0" is a spreadsheet formula: the app never stores one. Type the value itself, without the leading "+"' },
      { field: 'quantity', column: 'Qty', value: 'lots', problem: 'Quantity "lots" is not a whole number of copies' },
    ]);
    expect(row.copy.storage_location).toBeNull();
    expect(row.copy.notes).toBeNull();
  });

  it("holds the copy to the rules of a copy added by hand (a date in the future, a price over the limit)", () => {
    const row = readRow(['Shredder', '1988', '', '', '2000000', '12/31/2030', '', '', ''], MAPPING, HEADERS, TODAY);
    expect(row.problems.map((p) => [p.field, p.column, p.problem])).toEqual([
      ['purchase_price', 'Price', 'Purchase price must be 1,000,000 or less'],
      ['purchase_date', 'Date', 'Purchase date cannot be in the future'],
    ]);
  });
});

describe('rowContent and isEmptyRow', () => {
  it('identifies a line by its cells, whatever trails after them', () => {
    expect(rowContent(['Leo', ' 1988 ', '', ''])).toBe(rowContent(['Leo', '1988']));
    expect(rowContent(['Leo', '1988'])).not.toBe(rowContent(['Leo', '1989']));
  });

  it('finds lines with nothing in them', () => {
    expect(isEmptyRow(['', '  ', null])).toBe(true);
    expect(isEmptyRow(['', '-'])).toBe(false);
  });
});
