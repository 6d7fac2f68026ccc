import { describe, expect, it } from 'vitest';
import { columnMappingSchema, spreadsheetChoicesSchema, spreadsheetCopySchema } from './spreadsheet.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('columnMappingSchema', () => {
  it('takes each field to a column, and refuses fields it does not know and columns that cannot be', () => {
    expect(columnMappingSchema.parse({ figure_name: 0, purchase_price: 4 })).toEqual({ figure_name: 0, purchase_price: 4 });
    expect(messages(columnMappingSchema.safeParse({ price: 1 }))).toEqual(['Unknown field "price"']);
    expect(messages(columnMappingSchema.safeParse({ notes: -1 }))).toEqual(['Notes must be 0 or more']);
    expect(messages(columnMappingSchema.safeParse({ year: 1.5 }))).toEqual(['Year must be a whole number']);
  });
});

describe('spreadsheetChoicesSchema', () => {
  it('defaults to no answers and not importing lines again', () => {
    expect(spreadsheetChoicesSchema.parse({ mapping: { figure_name: 0 } })).toEqual({ mapping: { figure_name: 0 }, resolutions: [], again: false });
  });

  it('takes the three answers a line can have', () => {
    const resolutions = [
      { line: 3, action: 'figure', figure_id: 12 },
      { line: 4, action: 'new_figure', figure: { name: ' Mutant Chef Mikey ', year: 1990, series: 'Mine' } },
      { line: 5, action: 'skip' },
    ];
    const parsed = spreadsheetChoicesSchema.parse({ mapping: { figure_name: 0 }, resolutions, again: true });
    // A figure of the collector's own passes the rules of POST /figures (its name trimmed).
    expect(parsed.resolutions[1]).toEqual({ line: 4, action: 'new_figure', figure: { name: 'Mutant Chef Mikey', year: 1990, series: 'Mine' } });
    expect(parsed.again).toBe(true);
  });

  it('refuses an answer it does not know and a figure the rules refuse', () => {
    expect(messages(spreadsheetChoicesSchema.safeParse({ mapping: {}, resolutions: [{ line: 3, action: 'guess' }] }))).toEqual(['action must be one of: figure, new_figure, skip']);
    expect(messages(spreadsheetChoicesSchema.safeParse({ mapping: {}, resolutions: [{ line: 3, action: 'new_figure', figure: { name: 'X', year: 1970, series: 'Mine' } }] }))).toEqual([
      'Year must be 1980 or later',
    ]);
    expect(messages(spreadsheetChoicesSchema.safeParse({ mapping: {}, resolutions: [{ line: 0, action: 'skip' }] }))).toEqual(['line must be 1 or more']);
  });
});

describe('spreadsheetCopySchema', () => {
  it('holds a line to the rules of a copy added by hand, with its completeness', () => {
    expect(spreadsheetCopySchema.parse({ condition: 'Good', completeness: 'Complete', packaging_type: 'Loose' })).toEqual({ condition: 'Good', completeness: 'Complete', packaging_type: 'Loose' });
    expect(messages(spreadsheetCopySchema.safeParse({ condition: 'Good', purchase_price: 12.345 }))).toEqual(['Purchase price can have at most 2 decimal places']);
  });
});
