import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GitMerge, Pencil, Trash2 } from 'lucide-react';
import type { Figure, PriceTier } from '@tmnt/domain';
import { useDeleteFigure } from '../../api/figures.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { WantButton } from '../wants/index.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const EditFigureDialog = lazyDialog(() => import('./EditFigureDialog.tsx').then((m) => m.EditFigureDialog));
const MergeFigureDialog = lazyDialog(() => import('./MergeFigureDialog.tsx').then((m) => m.MergeFigureDialog));

type Open = 'edit' | 'delete' | 'merge' | null;

/**
 * What the collector may do to the figure itself: want it (starting on `wantTier`, the packaging the page shows);
 * correct any figure; delete or merge one of their own (the catalogue keeps every figure of the line).
 */
export function FigureActions({ figure, wantTier }: { figure: Figure; wantTier: PriceTier }) {
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteFigure(figure.id);
  const navigate = useNavigate();
  const own = figure.source === 'collector';

  const close = () => {
    setOpen(null);
    remove.reset();
  };

  return (
    <div className="flex flex-wrap gap-2">
      <WantButton figure={figure} defaultTier={wantTier} />
      <Button variant="secondary" size="sm" onClick={() => setOpen('edit')}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> Edit figure
      </Button>
      {own && (
        <>
          <Button variant="secondary" size="sm" onClick={() => setOpen('merge')}>
            <GitMerge className="h-4 w-4" aria-hidden="true" /> Merge into…
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setOpen('delete')}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete figure
          </Button>
        </>
      )}
      {open === 'edit' && <EditFigureDialog figure={figure} onClose={close} />}
      {open === 'merge' && <MergeFigureDialog figure={figure} onClose={close} />}
      {open === 'delete' && (
        <ConfirmDialog
          title={`Delete ${figure.name}?`}
          error={remove.error?.message ?? null}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate('/collection', { replace: true }) })}
          onCancel={close}
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {figure.name} ({figure.year}, {figure.series}) is removed with its codes and sales. A figure your copies use cannot be deleted: delete or
            move them first, or merge the figure into another. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
