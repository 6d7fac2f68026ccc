import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync, strToU8 } from 'fflate';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { appVersion, createBackup, restoreBackup, runDailyBackup, type ZipLimits } from '../src/backup/index.ts';
import { loadConfig } from '../src/config.ts';
import { DATABASE_FILE, openDatabase, type Db } from '../src/db/database.ts';
import { MIGRATION_NAMES, migrateTo } from '../src/db/migrate.ts';
import { figureId, freshDatabase, onPostgres, recordSales, storedPhoto, tempDataDir } from './helpers.ts';
import { multipart } from './support/multipart.ts';

const LATEST = MIGRATION_NAMES[MIGRATION_NAMES.length - 1];
const OLDER = '2026-11-23-02-market-data';

interface Collection {
  app: App;
  db: Db;
  dataDir: string;
  databaseUrl?: string;
}

/** The app on a fresh database (SQLite in a temporary DATA_DIR, or a PostgreSQL database in that tier). */
async function openCollection(): Promise<Collection> {
  const location = await freshDatabase();
  const db = await openDatabase({ ...location, poolSize: 4 });
  const app = await buildApp({ db, dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web') });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await db.destroy();
  };
  onTestFinished(close);
  return { app, db, ...location, close } as Collection & { close: () => Promise<void> };
}

/** Two photos as the app stores them: JPEGs named by the SHA-256 of their bytes. */
const PHOTOS: Record<string, Buffer> = Object.fromEntries(await Promise.all(['#336699', '#993366'].map((colour) => storedPhoto(colour))));
const [FIRST_PHOTO] = Object.keys(PHOTOS).sort();

/** A collection with copies (one graded), sales, a linked code, photos, and wants with a deal sent as an alert. */
async function seed({ app, db, dataDir }: Collection) {
  const leo = await figureId(db, 'Leonardo', 1988);
  const shredder = await figureId(db, 'Shredder', 1988);
  const copy = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Near Mint', purchase_price: 42.5, notes: 'From a fair' } })).json();
  expect(copy.id).toBeTypeOf('number');
  await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: shredder, condition: 'Poor' } });
  const graded = await app.inject({ method: 'PATCH', url: `/api/inventory/${copy.id}`, payload: { storage_location: 'Shelf 2', owned_accessories: ['Katana (2)'] } });
  expect(graded.statusCode).toBe(200);
  await recordSales(db, leo, [{ cents: 5500, date: '2026-10-01', tier: 'carded' }, { cents: 6100, date: '2026-10-05' }]);
  expect((await app.inject({ method: 'POST', url: `/api/figures/${leo}/upcs`, payload: { upc: '036000291452' } })).statusCode).toBe(201);
  const want = (await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: leo, tier: 'loose', variant: 'Soft head', target_price: 45, note: 'For the shelf' } })).json();
  expect((await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: shredder, tier: 'carded' } })).statusCode).toBe(201);
  const found = '2026-11-20T08:00:00.000Z';
  const deal = await db
    .insertInto('deals')
    .values({ want_id: want.id, listing_id: 'v1|1|0', title: 'TMNT 1988 Leonardo soft head loose', price_cents: 4000, shipping_cents: 500, total_cents: 4500, url: 'https://www.ebay.com/itm/1', ends_at: '2026-11-23T08:00:00.000Z', found_at: found, updated_at: found, status: 'new' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('alert_deliveries').values({ deal_id: deal.id, channel: 'webhook', status: 'failed', attempts: 1, last_error: 'The webhook answered 500', updated_at: found }).execute();
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  for (const [name, bytes] of Object.entries(PHOTOS)) fs.writeFileSync(path.join(uploads, name), bytes);
}

/** The pocket copies' change log: a restore starts it afresh (see sync.test.ts), never carries it. */
const SYNC_LOG = ['sync_changes', 'sync_state'];

/**
 * Every row of every table (kysely's bookkeeping included), in a stable order; the data version and when each
 * migration ran apart (a restore puts the rows into a database made by this app's own migrations).
 */
async function everyRow(db: Db) {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).filter((name) => !SYNC_LOG.includes(name)).sort();
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const stable = (row: Record<string, unknown>) => (table === 'app_state' ? { ...row, data_version: 'x' } : table === 'kysely_migration' ? { ...row, timestamp: 'x' } : row);
    all[table] = rows.map((row) => JSON.stringify(stable(row))).sort();
  }
  return all;
}

const dataVersion = async (db: Db) => (await db.selectFrom('app_state').select('data_version').executeTakeFirstOrThrow()).data_version;

const photosIn = (dataDir: string) => {
  const dir = path.join(dataDir, 'uploads');
  return fs.existsSync(dir) ? Object.fromEntries(fs.readdirSync(dir).sort().map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')])) : {};
};

const configFor = (c: { dataDir: string; databaseUrl?: string }) => ({ dataDir: c.dataDir, ...(c.databaseUrl ? { databaseUrl: c.databaseUrl } : {}) });

describe('backup and restore', () => {
  it('brings every row of every table and every photo back into a fresh DATA_DIR', async () => {
    const source = await openCollection();
    await seed(source);
    const before = await everyRow(source.db);
    const version = await dataVersion(source.db);
    const backup = await createBackup(source.db, source.dataDir);
    expect(path.dirname(backup.file)).toBe(path.join(source.dataDir, 'backups'));
    expect(backup.manifest).toMatchObject({ app_version: appVersion(), schema: LATEST, database: onPostgres ? 'postgres' : 'sqlite', photos: 2 });
    expect(backup.manifest.counts.inventory_items).toBe(2);
    expect(backup.manifest.counts.figures).toBe(214);
    // Only the finished zip is left behind.
    expect(fs.readdirSync(path.dirname(backup.file))).toEqual([path.basename(backup.file)]);

    const target = await freshDatabase(tempDataDir());
    const result = await restoreBackup(backup.file, configFor(target));
    expect(result).toMatchObject({ schema: LATEST, migratedTo: null, photos: { restored: 2, kept: 0 }, previous: null });
    expect(result.counts).toEqual(backup.manifest.counts);

    const restored = await openDatabase({ ...target, poolSize: 2 });
    onTestFinished(() => restored.destroy());
    expect(await everyRow(restored)).toEqual(before);
    // A new data version: no browser's ETag of another collection can match it.
    expect(await dataVersion(restored)).toBeGreaterThan(version);
    expect(photosIn(target.dataDir)).toEqual(photosIn(source.dataDir));
    expect(Object.keys(photosIn(target.dataDir))).toEqual(Object.keys(PHOTOS).sort());
  });

  it('brings a copy\'s own photos back: the item lists them and their files are served', async () => {
    const source = await openCollection();
    const leo = await figureId(source.db, 'Leonardo', 1988);
    const copy = (await source.app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good' } })).json();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } }).jpeg().toBuffer())], { type: 'image/jpeg' }), 'shelf.jpg');
    const encoded = new Response(form);
    const uploaded = await source.app.inject({
      method: 'POST',
      url: `/api/inventory/${copy.id}/photos`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(uploaded.statusCode).toBe(200);
    const photos = uploaded.json();
    expect(photos).toHaveLength(1);
    const bytes = (await source.app.inject(photos[0].url)).rawPayload;

    const backup = await createBackup(source.db, source.dataDir);
    expect(backup.manifest.counts.item_photos).toBe(1);
    const target = await freshDatabase(tempDataDir());
    await restoreBackup(backup.file, configFor(target));
    const db = await openDatabase({ ...target, poolSize: 2 });
    const app = await buildApp({ db, dataDir: target.dataDir, webDist: path.join(target.dataDir, 'no-web') });
    onTestFinished(async () => {
      await app.close();
      await db.destroy();
    });
    expect((await app.inject(`/api/inventory/${copy.id}`)).json().photos).toEqual(photos);
    const served = await app.inject(photos[0].url);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
  });

  it('brings a figure\'s picture back: the figure and its copies show it and its files are served', async () => {
    const source = await openCollection();
    const leo = await figureId(source.db, 'Leonardo', 1988);
    const copy = (await source.app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good' } })).json();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const set = await source.app.inject({ method: 'PUT', url: `/api/figures/${leo}/image`, ...(await multipart([['image', { data: jpeg, filename: 'leo.jpg' }]])) });
    expect(set.statusCode).toBe(200);
    const { image_url, thumbnail_url } = set.json();
    const files = await Promise.all([image_url, thumbnail_url].map(async (url: string) => (await source.app.inject(url)).rawPayload));

    const backup = await createBackup(source.db, source.dataDir);
    expect(backup.manifest.photos).toBe(2);
    const target = await freshDatabase(tempDataDir());
    expect((await restoreBackup(backup.file, configFor(target))).photos).toEqual({ restored: 2, kept: 0 });
    const db = await openDatabase({ ...target, poolSize: 2 });
    const app = await buildApp({ db, dataDir: target.dataDir, webDist: path.join(target.dataDir, 'no-web') });
    onTestFinished(async () => {
      await app.close();
      await db.destroy();
    });
    expect((await app.inject(`/api/figures/${leo}`)).json()).toMatchObject({ image_url, thumbnail_url });
    expect((await app.inject(`/api/inventory/${copy.id}`)).json()).toMatchObject({ image_url, thumbnail_url });
    for (const [n, url] of [image_url, thumbnail_url].entries()) expect(Buffer.compare((await app.inject(url)).rawPayload, files[n])).toBe(0);
  });

  it.skipIf(onPostgres)('keeps the replaced database as collection.db.before-restore, and photos already there', async () => {
    const source = await openCollection();
    await seed(source);
    const backup = await createBackup(source.db, source.dataDir);
    const before = await everyRow(source.db);

    const target = await openCollection();
    await target.app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(target.db, 'Krang'), condition: 'Good' } });
    fs.mkdirSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, 'uploads', FIRST_PHOTO), PHOTOS[FIRST_PHOTO]);
    const replaced = await everyRow(target.db);
    // The app on it is running: refused, in one line.
    await expect(restoreBackup(backup.file, configFor(target))).rejects.toThrow(`The app is running on DATA_DIR ${target.dataDir}: stop it, then restore`);
    await (target as unknown as { close: () => Promise<void> }).close();

    const result = await restoreBackup(backup.file, configFor(target));
    expect(result.previous).toBe(path.join(target.dataDir, 'collection.db.before-restore'));
    expect(result.photos).toEqual({ restored: 1, kept: 1 });
    const restored = await openDatabase({ dataDir: target.dataDir });
    onTestFinished(() => restored.destroy());
    expect(await everyRow(restored)).toEqual(before);
    const previous = tempDataDir();
    fs.copyFileSync(result.previous!, path.join(previous, DATABASE_FILE));
    const old = await openDatabase({ dataDir: previous });
    onTestFinished(() => old.destroy());
    expect(await everyRow(old)).toEqual(replaced);
    expect(fs.readdirSync(target.dataDir).filter((name) => name.startsWith('.restore'))).toEqual([]);
  });

  it('keeps the running instance\'s API keys through a restore with the app stopped: a backup carries none', async () => {
    const source = await openCollection();
    const made = (await source.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'Script', scope: 'read' } })).json();
    const backup = await createBackup(source.db, source.dataDir);
    expect(backup.manifest.counts).not.toHaveProperty('api_keys');
    await (source as unknown as { close: () => Promise<void> }).close();

    await restoreBackup(backup.file, configFor(source));
    const db = await openDatabase({ ...configFor(source), poolSize: 2 });
    const app = await buildApp({ db, dataDir: source.dataDir, webDist: path.join(source.dataDir, 'no-web') });
    onTestFinished(async () => {
      await app.close();
      await db.destroy();
    });
    expect((await app.inject({ url: '/api/inventory', headers: { authorization: `Bearer ${made.key}` } })).statusCode).toBe(200);
    expect((await app.inject('/api/api-keys')).json()).toEqual([expect.objectContaining({ id: made.id, name: 'Script' })]);
  });

  it.skipIf(onPostgres)('migrates a backup from an older schema', async () => {
    const dataDir = tempDataDir();
    const db = await openDatabase({ dataDir });
    onTestFinished(() => db.destroy());
    await migrateTo(db, OLDER);
    await sql`insert into inventory_items (figure_id, condition, owned_accessories, grading_photos, created_at, updated_at) values (1, 'Good', '[]', '[]', '2026-11-01', '2026-11-01')`.execute(db);
    const backup = await createBackup(db, dataDir);
    expect(backup.manifest.schema).toBe(OLDER);

    const target = tempDataDir();
    const result = await restoreBackup(backup.file, { dataDir: target });
    expect(result).toMatchObject({ schema: OLDER, migratedTo: LATEST });
    const restored = await openDatabase({ dataDir: target });
    onTestFinished(() => restored.destroy());
    const copies = await restored.selectFrom('inventory_items').select(['figure_id', 'condition']).execute();
    expect(copies).toEqual([{ figure_id: 1, condition: 'Good' }]);
    expect((await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(restored)).rows[0].name).toBe(LATEST);
  });

  it.skipIf(onPostgres)('migrates a backup made before places: its storage texts become places', async () => {
    const dataDir = tempDataDir();
    const db = await openDatabase({ dataDir });
    onTestFinished(() => db.destroy());
    await migrateTo(db, '2026-11-27-09-wants');
    for (const [i, text] of ['Garage > Tote B', 'garage / tote b ', 'Attic'].entries()) {
      await sql`insert into inventory_items (figure_id, condition, storage_location, owned_accessories, grading_photos, created_at, updated_at) values (1, 'Good', ${text}, '[]', '[]', ${`2026-11-0${i + 1}`}, '2026-11-05')`.execute(db);
    }
    const backup = await createBackup(db, dataDir);

    const target = tempDataDir();
    expect(await restoreBackup(backup.file, { dataDir: target })).toMatchObject({ migratedTo: LATEST });
    const restored = await openDatabase({ dataDir: target });
    onTestFinished(() => restored.destroy());
    const places = await restored.selectFrom('places').select(['id', 'name', 'parent_id']).orderBy('id').execute();
    expect(places.map((p) => [p.name, p.parent_id])).toEqual([['Garage', null], ['Tote B', places[0].id], ['Attic', null]]);
    const copies = await restored.selectFrom('inventory_items').select('place_id').orderBy('id').execute();
    expect(copies.map((c) => c.place_id)).toEqual([places[1].id, places[1].id, places[2].id]);
  });

  describe('refuses a bad file and changes nothing', async () => {
    /** A real backup's entries, to take apart. */
    async function realBackup() {
      const source = await openCollection();
      await seed(source);
      const { file } = await createBackup(source.db, source.dataDir);
      return { file, entries: unzipSync(fs.readFileSync(file)) };
    }

    /** A collection to restore into, and a check that it is just as it was. */
    async function target() {
      const collection = await openCollection();
      await collection.app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(collection.db, 'Krang'), condition: 'Good' } });
      fs.mkdirSync(path.join(collection.dataDir, 'uploads'), { recursive: true });
      fs.writeFileSync(path.join(collection.dataDir, 'uploads', 'mine.jpg'), 'mine');
      const rows = await everyRow(collection.db);
      // SQLite: the app is stopped for a restore.
      if (!onPostgres) await (collection as unknown as { close: () => Promise<void> }).close();
      const files = fs.readdirSync(collection.dataDir).sort();
      return {
        config: configFor(collection),
        unchanged: async () => {
          expect(fs.readdirSync(collection.dataDir).sort()).toEqual(files);
          expect(photosIn(collection.dataDir)).toEqual({ 'mine.jpg': Buffer.from('mine').toString('base64') });
          const db = onPostgres ? collection.db : await openDatabase({ ...configFor(collection), poolSize: 2 });
          try {
            expect(await everyRow(db)).toEqual(rows);
          } finally {
            if (!onPostgres) await db.destroy();
          }
        },
      };
    }

    /** A name a stored photo could have. */
    const BOMB = `${'b'.repeat(64)}.jpg`;

    const write = (entries: Record<string, Uint8Array>) => {
      const file = path.join(tempDataDir(), 'bad.zip');
      fs.writeFileSync(file, zipSync(entries));
      return file;
    };

    async function refused(file: string, message: string | RegExp, limits?: ZipLimits) {
      const into = await target();
      await expect(restoreBackup(file, into.config, limits && { limits })).rejects.toThrow(message);
      await into.unchanged();
    }

    it('a newer schema', async () => {
      const { entries } = await realBackup();
      const manifest = JSON.parse(Buffer.from(entries['manifest.json']).toString());
      const file = write({ ...entries, 'manifest.json': strToU8(JSON.stringify({ ...manifest, schema: '2099-01-01-01-future' })) });
      await refused(file, 'This backup is from a newer version of the app (schema 2099-01-01-01-future): update the app first');
    });

    it('corrupt bytes', async () => {
      const { file } = await realBackup();
      const bytes = fs.readFileSync(file);
      // The first entry's data, past its local header.
      for (let i = 200; i < 2200; i++) bytes[i] ^= 0x5a;
      fs.writeFileSync(file, bytes);
      await refused(file, /^The file is not a complete backup zip/);
    });

    it('a truncated zip', async () => {
      const { file } = await realBackup();
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
      await refused(file, /^The file is not a complete backup zip$/);
    });

    it('a path that escapes with ../', async () => {
      const { entries } = await realBackup();
      await refused(write({ ...entries, 'uploads/../../evil.jpg': strToU8('x') }), /unsafe path/);
      await refused(write({ ...entries, '../evil.txt': strToU8('x') }), /unsafe path/);
    });

    it('an absolute path', async () => {
      const { entries } = await realBackup();
      await refused(write({ ...entries, '/tmp/evil.jpg': strToU8('x') }), /unsafe path/);
      await refused(write({ ...entries, 'uploads\\evil.jpg': strToU8('x') }), /unsafe path/);
    });

    it('a file that is not part of a backup', async () => {
      const { entries } = await realBackup();
      await refused(write({ ...entries, 'run-me.sh': strToU8('x') }), /unexpected file \("run-me.sh"\)/);
    });

    it('a zip bomb: an entry that unpacks past the limit, or past the size it declares', async () => {
      const { entries } = await realBackup();
      const bomb = new Uint8Array(40 * 1024 * 1024);
      const file = write({ ...entries, [`uploads/${BOMB}`]: bomb });
      expect(fs.statSync(file).size).toBeLessThan(1024 * 1024);
      await refused(file, /would unpack to more than 20 MB \(a zip bomb\?\): refused$/, { maxEntries: 100, maxTotalBytes: 20 * 1024 * 1024 });

      // The same, declaring 1,000 bytes in the central directory: stopped while inflating.
      const lying = fs.readFileSync(file);
      const name = Buffer.from(`uploads/${BOMB}`);
      for (let at = lying.length - 22; at >= 0; at--) {
        if (lying.readUInt32LE(at) === 0x02014b50 && lying.subarray(at + 46, at + 46 + name.length).equals(name) && lying.readUInt16LE(at + 28) === name.length) {
          lying.writeUInt32LE(1000, at + 24);
          break;
        }
      }
      fs.writeFileSync(file, lying);
      await refused(file, `The backup's uploads/${BOMB} unpacks to more than the 1000 bytes it declares (a zip bomb?): refused`);
    });

    it('too many files', async () => {
      const { entries } = await realBackup();
      const many = Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`uploads/${String(n).padStart(64, '0')}.jpg`, strToU8('x')]));
      await refused(write({ ...entries, ...many }), 'The backup holds more than 20 files: refused', { maxEntries: 20, maxTotalBytes: 1024 ** 3 });
    });

    it('a missing manifest', async () => {
      const { entries } = await realBackup();
      const { 'manifest.json': _manifest, ...rest } = entries;
      await refused(write(rest), /^The backup has no manifest.json/);
    });

    it('a manifest that is not valid', async () => {
      const { entries } = await realBackup();
      await refused(write({ ...entries, 'manifest.json': strToU8('{"format":"tmnt-inventory-backup"}') }), /^The backup's manifest.json is not valid \(app_version: /);
    });

    it('a file that is not a zip at all', async () => {
      const file = path.join(tempDataDir(), 'photo.zip');
      fs.writeFileSync(file, 'not a zip');
      await refused(file, /^The file is not a complete backup zip$/);
      await refused(path.join(tempDataDir(), 'missing.zip'), /^No such file: /);
    });
  });

  it('keeps the last BACKUP_KEEP daily backups', async () => {
    const collection = await openCollection();
    const dir = path.join(collection.dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    // Older daily backups, and one made by hand (never removed by the daily job).
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']) fs.writeFileSync(path.join(dir, `backup-${day}.zip`), 'old');
    fs.writeFileSync(path.join(dir, 'backup-2026-10-01T10-00-00-000Z.zip'), 'by hand');
    const made = await runDailyBackup(collection.db, { dataDir: collection.dataDir, keep: 3 }, new Date('2026-11-05T08:00:00Z'));
    expect(made).toBe(path.join(dir, 'backup-2026-11-05.zip'));
    expect(fs.readdirSync(dir).sort()).toEqual(['backup-2026-10-01T10-00-00-000Z.zip', 'backup-2026-11-03.zip', 'backup-2026-11-04.zip', 'backup-2026-11-05.zip']);
    // Later the same day: already made.
    expect(await runDailyBackup(collection.db, { dataDir: collection.dataDir, keep: 3 }, new Date('2026-11-05T20:00:00Z'))).toBeNull();
    expect(fs.readdirSync(dir)).toHaveLength(4);
  });

  it('is made by POST /api/backup into DATA_DIR/backups and downloaded from its url; a GET makes none', async () => {
    const collection = await openCollection();
    const { app } = collection;
    await seed(collection);
    const dir = path.join(collection.dataDir, 'backups');
    // What a cross-site <img src="/api/backup"> sends: no such route, and nothing is made.
    const get = await app.inject('/api/backup');
    expect([get.statusCode, get.json()]).toEqual([404, { error: 'Not found: GET /api/backup' }]);
    // A POST from another site's page: refused by the Origin check.
    const crossSite = await app.inject({ method: 'POST', url: '/api/backup', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, payload: {} });
    expect(crossSite.statusCode).toBe(403);
    expect(fs.existsSync(dir)).toBe(false);

    const made = await app.inject({ method: 'POST', url: '/api/backup', payload: {} });
    expect(made.statusCode).toBe(201);
    const { name, url, bytes, created_at } = made.json();
    expect(name).toBe(`backup-${created_at.replace(/[:.]/g, '-')}.zip`);
    expect(name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.zip$/);
    expect(url).toBe(`/api/backup/files/${name}`);
    expect(fs.readdirSync(dir)).toEqual([name]);
    expect(fs.statSync(path.join(dir, name)).size).toBe(bytes);
    expect((await app.inject('/api/settings')).json().backups.latest[0]).toMatchObject({ name, bytes });

    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dir, name)))).toBe(true);
    const entries = unzipSync(res.rawPayload);
    expect(Object.keys(entries).sort()).toEqual([...(onPostgres ? [] : ['collection.db']), 'manifest.json', ...Object.keys(PHOTOS).map((n) => `uploads/${n}`), ...(onPostgres ? Object.keys(entries).filter((n) => n.startsWith('tables/')) : [])].sort());
    expect(JSON.parse(Buffer.from(entries['manifest.json']).toString()).counts.inventory_items).toBe(2);

    // Only a backup the app made, by the names it gives them, from DATA_DIR/backups: nothing else.
    fs.writeFileSync(path.join(collection.dataDir, 'backup-2026-01-01.zip'), 'outside the backups folder');
    fs.writeFileSync(path.join(dir, 'notes.zip'), 'not a backup name');
    fs.mkdirSync(path.join(dir, 'backup-2026-01-02.zip'));
    for (const other of ['backup-2026-01-01.zip', 'backup-2026-01-02.zip', 'notes.zip', '..%2Fbackup-2026-01-01.zip', `.${name}.tmp`, name.toUpperCase(), `${name}.txt`]) {
      const refused = await app.inject(`/api/backup/files/${other}`);
      expect(refused.statusCode, other).toBe(404);
      expect(refused.json().error, other).toMatch(/^There is no backup named /);
    }
  });

  it('reads BACKUP_KEEP from the configuration', () => {
    expect(loadConfig({}).backupKeep).toBe(7);
    expect(loadConfig({ BACKUP_KEEP: '30' }).backupKeep).toBe(30);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/^Configuration error: BACKUP_KEEP: BACKUP_KEEP must be at least 1$/);
    expect(() => loadConfig({ BACKUP_KEEP: '2.5' })).toThrow(/^Configuration error: BACKUP_KEEP: BACKUP_KEEP must be a whole number of daily backups$/);
    expect(() => loadConfig({ BACKUP_KEEP: 'week' })).toThrow(/^Configuration error: BACKUP_KEEP: BACKUP_KEEP must be a whole number of daily backups$/);
  });
});
