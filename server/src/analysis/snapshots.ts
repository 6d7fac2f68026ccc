// The portfolio's value once a day, for the value-over-time chart.
import { portfolioDays, toCents, utcToday, type PortfolioHistory, type PortfolioSnapshot } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { computeStats } from '../inventory/index.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { hasSnapshot, latestPriceData, snapshots, soldCopies, storeSnapshot } from './queries.ts';

/** How often the day's snapshot is taken again (the day keeps its latest). */
const SNAPSHOT_EVERY_MS = 3600_000;

/** The portfolio as it stands now, as today's snapshot. */
async function currentSnapshot(db: Db, now: Date): Promise<PortfolioSnapshot> {
  const [stats, priceDataAt] = await Promise.all([computeStats(db), latestPriceData(db)]);
  return { day: utcToday(now), valueCents: toCents(stats.total_value), investedCents: toCents(stats.total_invested), items: stats.total_items, priceDataAt };
}

export async function takeSnapshot(db: Db, now = new Date()): Promise<void> {
  await storeSnapshot(db, await currentSnapshot(db, now), now.toISOString());
}

/** At start-up: today's snapshot, unless one was taken today already. */
export async function takeSnapshotIfMissing(db: Db, now = new Date()): Promise<void> {
  if (!(await hasSnapshot(db, utcToday(now)))) await takeSnapshot(db, now);
}

/** Runs with the other background work: today's snapshot, renewed every hour. */
export function snapshotJob(db: Db): JobDefinition {
  return { kind: 'portfolio-snapshot', everyMs: SNAPSHOT_EVERY_MS, run: () => takeSnapshot(db) };
}

/**
 * Every day from the first snapshot to today, today as the portfolio stands now (stored snapshots may be an hour
 * old), and the sales made on those days: the chart marks them, so a drop in value a sale made is explained.
 */
export async function portfolioHistory(db: Db, now = new Date()): Promise<PortfolioHistory> {
  const [stored, today, sold] = await Promise.all([snapshots(db), currentSnapshot(db, now), soldCopies(db)]);
  const days = portfolioDays([...stored.filter((s) => s.day !== today.day), today], today.day);
  const first = days[0]?.date;
  return { days, sales: first === undefined ? [] : sold.filter((s) => s.date >= first && s.date <= today.day) };
}
