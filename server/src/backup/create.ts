// Making a backup: one zip with a manifest, a consistent snapshot of the database and every uploaded photo.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PHOTO_FILE_NAME } from '@tmnt/domain';
import { isPostgres, type Db } from '../db/database.ts';
import { uploadsDir } from '../photos/index.ts';
import { describeSqliteFile, dumpTables, vacuumInto } from './queries.ts';
import { BackupError, DEFAULT_LIMITS, ZipWriter } from './zip.ts';

export const MANIFEST = 'manifest.json';
export const SQLITE_ENTRY = 'collection.db';
export const TABLES_FOLDER = 'tables/';
export const UPLOADS_FOLDER = 'uploads/';

const FORMAT = 'tmnt-inventory-backup';

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  app_version: z.string().min(1),
  schema: z.string().regex(/^[0-9a-z-]+$/, 'schema must be a migration name'),
  database: z.enum(['sqlite', 'postgres']),
  counts: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.number().int().min(0)),
  photos: z.number().int().min(0),
  created_at: z.iso.datetime(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A table's name: plain names only. */
export const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The root package.json's version, or "dev" when it has none. */
function packageVersion(): string {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' && version !== '' ? version : 'dev';
  } catch {
    return 'dev';
  }
}

/** The commit checked out, when the app runs from a git checkout (a container has no .git): null otherwise or when git cannot say. */
function gitCommit(): string | null {
  if (!fs.existsSync(path.join(ROOT, '.git'))) return null;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).trim() || null;
  } catch {
    return null;
  }
}

let version: string | undefined;

/** The app's version as Settings, /api/health and backups tell it: "1.0.0 (5fa4e53)" from a checkout, "1.0.0" in a container; read once. */
export function appVersion(): string {
  if (version === undefined) {
    const commit = gitCommit();
    version = `${packageVersion()}${commit ? ` (${commit})` : ''}`;
  }
  return version;
}

/** Every stored photo in DATA_DIR/uploads (named by its content: see PHOTO_FILE_NAME); nothing else there is the app's. */
async function photoPaths(dir: string): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  return entries.filter((entry) => entry.isFile() && PHOTO_FILE_NAME.test(entry.name)).map((entry) => entry.name).sort();
}

export interface CreatedBackup {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/** A backup file's name as the app gives them in DATA_DIR/backups: `<kind>-<time>.zip` (daily ones: `backup-<day>.zip`). */
export const timedBackupName = (kind: 'backup' | 'before-restore', at: Date) => `${kind}-${at.toISOString().replace(/[:.]/g, '-')}.zip`;

/** Every name timedBackupName and the daily backups give, and nothing else. */
export const BACKUP_FILE_NAME = /^(backup|before-restore)-\d{4}-\d{2}-\d{2}(T\d{2}-\d{2}-\d{2}-\d{3}Z)?\.zip$/;

/**
 * Writes a backup of the collection to `file` (default: DATA_DIR/backups/backup-<timestamp>.zip): written to a
 * temporary file beside it, then renamed, so a backup file is always whole.
 */
export async function createBackup(db: Db, dataDir: string, file?: string, now = new Date()): Promise<CreatedBackup> {
  const target = path.resolve(file ?? path.join(backupsDir(dataDir), timedBackupName('backup', now)));
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  const snapshot = `${temp}.db`;
  const photosDir = uploadsDir(dataDir);
  try {
    const photos = await photoPaths(photosDir);
    if (photos.length + 100 > DEFAULT_LIMITS.maxEntries) throw new BackupError(`Too many photos to back up in one file (${photos.length})`);
    const handle = await fsp.open(temp, 'wx');
    let manifest: Manifest;
    try {
      const zip = new ZipWriter(handle);
      const base = { format: FORMAT, app_version: appVersion(), photos: photos.length, created_at: now.toISOString() } as const;
      if (isPostgres(db)) {
        const { schema, tables } = await dumpTables(db);
        manifest = { ...base, schema: schema ?? 'none', database: 'postgres', counts: Object.fromEntries([...tables].map(([name, rows]) => [name, rows.length])) };
        for (const [name, rows] of tables) await zip.addBytes(`${TABLES_FOLDER}${name}.json`, Buffer.from(JSON.stringify(rows)));
      } else {
        await vacuumInto(db, snapshot);
        const described = describeSqliteFile(snapshot);
        manifest = { ...base, schema: described.schema ?? 'none', database: 'sqlite', counts: described.counts };
        await zip.addFile(SQLITE_ENTRY, snapshot);
      }
      for (const photo of photos) await zip.addFile(`${UPLOADS_FOLDER}${photo}`, path.join(photosDir, photo), false);
      // Last, so a reader knows the whole zip was written; read first through the central directory all the same.
      await zip.addBytes(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
      await zip.end();
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(temp, target);
    const { size } = await fsp.stat(target);
    return { file: target, manifest, bytes: size };
  } finally {
    await fsp.rm(temp, { force: true });
    await fsp.rm(snapshot, { force: true });
  }
}

/** DATA_DIR/backups: the daily backups, and the CLI's by default. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
