/** A figure's accessory names from their stored text (a JSON list); anything else means none. */
export function parseAccessories(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * How complete a copy's accessories are: the owned count over the count its figure lists, as a whole percent
 * (rounded). Null when the figure lists no accessories, since there is nothing to be complete against.
 */
export function accessoriesPercent(ownedCount: number, listedCount: number): number | null {
  if (listedCount === 0) return null;
  return Math.round((ownedCount / listedCount) * 100);
}
