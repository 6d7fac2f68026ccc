// Restoring a backup: the whole file is checked and unpacked aside first; only then is anything swapped in.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { PHOTO_FILE_NAME, UPLOADS_PREFIX } from '@tmnt/domain';
import { DATABASE_FILE, isPostgres, openDatabase, type Db } from '../db/database.ts';
import { MIGRATION_NAMES } from '../db/migrate.ts';
import { rowProblem } from '../db/row-schemas.ts';
import { forgetBulkChanges } from '../bulk/index.ts';
import { revalueCopies } from '../inventory/index.ts';
import { interruptRestoredRuns } from '../jobs/index.ts';
import { rebuildUnderCurrentRules } from '../market/index.ts';
import { checkStoredPhoto, PhotoRefused, uploadsDir } from '../photos/index.ts';
import { startSyncAfresh } from '../sync/index.ts';
import { backupsDir, createBackup, MANIFEST, manifestSchema, SQLITE_ENTRY, TABLE_NAME, TABLES_FOLDER, timedBackupName, UPLOADS_FOLDER, type Manifest } from './create.ts';
import { carryDoors, checkSqliteFile, readSqliteTables, replaceTables, vacuumInto } from './queries.ts';
import { readSummary, summarize, type CollectionSummary } from './summary.ts';
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
  /** Where the collection that was replaced is kept (none when there was none, or for `npm run restore` on PostgreSQL). */
  previous: string | null;
  createdAt: string;
}

const LATEST = MIGRATION_NAMES[MIGRATION_NAMES.length - 1];
const BEFORE_RESTORE = '.before-restore';

const isKnownEntry = (name: string) =>
  name === MANIFEST ||
  name === SQLITE_ENTRY ||
  (name.startsWith(TABLES_FOLDER) && name.endsWith('.json') && TABLE_NAME.test(name.slice(TABLES_FOLDER.length, -'.json'.length))) ||
  (name.startsWith(UPLOADS_FOLDER) && PHOTO_FILE_NAME.test(name.slice(UPLOADS_FOLDER.length)));

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

/**
 * A photo entry is restored only as what the app itself stores: named by the SHA-256 of its bytes, and a JPEG that
 * decodes whole. Anything else (a page, a script, a picture of another kind) refuses the whole backup.
 */
async function checkPhotoEntry(name: string, file: string): Promise<void> {
  const bytes = await fsp.readFile(file);
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (`${UPLOADS_FOLDER}${hash}.jpg` !== name) throw new BackupError(`The backup's ${name} is not the photo its name says (its content does not match): refused, nothing was changed`);
  try {
    await checkStoredPhoto(bytes);
  } catch (error) {
    if (error instanceof PhotoRefused) throw new BackupError(`The backup's ${name} is not a photo this app stores (${error.message}): refused, nothing was changed`);
    throw error;
  }
}

/** Every row passes the schema the app stores it by (see db/row-schemas.ts); the first that does not refuses the backup, named. */
function checkRows(rows: Map<string, Record<string, unknown>[]>): void {
  for (const [table, list] of rows) {
    for (const [index, row] of list.entries()) {
      const problem = rowProblem(table, row);
      if (problem === null) continue;
      const id = typeof row.id === 'number' ? ` (id ${row.id})` : '';
      throw new BackupError(`The backup's ${table} row ${index + 1}${id} cannot be restored: ${problem}. Refused, nothing was changed`);
    }
  }
}

/**
 * A figure's picture (and its thumbnail) under /uploads/ names a photo the backup carries, checked as every photo
 * entry is: else the figure would show a broken picture, or one this app never checked.
 */
function checkFigurePictures(rows: Map<string, Record<string, unknown>[]>, photos: readonly string[]): void {
  const carried = new Set(photos.map((entry) => entry.slice(UPLOADS_FOLDER.length)));
  for (const [index, row] of (rows.get('figures') ?? []).entries()) {
    for (const column of ['image_url', 'thumbnail_url']) {
      const address = row[column];
      if (typeof address !== 'string' || !address.startsWith(UPLOADS_PREFIX) || carried.has(address.slice(UPLOADS_PREFIX.length))) continue;
      throw new BackupError(`The backup's figures row ${index + 1} (id ${String(row.id)}) cannot be restored: ${column}: names a photo the backup does not carry (${address}). Refused, nothing was changed`);
    }
  }
}

/**
 * The places hold together as a tree: each place's parent is one of them, and no place is inside itself (each row
 * alone passed its schema; a loop of parents only shows across rows).
 */
function checkPlaceTree(rows: Map<string, Record<string, unknown>[]>): void {
  const places = (rows.get('places') ?? []) as { id: number; name: string; parent_id: number | null }[];
  const byId = new Map(places.map((p) => [p.id, p]));
  for (const [index, place] of places.entries()) {
    const seen = new Set<number>();
    for (let at: typeof place | undefined = place; at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
      const problem = seen.has(at.id) ? 'it is inside itself (its parents come back to it)' : at.parent_id !== null && !byId.has(at.parent_id) ? `no place has the id ${at.parent_id}` : null;
      if (problem) throw new BackupError(`The backup's places row ${index + 1} (id ${place.id}) cannot be restored: parent_id: ${problem}. Refused, nothing was changed`);
      seen.add(at.id);
    }
  }
}

/**
 * What the restored rows determine (market summaries, every copy's value, the collection's sums), computed afresh;
 * the changes to many copies made here can no longer be undone (they changed the collection replaced).
 */
async function deriveFromRestored(trx: Db): Promise<void> {
  await rebuildUnderCurrentRules(trx);
  await revalueCopies(trx, 'all');
  await interruptRestoredRuns(trx);
  await forgetBulkChanges(trx);
  // Phones' pocket copies were made from the collection replaced: each is sent the restored one whole.
  await startSyncAfresh(trx);
}

/** What a restore is about to do: the backup's contents, and the collection it replaces ('none': no collection file yet). */
export interface RestorePlan {
  createdAt: string;
  backup: CollectionSummary;
  current: CollectionSummary | 'none' | 'unreadable';
}

export interface RestoreOptions {
  limits?: ZipLimits;
  /** Asked once the backup is checked, before anything changes; false: nothing is restored (a BackupError says so). */
  confirm?: (plan: RestorePlan) => Promise<boolean>;
}

/** Where the collection restored into lives: DATA_DIR, and the PostgreSQL database when it is not DATA_DIR's SQLite file. */
interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  poolSize?: number;
}

/** A backup checked and unpacked aside (in `dir`): nothing of the collection has changed yet. */
interface StagedBackup {
  manifest: Manifest;
  /** Where the photos were unpacked, by their zip entry names. */
  photos: string[];
  /** Every table's rows (a SQLite backup's read from its file, brought up to the latest schema), each checked. */
  rows: Map<string, Record<string, unknown>[]>;
  migratedTo: string | null;
}

/**
 * Checks the whole backup and unpacks it into `staging`: a file that is not a whole backup of this app, from a
 * newer schema, or of the other kind of database than `target`, is refused before anything changes.
 */
async function stageBackup(zip: ZipReader, staging: string, target: 'sqlite' | 'postgres'): Promise<StagedBackup> {
  const manifest = await readManifest(zip);
  checkSchema(manifest.schema);
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

  await fsp.mkdir(staging, { recursive: true });
  const photos = zip.entries.filter((e) => e.name.startsWith(UPLOADS_FOLDER));
  for (const photo of photos) {
    await unpackTo(zip, photo, path.join(staging, photo.name));
    await checkPhotoEntry(photo.name, path.join(staging, photo.name));
  }
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
  if (!database) {
    checkRows(rows);
    checkFigurePictures(rows, photos.map((p) => p.name));
    checkPlaceTree(rows);
    return { manifest, photos: photos.map((p) => p.name), rows, migratedTo: null };
  }

  const sqliteFile = path.join(staging, DATABASE_FILE);
  await unpackTo(zip, database, sqliteFile);
  let checked: ReturnType<typeof checkSqliteFile>;
  try {
    checked = checkSqliteFile(sqliteFile);
  } catch {
    throw new BackupError(`${INCOMPLETE} (its database cannot be read)`);
  }
  if (!checked.ok) throw new BackupError(`${INCOMPLETE} (its database is damaged)`);
  const schema = checked.migrations.at(-1);
  if (schema !== manifest.schema || checked.migrations.some((m) => !MIGRATION_NAMES.includes(m))) {
    throw new BackupError(`The backup's database is not at the schema its manifest names (${manifest.schema}): it is not a backup made by this app`);
  }
  // An older schema is brought up to date, in the staged copy (opening it migrates it).
  const staged = await openDatabase({ dataDir: staging });
  await staged.destroy();
  const sqliteRows = readSqliteTables(sqliteFile);
  checkRows(sqliteRows);
  checkFigurePictures(sqliteRows, photos.map((p) => p.name));
  checkPlaceTree(sqliteRows);
  return { manifest, photos: photos.map((p) => p.name), rows: sqliteRows, migratedTo: schema === LATEST ? null : LATEST };
}

/** Puts the staged photos in DATA_DIR/uploads. They are named by their content: one already there is the same photo and is kept. */
async function movePhotosIn(staging: string, photos: string[], dataDir: string): Promise<RestoreResult['photos']> {
  const uploads = uploadsDir(dataDir);
  let kept = 0;
  for (const photo of photos) {
    const destination = path.join(uploads, photo.slice(UPLOADS_FOLDER.length));
    if (fs.existsSync(destination)) {
      kept++;
      continue;
    }
    await fsp.mkdir(path.dirname(destination), { recursive: true });
    await fsp.rename(path.join(staging, photo), destination);
  }
  return { restored: photos.length - kept, kept };
}

/** What the collection about to be replaced holds: read through the lock (SQLite) or the opened database (PostgreSQL). */
async function currentSummary(lock: SQLite.Database | null, pg: Db | null): Promise<RestorePlan['current']> {
  if (pg) return readSummary(async (table, columns) => (await sql<Record<string, unknown>>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(pg)).rows);
  if (lock) return readSummary(async (table, columns) => lock.prepare(`select ${columns.join(', ')} from ${table}`).all() as Record<string, unknown>[]);
  return 'none';
}

/**
 * Restores a backup into the collection `config` points at (DATA_DIR's SQLite file, or DATABASE_URL), with the app
 * stopped (`npm run restore`). Refuses, changing nothing, a file that is not a whole backup of this app, a newer
 * schema, or a running app on the same DATA_DIR. `options.confirm` is asked between the checks and the swap. SQLite:
 * the previous database is kept as collection.db.before-restore, and its sessions and API keys carried over. Photos
 * already there are kept.
 */
export async function restoreBackup(file: string, config: RestoreTarget, options: RestoreOptions = {}): Promise<RestoreResult> {
  const zip = await ZipReader.open(file, options.limits ?? DEFAULT_LIMITS, isKnownEntry);
  let lock: SQLite.Database | null = null;
  let pg: Db | null = null;
  const staging = path.join(config.dataDir, `.restore-${randomUUID()}`);
  try {
    const target = config.databaseUrl ? 'postgres' : 'sqlite';
    const liveFile = path.join(config.dataDir, DATABASE_FILE);
    await fsp.mkdir(config.dataDir, { recursive: true });
    // Checked before the (slow) unpacking, so a running app is said at once.
    if (target === 'sqlite') lock = lockLiveDatabase(liveFile, config.dataDir);
    const staged = await stageBackup(zip, staging, target);
    // PostgreSQL is opened now, so what it holds can be said before it is replaced.
    if (target === 'postgres') pg = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.poolSize ?? 2 });
    if (options.confirm) {
      // The lock is held while the collector answers: the app cannot start on the collection in between.
      const plan = { createdAt: staged.manifest.created_at, backup: summarize(staged.rows), current: await currentSummary(lock, pg) };
      if (!(await options.confirm(plan))) throw new BackupError('Not restored: the collection here is unchanged');
    }

    const counts = Object.fromEntries([...staged.rows].map(([name, list]) => [name, list.length]));
    let previous: string | null = null;
    if (target === 'sqlite') {
      // The checked rows go into a new database made by this app's own migrations: nothing of the backup's file
      // (its schema, triggers or views) is ever the live database.
      const fresh = path.join(staging, 'fresh');
      const db = await openDatabase({ dataDir: fresh });
      try {
        // A browser may hold an ETag of a data version the restored collection also had: it moves past both.
        await replaceAllRows(db, staged.rows, lock ? liveDataVersion(lock) : 0);
        // Who is logged in and the API keys stay as they are, as in a restore through the running app.
        if (lock) await carryDoors(lock, db);
      } finally {
        await db.destroy();
      }
      // The swap: the live file (its WAL checkpointed into it) is kept as .before-restore, the new one renamed over it.
      if (lock) {
        lock.pragma('wal_checkpoint(TRUNCATE)');
        lock.close();
        lock = null;
        previous = `${liveFile}${BEFORE_RESTORE}`;
        for (const suffix of ['', '-wal', '-shm']) await fsp.rm(`${previous}${suffix}`, { force: true });
        await fsp.link(liveFile, previous).catch(() => fsp.copyFile(liveFile, previous!));
        if (fs.existsSync(`${liveFile}-wal`)) await fsp.rename(`${liveFile}-wal`, `${previous}-wal`);
        await fsp.rm(`${liveFile}-shm`, { force: true });
      }
      await fsp.rename(path.join(fresh, DATABASE_FILE), liveFile);
      await fsyncDir(config.dataDir);
    } else {
      await replaceAllRows(pg!, staged.rows);
    }
    const photos = await movePhotosIn(staging, staged.photos, config.dataDir);
    return { database: target, schema: staged.manifest.schema, migratedTo: staged.migratedTo, counts, photos, previous, createdAt: staged.manifest.created_at };
  } finally {
    lock?.close();
    await pg?.destroy();
    await zip.close();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the collection a running app uses (the Settings page's upload): checked and unpacked
 * aside as above, then every table's rows are replaced in one transaction, so a request sees the collection
 * before or after, never between. The previous collection is kept first: SQLite as collection.db.before-restore,
 * PostgreSQL as a backup zip in DATA_DIR/backups.
 */
export async function restoreIntoRunningApp(db: Db, dataDir: string, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const zip = await ZipReader.open(file, options.limits ?? DEFAULT_LIMITS, isKnownEntry);
  const staging = path.join(dataDir, `.restore-${randomUUID()}`);
  try {
    const target = isPostgres(db) ? 'postgres' : 'sqlite';
    const staged = await stageBackup(zip, staging, target);
    const rows = staged.rows;

    let previous: string;
    if (target === 'sqlite') {
      previous = path.join(dataDir, `${DATABASE_FILE}${BEFORE_RESTORE}`);
      await fsp.rm(previous, { force: true });
      await vacuumInto(db, previous);
    } else {
      previous = (await createBackup(db, dataDir, path.join(backupsDir(dataDir), timedBackupName('before-restore', new Date())))).file;
    }
    await replaceAllRows(db, rows);
    const photos = await movePhotosIn(staging, staged.photos, dataDir);
    const counts = Object.fromEntries([...rows].map(([name, list]) => [name, list.length]));
    return { database: target, schema: staged.manifest.schema, migratedTo: staged.migratedTo, counts, photos, previous, createdAt: staged.manifest.created_at };
  } finally {
    await zip.close();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Replaces every table's rows and computes what derives from them; a failure changes nothing and says so. The
 * data version ends past `liveVersion` (the collection replaced, when it is another database) as well.
 */
async function replaceAllRows(db: Db, rows: Map<string, Record<string, unknown>[]>, liveVersion = 0): Promise<void> {
  const state = rows.get('app_state')?.[0];
  if (state && typeof state.data_version === 'number') state.data_version = Math.max(state.data_version, liveVersion);
  try {
    await replaceTables(db, rows, deriveFromRestored);
  } catch (error) {
    throw new BackupError(`The backup could not be restored, nothing was changed: ${(error as Error).message}`);
  }
}
