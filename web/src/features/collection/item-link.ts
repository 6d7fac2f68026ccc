import type { InventoryItem } from '@tmnt/domain';

/** Router state telling the dialog it was opened from the list, so closing can simply go back. */
interface OpenedFromList {
  fromCollection: true;
}

export function itemLink(item: Pick<InventoryItem, 'id'>, search: string) {
  return { to: `/collection/${item.id}${search}`, state: { fromCollection: true } satisfies OpenedFromList };
}

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<OpenedFromList>).fromCollection === true;
}
