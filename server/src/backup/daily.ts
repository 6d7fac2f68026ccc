// The daily backup: one per day in DATA_DIR/backups, the last BACKUP_KEEP kept.
import fs from 'node:fs/promises';
import path from 'node:path';
import { utcToday } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { backupsDir, createBackup } from './create.ts';

const DAILY = /^backup-\d{4}-\d{2}-\d{2}\.zip$/;

/** How often the scheduler looks for today's backup. */
const CHECK_EVERY_MS = 3600_000;

export interface DailyBackups {
  dataDir: string;
  /** BACKUP_KEEP: how many daily backups are kept (the oldest go first). */
  keep: number;
}

/** Makes today's backup if it is missing, then removes the daily backups beyond the last `keep`; answers the file made, if any. */
export async function runDailyBackup(db: Db, { dataDir, keep }: DailyBackups, now = new Date()): Promise<string | null> {
  const dir = backupsDir(dataDir);
  const today = path.join(dir, `backup-${utcToday(now)}.zip`);
  let made: string | null = null;
  try {
    await fs.access(today);
  } catch {
    made = (await createBackup(db, dataDir, today, now)).file;
  }
  // Only the daily files: a backup made by hand (backup-<time>.zip) is the collector's to remove.
  const daily = (await fs.readdir(dir)).filter((name) => DAILY.test(name)).sort();
  for (const name of daily.slice(0, Math.max(0, daily.length - keep))) await fs.rm(path.join(dir, name), { force: true });
  return made;
}

/** Runs with the other background work: checks every hour that today's backup exists. */
export function dailyBackupJob(db: Db, settings: DailyBackups): JobDefinition {
  return {
    kind: 'daily-backup',
    everyMs: CHECK_EVERY_MS,
    run: async () => {
      const made = await runDailyBackup(db, settings);
      return { message: made ? `Backed up to ${made}` : 'Today\'s backup was already made' };
    },
  };
}
