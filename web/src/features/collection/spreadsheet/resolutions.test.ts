import { describe, expect, it } from 'vitest';
import type { SpreadsheetRow } from '@tmnt/domain';
import { groupsToResolve, importChoices, lineList, linesWithProblems, newFigureFormFor, readyLines, type Answer } from './resolutions.ts';

const leonardo = { id: 1, name: 'Leonardo', year: 1988, series: 'Original Series', source: 'catalogue' as const };
const copy = { condition: 'Good' as const, packaging_type: null, completeness: null, purchase_price: null, purchase_date: null, storage_location: null, variant: null, notes: null };

function row(line: number, figure_name: string, match: SpreadsheetRow['match'], extra: Partial<SpreadsheetRow> = {}): SpreadsheetRow {
  return { line, figure_name, year: null, upc: null, quantity: 1, copy, match, problems: [], imported_before: null, ...extra };
}

const ROWS = [
  row(2, 'Leonardo', { status: 'matched', figure: leonardo, how: 'name' }),
  row(3, 'Leo', { status: 'ambiguous', candidates: [leonardo] }),
  row(4, 'Mutant Chef Mikey', { status: 'unmatched' }, { year: 1990 }),
  row(5, 'leo', { status: 'ambiguous', candidates: [leonardo] }, { quantity: 2 }),
  row(6, 'Shredder', { status: 'unmatched' }, { problems: [{ field: 'notes', column: 'Notes', value: '=1', problem: 'a formula' }] }),
  row(7, 'Leonardo', { status: 'matched', figure: leonardo, how: 'name' }, { imported_before: { at: '2026-11-27T10:00:00Z', file_name: 'a.csv' } }),
];

describe('the lines of a preview', () => {
  it('groups the lines to settle by what they say, leaving out those refused anyway', () => {
    const groups = groupsToResolve(ROWS, false);
    expect(groups.map((g) => [g.said, g.lines.map((l) => l.line), g.candidates.length])).toEqual([
      ['Leo', [3, 5], 1],
      ['Mutant Chef Mikey', [4], 0],
    ]);
    expect(newFigureFormFor(groups[1])).toEqual({ name: 'Mutant Chef Mikey', year: '1990', series: '' });
  });

  it('counts a line imported before as ready only when it is imported again', () => {
    expect(readyLines(ROWS, false).map((r) => r.line)).toEqual([2]);
    expect(readyLines(ROWS, true).map((r) => r.line)).toEqual([2, 7]);
    expect(linesWithProblems(ROWS, false).map((r) => r.line)).toEqual([6]);
  });

  it("makes the import's choices: each group's answer for each of its lines", () => {
    const groups = groupsToResolve(ROWS, false);
    const answers = new Map<string, Answer>([
      [groups[0].key, { kind: 'figure', figure: leonardo }],
      [groups[1].key, { kind: 'new', figure: { name: ' Mutant Chef Mikey ', year: '1990', series: 'Mine' } }],
    ]);
    expect(importChoices({ figure_name: 0 }, groups, answers, true)).toEqual({
      mapping: { figure_name: 0 },
      again: true,
      resolutions: [
        { line: 3, action: 'figure', figure_id: 1 },
        { line: 5, action: 'figure', figure_id: 1 },
        { line: 4, action: 'new_figure', figure: { name: 'Mutant Chef Mikey', year: 1990, series: 'Mine' } },
      ],
    });
    expect(importChoices({}, groups, new Map([[groups[1].key, { kind: 'skip' } as Answer]]), false).resolutions).toEqual([{ line: 4, action: 'skip' }]);
  });

  it('names lines in words', () => {
    expect(lineList([{ line: 3 }])).toBe('line 3');
    expect(lineList([{ line: 3 }, { line: 7 }, { line: 12 }])).toBe('lines 3, 7 and 12');
  });
});
