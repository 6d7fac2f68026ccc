import { plural, type LineOutcome, type SpreadsheetImportResult } from '@tmnt/domain';
import { Button } from '../../../components/Button.tsx';
import { StepFooter } from './StepFooter.tsx';

function Outcomes({ title, lines, tone }: { title: string; lines: LineOutcome[]; tone: 'red' | 'gray' }) {
  if (lines.length === 0) return null;
  const colours = tone === 'red' ? 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100' : 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100';
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-base font-semibold">
        {title} ({lines.length})
      </h3>
      <ul className="space-y-1">
        {lines.map((l) => (
          <li key={l.line} className={`rounded-lg p-2 ${colours}`}>
            <span className="font-medium">
              Line {l.line}
              {l.figure_name && ` · ${l.figure_name}`}:
            </span>{' '}
            {l.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last step: what was added, and each line skipped or refused with the reason. */
export function ResultStep({ result, onDone }: { result: SpreadsheetImportResult; onDone: () => void }) {
  return (
    <div className="space-y-4 text-sm">
      <p role="status" className="rounded-lg bg-green-50 p-3 text-base font-medium text-green-900 dark:bg-green-950/40 dark:text-green-100">
        Added {plural(result.copies_added, 'copy', 'copies')} from {plural(result.added.length, 'line')}
        {result.skipped.length > 0 && `; ${plural(result.skipped.length, 'line')} skipped`}
        {result.refused.length > 0 && `; ${plural(result.refused.length, 'line')} refused`}.
      </p>
      {result.new_figures.length > 0 && (
        <p>
          Added as {result.new_figures.length === 1 ? 'a figure' : 'figures'} of your own: {result.new_figures.map((f) => `${f.name} (${f.year}, ${f.series})`).join(', ')}.
        </p>
      )}
      <Outcomes title="Refused" lines={result.refused} tone="red" />
      <Outcomes title="Skipped" lines={result.skipped} tone="gray" />
      <StepFooter>
        <Button onClick={onDone}>Done</Button>
      </StepFooter>
    </div>
  );
}
