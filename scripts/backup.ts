/**
 * npm run backup [FILE]: writes a backup of the collection (DATA_DIR's SQLite file or DATABASE_URL, the uploaded
 * photos) to FILE, by default DATA_DIR/backups/backup-<time>.zip, and prints where and what it holds.
 * Says first which collection it backs up; a DATA_DIR that does not exist, or holds no collection, is refused.
 * Safe while the app runs: the database is read in one consistent snapshot.
 */
import { createBackup } from '../server/src/backup/index.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { checkDataDir, collectionLine, loadEnvFile, oneLine } from './cli.ts';

loadEnvFile();
try {
  const config = loadConfig();
  console.log(collectionLine(config));
  checkDataDir(config, 'backup');
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 });
  try {
    const { file, manifest, bytes } = await createBackup(db, config.dataDir, process.argv[2]);
    const rows = Object.entries(manifest.counts).map(([table, n]) => `${table} ${n}`).join(', ');
    console.log(`Backed up to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
    console.log(`${manifest.database}, schema ${manifest.schema}; ${manifest.photos} photo(s); rows: ${rows}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(oneLine(error));
  process.exitCode = 1;
}
