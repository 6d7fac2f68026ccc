import { useEffect, useRef, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { checkCodeForLink, LIMITS, lookupForms, type BarcodeFormat, type Condition, type Figure } from '@tmnt/domain';
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
  /** The figure chosen, and the format to link the code as (`other` when the collector confirmed it is not a UPC). */
  onChoose: (figure: Figure, format: BarcodeFormat | null) => void;
  onCancel: () => void;
}

interface FigureOptionProps {
  figure: Figure;
  /** Every form the scanned code may be stored under. */
  codeForms: string[];
  disabled: boolean;
  onChoose: (figure: Figure) => void;
}

/** What codes the figure carries: whether it already has the scanned one, and the others. */
function codesNote(figure: Figure, codeForms: string[]): string {
  const others = figure.upcs.filter((code) => !codeForms.includes(code));
  const carries = others.length < figure.upcs.length;
  if (carries) return others.length > 0 ? ` · carries this code and ${others.join(', ')}` : ' · carries this code';
  return others.length > 0 ? ` · codes ${others.join(', ')}` : '';
}

function FigureOption({ figure, codeForms, disabled, onChoose }: FigureOptionProps) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(figure)}
        disabled={disabled}
        className="flex w-full items-center gap-3 rounded-lg border border-gray-200 p-2 text-left transition enabled:hover:border-brand-500 enabled:hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-700 dark:enabled:hover:bg-brand-900/30"
      >
        <FigureImage src={figure.image_url} name={figure.name} className="h-10 w-10" emojiSize="text-xl" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{figure.name}</span>
          <span className="block truncate text-xs text-gray-600 dark:text-gray-400">
            {figure.year} · {figure.series}
            {codesNote(figure, codeForms)}
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
  const codeForms = lookupForms(unknown.raw);

  // Linking is strict (domain checkCodeForLink): a mistyped code would send every later scan to the wrong figure.
  const check = checkCodeForLink(unknown.raw, unknown.format ?? undefined);
  const [notUpc, setNotUpc] = useState(false);
  const blocked = !check.ok && !(check.confirmable && notUpc);
  const format = check.ok ? unknown.format : 'other';
  const choose = (figure: Figure) => onChoose(figure, format);
  const option = (figure: Figure) => <FigureOption key={figure.id} figure={figure} codeForms={codeForms} disabled={blocked} onChoose={choose} />;

  return (
    <Dialog title={`Link UPC ${unknown.upc}`} onClose={onCancel}>
      <div className="space-y-4">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {unknown.status === 409 ? 'Several figures share this code. ' : 'No catalogue figure has this code yet. '}
          Choose the figure you are holding: the code is saved on it, so the next scan finds it directly, and this copy is added as{' '}
          <strong>{condition}</strong>.
        </p>

        {!check.ok && (
          <div role="alert" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
            <p className="flex gap-2 font-medium">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {check.error}
            </p>
            {check.confirmable ? (
              <>
                <p>If you typed it wrong, cancel and enter it again. Linking a wrong code would send every later scan of it to this figure.</p>
                <label className="flex items-start gap-2">
                  <input type="checkbox" checked={notUpc} onChange={(e) => setNotUpc(e.target.checked)} className="mt-0.5 h-4 w-4" />
                  <span>This is not a UPC: the label is another kind of barcode (such as Code 128 or Code 39), and I checked it</span>
                </label>
              </>
            ) : (
              <p>Cancel and scan it again, or type the code printed under the barcode.</p>
            )}
          </div>
        )}

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
              {unknown.status === 409 ? 'Figures that carry this code' : 'Suggested'}
            </h3>
            <ul className="space-y-2">{unknown.candidates.map(option)}</ul>
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
                {found.slice(0, MAX_RESULTS).map(option)}
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
