/**
 * Reading one cell of a collector's spreadsheet as the value a copy's field takes: prices as people write them
 * ("$120.00", "120", "1,234.50", "12,50"), dates (US "3/14/2019", ISO "2019-03-14", "March 2019", Excel's day
 * numbers), quantities and years. Each reader answers a value, null for an empty cell, or a problem in words.
 */
import { CURRENCY_LABELS, type Currency } from '../currency.ts';
import { centsFromText, formatMoney, shownMoneyCurrency } from '../money.ts';
import { FIGURE_YEARS } from '../api/catalog.ts';

/** A cell as a file holds it: CSV cells are text; an XLSX cell may be a number, a yes/no or a date. */
export type Cell = string | number | boolean | Date | null;

/** What a reader made of a cell: its value (null when the cell is empty), or why it cannot be read. */
export type CellReading<T> = { value: T | null } | { problem: string };

const value = <T>(v: T | null): CellReading<T> => ({ value: v });
const problem = <T>(text: string): CellReading<T> => ({ problem: text });

/** What sheets write for "nothing here". */
const BLANKS = new Set(['', '-', '--', '—', '–', 'n/a', 'na', 'none', '?', 'unknown', 'null']);

/** A cell as text, trimmed ("" for an empty one); a date as its day, YYYY-MM-DD. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** True when the cell says nothing: empty, or a dash, "n/a", "none". */
export function isBlankCell(cell: Cell): boolean {
  return BLANKS.has(cellText(cell).toLowerCase());
}

/** How a sheet names each currency, longest first so "US $" is read before "$". */
const CURRENCY_MARKS: [Currency, RegExp][] = [
  ['USD', /^(?:usd|us\s*\$|dollars?)$/i],
  ['CAD', /^(?:cad|ca\s*\$|c\s*\$)$/i],
  ['AUD', /^(?:aud|au\s*\$|a\s*\$)$/i],
  ['GBP', /^(?:gbp|£|pounds?)$/i],
  ['EUR', /^(?:eur|€|euros?)$/i],
];

/** A bare "$" is the collection's own dollar (Canadian, Australian), else the US dollar. */
const dollarOf = (collection: Currency): Currency => (collection === 'CAD' || collection === 'AUD' ? collection : 'USD');

/**
 * A price in the collection's currency: "$120.00", "120", "US $1,234.50", "120 USD", "£45", "45 EUR", "12,50" (a
 * decimal comma); a number cell as it is. A price marked in another currency is refused by name: a sheet is read in
 * one currency, the collection's.
 */
export function readPrice(cell: Cell, collection: Currency = shownMoneyCurrency()): CellReading<number> {
  if (isBlankCell(cell)) return value(null);
  if (typeof cell === 'number') return Number.isFinite(cell) ? value(Math.round(cell * 100) / 100) : problem('is not a price');
  const text = cellText(cell);
  const marked = /^([^\d\s,.-][^\d,.-]*?)?\s*(-?[\d][\d\s,.]*)\s*([^\d\s,.-][^\d,.-]*?)?$/.exec(text);
  const mark = (marked?.[1] ?? marked?.[3] ?? '').trim();
  const currency = mark === '' ? collection : mark === '$' ? dollarOf(collection) : (CURRENCY_MARKS.find(([, pattern]) => pattern.test(mark))?.[0] ?? null);
  const bare = (marked?.[2] ?? text).replace(/\s+/g, '');
  if (/^-/.test(bare)) return problem('is below zero: a price paid is 0 or more');
  if (currency !== null && currency !== collection) {
    return problem(`is in ${CURRENCY_LABELS[currency]}: a sheet is read in the collection's currency, ${CURRENCY_LABELS[collection]} (change the cell, or the currency in Settings)`);
  }
  // "12,50": a decimal comma, as sheets in many countries write cents.
  const decimalComma = /^(\d+),(\d{1,2})$/.exec(bare);
  const cents = currency === null ? null : decimalComma ? Number(decimalComma[1]) * 100 + Number(decimalComma[2].padEnd(2, '0')) : centsFromText(bare);
  if (cents === null) return problem(`is not a price (write it like ${formatMoney(120, collection)} or 120)`);
  return value(cents / 100);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month's number (1-12) from its English name or abbreviation ("Mar", "Sept"), or null. */
function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return null;
  const index = MONTHS.findIndex((m) => m.startsWith(w));
  return index === -1 ? null : index + 1;
}

/** "19" as 2019 and "88" as 1988: two-digit years up to this year's are this century's. */
function fullYear(digits: string, today: Date): number {
  if (digits.length === 4) return Number(digits);
  const yy = Number(digits);
  return yy <= today.getUTCFullYear() % 100 ? 2000 + yy : 1900 + yy;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day as YYYY-MM-DD when it is a real one, else null. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Excel counts days from 1899-12-30 (its 1900 system, which every sheet made since Excel 2008 for Mac uses). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** Excel's day numbers from 1950 to 2100: a number outside them in a date column is not a date. */
const EXCEL_DAYS = { min: 18_264, max: 73_051 };

/**
 * A date: US month/day/year ("3/14/2019", "03-14-19"; day/month when the first number cannot be a month),
 * ISO ("2019-03-14"), a month and year ("March 2019", "Mar-2019": its first day), a year alone (its first day),
 * "March 14, 2019", "14 March 2019", a date cell, or Excel's day number. Answers YYYY-MM-DD.
 */
export function readDate(cell: Cell, today: Date = new Date()): CellReading<string> {
  if (isBlankCell(cell)) return value(null);
  const notADate = problem<string>('is not a date (write it like 3/14/2019, 2019-03-14 or March 2019)');
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? notADate : value(cellText(cell));
  if (typeof cell === 'number') {
    if (Number.isInteger(cell) && cell >= FIGURE_YEARS.min && cell <= FIGURE_YEARS.max) return value(`${cell}-01-01`);
    if (cell < EXCEL_DAYS.min || cell > EXCEL_DAYS.max) return notADate;
    return value(new Date(EXCEL_EPOCH + Math.floor(cell) * 86_400_000).toISOString().slice(0, 10));
  }
  const text = cellText(cell).replace(/\s+/g, ' ');
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return dayOrProblem(calendarDay(Number(m[1]), Number(m[2]), Number(m[3])), notADate);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?: .*)?$/.exec(text);
  if (m) {
    const [first, second, year] = [Number(m[1]), Number(m[2]), fullYear(m[3], today)];
    // US order; a first number over 12 can only be a day (14/3/2019).
    const [month, day] = first > 12 ? [second, first] : [first, second];
    return dayOrProblem(calendarDay(year, month, day), notADate);
  }
  m = /^(\d{4})$/.exec(text);
  if (m) return dayOrProblem(calendarDay(Number(m[1]), 1, 1), notADate);
  // Month words: "March 2019", "Mar-19", "March 14, 2019", "14 March 2019".
  const words = text.toLowerCase().replace(/,/g, ' ').split(/[\s-]+/).filter(Boolean);
  const named = words.findIndex((w) => monthNumber(w) !== null);
  if (named === -1 || words.length > 3) return notADate;
  const month = monthNumber(words[named])!;
  const numbers = words.filter((_, i) => i !== named);
  if (!numbers.every((n) => /^\d+(st|nd|rd|th)?$/.test(n))) return notADate;
  const digits = numbers.map((n) => n.replace(/\D/g, ''));
  if (digits.length === 1 && (digits[0].length === 4 || (digits[0].length === 2 && named === 0 && words.length === 2 && text.includes('-')))) {
    return dayOrProblem(calendarDay(fullYear(digits[0], today), month, 1), notADate);
  }
  if (digits.length === 2) {
    const yearIndex = digits.findIndex((d) => d.length === 4);
    if (yearIndex === -1) return notADate;
    return dayOrProblem(calendarDay(Number(digits[yearIndex]), month, Number(digits[1 - yearIndex])), notADate);
  }
  return notADate;
}

const dayOrProblem = (day: string | null, otherwise: CellReading<string>): CellReading<string> => (day === null ? otherwise : value(day));

/** The most copies one line may stand for. */
export const MAX_ROW_QUANTITY = 100;

/** How many copies a line stands for: "2", "x2", "2x", "×2"; an empty cell is one. */
export function readQuantity(cell: Cell): CellReading<number> {
  if (isBlankCell(cell)) return value(null);
  const text = typeof cell === 'number' ? String(cell) : cellText(cell).toLowerCase().replace(/^[x×]\s*|\s*[x×]$/g, '');
  if (!/^\d+(\.0+)?$/.test(text)) return problem('is not a whole number of copies');
  const n = Number(text);
  if (n < 1) return problem('is less than 1: leave the line out to import nothing');
  if (n > MAX_ROW_QUANTITY) return problem(`is more than ${MAX_ROW_QUANTITY}, the most copies one line may stand for`);
  return value(n);
}

/** A figure's year: "1988", "'88", "88" (two digits are 19xx from 80 on, else 20xx). */
export function readYear(cell: Cell): CellReading<number> {
  if (isBlankCell(cell)) return value(null);
  const text = typeof cell === 'number' ? String(cell) : cellText(cell).replace(/^['’]/, '');
  if (!/^\d{2}$|^\d{4}$/.test(text)) return problem('is not a year (write it like 1988)');
  const year = text.length === 2 ? (Number(text) >= 80 ? 1900 : 2000) + Number(text) : Number(text);
  if (year < FIGURE_YEARS.min || year > FIGURE_YEARS.max) return problem(`is not a year between ${FIGURE_YEARS.min} and ${FIGURE_YEARS.max}`);
  return value(year);
}
