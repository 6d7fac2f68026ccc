/**
 * A stored date for people: 'YYYY-MM-DD' is a calendar day (read in local time, so it never shifts a day),
 * anything longer is an instant. Unknown text is shown as it is.
 */
export function formatDate(value: string | null): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString();
}

/** The figure's accessory names from the item's `accessories` text (a JSON list); anything else means none. */
export function parseAccessories(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** "{owned}/{listed} accessories ({percent}%)", counting only owned names that are on the figure's list. */
export function accessorySummary(listed: readonly string[], owned: readonly string[]): string {
  const ownedCount = listed.filter((name) => owned.includes(name)).length;
  const percent = listed.length === 0 ? 0 : Math.round((ownedCount / listed.length) * 100);
  return `${ownedCount}/${listed.length} accessories (${percent}%)`;
}
