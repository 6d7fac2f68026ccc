// Backup and restore of the whole collection (database and uploaded photos), as other parts of the app see it.
export { appVersion, backupsDir, createBackup } from './create.ts';
export { appliedSchema } from './queries.ts';
export { dailyBackupJob, runDailyBackup, type DailyBackups } from './daily.ts';
export { restoreBackup, type RestorePlan } from './restore.ts';
export type { CollectionSummary } from './summary.ts';
export { backupRoutes } from './routes.ts';
export type { ZipLimits } from './zip.ts';
