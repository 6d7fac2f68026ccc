import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { MIGRATION_NAMES } from '../src/db/migrate.ts';
import { buildTestApp, figureId, onPostgres, recordSales, storedPhoto } from './helpers.ts';
import { multipart } from './support/multipart.ts';

const LATEST = MIGRATION_NAMES[MIGRATION_NAMES.length - 1];

/** A browser's upload of one file in the field "backup" (or another). */
const restore = async (app: App, bytes: Buffer, field = 'backup') =>
  app.inject({ method: 'POST', url: '/api/backup/restore', ...(await multipart([[field, { data: bytes, filename: 'backup.zip', type: 'application/zip' }]])) });

/** The collector's data: every copy, sale and linked code, as rows (ids included). */
async function collection(db: Db) {
  const rows = async (table: string) => (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows;
  return { copies: await rows('inventory_items'), prices: await rows('price_records'), codes: await rows('figure_upcs') };
}

/** A backup as the Settings page gets one: made (POST /api/backup), then downloaded from its url. */
async function makeBackup(app: App) {
  const made = await app.inject({ method: 'POST', url: '/api/backup', payload: {} });
  expect(made.statusCode).toBe(201);
  return app.inject(made.json().url);
}

const photosIn = (dataDir: string) => fs.readdirSync(path.join(dataDir, 'uploads')).filter((name) => !name.startsWith('.')).sort();

const dataVersion = async (db: Db) => (await db.selectFrom('app_state').select('data_version').executeTakeFirstOrThrow()).data_version;

describe('restoring a backup into the running app (the Settings page)', () => {
  it('brings back every copy, sale, code and photo after a wipe, and keeps what it replaced', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Near Mint', purchase_price: 42.5, notes: 'From a fair' } })).json();
    await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Shredder', 1988), condition: 'Poor' } });
    await recordSales(db, leo, [{ cents: 5500, date: '2026-10-01', tier: 'carded' }]);
    expect((await app.inject({ method: 'POST', url: `/api/figures/${leo}/upcs`, payload: { upc: '036000291452' } })).statusCode).toBe(201);
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    const [photo, bytes] = await storedPhoto('#336699');
    fs.writeFileSync(path.join(dataDir, 'uploads', photo), bytes);
    const before = await collection(db);

    const backup = await makeBackup(app);
    expect(backup.statusCode).toBe(200);

    // The wipe: every copy deleted, the photo lost, a new copy added.
    for (const item of before.copies) expect((await app.inject({ method: 'DELETE', url: `/api/inventory/${item.id as number}` })).statusCode).toBe(204);
    fs.rmSync(path.join(dataDir, 'uploads', photo));
    await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Krang'), condition: 'Good' } });
    const versionBefore = await dataVersion(db);
    const etag = (await app.inject({ method: 'GET', url: '/api/inventory' })).headers.etag;

    const answer = await restore(app, backup.rawPayload);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ schema: LATEST, migrated_to: null, photos: { restored: 1, kept: 0 } });
    expect(answer.json().counts.inventory_items).toBe(2);
    expect(await collection(db)).toEqual(before);
    expect(photosIn(dataDir)).toEqual([photo]);
    expect(Buffer.compare(fs.readFileSync(path.join(dataDir, 'uploads', photo)), bytes)).toBe(0);
    // The app answers from the restored collection at once: a new data version, so no cached answer or ETag survives.
    expect(await dataVersion(db)).toBeGreaterThan(versionBefore);
    const list = await app.inject({ method: 'GET', url: '/api/inventory', headers: { 'if-none-match': etag! } });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: number }) => i.id).sort()).toEqual(before.copies.map((c) => c.id));
    expect((await app.inject({ method: 'GET', url: `/api/inventory/${copy.id}` })).json()).toMatchObject({ notes: 'From a fair', purchase_price: 42.5 });

    // What was replaced (the Krang copy) is kept.
    const previous = answer.json().previous as string;
    expect(fs.existsSync(previous)).toBe(true);
    expect(previous).toEqual(onPostgres ? expect.stringMatching(/backups\/before-restore-.*\.zip$/) : path.join(dataDir, 'collection.db.before-restore'));
    // Nothing is left of the upload or the unpacking.
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.restore'))).toEqual([]);
  });

  it('refuses a file that is not a backup, or no file, and changes nothing', async () => {
    const { app, db, dataDir } = await buildTestApp();
    await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Krang'), condition: 'Good' } });
    const before = await collection(db);
    const version = await dataVersion(db);

    const notZip = await restore(app, Buffer.from('this is not a zip file at all, just some text that is long enough'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().error).toMatch(/not a complete backup zip|not a zip/i);

    const good = (await makeBackup(app)).rawPayload;
    const truncated = await restore(app, good.subarray(0, Math.floor(good.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error).toMatch(/not a complete backup zip/);

    const wrongField = await restore(app, good, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe('Choose a backup file (.zip) to restore');

    const json = await app.inject({ method: 'POST', url: '/api/backup/restore', payload: { backup: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Send the backup file as multipart/form-data (field "backup")');

    expect(await collection(db)).toEqual(before);
    expect(await dataVersion(db)).toBe(version);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.restore') || name.endsWith('.before-restore'))).toEqual([]);
  });
});
