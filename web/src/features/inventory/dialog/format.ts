import { accessoriesPercent } from '@tmnt/domain';

/**
 * "{owned}/{listed} accessories ({percent}%)", counting only owned names that are on the figure's list;
 * no percent when the figure lists none.
 */
export function accessorySummary(listed: readonly string[], owned: readonly string[]): string {
  const ownedCount = listed.filter((name) => owned.includes(name)).length;
  const percent = accessoriesPercent(ownedCount, listed.length);
  return `${ownedCount}/${listed.length} accessories${percent === null ? '' : ` (${percent}%)`}`;
}
