// Restoring a backup: the whole file is checked and unpacked aside first; only then is anything swapped in.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.ts';
import { DATABASE_FILE, openDatabase } from '../db/database.ts';
import { MIGRATION_NAMES } from '../db/migrate.ts';
import { uploadsDir } from '../grading/index.ts';
import { MANIFEST, manifestSchema, PHOTO_PATH, SQLITE_ENTRY, TABLE_NAME, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './create.ts';
import { appliedSchema, checkSqliteFile, describeSqliteFile, replaceTables, setDataVersion } from './queries.ts';
import { BackupError, DEFAULT_LIMITS, INCOMPLETE, ZipReader, type ZipLimits } from './zip.ts';

export interface RestoreResult {
  database: 'sqlite' | 'postgres';
  /** The backup's schema, and the one it was migrated to when older. */
  schema: string;
  migratedTo: string | null;
  /** Rows per table as restored. */
  counts: Record<string, number>;
  /** Photos put in DATA_DIR/uploads, and those already there (kept). */
  photos: { restored: number; kept: number };
  /** SQLite: where the database that was replaced now is. */
  previous: string | null;
  createdAt: string;
}

const LATEST = MIGRATION_NAMES[MIGRATION_NAMES.length - 1];

const isKnownEntry = (name: string) =>
  name === MANIFEST ||
  name === SQLITE_ENTRY ||
  (name.startsWith(TABLES_FOLDER) && name.endsWith('.json') && TABLE_NAME.test(name.slice(TABLES_FOLDER.length, -'.json'.length))) ||
  (name.startsWith(UPLOADS_FOLDER) && PHOTO_PATH.test(name.slice(UPLOADS_FOLDER.length)));

/** Refuses a schema this build cannot take: newer than its latest migration, or one it does not know. */
function checkSchema(schema: string): void {
  if (schema > LATEST) throw new BackupError(`This backup is from a newer version of the app (schema ${schema}): update the app first`);
  if (!MIGRATION_NAMES.includes(schema)) throw new BackupError(`This backup's schema (${schema}) is not one this app knows: it is not a backup made by this app`);
}

async function readManifest(zip: ZipReader): Promise<Manifest> {
  const entry = zip.entries.find((e) => e.name === MANIFEST);
  if (!entry) throw new BackupError('The backup has no manifest.json: it is not a backup made by this app (or it is not complete)');
  if (entry.size > 1024 * 1024) throw new BackupError('The backup\'s manifest.json is too large: it is not a backup made by this app');
  let json: unknown;
  try {
    json = JSON.parse((await zip.read(entry)).toString('utf8'));
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('The backup\'s manifest.json is not valid JSON: it is not a backup made by this app');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(`The backup's manifest.json is not valid (${issue.path.join('.') || 'manifest'}: ${issue.message}): it is not a backup made by this app`);
  }
  return parsed.data;
}

/** Throws a one-line refusal when a server has the SQLite file open; else holds it exclusively until released. */
function lockLiveDatabase(file: string, dataDir: string): SQLite.Database | null {
  if (!fs.existsSync(file)) return null;
  const sqlite = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('begin exclusive');
    sqlite.exec('commit');
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new BackupError(`The app is running on DATA_DIR ${dataDir}: stop it, then restore`);
    throw new BackupError(`Cannot open the current database ${file}: ${(error as Error).message}`);
  }
  return sqlite;
}

/** The live database's data version, read through the lock (0 when it has none). */
function liveDataVersion(sqlite: SQLite.Database): number {
  try {
    return (sqlite.prepare('select data_version from app_state where id = 1').get() as { data_version: number } | undefined)?.data_version ?? 0;
  } catch {
    return 0;
  }
}

async function fsyncDir(dir: string): Promise<void> {
  try {
    const handle = await fsp.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not every platform can sync a folder; the renames are done all the same.
  }
}

/** Writes an entry to a new file, synced. */
async function unpackTo(zip: ZipReader, entry: ZipReader['entries'][number], file: string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const handle = await fsp.open(file, 'wx');
  try {
    await zip.unpack(entry, async (chunk) => void (await handle.write(chunk)));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface RestoreOptions {
  limits?: ZipLimits;
}

/**
 * Restores a backup into the collection `config` points at (DATA_DIR's SQLite file, or DATABASE_URL). Refuses,
 * changing nothing, a file that is not a whole backup of this app, a newer schema, or a running app on the same
 * DATA_DIR. SQLite: the previous database is kept as collection.db.before-restore. Photos already there are kept.
 */
export async function restoreBackup(file: string, config: Pick<Config, 'dataDir' | 'databaseUrl'> & { poolSize?: number }, options: RestoreOptions = {}): Promise<RestoreResult> {
  const zip = await ZipReader.open(file, options.limits ?? DEFAULT_LIMITS, isKnownEntry);
  let lock: SQLite.Database | null = null;
  const staging = path.join(config.dataDir, `.restore-${randomUUID()}`);
  try {
    const manifest = await readManifest(zip);
    checkSchema(manifest.schema);
    const target = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.database !== target) {
      throw new BackupError(
        target === 'postgres'
          ? 'This backup is of a SQLite collection and this app uses PostgreSQL (DATABASE_URL): unset DATABASE_URL to restore it into DATA_DIR'
          : 'This backup is of a PostgreSQL collection: set DATABASE_URL to the PostgreSQL database to restore it into',
      );
    }
    if (target === 'postgres' && manifest.schema !== LATEST) {
      throw new BackupError(`This PostgreSQL backup is from schema ${manifest.schema} and this app is at ${LATEST}: only a backup of the same version of the app can be restored into PostgreSQL`);
    }
    const tables = zip.entries.filter((e) => e.name.startsWith(TABLES_FOLDER));
    const database = zip.entries.find((e) => e.name === SQLITE_ENTRY);
    if (target === 'sqlite' ? !database || tables.length > 0 : database || tables.length === 0) {
      throw new BackupError(`${INCOMPLETE} (its database is missing)`);
    }

    const liveFile = path.join(config.dataDir, DATABASE_FILE);
    await fsp.mkdir(config.dataDir, { recursive: true });
    if (target === 'sqlite') lock = lockLiveDatabase(liveFile, config.dataDir);

    // Everything is unpacked (and so checked) aside before anything is changed.
    await fsp.mkdir(staging);
    const photos = zip.entries.filter((e) => e.name.startsWith(UPLOADS_FOLDER));
    for (const photo of photos) await unpackTo(zip, photo, path.join(staging, photo.name));
    const rows = new Map<string, Record<string, unknown>[]>();
    for (const table of tables) {
      const name = table.name.slice(TABLES_FOLDER.length, -'.json'.length);
      let parsed: unknown;
      try {
        parsed = JSON.parse((await zip.read(table)).toString('utf8'));
      } catch (error) {
        if (error instanceof BackupError) throw error;
        throw new BackupError(`${INCOMPLETE} (${table.name} is not valid JSON)`);
      }
      if (!Array.isArray(parsed) || !parsed.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) {
        throw new BackupError(`${INCOMPLETE} (${table.name} is not a list of rows)`);
      }
      rows.set(name, parsed as Record<string, unknown>[]);
    }

    let migratedTo: string | null = null;
    let counts: Record<string, number>;
    let previous: string | null = null;
    if (target === 'sqlite') {
      const stagedDb = path.join(staging, DATABASE_FILE);
      await unpackTo(zip, database!, stagedDb);
      let checked: ReturnType<typeof checkSqliteFile>;
      try {
        checked = checkSqliteFile(stagedDb);
      } catch {
        throw new BackupError(`${INCOMPLETE} (its database cannot be read)`);
      }
      if (!checked.ok) throw new BackupError(`${INCOMPLETE} (its database is damaged)`);
      const schema = checked.migrations.at(-1);
      if (schema !== manifest.schema || checked.migrations.some((m) => !MIGRATION_NAMES.includes(m))) {
        throw new BackupError(`The backup's database is not at the schema its manifest names (${manifest.schema}): it is not a backup made by this app`);
      }
      // An older schema is brought up to date, in the staged copy.
      const liveVersion = lock ? liveDataVersion(lock) : 0;
      const staged = await openDatabase({ dataDir: staging });
      try {
        const restoredVersion = (await staged.selectFrom('app_state').select('data_version').where('id', '=', 1).executeTakeFirst())?.data_version ?? 0;
        await setDataVersion(staged, Math.max(liveVersion, restoredVersion) + 1);
        if (schema !== LATEST) migratedTo = await appliedSchema(staged);
      } finally {
        await staged.destroy();
      }
      counts = describeSqliteFile(stagedDb).counts;

      // The swap: the live file (its WAL checkpointed into it) is kept as .before-restore, the staged one renamed over it.
      if (lock) {
        lock.pragma('wal_checkpoint(TRUNCATE)');
        lock.close();
        lock = null;
        previous = `${liveFile}.before-restore`;
        for (const suffix of ['', '-wal', '-shm']) await fsp.rm(`${previous}${suffix}`, { force: true });
        await fsp.link(liveFile, previous).catch(() => fsp.copyFile(liveFile, previous!));
        if (fs.existsSync(`${liveFile}-wal`)) await fsp.rename(`${liveFile}-wal`, `${previous}-wal`);
        await fsp.rm(`${liveFile}-shm`, { force: true });
      }
      await fsp.rename(stagedDb, liveFile);
      await fsyncDir(config.dataDir);
    } else {
      counts = Object.fromEntries([...rows].map(([name, list]) => [name, list.length]));
      const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.poolSize ?? 2 });
      try {
        await replaceTables(db, rows);
      } catch (error) {
        throw new BackupError(`The backup could not be restored, nothing was changed: ${(error as Error).message}`);
      } finally {
        await db.destroy();
      }
    }

    // Photos are named by their content: one already there is the same photo and is kept.
    const uploads = uploadsDir(config.dataDir);
    let kept = 0;
    for (const photo of photos) {
      const destination = path.join(uploads, photo.name.slice(UPLOADS_FOLDER.length));
      if (fs.existsSync(destination)) {
        kept++;
        continue;
      }
      await fsp.mkdir(path.dirname(destination), { recursive: true });
      await fsp.rename(path.join(staging, photo.name), destination);
    }
    return { database: target, schema: manifest.schema, migratedTo, counts, photos: { restored: photos.length - kept, kept }, previous, createdAt: manifest.created_at };
  } finally {
    lock?.close();
    await zip.close();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
