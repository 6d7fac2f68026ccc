import { useRef, useState } from 'react';
import { parseAccessories, type InventoryItem } from '@tmnt/domain';
import { useQueryClient } from '@tanstack/react-query';
import { inventoryKeys, useSetAccessoryOwned } from '../../../api/inventory.ts';
import { accessorySummary } from './format.ts';

/**
 * The figure's accessories as checkboxes; each toggle is saved at once, in view and edit mode alike, as that one
 * change (tick or untick), so ticks made meanwhile in another tab or on another device are kept.
 */
export function AccessoriesChecklist({ item }: { item: InventoryItem }) {
  const listed = parseAccessories(item.accessories);
  const update = useSetAccessoryOwned();
  const client = useQueryClient();
  // What the collector just ticked, shown until the server's answer replaces it.
  const [pending, setPending] = useState<string[] | null>(null);
  // Quick successive ticks overlap: keep showing the latest choice until the last save has answered.
  const inFlight = useRef(0);
  const owned = pending ?? item.owned_accessories;

  if (listed.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-300">No accessory list recorded for this figure</p>;

  const toggle = (name: string, checked: boolean) => {
    const next = checked ? listed.filter((n) => n === name || owned.includes(n)) : owned.filter((n) => n !== name);
    setPending(next);
    inFlight.current += 1;
    update.mutate(
      { id: item.id, name, owned: checked },
      {
        onSuccess: (saved) => client.setQueryData(inventoryKeys.detail(item.id), saved),
        onSettled: () => {
          inFlight.current -= 1;
          if (inFlight.current === 0) setPending(null);
        },
      },
    );
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">Accessories</legend>
      <p data-testid="accessory-summary" className="mb-2 text-sm text-gray-600 tabular-nums dark:text-gray-300">
        {accessorySummary(listed, owned)}
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {listed.map((name) => (
          <li key={name}>
            <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm hover:bg-gray-50 dark:hover:bg-gray-800">
              <input type="checkbox" checked={owned.includes(name)} onChange={(e) => toggle(name, e.target.checked)} className="h-4 w-4 accent-brand-600" />
              {name}
            </label>
          </li>
        ))}
      </ul>
      {update.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          Could not save the accessories: {update.error.message}
        </p>
      )}
    </fieldset>
  );
}
