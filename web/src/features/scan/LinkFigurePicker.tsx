import { useEffect, useRef, useState } from 'react';
import { LIMITS, type Condition, type Figure } from '@tmnt/domain';
import { useFigures } from '../../api/figures.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Field, inputClasses } from '../../components/Field.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import type { UnknownCode } from './scan-outcome.ts';
import { FIGURE_SEARCH_DEBOUNCE_MS } from './scan-timings.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Enough to find a figure by name; a longer list means the search should be narrowed. */
const MAX_RESULTS = 30;

interface LinkFigurePickerProps {
  unknown: UnknownCode;
  condition: Condition;
  onChoose: (figure: Figure) => void;
  onCancel: () => void;
}

function FigureOption({ figure, onChoose }: { figure: Figure; onChoose: (figure: Figure) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(figure)}
        className="flex w-full items-center gap-3 rounded-lg border border-gray-200 p-2 text-left transition hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-gray-700 dark:hover:bg-brand-900/30"
      >
        <FigureImage src={figure.image_url} name={figure.name} className="h-10 w-10" emojiSize="text-xl" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{figure.name}</span>
          <span className="block truncate text-xs text-gray-600 dark:text-gray-400">
            {figure.year} · {figure.series}
            {figure.upc ? ` · now UPC ${figure.upc}` : ''}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Chooses the catalogue figure an unknown code belongs to: the server's suggestions first, then a name search. */
export function LinkFigurePicker({ unknown, condition, onChoose, onCancel }: LinkFigurePickerProps) {
  const [search, setSearch] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  // After the Dialog has focused its panel: the collector came here to type a name.
  useEffect(() => {
    const frame = requestAnimationFrame(() => searchBox.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const q = useDebouncedValue(search.trim(), FIGURE_SEARCH_DEBOUNCE_MS);
  const results = useFigures({ q }, q !== '');
  const suggestedIds = new Set(unknown.candidates.map((f) => f.id));
  const found = (results.data ?? []).filter((f) => !suggestedIds.has(f.id));

  return (
    <Dialog title={`Link UPC ${unknown.upc}`} onClose={onCancel}>
      <div className="space-y-4">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {unknown.status === 409 ? 'Several figures share this code. ' : 'No catalogue figure has this code yet. '}
          Choose the figure you are holding: the code is saved on it, so the next scan finds it directly, and this copy is added as{' '}
          <strong>{condition}</strong>.
        </p>

        {unknown.listingTitles.length > 0 && (
          <div className="text-sm">
            <p className="font-medium">eBay listings for this code look like:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-gray-700 dark:text-gray-300">
              {unknown.listingTitles.map((title) => (
                <li key={title}>{title}</li>
              ))}
            </ul>
          </div>
        )}

        {unknown.candidates.length > 0 && (
          <section aria-labelledby="link-suggested" className="space-y-2">
            <h3 id="link-suggested" className="text-sm font-semibold">
              Suggested
            </h3>
            <ul className="space-y-2">
              {unknown.candidates.map((figure) => (
                <FigureOption key={figure.id} figure={figure} onChoose={onChoose} />
              ))}
            </ul>
          </section>
        )}

        <Field label="Search figures" htmlFor="link-search">
          <input
            ref={searchBox}
            id="link-search"
            type="search"
            value={search}
            maxLength={LIMITS.searchQuery}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="e.g. Donatello"
            autoComplete="off"
            className={inputClasses}
          />
        </Field>

        <div aria-live="polite" className="space-y-2">
          {q === '' ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">Type a name to search the catalogue.</p>
          ) : results.isPending ? (
            <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
              <Spinner className="h-4 w-4" /> Searching...
            </p>
          ) : results.isError ? (
            <p className="text-sm text-red-700 dark:text-red-300">Could not search the catalogue: {results.error.message}</p>
          ) : found.length === 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">No figures match “{q}”.</p>
          ) : (
            <>
              <ul aria-label="Matching figures" className="space-y-2">
                {found.slice(0, MAX_RESULTS).map((figure) => (
                  <FigureOption key={figure.id} figure={figure} onChoose={onChoose} />
                ))}
              </ul>
              {found.length > MAX_RESULTS && (
                <p className="text-xs text-gray-600 dark:text-gray-400">
                  Showing {MAX_RESULTS} of {found.length}: type more of the name to narrow the list.
                </p>
              )}
            </>
          )}
        </div>

        <div className="flex justify-end border-t border-gray-200 pt-3 dark:border-gray-800">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
