/**
 * How complete a copy's accessories are: the owned count over the count its figure lists, as a whole percent
 * (rounded). Null when the figure lists no accessories, since there is nothing to be complete against.
 */
export function accessoriesPercent(ownedCount: number, listedCount: number): number | null {
  if (listedCount === 0) return null;
  return Math.round((ownedCount / listedCount) * 100);
}
