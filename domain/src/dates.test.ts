import { describe, expect, it } from 'vitest';
import { formatDisplayDate, isCalendarDate, isNotInFuture, latestTodayAnywhere, utcToday } from './dates.ts';

describe('isCalendarDate', () => {
  it('accepts real dates written YYYY-MM-DD, including leap days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true); // divisible by 400: leap year
    expect(isCalendarDate('1986-01-01')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
  });

  it('refuses dates that do not exist', () => {
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('1900-02-29')).toBe(false); // divisible by 100, not 400: not a leap year
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-00-10')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-01-00')).toBe(false);
    expect(isCalendarDate('2024-01-32')).toBe(false);
  });

  it('refuses anything not written exactly YYYY-MM-DD', () => {
    expect(isCalendarDate('')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
    expect(isCalendarDate('2024-01-1')).toBe(false);
    expect(isCalendarDate('24-01-01')).toBe(false);
    expect(isCalendarDate('2024/01/01')).toBe(false);
    expect(isCalendarDate(' 2024-01-01')).toBe(false);
    expect(isCalendarDate('2024-01-01T00:00:00Z')).toBe(false);
    expect(isCalendarDate('01-01-2024')).toBe(false);
  });
});

describe('latestTodayAnywhere', () => {
  it('is the UTC date fourteen hours ahead of now', () => {
    // 10:00Z + 14h = 2026-11-22T00:00Z: midnight has just reached UTC+14.
    expect(latestTodayAnywhere(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-22');
    // One millisecond earlier it is still 2026-11-21 everywhere.
    expect(latestTodayAnywhere(new Date('2026-11-21T09:59:59.999Z'))).toBe('2026-11-21');
  });

  it('crosses month and year ends', () => {
    expect(latestTodayAnywhere(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(latestTodayAnywhere(new Date('2024-02-28T10:00:00Z'))).toBe('2024-02-29');
  });
});

describe('isNotInFuture', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('allows any date up to the latest "today" on Earth', () => {
    expect(isNotInFuture('2026-11-20', now)).toBe(true);
    expect(isNotInFuture('2026-11-21', now)).toBe(true);
    expect(isNotInFuture('2026-11-22', now)).toBe(true);
    expect(isNotInFuture('1986-06-01', now)).toBe(true);
  });

  it('refuses later dates', () => {
    expect(isNotInFuture('2026-11-23', now)).toBe(false);
    expect(isNotInFuture('2027-01-01', now)).toBe(false);
  });

  it('refuses tomorrow-in-UTC+14 just before midnight reaches UTC+14', () => {
    expect(isNotInFuture('2026-11-22', new Date('2026-11-21T09:59:59Z'))).toBe(false);
  });
});

describe('formatDisplayDate', () => {
  it('shows a bare day as that same local day, never the day before', () => {
    expect(formatDisplayDate('2024-05-01')).toBe(new Date(2024, 4, 1).toLocaleDateString());
  });

  it('shows a full timestamp as its local day', () => {
    expect(formatDisplayDate('2024-06-20T15:00:00.000Z')).toBe(new Date('2024-06-20T15:00:00.000Z').toLocaleDateString());
  });

  it('is empty for no date and leaves text that is not a date as it is', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('sometime')).toBe('sometime');
  });
});

describe('utcToday', () => {
  it("is the day on UTC, whatever the server's own zone", () => {
    expect(utcToday(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
    expect(utcToday(new Date('2026-11-24T00:00:00.000Z'))).toBe('2026-11-24');
  });
});
