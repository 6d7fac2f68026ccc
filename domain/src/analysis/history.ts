import type { PortfolioDay } from '../api/analysis.ts';
import { fromCents } from '../money.ts';
import { daysBetween } from './trend.ts';

/** One stored daily snapshot of the portfolio. */
export interface PortfolioSnapshot {
  day: string;
  valueCents: number;
  investedCents: number;
  items: number;
  /** When the newest price data the values rested on came in (ISO); null with no price data at all. */
  priceDataAt: string | null;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * One entry per day from the first snapshot to `today`: each snapshot as taken, and each day without one (the
 * server was off) carried forward from the day before. A day has new price data when its snapshot rests on price
 * data newer than the snapshot before it; a carried-forward day never has.
 */
export function portfolioDays(snapshots: readonly PortfolioSnapshot[], today: string): PortfolioDay[] {
  const ordered = [...snapshots].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  if (ordered.length === 0) return [];
  const byDay = new Map(ordered.map((s) => [s.day, s]));
  const last = ordered[ordered.length - 1].day > today ? ordered[ordered.length - 1].day : today;
  const days: PortfolioDay[] = [];
  let previous: PortfolioSnapshot | null = null;
  for (let day = ordered[0].day, n = 0; n <= daysBetween(ordered[0].day, last); day = nextDay(day), n++) {
    const snapshot = byDay.get(day);
    const shown = snapshot ?? previous!;
    days.push({
      date: day,
      value: fromCents(shown.valueCents),
      invested: fromCents(shown.investedCents),
      items: shown.items,
      snapshot: snapshot !== undefined,
      new_price_data: snapshot !== undefined && snapshot.priceDataAt !== null && (previous === null || snapshot.priceDataAt !== previous.priceDataAt),
    });
    if (snapshot) previous = snapshot;
  }
  return days;
}
