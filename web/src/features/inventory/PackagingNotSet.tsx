import { copyGrade, type InventoryItem, type PackagingType } from '@tmnt/domain';
import { useUpdateItem } from '../../api/inventory.ts';
import { Button } from '../../components/Button.tsx';

const FIXES: { type: PackagingType; label: string }[] = [
  { type: 'Sealed MOC', label: 'Carded' },
  { type: 'Loose', label: 'Loose' },
];

/**
 * Where a copy's value is shown and its packaging is not set: says so (its value is then only what was paid) and
 * sets it in one click. Nothing when the packaging is known, nor for a graded copy (valued on graded sales), nor for
 * a reissue, bootleg or custom (valued on reissue sales or at what was paid, whatever the packaging).
 */
export function PackagingNotSet({ item }: { item: Pick<InventoryItem, 'id' | 'packaging_type' | 'grading_company' | 'grading_grade' | 'release'> }) {
  return item.packaging_type === null && copyGrade(item) === null && item.release === 'original' ? <SetPackaging itemId={item.id} /> : null;
}

function SetPackaging({ itemId }: { itemId: number }) {
  const update = useUpdateItem();
  return (
    <div role="group" aria-label="Packaging not set" className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Packaging not set:</span> carded or loose decides what it is worth, so it is valued at what you paid until then.
      </p>
      {FIXES.map(({ type, label }) => (
        <Button key={type} size="sm" variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: itemId, patch: { packaging_type: type } })}>
          {label}
        </Button>
      ))}
      {update.isError && (
        <p role="alert" className="w-full text-red-700 dark:text-red-300">
          Could not set it: {update.error.message}
        </p>
      )}
    </div>
  );
}
