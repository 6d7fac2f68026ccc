import { Repeat } from 'lucide-react';
import type { InventoryItem } from '@tmnt/domain';
import { useUpdateItem } from '../../api/inventory.ts';

/**
 * Offers the copy for trade, or stops offering it: saved at once, like an accessory's tick. A trades link (Settings,
 * Sharing) lists the copies offered.
 */
export function ForTradeToggle({ item }: { item: Pick<InventoryItem, 'id' | 'for_trade'> }) {
  const update = useUpdateItem();
  const checked = update.isPending && update.variables ? Boolean(update.variables.patch.for_trade) : item.for_trade;
  return (
    <div>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={checked}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ id: item.id, patch: { for_trade: e.target.checked } })}
        />
        <Repeat className="h-4 w-4 text-brand-600" aria-hidden="true" />
        For trade
      </label>
      {update.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          Could not save it: {update.error.message}
        </p>
      )}
    </div>
  );
}
