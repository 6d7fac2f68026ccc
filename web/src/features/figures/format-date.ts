const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A stored date as the collector's locale writes it. A bare day ('2024-05-01') is read as that day locally:
 * `new Date('2024-05-01')` is UTC midnight, which west of Greenwich would show as the day before.
 */
export function formatDate(value: string): string {
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString();
}
