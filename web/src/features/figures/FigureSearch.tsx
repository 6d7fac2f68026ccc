import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PlusCircle } from 'lucide-react';
import { LIMITS, type Figure } from '@tmnt/domain';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Field, inputClasses } from '../../components/Field.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import type { FigureSearchState } from './useFigureSearch.ts';

/** Enough to find a figure by name; a longer list means the search should be narrowed. */
const MAX_RESULTS = 30;

/** What the button offering a figure the catalogue lacks says (issue 21: wherever a search finds nothing). */
const ADD_MISSING_LABEL = "Add a figure that isn't listed";

interface FigureOptionProps {
  figure: Figure;
  onChoose: (figure: Figure) => void;
  disabled?: boolean;
  /** More about the figure after its year and series (e.g. the codes it carries). */
  detail?: string;
  /** Another action on the figure, beside the row (e.g. "Want"). */
  aside?: ReactNode;
}

/** One figure to pick: its picture, name, year and series; a row large enough for a finger. */
export function FigureOption({ figure, onChoose, disabled = false, detail = '', aside }: FigureOptionProps) {
  return (
    <li className={aside ? 'flex items-center gap-1' : undefined}>
      <button
        type="button"
        onClick={() => onChoose(figure)}
        disabled={disabled}
        className="flex min-h-14 w-full min-w-0 items-center gap-3 rounded-lg border border-gray-200 p-2 text-left transition enabled:hover:border-brand-500 enabled:hover:bg-brand-50 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-700 dark:enabled:hover:bg-brand-900/30"
      >
        <FigureImage src={figure.thumbnail_url ?? figure.image_url} name={figure.name} className="h-12 w-12 shrink-0" />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium break-words">{figure.name}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-gray-600 dark:text-gray-400">
            <span className="min-w-0 break-words">
              {figure.year} · {figure.series}
              {detail}
            </span>
            {figure.source === 'collector' && <Badge color="purple">Your own</Badge>}
          </span>
        </span>
      </button>
      {/* Not a direct child button: Arrow Up and Down move between the figures only. */}
      {aside && <div className="shrink-0">{aside}</div>}
    </li>
  );
}

interface FigureSearchProps {
  search: FigureSearchState;
  /** The search box's id. */
  id: string;
  label: string;
  placeholder?: string;
  /** Figures not to list (shown elsewhere already, or the figure being merged). */
  exclude?: readonly number[];
  /** One result (a FigureOption, as a list item). */
  renderFigure: (figure: Figure) => ReactNode;
  /** Offers "Add a figure that isn't listed", given the typed text; most of all when nothing matches. */
  onAddMissing?: (text: string) => void;
  /** Enter in the search box takes the best match. */
  onPickFirst?: (figure: Figure) => void;
  /** Focus the search box when shown (after a dialog has focused its panel). */
  focusOnShow?: boolean;
}

/** Buttons of the result list, in order. */
const optionButtons = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLButtonElement>('li > button:enabled') ?? [])];

/**
 * A search box over the catalogue and the collector's own figures, with the ranked results below it. Arrow Down
 * moves from the box into the results and Arrow Up and Down between them; Enter in the box takes the best match.
 */
export function FigureSearch({ search, id, label, placeholder, exclude = [], renderFigure, onAddMissing, onPickFirst, focusOnShow = false }: FigureSearchProps) {
  const box = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusOnShow) return;
    const frame = requestAnimationFrame(() => box.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusOnShow]);

  const { q, results } = search;
  const found = (results.data ?? []).filter((f) => !exclude.includes(f.id));

  const onBoxKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      const first = optionButtons(list.current)[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (search.settled && found.length > 0) onPickFirst?.(found[0]);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = optionButtons(list.current);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, buttons.length - 1) : at - 1;
    (next < 0 ? box.current : buttons[next])?.focus();
  };

  const addMissing = onAddMissing && (
    <Button variant={found.length === 0 ? 'primary' : 'secondary'} size="sm" onClick={() => onAddMissing(search.text.trim())}>
      <PlusCircle className="h-4 w-4" aria-hidden="true" /> {ADD_MISSING_LABEL}
    </Button>
  );

  return (
    <div className="space-y-3">
      <Field label={label} htmlFor={id}>
        <input
          ref={box}
          id={id}
          type="search"
          value={search.text}
          maxLength={LIMITS.searchQuery}
          onChange={(e) => search.setText(e.target.value)}
          onKeyDown={onBoxKeyDown}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          className={`${inputClasses} py-2.5`}
        />
      </Field>

      <div aria-live="polite" className="space-y-2">
        {q === '' ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Type a name, a nickname, a series or a year.</p>
        ) : results.isPending ? (
          <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
            <Spinner className="h-4 w-4" /> Searching...
          </p>
        ) : results.isError ? (
          <p className="text-sm text-red-700 dark:text-red-300">Could not search the catalogue: {results.error.message}</p>
        ) : found.length === 0 ? (
          <div className="space-y-2">
            <p className="text-sm text-gray-600 dark:text-gray-400">No figures match “{q}”.</p>
            {addMissing}
          </div>
        ) : (
          <>
            <ul ref={list} aria-label="Matching figures" className="space-y-2" onKeyDown={onListKeyDown}>
              {found.slice(0, MAX_RESULTS).map(renderFigure)}
            </ul>
            {found.length > MAX_RESULTS && (
              <p className="text-xs text-gray-600 dark:text-gray-400">
                Showing {MAX_RESULTS} of {found.length}: type more of the name to narrow the list.
              </p>
            )}
            {addMissing && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-gray-600 dark:text-gray-400">
                <span>Not among them?</span>
                {addMissing}
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
