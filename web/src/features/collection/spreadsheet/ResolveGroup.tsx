import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { FigureOption, FigureSearch, useFigureSearch } from '../../figures/index.ts';
import { NewFigureFields } from './NewFigureFields.tsx';
import { lineList, newFigureFormFor, type Answer, type LineGroup, type NewFigureForm } from './resolutions.ts';

interface ResolveGroupProps {
  group: LineGroup;
  answer: Answer | undefined;
  onAnswer: (answer: Answer | undefined) => void;
  /** The new figure's errors, once the collector tried to import. */
  newFigureErrors: Partial<Record<keyof NewFigureForm, string>>;
}

/** The options as the radio buttons name them. */
type Mode = `figure:${number}` | 'search' | 'new' | 'skip';

function modeOf(answer: Answer | undefined, group: LineGroup): Mode | null {
  if (!answer) return null;
  if (answer.kind === 'figure') return group.candidates.some((c) => c.id === answer.figure.id) ? `figure:${answer.figure.id}` : 'search';
  return answer.kind;
}

/** One figure the sheet names that the app is not sure of: pick a candidate, find another, add it as your own, or skip. */
export function ResolveGroup({ group, answer, onAnswer, newFigureErrors }: ResolveGroupProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode | null>(() => modeOf(answer, group));
  const [newFigure, setNewFigure] = useState<NewFigureForm>(() => (answer?.kind === 'new' ? answer.figure : newFigureFormFor(group)));
  const search = useFigureSearch(group.said);
  const copies = group.lines.reduce((n, l) => n + l.quantity, 0);

  const choose = (next: Mode) => {
    setMode(next);
    if (next === 'new') onAnswer({ kind: 'new', figure: newFigure });
    else if (next === 'skip') onAnswer({ kind: 'skip' });
    else if (next === 'search') onAnswer(undefined);
    else {
      const figure = group.candidates.find((c) => `figure:${c.id}` === next);
      if (figure) onAnswer({ kind: 'figure', figure });
    }
  };

  const option = (value: Mode, label: ReactNode) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-gray-700 dark:has-[:checked]:bg-brand-900/30">
      <input type="radio" name={id} value={value} checked={mode === value} onChange={() => choose(value)} className="h-4 w-4 shrink-0 accent-brand-600" />
      <span className="min-w-0 flex-1">{label}</span>
    </label>
  );

  return (
    <fieldset className="space-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700" data-testid="line-to-resolve">
      <legend className="px-1 font-medium">
        “{group.said}”{group.year !== null && ` (${group.year})`}
        <span className="font-normal text-gray-600 dark:text-gray-400">
          {' '}
          · {lineList(group.lines)}
          {copies > group.lines.length && ` · ${copies} copies`}
        </span>
      </legend>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {group.candidates.length > 0 ? `Could be ${group.candidates.length === 1 ? 'this figure' : `one of ${group.candidates.length} figures`}: which is it?` : 'No figure of the catalogue has this name.'}
      </p>
      <div className="space-y-2">
        {group.candidates.map((c) =>
          option(
            `figure:${c.id}`,
            <span className="flex flex-wrap items-center gap-x-2">
              <span className="font-medium">{c.name}</span>
              <span className="text-xs text-gray-600 dark:text-gray-400">
                {c.year} · {c.series}
              </span>
              {c.source === 'collector' && <Badge color="purple">Your own</Badge>}
            </span>,
          ),
        )}
        {option(
          'search',
          answer?.kind === 'figure' && mode === 'search' ? (
            <span>
              Another figure: <span className="font-medium">{answer.figure.name}</span> ({answer.figure.year})
            </span>
          ) : (
            'Another figure of the catalogue...'
          ),
        )}
        {mode === 'search' && (
          <div className="rounded-lg bg-gray-50 p-3 dark:bg-gray-800/60">
            <FigureSearch
              search={search}
              id={`${id}-search`}
              label="Find the figure"
              renderFigure={(figure) => <FigureOption key={figure.id} figure={figure} onChoose={(f) => onAnswer({ kind: 'figure', figure: f })} />}
            />
          </div>
        )}
        {option('new', "Add a figure that isn't listed")}
        {mode === 'new' && (
          <NewFigureFields
            form={newFigure}
            errors={newFigureErrors}
            onChange={(form) => {
              setNewFigure(form);
              onAnswer({ kind: 'new', figure: form });
            }}
          />
        )}
        {option('skip', `Skip ${group.lines.length === 1 ? 'this line' : 'these lines'}`)}
      </div>
    </fieldset>
  );
}
