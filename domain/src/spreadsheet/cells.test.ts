import { describe, expect, it } from 'vitest';
import { isBlankCell, readDate, readPrice, readQuantity, readYear } from './cells.ts';

const TODAY = new Date('2026-11-27T12:00:00Z');

describe('readPrice', () => {
  it("reads the collection's currency however the sheet marks it, and refuses another by name", () => {
    expect(readPrice('£45.50', 'GBP')).toEqual({ value: 45.5 });
    expect(readPrice('45 GBP', 'GBP')).toEqual({ value: 45 });
    expect(readPrice('EUR 12,50', 'EUR')).toEqual({ value: 12.5 });
    expect(readPrice('12,50 €', 'EUR')).toEqual({ value: 12.5 });
    // A bare $ is the collection's own dollar when it keeps Canadian or Australian dollars.
    expect(readPrice('$30', 'CAD')).toEqual({ value: 30 });
    expect(readPrice('A$30', 'AUD')).toEqual({ value: 30 });
    expect(readPrice('120', 'GBP')).toEqual({ value: 120 });
    expect(readPrice('$30', 'GBP')).toEqual({ problem: "is in US dollar ($): a sheet is read in the collection's currency, Pound sterling (£) (change the cell, or the currency in Settings)" });
    expect(readPrice('US $30', 'CAD')).toMatchObject({ problem: expect.stringMatching(/^is in US dollar/) });
    expect(readPrice('30 yen', 'GBP')).toEqual({ problem: 'is not a price (write it like £120.00 or 120)' });
  });

  it('reads dollars as collectors write them, to the cent', () => {
    expect(readPrice('$120.00')).toEqual({ value: 120 });
    expect(readPrice('120')).toEqual({ value: 120 });
    expect(readPrice(' $ 1,234.5 ')).toEqual({ value: 1234.5 });
    expect(readPrice('US $19.99')).toEqual({ value: 19.99 });
    expect(readPrice('45 USD')).toEqual({ value: 45 });
    expect(readPrice('0')).toEqual({ value: 0 });
    // A decimal comma, as sheets saved with a semicolon often have.
    expect(readPrice('12,50')).toEqual({ value: 12.5 });
    // A number cell of an XLSX sheet, rounded to the cent (a computed 33.3333...).
    expect(readPrice(24.99)).toEqual({ value: 24.99 });
    expect(readPrice(100 / 3)).toEqual({ value: 33.33 });
  });

  it('takes an empty or dash cell as no price', () => {
    for (const blank of ['', '  ', '-', 'n/a', 'N/A', null]) expect(readPrice(blank)).toEqual({ value: null });
  });

  it('says why a cell is not a price', () => {
    expect(readPrice('about 20 bucks')).toEqual({ problem: 'is not a price (write it like $120.00 or 120)' });
    expect(readPrice('€15')).toEqual({ problem: "is in Euro (€): a sheet is read in the collection's currency, US dollar ($) (change the cell, or the currency in Settings)" });
    expect(readPrice('-5')).toEqual({ problem: 'is below zero: a price paid is 0 or more' });
    expect(readPrice('12.999')).toEqual({ problem: 'is not a price (write it like $120.00 or 120)' });
  });
});

describe('readDate', () => {
  it('reads US month/day/year, with two- or four-digit years', () => {
    expect(readDate('3/14/2019', TODAY)).toEqual({ value: '2019-03-14' });
    expect(readDate('03-14-19', TODAY)).toEqual({ value: '2019-03-14' });
    expect(readDate('12/1/88', TODAY)).toEqual({ value: '1988-12-01' });
    expect(readDate('3/14/2019 10:30 AM', TODAY)).toEqual({ value: '2019-03-14' });
  });

  it('reads a first number over 12 as the day (day/month/year)', () => {
    expect(readDate('14/3/2019', TODAY)).toEqual({ value: '2019-03-14' });
  });

  it('reads ISO dates and date cells', () => {
    expect(readDate('2019-03-14', TODAY)).toEqual({ value: '2019-03-14' });
    expect(readDate('2019/3/4', TODAY)).toEqual({ value: '2019-03-04' });
    expect(readDate(new Date(Date.UTC(2019, 2, 14)), TODAY)).toEqual({ value: '2019-03-14' });
  });

  it('reads a month and year as its first day, and a year alone as its first day', () => {
    expect(readDate('March 2019', TODAY)).toEqual({ value: '2019-03-01' });
    expect(readDate('Mar 2019', TODAY)).toEqual({ value: '2019-03-01' });
    expect(readDate('Sept. 1990', TODAY)).toEqual({ value: '1990-09-01' });
    expect(readDate('Mar-19', TODAY)).toEqual({ value: '2019-03-01' });
    expect(readDate('2019', TODAY)).toEqual({ value: '2019-01-01' });
    expect(readDate(1989, TODAY)).toEqual({ value: '1989-01-01' });
  });

  it('reads written-out days in either order', () => {
    expect(readDate('March 14, 2019', TODAY)).toEqual({ value: '2019-03-14' });
    expect(readDate('14 March 2019', TODAY)).toEqual({ value: '2019-03-14' });
    expect(readDate('Dec 25th 1989', TODAY)).toEqual({ value: '1989-12-25' });
  });

  it("reads Excel's day numbers (days since 1899-12-30)", () => {
    // 43538 is 2019-03-14 in Excel; 32874 is 1990-01-01.
    expect(readDate(43538, TODAY)).toEqual({ value: '2019-03-14' });
    expect(readDate(32874, TODAY)).toEqual({ value: '1990-01-01' });
    expect(readDate(43538.75, TODAY)).toEqual({ value: '2019-03-14' });
  });

  it('says why a cell is not a date', () => {
    const notADate = { problem: 'is not a date (write it like 3/14/2019, 2019-03-14 or March 2019)' };
    expect(readDate('2/30/2019', TODAY)).toEqual(notADate);
    expect(readDate('13/13/2019', TODAY)).toEqual(notADate);
    expect(readDate('sometime in spring', TODAY)).toEqual(notADate);
    expect(readDate('March 14', TODAY)).toEqual(notADate);
    expect(readDate(12, TODAY)).toEqual(notADate);
  });

  it('takes an empty cell as no date', () => {
    expect(readDate('', TODAY)).toEqual({ value: null });
    expect(readDate('?', TODAY)).toEqual({ value: null });
  });
});

describe('readQuantity', () => {
  it('reads a count of copies, empty as one', () => {
    expect(readQuantity('2')).toEqual({ value: 2 });
    expect(readQuantity('x3')).toEqual({ value: 3 });
    expect(readQuantity('4x')).toEqual({ value: 4 });
    expect(readQuantity(5)).toEqual({ value: 5 });
    expect(readQuantity('')).toEqual({ value: null });
  });

  it('refuses none, fractions and more than 100', () => {
    expect(readQuantity('0')).toEqual({ problem: 'is less than 1: leave the line out to import nothing' });
    expect(readQuantity('1.5')).toEqual({ problem: 'is not a whole number of copies' });
    expect(readQuantity('101')).toEqual({ problem: 'is more than 100, the most copies one line may stand for' });
  });
});

describe('readYear', () => {
  it('reads four digits, two digits and a leading apostrophe', () => {
    expect(readYear('1988')).toEqual({ value: 1988 });
    expect(readYear("'89")).toEqual({ value: 1989 });
    expect(readYear('91')).toEqual({ value: 1991 });
    expect(readYear(1990)).toEqual({ value: 1990 });
  });

  it('refuses what is not a year of a figure', () => {
    expect(readYear('1850')).toEqual({ problem: 'is not a year between 1980 and 2100' });
    expect(readYear('late 80s')).toEqual({ problem: 'is not a year (write it like 1988)' });
  });
});

describe('isBlankCell', () => {
  it('takes dashes and n/a as nothing, but not a zero', () => {
    expect(isBlankCell('—')).toBe(true);
    expect(isBlankCell('None')).toBe(true);
    expect(isBlankCell('0')).toBe(false);
    expect(isBlankCell(0)).toBe(false);
  });
});
