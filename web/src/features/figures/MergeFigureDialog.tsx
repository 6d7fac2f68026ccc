import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { plural, type Figure } from '@tmnt/domain';
import { useMergeFigure } from '../../api/figures.ts';
import { useCopies } from '../../api/inventory.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { FigureOption, FigureSearch } from './FigureSearch.tsx';
import { useFigureSearch } from './useFigureSearch.ts';

/** What moves with a merge, in words: "2 copies, 1 code, its sales and its picture" (a sentence's start). */
function whatMoves(copies: number | undefined, codes: number): string {
  const parts = [copies === undefined ? 'its copies' : plural(copies, 'copy', 'copies'), ...(codes > 0 ? [plural(codes, 'code')] : []), 'its sales and its picture'];
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Merges a collector's own figure into another (typically the one the catalogue has gained): the other figure is
 * found by search, the move confirmed, and the page then shows the figure merged into.
 */
export function MergeFigureDialog({ figure, onClose }: { figure: Figure; onClose: () => void }) {
  const search = useFigureSearch(figure.character);
  const [into, setInto] = useState<Figure | null>(null);
  const copies = useCopies(figure.id);
  const merge = useMergeFigure(figure.id);
  const navigate = useNavigate();

  const confirm = () => {
    if (!into) return;
    merge.mutate(into.id, { onSuccess: (merged) => void navigate(`/figures/${merged.id}`, { replace: true }) });
  };

  return (
    <Dialog title={`Merge ${figure.name} into…`} onClose={onClose}>
      {into === null ? (
        <div className="space-y-4">
          <p className="text-sm text-gray-700 dark:text-gray-300">Choose the figure this one is the same as. Everything of this figure moves to it.</p>
          <FigureSearch
            search={search}
            id="merge-search"
            label="Search figures"
            placeholder="e.g. Leonardo 1988"
            exclude={[figure.id]}
            focusOnShow
            onPickFirst={setInto}
            renderFigure={(f) => <FigureOption key={f.id} figure={f} onChoose={setInto} />}
          />
          <div className="flex justify-end border-t border-gray-200 pt-3 dark:border-gray-800">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex items-center gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
            <FigureImage src={into.thumbnail_url ?? into.image_url} name={into.name} className="h-12 w-12" />
            <span className="min-w-0">
              <span className="block font-medium">{into.name}</span>
              <span className="block text-xs text-gray-600 dark:text-gray-400">
                {into.year} · {into.series}
              </span>
            </span>
          </div>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Merge <strong>{figure.name}</strong> into <strong>{into.name}</strong> ({into.year}, {into.series})? {whatMoves(copies.data?.total_copies, figure.upcs.length)} move to{' '}
            {into.name}, and {figure.name} is removed. This cannot be undone.
          </p>
          {merge.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              Could not merge: {merge.error.message}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-2 border-t border-gray-200 pt-3 dark:border-gray-800">
            <Button variant="ghost" onClick={() => setInto(null)} disabled={merge.isPending}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Choose another
            </Button>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={onClose} disabled={merge.isPending}>
                Cancel
              </Button>
              <Button variant="danger" onClick={confirm} disabled={merge.isPending}>
                {merge.isPending ? 'Merging...' : 'Merge'}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
