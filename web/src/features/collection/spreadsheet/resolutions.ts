import type { ColumnMapping, NewFigure, SpreadsheetChoices, SpreadsheetFigure, SpreadsheetResolution, SpreadsheetRow } from '@tmnt/domain';

/** The collector's answer for lines whose figure is not certain. */
export type Answer = { kind: 'figure'; figure: Pick<SpreadsheetFigure, 'id' | 'name' | 'year' | 'series'> } | { kind: 'new'; figure: NewFigureForm } | { kind: 'skip' };

/** A figure of the collector's own as its little form holds it: text, as typed. */
export interface NewFigureForm {
  name: string;
  year: string;
  series: string;
}

/** Lines naming the same figure the same way (a sheet lists "Leo" on line after line): answered once for all. */
export interface LineGroup {
  key: string;
  /** What the lines say: the name (or, without one, the UPC). */
  said: string;
  year: number | null;
  lines: SpreadsheetRow[];
  /** The figures the name could be (none when nothing matched). */
  candidates: SpreadsheetFigure[];
}

/** Whether a line goes into this import: not imported before, unless the collector imports those again. */
const toImport = (row: SpreadsheetRow, again: boolean) => again || row.imported_before === null;

/** The lines that will be refused until their cells are corrected in the sheet. */
export const linesWithProblems = (rows: readonly SpreadsheetRow[], again: boolean) => rows.filter((r) => r.problems.length > 0 && toImport(r, again));

/** The lines imported before, skipped unless the collector asks to import them again. */
export const linesImportedBefore = (rows: readonly SpreadsheetRow[]) => rows.filter((r) => r.imported_before !== null);

/** The lines ready as they are: their figure certain and every cell read. */
export const readyLines = (rows: readonly SpreadsheetRow[], again: boolean) => rows.filter((r) => r.match.status === 'matched' && r.problems.length === 0 && toImport(r, again));

/** The lines whose figure the collector settles, grouped by what they say, in the order of the sheet. */
export function groupsToResolve(rows: readonly SpreadsheetRow[], again: boolean): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const row of rows) {
    if (row.match.status === 'matched' || row.problems.length > 0 || !toImport(row, again)) continue;
    const said = row.figure_name ?? row.upc ?? '';
    const key = `${said.toLowerCase()}\u0000${row.year ?? ''}`;
    const group = groups.get(key) ?? { key, said, year: row.year, lines: [], candidates: row.match.status === 'ambiguous' ? row.match.candidates : [] };
    group.lines.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The new figure's form, filled in from what the lines say. */
export const newFigureFormFor = (group: LineGroup): NewFigureForm => ({ name: group.said, year: group.year === null ? '' : String(group.year), series: '' });

/** The POST body's figure: text trimmed, the year a number when it reads as one (the schema says the rest). */
export function newFigureBody(form: NewFigureForm) {
  const year = form.year.trim();
  return { name: form.name.trim(), year: year !== '' && Number.isFinite(Number(year)) ? Number(year) : year, series: form.series.trim() };
}

/** The import's choices: the mapping, each answered line's answer, and whether lines imported before go in again. */
export function importChoices(mapping: ColumnMapping, groups: readonly LineGroup[], answers: ReadonlyMap<string, Answer>, again: boolean): SpreadsheetChoices {
  const resolutions: SpreadsheetResolution[] = [];
  for (const group of groups) {
    const answer = answers.get(group.key);
    if (!answer) continue;
    for (const { line } of group.lines) {
      if (answer.kind === 'skip') resolutions.push({ line, action: 'skip' });
      else if (answer.kind === 'figure') resolutions.push({ line, action: 'figure', figure_id: answer.figure.id });
      // Checked by newFigureSchema before it is sent (see RowsStep).
      else resolutions.push({ line, action: 'new_figure', figure: newFigureBody(answer.figure) as NewFigure });
    }
  }
  return { mapping, resolutions, again };
}

/** "line 3", "lines 3, 7 and 12". */
export function lineList(lines: readonly { line: number }[]): string {
  const numbers = lines.map((l) => l.line);
  if (numbers.length === 1) return `line ${numbers[0]}`;
  return `lines ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}
