/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * A real date and time written as ISO 8601, as the app stores them ("2026-11-27T10:30:00.000Z"; another offset, or
 * none, too), or a bare day ("2026-11-27", as older imports stored some).
 */
export function isIsoTime(value: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/.exec(value);
  return m !== null && isCalendarDate(m[1]);
}

/**
 * The latest calendar date that is "today" somewhere on Earth (UTC+14). A purchase dated today in the
 * collector's own time zone must never be refused as "in the future" because the server runs on UTC.
 */
export function latestTodayAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** Today's calendar date on UTC (YYYY-MM-DD): the day the server counts market windows and API allowances by. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isNotInFuture(value: string, now: Date = new Date()): boolean {
  return value <= latestTodayAnywhere(now);
}

/** Local calendar date as YYYY-MM-DD (for file names and default form values). */
export function localDateString(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A stored date as the collector's locale writes it. A bare day ('2024-05-01') is read as that day locally:
 * `new Date('2024-05-01')` is UTC midnight, which west of Greenwich would show as the day before.
 * Empty for no date; the text itself when it is not a date.
 */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString();
}
