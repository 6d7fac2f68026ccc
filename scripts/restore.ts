/**
 * npm run restore FILE: restores a backup made by `npm run backup` (or the daily one, or the Settings page's) into
 * the collection DATA_DIR / DATABASE_URL point at. Stop the app first. A file that is not a whole backup of this
 * app, or from a newer version of it, is refused with one line and nothing is changed.
 */
import { restoreBackup } from '../server/src/backup/index.ts';
import { loadConfig } from '../server/src/config.ts';
import { loadEnvFile, oneLine } from './cli.ts';

loadEnvFile();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE (a backup .zip)');
  process.exit(1);
}
try {
  const config = loadConfig();
  const result = await restoreBackup(file, config);
  const rows = Object.entries(result.counts).map(([table, n]) => `${table} ${n}`).join(', ');
  console.log(`Restored the backup of ${result.createdAt} (${result.database}, schema ${result.schema}${result.migratedTo ? `, migrated to ${result.migratedTo}` : ''})`);
  console.log(`Rows: ${rows}`);
  console.log(`Photos: ${result.photos.restored} restored, ${result.photos.kept} already there`);
  if (result.previous) console.log(`The database it replaced is kept as ${result.previous}`);
} catch (error) {
  console.error(oneLine(error));
  process.exitCode = 1;
}
