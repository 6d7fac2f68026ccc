/**
 * Cells a spreadsheet program would run as a formula when the file is opened again ("=HYPERLINK(...)",
 * "+cmd|' /C calc'!A0", "@SUM(...)"): the import never stores one (see readRow), and says which cell it was.
 */

/** A plain number a cell may start with + or - for ("-5", "+12.50"): data, not a formula. */
const SIGNED_NUMBER = /^[+-]\s*\$?\s*\d[\d,]*(\.\d+)?$/;

/**
 * True for a cell a spreadsheet reads as a formula: one starting with "=", "@", a tab or a carriage return, or with
 * "+" or "-" followed by anything but a plain number. A lone "-" (a blank, as many sheets write it) is not one.
 */
export function isFormulaCell(text: string): boolean {
  const first = text[0];
  if (first === '=' || first === '@' || first === '\t' || first === '\r') return text.trim().length > 1 || first === '=';
  if (first === '+' || first === '-') return text.trim().length > 1 && !SIGNED_NUMBER.test(text.trim());
  return false;
}

/** A formula cell shown in a message: its start, enough to find it in the sheet. */
export function formulaExcerpt(text: string): string {
  const oneLine = text.replace(/[\t\r\n]+/g, ' ').trim();
  return oneLine.length > 40 ? `${oneLine.slice(0, 40)}...` : oneLine;
}
