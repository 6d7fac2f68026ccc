import { accessoriesPercent } from '@tmnt/domain';

/** The figure's accessory names from the item's `accessories` text (a JSON list); anything else means none. */
export function parseAccessories(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * "{owned}/{listed} accessories ({percent}%)", counting only owned names that are on the figure's list;
 * no percent when the figure lists none.
 */
export function accessorySummary(listed: readonly string[], owned: readonly string[]): string {
  const ownedCount = listed.filter((name) => owned.includes(name)).length;
  const percent = accessoriesPercent(ownedCount, listed.length);
  return `${ownedCount}/${listed.length} accessories${percent === null ? '' : ` (${percent}%)`}`;
}
