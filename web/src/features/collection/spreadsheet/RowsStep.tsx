import { useMemo, useState } from 'react';
import { fieldErrors, newFigureSchema, plural, type SpreadsheetChoices, type SpreadsheetPreview, type SpreadsheetRow } from '@tmnt/domain';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ResolveGroup } from './ResolveGroup.tsx';
import { groupsToResolve, importChoices, linesImportedBefore, linesWithProblems, newFigureBody, readyLines, type Answer, type NewFigureForm } from './resolutions.ts';
import { StepFooter } from './StepFooter.tsx';

/** How many ready lines the list shows (a sheet may have thousands). */
const READY_SHOWN = 100;

interface RowsStepProps {
  preview: SpreadsheetPreview;
  onBack: () => void;
  onImport: (choices: SpreadsheetChoices) => void;
  importing: boolean;
  error: string | null;
}

type FigureErrors = Partial<Record<keyof NewFigureForm, string>>;

/** A new figure's errors by field, as POST /figures would word them (the same schema). */
function newFigureErrors(form: NewFigureForm): FigureErrors {
  const parsed = newFigureSchema.safeParse(newFigureBody(form));
  if (parsed.success) return {};
  return Object.fromEntries(fieldErrors(parsed.error.issues).map((e) => [e.field, e.error]));
}

const copiesOf = (rows: readonly SpreadsheetRow[]) => rows.reduce((n, r) => n + r.quantity, 0);
const said = (row: SpreadsheetRow) => row.figure_name ?? row.upc ?? '(no figure)';

/** The third step: the lines to settle (which figure), the lines that will be refused and why, and the ones ready. */
export function RowsStep({ preview, onBack, onImport, importing, error }: RowsStepProps) {
  const [again, setAgain] = useState(false);
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  const [checked, setChecked] = useState(false);
  const rows = preview.rows;
  const groups = useMemo(() => groupsToResolve(rows, again), [rows, again]);
  const ready = useMemo(() => readyLines(rows, again), [rows, again]);
  const problems = useMemo(() => linesWithProblems(rows, again), [rows, again]);
  const before = useMemo(() => linesImportedBefore(rows), [rows]);

  const errorsOf = (key: string): FigureErrors => {
    const answer = answers.get(key);
    return checked && answer?.kind === 'new' ? newFigureErrors(answer.figure) : {};
  };
  const answered = groups.filter((g) => answers.has(g.key));
  const settledLines = answered.flatMap((g) => (answers.get(g.key)?.kind === 'skip' ? [] : g.lines));
  const unsettled = groups.filter((g) => !answers.has(g.key)).flatMap((g) => g.lines);
  const toAdd = ready.length + settledLines.length;

  const submit = () => {
    setChecked(true);
    const invalid = groups.some((g) => {
      const answer = answers.get(g.key);
      return answer?.kind === 'new' && Object.keys(newFigureErrors(answer.figure)).length > 0;
    });
    if (invalid) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="line-to-resolve"] [aria-invalid="true"]')?.focus());
      return;
    }
    onImport(importChoices(preview.mapping, groups, answers, again));
  };

  return (
    <div className="space-y-5 text-sm">
      <ul aria-label="What the sheet holds" className="grid gap-2 sm:grid-cols-2">
        <li className="rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950/40 dark:text-green-100">
          <span className="font-semibold">{plural(ready.length, 'line')}</span> ready ({plural(copiesOf(ready), 'copy', 'copies')})
        </li>
        <li className="rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <span className="font-semibold">{plural(groups.reduce((n, g) => n + g.lines.length, 0), 'line')}</span> to settle: which figure is it?
        </li>
        <li className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950/40 dark:text-red-100">
          <span className="font-semibold">{plural(problems.length, 'line')}</span> with a cell to correct in the sheet
        </li>
        <li className="rounded-lg bg-gray-100 p-3 text-gray-800 dark:bg-gray-800 dark:text-gray-100">
          <span className="font-semibold">{plural(before.length, 'line')}</span> imported before
        </li>
      </ul>

      {before.length > 0 && (
        <label className="flex items-start gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
          <input type="checkbox" checked={again} onChange={(e) => setAgain(e.target.checked)} className="mt-0.5 h-4 w-4 accent-brand-600" />
          <span>
            Import the {plural(before.length, 'line')} imported before again (first on {before[0].imported_before!.at.slice(0, 10)} from “{before[0].imported_before!.file_name}”). Left
            unticked, {before.length === 1 ? 'it is' : 'they are'} skipped, so importing the same file twice adds nothing.
          </span>
        </label>
      )}

      {groups.length > 0 && (
        <section aria-labelledby="resolve-heading" className="space-y-3">
          <h3 id="resolve-heading" className="text-base font-semibold">
            Which figure is it?
          </h3>
          {groups.map((group) => (
            <ResolveGroup
              key={group.key}
              group={group}
              answer={answers.get(group.key)}
              newFigureErrors={errorsOf(group.key)}
              onAnswer={(answer) =>
                setAnswers((was) => {
                  const next = new Map(was);
                  if (answer) next.set(group.key, answer);
                  else next.delete(group.key);
                  return next;
                })
              }
            />
          ))}
        </section>
      )}

      {problems.length > 0 && (
        <section aria-labelledby="problems-heading" className="space-y-2">
          <h3 id="problems-heading" className="text-base font-semibold">
            Cells to correct in the sheet
          </h3>
          <p className="text-gray-600 dark:text-gray-400">These lines are left out of this import. Correct them in the sheet and import it again: the lines imported now are then skipped.</p>
          <ul aria-label="Lines with cells to correct" className="space-y-1">
            {problems.map((row) => (
              <li key={row.line} className="rounded-lg bg-red-50 p-2 text-red-900 dark:bg-red-950/40 dark:text-red-100">
                <span className="font-medium">
                  Line {row.line} · {said(row)}:
                </span>{' '}
                {row.problems.map((p) => p.problem).join('; ')}
              </li>
            ))}
          </ul>
        </section>
      )}

      {ready.length > 0 && (
        <details className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
          <summary className="cursor-pointer font-medium">The {plural(ready.length, 'line')} ready</summary>
          <ul aria-label="Lines ready" className="mt-2 space-y-1">
            {ready.slice(0, READY_SHOWN).map((row) => (
              <li key={row.line} className="flex flex-wrap gap-x-2">
                <span className="text-gray-600 tabular-nums dark:text-gray-400">Line {row.line}</span>
                <span>{said(row)}</span>
                {row.match.status === 'matched' && said(row) !== row.match.figure.name && <span className="text-gray-600 dark:text-gray-400">→ {row.match.figure.name}</span>}
                {row.match.status === 'matched' && <span className="text-gray-600 dark:text-gray-400">({row.match.figure.year})</span>}
                <span className="text-gray-600 dark:text-gray-400">
                  {row.copy.condition}
                  {row.copy.packaging_type && `, ${row.copy.packaging_type}`}
                  {row.quantity > 1 && ` ×${row.quantity}`}
                </span>
              </li>
            ))}
          </ul>
          {ready.length > READY_SHOWN && <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">and {ready.length - READY_SHOWN} more.</p>}
        </details>
      )}

      {unsettled.length > 0 && (
        <p className="text-amber-900 dark:text-amber-100">
          {plural(unsettled.length, 'line')} still to settle: {unsettled.length === 1 ? 'it is' : 'they are'} left out if you import now.
        </p>
      )}
      {error !== null && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          Import failed: {error}
        </p>
      )}
      <StepFooter>
        <Button variant="secondary" onClick={onBack} disabled={importing}>
          Back to the columns
        </Button>
        <Button onClick={submit} disabled={importing || toAdd === 0} aria-busy={importing}>
          {importing && <Spinner className="h-4 w-4" />}
          Import {plural(toAdd, 'line')}
        </Button>
      </StepFooter>
    </div>
  );
}
