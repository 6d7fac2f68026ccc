import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { checkCodeForLink, lookupForms, type BarcodeFormat, type Condition, type Figure } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FigureOption, FigureSearch, NewFigureDialog, useFigureSearch } from '../figures/index.ts';
import type { UnknownCode } from './scan-outcome.ts';

interface LinkFigurePickerProps {
  unknown: UnknownCode;
  condition: Condition;
  /** The figure chosen, and the format to link the code as (`other` when the collector confirmed it is not a UPC). */
  onChoose: (figure: Figure, format: BarcodeFormat | null) => void;
  onCancel: () => void;
}

/** What codes the figure carries: whether it already has the scanned one, and the others. */
function codesNote(figure: Figure, codeForms: string[]): string {
  const others = figure.upcs.filter((code) => !codeForms.includes(code));
  const carries = others.length < figure.upcs.length;
  if (carries) return others.length > 0 ? ` · carries this code and ${others.join(', ')}` : ' · carries this code';
  return others.length > 0 ? ` · codes ${others.join(', ')}` : '';
}

/** Chooses the catalogue figure an unknown code belongs to: the server's suggestions first, then a name search. */
export function LinkFigurePicker({ unknown, condition, onChoose, onCancel }: LinkFigurePickerProps) {
  const search = useFigureSearch();
  /** The text "Add a figure that isn't listed" was opened with; null while it is closed. */
  const [missing, setMissing] = useState<string | null>(null);
  const suggestedIds = unknown.candidates.map((f) => f.id);
  const codeForms = lookupForms(unknown.raw);

  // Linking is strict (domain checkCodeForLink): a mistyped code would send every later scan to the wrong figure.
  const check = checkCodeForLink(unknown.raw, unknown.format ?? undefined);
  const [notUpc, setNotUpc] = useState(false);
  const blocked = !check.ok && !(check.confirmable && notUpc);
  const format = check.ok ? unknown.format : 'other';
  const choose = (figure: Figure) => onChoose(figure, format);
  const option = (figure: Figure) => <FigureOption key={figure.id} figure={figure} detail={codesNote(figure, codeForms)} disabled={blocked} onChoose={choose} />;

  return (
    <>
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

          <FigureSearch
            search={search}
            id="link-search"
            label="Search figures"
            placeholder="e.g. Donatello"
            exclude={suggestedIds}
            focusOnShow
            renderFigure={option}
            onAddMissing={blocked ? undefined : setMissing}
          />

          <div className="flex justify-end border-t border-gray-200 pt-3 dark:border-gray-800">
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </div>
      </Dialog>
      {missing !== null && (
        <NewFigureDialog
          initialText={missing}
          intro={`${unknown.upc} is then linked to it, and this copy is added as ${condition}.`}
          submitLabel="Add figure and link the code"
          onCancel={() => setMissing(null)}
          onCreated={(figure) => {
            setMissing(null);
            choose(figure);
          }}
        />
      )}
    </>
  );
}
