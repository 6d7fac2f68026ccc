import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { cellText, CSV_DELIMITERS, isEmptyRow, SPREADSHEET_LIMITS, suggestMapping, type Cell } from '@tmnt/domain';
import { badRequest } from '../http/errors.ts';

/** A sheet as read from the file: its header row's names and every non-blank line after it, with its line number. */
export interface Sheet {
  format: 'csv' | 'xlsx';
  delimiter: (typeof CSV_DELIMITERS)[number] | null;
  headers: string[];
  rows: { line: number; cells: Cell[] }[];
}

/** Most bytes an XLSX file may unpack to (its XML is a few times the size of the file; a "zip bomb" is far more). */
const MAX_XLSX_UNPACKED = 200 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** What the file is by its first bytes; a refusal (400) names what it is instead of a spreadsheet. */
function fileKind(bytes: Uint8Array, name: string): 'xlsx' | 'text' {
  const named = name ? `"${name}"` : 'The file';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    throw badRequest(`${named} is an Excel 97-2003 workbook (.xls): open it in Excel or Google Sheets and save it as .xlsx or CSV, then import that`, 'file');
  }
  const head = bytes.subarray(0, 8192);
  if (head.includes(0) || startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    throw badRequest(`${named} is not a spreadsheet: import a CSV file or an Excel workbook (.xlsx)`, 'file');
  }
  return 'text';
}

/** The file's text: UTF-8 (with or without its byte-order mark), or Windows-1252 as older Excel saves CSV. */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** How many of the first lines the delimiter is counted over (a title line above the header may have none). */
const DELIMITER_SEARCH_LINES = 10;

/** The delimiter the first lines use most, outside quotes: comma, semicolon (Excel in many countries) or tab. */
function detectDelimiter(text: string): (typeof CSV_DELIMITERS)[number] {
  const counts = new Map<string, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let lines = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n' && ++lines === DELIMITER_SEARCH_LINES) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: (typeof CSV_DELIMITERS)[number] = ',';
  for (const d of CSV_DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

function readCsv(bytes: Uint8Array, named: string): Sheet {
  const text = decodeText(bytes);
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') throw badRequest(`${named} is JSON, not a spreadsheet: a file made by Export JSON goes back in with Import`, 'file');
  if (start === '<') throw badRequest(`${named} is a web page or XML, not a spreadsheet: save the sheet as CSV or .xlsx`, 'file');
  const delimiter = detectDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as unknown as typeof records;
  } catch (error) {
    throw badRequest(`${named} is not readable CSV: ${(error as Error).message}`, 'file');
  }
  // A record ends on the line csv-parse counts; it starts as many lines earlier as its cells hold line breaks.
  const lines = records.map(({ record, info }) => ({ line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0), cells: record as Cell[] }));
  return { format: 'csv', delimiter, ...withHeader(lines, named) };
}

/** Refuses a zip whose entries would unpack to far more than any sheet (before anything is inflated). */
function checkWorkbookZip(bytes: Uint8Array, named: string): void {
  const names: string[] = [];
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        unpacked += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw badRequest(`${named} is a damaged zip file, not a readable Excel workbook`, 'file');
  }
  if (!names.includes('xl/workbook.xml')) {
    const ods = names.includes('content.xml') && names.includes('mimetype');
    throw badRequest(ods ? `${named} is an OpenDocument spreadsheet (.ods): save it as .xlsx or CSV, then import that` : `${named} is a zip file, not an Excel workbook (.xlsx)`, 'file');
  }
  if (unpacked > MAX_XLSX_UNPACKED) throw badRequest(`${named} unpacks to more than ${MAX_XLSX_UNPACKED / 1024 / 1024} MB: it is not a sheet of a collection`, 'file');
}

async function readXlsx(bytes: Buffer, named: string): Promise<Sheet> {
  checkWorkbookZip(bytes, named);
  // Loaded when a workbook first arrives: the server starts without it.
  const { readSheet } = await import('read-excel-file/node');
  let data: Cell[][];
  try {
    data = (await readSheet(bytes)) as Cell[][];
  } catch (error) {
    throw badRequest(`${named} could not be read as an Excel workbook: ${(error as Error).message}`, 'file');
  }
  // The first sheet's rows, numbered as the sheet numbers them.
  return { format: 'xlsx', delimiter: null, ...withHeader(data.map((cells, index) => ({ line: index + 1, cells })), named) };
}

/** How far down a sheet its header row is looked for (above it: a title, a date, a note). */
const HEADER_SEARCH_LINES = 10;

/**
 * The header row: among the first non-blank lines, the first that names the most fields a column can be imported
 * as (a sheet may start with a title line); the first line when none names any.
 */
function headerIndex(filled: { cells: Cell[] }[]): number {
  let best = { at: 0, named: 0 };
  filled.slice(0, HEADER_SEARCH_LINES).forEach(({ cells }, at) => {
    const named = Object.keys(suggestMapping(cells.map(cellText))).length;
    if (named > best.named) best = { at, named };
  });
  return best.at;
}

/** The header row and the non-blank lines after it as the rows; the limits checked. */
function withHeader(lines: { line: number; cells: Cell[] }[], named: string): Pick<Sheet, 'headers' | 'rows'> {
  const filled = lines.filter((l) => !isEmptyRow(l.cells));
  if (filled.length === 0) throw badRequest(`${named} is empty: it needs a header row and one row per copy`, 'file');
  const at = headerIndex(filled);
  const header = filled[at];
  const rows = filled.slice(at + 1);
  if (rows.length === 0) throw badRequest(`${named} has a header row but no rows to import`, 'file');
  const width = Math.max(header.cells.length, ...rows.map((l) => l.cells.length));
  if (width > SPREADSHEET_LIMITS.maxColumns) throw badRequest(`${named} has ${width} columns: a sheet to import may have at most ${SPREADSHEET_LIMITS.maxColumns}`, 'file');
  if (rows.length > SPREADSHEET_LIMITS.maxRows) {
    throw badRequest(`${named} has ${rows.length.toLocaleString('en-US')} rows: import at most ${SPREADSHEET_LIMITS.maxRows.toLocaleString('en-US')} at a time (split the sheet in two)`, 'file');
  }
  const headers = Array.from({ length: width }, (_, i) => cellText(header.cells[i] ?? null));
  return { headers, rows };
}

/** Reads an uploaded spreadsheet: an XLSX workbook's first sheet, or a CSV file (comma, semicolon or tab). */
export async function readSpreadsheet(bytes: Buffer, fileName: string): Promise<Sheet> {
  const named = fileName ? `"${fileName}"` : 'The file';
  if (bytes.length === 0) throw badRequest(`${named} is empty: it needs a header row and one row per copy`, 'file');
  return fileKind(bytes, fileName) === 'xlsx' ? readXlsx(bytes, named) : readCsv(bytes, named);
}
