import type { InventoryItem } from '@tmnt/domain';

export interface ItemSelection {
  ids: ReadonlySet<number>;
  /** Ticks or unticks a copy; `range` (shift held) does every copy shown from the one ticked last. */
  toggle: (id: number, range: boolean) => void;
}

/** A copy's tick box: a click ticks it, a shift-click the copies shown from the last one ticked to it. */
export function SelectBox({ item, selection, className = '' }: { item: Pick<InventoryItem, 'id' | 'name'>; selection: ItemSelection; className?: string }) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${item.name} #${item.id}`}
      checked={selection.ids.has(item.id)}
      // The click carries shift; the change that follows it is the same act, handled here.
      onClick={(e) => selection.toggle(item.id, e.shiftKey)}
      onChange={() => undefined}
      className={`h-5 w-5 cursor-pointer accent-brand-600 ${className}`}
    />
  );
}
