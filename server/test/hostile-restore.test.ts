// A backup a collector is handed is hostile until checked: each file here is built from a real backup, tampered
// with, and must be refused through the Settings page's restore with nothing stored changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createBackup } from '../src/backup/index.ts';
import type { Db } from '../src/db/database.ts';
import { ROW_SCHEMAS } from '../src/db/row-schemas.ts';
import { buildTestApp, figureId, onPostgres, openTestDatabase, recordSales, storedPhoto, tempDataDir } from './helpers.ts';
import { multipart } from './support/multipart.ts';

const restore = async (app: App, bytes: Uint8Array) =>
  app.inject({ method: 'POST', url: '/api/backup/restore', ...(await multipart([['backup', { data: Buffer.from(bytes), filename: 'backup.zip', type: 'application/zip' }]])) });

/** Everything a restore could change: every row of the collection's tables and the files in uploads. */
async function everything(db: Db, dataDir: string) {
  const tables: Record<string, unknown[]> = {};
  for (const table of ['figures', 'inventory_items', 'grade_history', 'item_photos', 'price_records', 'figure_upcs', 'wants', 'deals', 'alert_deliveries', 'places', 'app_state']) {
    tables[table] = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db)).rows;
  }
  const uploads = path.join(dataDir, 'uploads');
  return { tables, uploads: fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : [] };
}

/** A collection with a graded copy, a sale with its link, a stored photo and a want with a deal, and a real backup of it, unpacked. */
async function collectionWithBackup() {
  const collection = await buildTestApp();
  const { app, db, dataDir } = collection;
  const leo = await figureId(db, 'Leonardo', 1988);
  const copy = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Near Mint', purchase_price: 42.5 } })).json();
  await recordSales(db, leo, [{ cents: 5500, date: '2026-10-01', tier: 'carded' }]);
  const [photo, bytes] = await storedPhoto('#336699');
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', photo), bytes);
  await db.updateTable('inventory_items').set({ grading_photos: JSON.stringify([`/uploads/${photo}`]), ai_grade_overall: 80, ai_grade_date: new Date().toISOString() }).where('id', '=', copy.id).execute();
  const want = (await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: leo, tier: 'loose', variant: 'Soft head', target_price: 45 } })).json();
  const found = new Date().toISOString();
  await db
    .insertInto('deals')
    .values({ want_id: want.id, listing_id: 'v1|1|0', title: 'TMNT 1988 Leonardo soft head loose', price_cents: 4000, shipping_cents: 500, total_cents: 4500, url: 'https://www.ebay.com/itm/1', ends_at: null, found_at: found, updated_at: found, status: 'new' })
    .execute();
  const backup = await createBackup(db, dataDir, path.join(tempDataDir(), 'backup.zip'));
  const entries = unzipSync(fs.readFileSync(backup.file));
  const before = await everything(db, dataDir);
  return { ...collection, entries, copyId: copy.id as number, photo, before };
}

/** Expects the restore refused with a 400 whose message matches, and nothing changed. */
async function refused(c: Awaited<ReturnType<typeof collectionWithBackup>>, entries: Record<string, Uint8Array>, message: RegExp) {
  const answer = await restore(c.app, zipSync(entries));
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json().error).toMatch(message);
  expect(await everything(c.db, c.dataDir)).toEqual(c.before);
  expect(fs.readdirSync(c.dataDir).filter((name) => name.startsWith('.restore'))).toEqual([]);
}

/** The backup's database file with an edit made by SQL (as someone with a SQLite editor would). */
function editedDatabase(entries: Record<string, Uint8Array>, edit: string): Uint8Array {
  const file = path.join(tempDataDir(), 'edited.db');
  fs.writeFileSync(file, entries['collection.db']);
  const sqlite = new SQLite(file);
  sqlite.exec(edit);
  sqlite.close();
  return fs.readFileSync(file);
}

/** A PostgreSQL backup's table, its rows changed. */
function editedTable(entries: Record<string, Uint8Array>, table: string, edit: (rows: Record<string, unknown>[]) => unknown[]): Uint8Array {
  return strToU8(JSON.stringify(edit(JSON.parse(Buffer.from(entries[`tables/${table}.json`]).toString()))));
}

describe('a hostile backup is refused whole, with nothing changed', () => {
  it('a web page or a script among the photos', async () => {
    const c = await collectionWithBackup();
    await refused(c, { ...c.entries, 'uploads/x.html': strToU8('<script>fetch("/api/inventory")</script>') }, /unexpected file \("uploads\/x\.html"\)/);
    await refused(c, { ...c.entries, 'uploads/x.js': strToU8('alert(1)') }, /unexpected file \("uploads\/x\.js"\)/);
    await refused(c, { ...c.entries, 'uploads/sub/a.jpg': strToU8('x') }, /unexpected file/);
  });

  it('a photo name whose bytes are a page, or are not a JPEG', async () => {
    const c = await collectionWithBackup();
    const page = strToU8('<html><script>alert(1)</script></html>');
    const pageName = `${createHash('sha256').update(page).digest('hex')}.jpg`;
    await refused(c, { ...c.entries, [`uploads/${pageName}`]: page }, new RegExp(`uploads/${pageName} is not a photo this app stores`));
    // The name of a real photo, the bytes of another file.
    await refused(c, { ...c.entries, [`uploads/${c.photo}`]: page }, new RegExp(`uploads/${c.photo} is not the photo its name says`));
    // A PNG named as a JPEG.
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    await refused(c, { ...c.entries, [`uploads/${createHash('sha256').update(png).digest('hex')}.jpg`]: png }, /is not a photo this app stores \(Not a JPEG image \(png\)\)/);
  });

  it('a figure\'s picture that names a photo the backup does not carry, or under /uploads/ is not a stored photo', async () => {
    const c = await collectionWithBackup();
    const edited = (column: string, value: string) =>
      onPostgres
        ? { ...c.entries, 'tables/figures.json': editedTable(c.entries, 'figures', (rows) => rows.map((r) => (r.id === 1 ? { ...r, [column]: value } : r))) }
        : { ...c.entries, 'collection.db': editedDatabase(c.entries, `update figures set ${column} = '${value}' where id = 1`) };
    const missing = `/uploads/${'0'.repeat(64)}.jpg`;
    await refused(c, edited('image_url', missing), new RegExp(`figures row \\d+ \\(id 1\\) cannot be restored: image_url: names a photo the backup does not carry \\(${missing}\\)`));
    await refused(c, edited('thumbnail_url', missing), /figures row \d+ \(id 1\) cannot be restored: thumbnail_url: names a photo the backup does not carry/);
    await refused(c, edited('image_url', '/uploads/x.html'), /figures row \d+ \(id 1\) cannot be restored: image_url: must be a stored photo's address/);
    await refused(c, edited('thumbnail_url', 'https://tracker.example/t.gif'), /thumbnail_url: must be a stored photo's address/);
    // The backup's own photo may be a figure's picture.
    const good = await restore(c.app, zipSync(edited('image_url', `/uploads/${c.photo}`)));
    expect(good.statusCode, good.body).toBe(200);
    expect((await c.app.inject('/api/figures/1')).json().image_url).toBe(`/uploads/${c.photo}`);
  });

  it.skipIf(onPostgres)('an edited SQLite database: a JSON column that is not JSON, a javascript: link, an unknown value', async () => {
    const c = await collectionWithBackup();
    const db = (edit: string) => ({ ...c.entries, 'collection.db': editedDatabase(c.entries, edit) });
    await refused(c, db(`update inventory_items set grading_photos = 'not json' where id = ${c.copyId}`), new RegExp(`inventory_items row 1 \\(id ${c.copyId}\\) cannot be restored: grading_photos: is not valid JSON`));
    await refused(c, db(`update inventory_items set grading_photos = '["https://tracker.example/p.gif"]'`), /inventory_items row 1 .* grading_photos: 0: Grading photos must be addresses of photos stored in this app/);
    await refused(c, db(`update inventory_items set grading_photos = '["/api/backup"]'`), /grading_photos: 0: Grading photos must be addresses of photos stored/);
    await refused(c, db(`update price_records set url = 'javascript:alert(1)'`), /price_records row 1 \(id \d+\) cannot be restored: url: Link must be a web address starting with http:\/\/ or https:\/\//);
    await refused(c, db(`update inventory_items set condition = 'Pristine'`), /inventory_items row 1 .* condition: Condition must be one of/);
    await refused(c, db(`update deals set url = 'javascript:alert(1)'`), /deals row 1 \(id \d+\) cannot be restored: url: Link must be a web address/);
    // The one want of a figure, tier and variant rests on the key: a key that is not the variant's would let in a second.
    await refused(c, db(`update wants set variant_key = 'hard head'`), /wants row 1 \(id \d+\) cannot be restored: variant_key: is not the variant's key/);
    await refused(c, db(`update wants set target_cents = 0`), /wants row 1 .* target_cents: /);
    await refused(c, db(`update inventory_items set created_at = 'yesterday'`), /created_at: Created at must be a real date and time/);
    await refused(c, db(`update figures set image_url = 'javascript:alert(1)' where id = 1`), /figures row 1 \(id 1\) cannot be restored: image_url: Image URL must be a web address/);
    await refused(c, db(`update inventory_items set ai_grade_details = '{"summary": 5}'`), /ai_grade_details: summary: /);
    await refused(
      c,
      db(`insert into item_photos (item_id, file_name, width, height, bytes, created_at) values (${c.copyId}, '../../evil.html', 10, 10, 10, '2026-11-01T00:00:00Z')`),
      /item_photos row 1 \(id \d+\) cannot be restored: file_name: must be a stored photo name/,
    );
  });

  it.skipIf(onPostgres)('an edited SQLite database: places that do not hold together as a tree, bad tags', async () => {
    const c = await collectionWithBackup();
    const now = '2026-11-01T00:00:00Z';
    const places = `insert into places (id, name, name_key, parent_id, created_at, updated_at) values (1, 'A', 'a', null, '${now}', '${now}'), (2, 'B', 'b', 1, '${now}', '${now}')`;
    const db = (edit: string) => ({ ...c.entries, 'collection.db': editedDatabase(c.entries, `${places}; ${edit}`) });
    await refused(c, db('update places set parent_id = 2 where id = 1'), /places row 1 \(id 1\) cannot be restored: parent_id: it is inside itself/);
    await refused(c, db("update places set name = 'A > B', name_key = 'a > b' where id = 1"), /places row 1 \(id 1\) cannot be restored: name: must not hold > or \//);
    await refused(c, db("update places set name_key = 'x' where id = 2"), /places row 2 \(id 2\) cannot be restored: name_key: is not the name's key/);
    await refused(c, db(`update inventory_items set tags = '["For trade", "for TRADE"]'`), /inventory_items row 1 .* tags: must not repeat a tag/);
    await refused(c, db(`update inventory_items set tags = '["${'x'.repeat(41)}"]'`), /inventory_items row 1 .* tags: 0: /);
  });

  it.skipIf(onPostgres)('a SQLite database with a trigger or table of its own is not made the live database', async () => {
    const c = await collectionWithBackup();
    const entries = { ...c.entries, 'collection.db': editedDatabase(c.entries, "create table extra (x text); create trigger evil after insert on price_records begin delete from inventory_items; end;") };
    const answer = await restore(c.app, zipSync(entries));
    expect(answer.statusCode, answer.body).toBe(200);
    const objects = (await sql<{ name: string }>`select name from sqlite_master where name in ('extra', 'evil')`.execute(c.db)).rows;
    expect(objects).toEqual([]);
    await recordSales(c.db, await figureId(c.db, 'Leonardo', 1988), [{ cents: 6000, date: '2026-10-02', tier: 'carded' }]);
    expect((await c.app.inject('/api/inventory')).json()).toHaveLength(1);
  });

  it.runIf(onPostgres)('a tampered PostgreSQL table: a bad row, an unknown table, an unknown column', async () => {
    const c = await collectionWithBackup();
    const table = (name: string, edit: (rows: Record<string, unknown>[]) => unknown[]) => ({ ...c.entries, [`tables/${name}.json`]: editedTable(c.entries, name, edit) });
    await refused(c, table('inventory_items', (rows) => rows.map((r) => ({ ...r, grading_photos: 'not json' }))), /inventory_items row 1 \(id \d+\) cannot be restored: grading_photos: is not valid JSON/);
    await refused(c, table('price_records', (rows) => rows.map((r) => ({ ...r, url: 'javascript:alert(1)' }))), /price_records row 1 .* url: Link must be a web address/);
    await refused(c, table('deals', (rows) => rows.map((r) => ({ ...r, status: 'sent' }))), /deals row 1 .* status: /);
    await refused(c, table('inventory_items', (rows) => rows.map((r) => ({ ...r, owner: 'me' }))), /inventory_items row 1 .* unknown column owner/);
    await refused(c, table('inventory_items', (rows) => rows.map((r) => ({ ...r, purchase_price_cents: 'free' }))), /purchase_price_cents/);
    await refused(c, { ...c.entries, 'tables/sessions.json': strToU8(JSON.stringify([{ id: 'x', created_at: '2026-11-01', expires_at: '2099-01-01' }])) }, /the table sessions is not one of this app's/);
  });
});

describe('a good backup still restores', () => {
  it('every table of the collection has a row schema (so a backup carries it); the login sessions, the API keys, the access version, the undos of changes, idempotency keys and the sync log have none', async () => {
    const db = await openTestDatabase();
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    const notCarried = ['access_state', 'api_keys', 'bulk_changes', 'idempotency_keys', 'sessions', 'sync_changes', 'sync_state'];
    expect(tables).toEqual(expect.arrayContaining(notCarried));
    expect(tables.filter((name) => !notCarried.includes(name)).sort()).toEqual(Object.keys(ROW_SCHEMAS).sort());
  });

  it('with its photo, and values computed afresh from its prices (not taken from the file)', async () => {
    const c = await collectionWithBackup();
    const good = await restore(c.app, zipSync(c.entries));
    expect(good.statusCode, good.body).toBe(200);
    const valued = (await c.app.inject(`/api/inventory/${c.copyId}`)).json();
    // A stored value edited in the file is not what the copy is worth: the restore values it from its prices.
    const entries = onPostgres
      ? { ...c.entries, 'tables/inventory_items.json': editedTable(c.entries, 'inventory_items', (rows) => rows.map((r) => ({ ...r, value_cents: 99_999_900 }))) }
      : { ...c.entries, 'collection.db': editedDatabase(c.entries, 'update inventory_items set value_cents = 99999900') };
    expect((await restore(c.app, zipSync(entries))).statusCode).toBe(200);
    expect((await c.app.inject(`/api/inventory/${c.copyId}`)).json().estimated_value).toBe(valued.estimated_value);
    expect(valued.grading_photos).toEqual([`/uploads/${c.photo}`]);
  });

  it('with no run of background work still holding its kind (a lease in the file could reach years ahead)', async () => {
    const c = await collectionWithBackup();
    const run = { id: 7, kind: 'market-collection', status: 'running', message: null, current: 0, total: 10, owner: 'elsewhere', started_at: '2026-11-01T00:00:00.000Z', lease_until: '2099-01-01T00:00:00.000Z', finished_at: null };
    const entries = onPostgres
      ? { ...c.entries, 'tables/job_runs.json': strToU8(JSON.stringify([run])) }
      : { ...c.entries, 'collection.db': editedDatabase(c.entries, `insert into job_runs (id, kind, status, current, total, owner, started_at, lease_until) values (7, 'market-collection', 'running', 0, 10, 'elsewhere', '2026-11-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`) };
    expect((await restore(c.app, zipSync(entries))).statusCode).toBe(200);
    expect(await c.db.selectFrom('job_runs').select(['id', 'status']).execute()).toEqual([{ id: 7, status: 'interrupted' }]);
  });
});
