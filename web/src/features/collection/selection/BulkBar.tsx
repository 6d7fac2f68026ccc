import { useState } from 'react';
import { CheckSquare, MapPin, PackageCheck, Printer, Repeat, Tag, Trash2, Undo2, Wrench, X } from 'lucide-react';
import { plural, type BulkRequest, type InventoryItem, type Place } from '@tmnt/domain';
import { useBulkChange, useUndoBulk } from '../../../api/bulk.ts';
import { Button } from '../../../components/Button.tsx';
import { LabelDialog } from '../../labels/index.ts';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import type { BulkAction } from './BulkDialog.tsx';
import { bulkDoneText } from './bulk-text.ts';

const BulkDialog = lazyDialog(() => import('./BulkDialog.tsx').then((m) => m.BulkDialog));

interface BulkBarProps {
  /** The copies ticked, among those shown. */
  selected: readonly InventoryItem[];
  /** How many copies the filters show. */
  shown: number;
  places: readonly Place[];
  onSelectAll: () => void;
  onClear: () => void;
}

/** The last change made, and the token that undoes it. */
interface Done {
  text: string;
  token: string;
}

const ACTIONS: { action: BulkAction; label: string; icon: typeof MapPin }[] = [
  { action: 'move', label: 'Move to', icon: MapPin },
  { action: 'condition', label: 'Condition', icon: Wrench },
  { action: 'packaging', label: 'Packaging', icon: PackageCheck },
  { action: 'completeness', label: 'Completeness', icon: CheckSquare },
  { action: 'trade', label: 'For trade', icon: Repeat },
  { action: 'tags', label: 'Tags', icon: Tag },
];

/** What to do with the copies ticked (all at once, each change undone in one tap), and the last change's undo. */
export function BulkBar({ selected, shown, places, onSelectAll, onClear }: BulkBarProps) {
  const [action, setAction] = useState<BulkAction | 'labels' | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const change = useBulkChange();
  const undo = useUndoBulk();

  const apply = (request: BulkRequest, onError: (error: unknown) => void) =>
    change.mutate(request, {
      onSuccess: (result) => {
        setDone({ text: bulkDoneText(request, result, places), token: result.undo_token });
        setAction(null);
        if (request.delete) onClear();
      },
      onError,
    });

  if (selected.length === 0 && !done) return null;
  return (
    <div role="region" aria-label="Selected copies" className="sticky bottom-3 z-30 space-y-2 rounded-xl border border-gray-200 bg-white/95 p-3 shadow-lg backdrop-blur dark:border-gray-700 dark:bg-gray-900/95">
      {done && (
        <div role="status" className="flex flex-wrap items-center gap-2 text-sm" data-testid="bulk-done">
          <span className="min-w-0 flex-1">{undo.isSuccess && undo.variables === done.token ? 'Undone: every copy is as it was.' : `${done.text}.`}</span>
          {!(undo.isSuccess && undo.variables === done.token) && (
            <Button size="sm" variant="secondary" disabled={undo.isPending} onClick={() => undo.mutate(done.token)}>
              <Undo2 className="h-4 w-4" aria-hidden="true" /> Undo
            </Button>
          )}
          <button type="button" onClick={() => setDone(null)} aria-label="Dismiss" className="rounded p-1 text-gray-500 hover:bg-gray-100 dark:hover:bg-gray-800">
            <X className="h-4 w-4" />
          </button>
          {undo.isError && undo.variables === done.token && (
            <p role="alert" className="w-full text-red-700 dark:text-red-300">
              {undo.error.message}
            </p>
          )}
        </div>
      )}
      {selected.length > 0 && (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold tabular-nums" data-testid="selected-count">
              {plural(selected.length, 'copy', 'copies')} selected
            </span>
            {selected.length < shown && (
              <button type="button" onClick={onSelectAll} className="font-medium text-brand-700 underline dark:text-brand-100">
                Select all {shown} that match
              </button>
            )}
            <button type="button" onClick={onClear} className="font-medium text-gray-700 underline dark:text-gray-200">
              Clear
            </button>
          </div>
          <div className="flex flex-wrap gap-1.5">
            {ACTIONS.map(({ action: each, label, icon: Icon }) => (
              <Button key={each} size="sm" variant="secondary" onClick={() => setAction(each)}>
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </Button>
            ))}
            <Button size="sm" variant="secondary" onClick={() => setAction('labels')}>
              <Printer className="h-4 w-4" aria-hidden="true" /> Labels
            </Button>
            <Button size="sm" variant="danger" onClick={() => setAction('delete')}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </Button>
          </div>
        </>
      )}
      {action === 'labels' && <LabelDialog copies={selected.map((c) => c.id)} what={plural(selected.length, 'copy', 'copies')} onClose={() => setAction(null)} />}
      {action !== null && action !== 'labels' && (
        <BulkDialog action={action} copies={selected} places={places} pending={change.isPending} onApply={apply} onClose={() => setAction(null)} />
      )}
    </div>
  );
}
