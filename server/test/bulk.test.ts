import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BulkResult, CollectionStats, InventoryItem, Place } from '@tmnt/domain';
import { copyGroups, sumCopyGroups } from '../src/inventory/queries.ts';
import { createBackup } from '../src/backup/index.ts';
import { restoreIntoRunningApp } from '../src/backup/restore.ts';
import { buildTestApp, figureId, recordSales, tempDataDir, type TestApp } from './helpers.ts';
import { multipart } from './support/multipart.ts';
import { CARDED_ANSWERS } from './support/questionnaires.ts';

type App = TestApp['app'];

const post = (app: App, url: string, payload: object) => app.inject({ method: 'POST', url, payload });

async function copy(app: App, payload: Record<string, unknown>): Promise<InventoryItem> {
  const res = await post(app, '/api/inventory', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function bulk(app: App, payload: object): Promise<BulkResult> {
  const res = await post(app, '/api/inventory/bulk', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const item = async (app: App, id: number): Promise<InventoryItem> => (await app.inject(`/api/inventory/${id}`)).json();
const stats = async (app: App): Promise<CollectionStats> => (await app.inject('/api/inventory/stats')).json();
/** Every copy of the collection as the API answers it, by id (the collection, the dashboard and the analysis read these). */
const collection = async (app: App) => ((await app.inject('/api/inventory')).json() as InventoryItem[]).sort((a, b) => a.id - b.id);
const storedRow = (db: TestApp['db'], id: number) => db.selectFrom('inventory_items').selectAll().where('id', '=', id).executeTakeFirst();

async function place(app: App, name: string, parentId: number | null = null): Promise<Place> {
  const res = await post(app, '/api/places', { name, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Three loose Leonardos with market prices, a carded Bebop, and a tote. */
async function seed({ app, db }: TestApp) {
  const leo = await figureId(db, 'Leonardo', 1988);
  const bebop = await figureId(db, 'Bebop', 1988);
  await recordSales(db, leo, [
    { cents: 3000, date: '2026-03-01', tier: 'loose' },
    { cents: 9000, date: '2026-03-02', tier: 'carded' },
  ]);
  const copies = [
    await copy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 10, tags: ['For trade'] }),
    await copy(app, { figure_id: leo, condition: 'Fair', packaging_type: 'Loose' }),
    await copy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 20 }),
    await copy(app, { figure_id: bebop, condition: 'Mint', packaging_type: 'Sealed MOC', purchase_price: 50 }),
  ];
  const tote = await place(app, 'Tote B', (await place(app, 'Shelf 2', (await place(app, 'Garage')).id)).id);
  return { leo, bebop, copies, tote };
}

describe('a change to many copies', () => {
  it('moves copies, sets their condition and packaging, adds and removes tags, with values and totals following at once', async () => {
    const test = await buildTestApp();
    const { app, db } = test;
    const { copies, tote } = await seed(test);
    const [a, b, c, d] = copies;
    const before = await stats(app);
    expect(before.total_value).toBe(140);

    const result = await bulk(app, { ids: [a.id, b.id, c.id], set: { place_id: tote.id, packaging_type: 'Sealed MOC', condition: 'Good' }, tags_add: ['Show 2026', 'for TRADE'] });
    expect(result).toMatchObject({ changed: [a.id, b.id, c.id], unchanged: [], deleted: false });
    expect(result.undo_token).toMatch(/^[\w-]{20,}$/);
    expect(Date.parse(result.undo_until) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    for (const id of [a.id, b.id, c.id]) {
      expect(await item(app, id)).toMatchObject({ place_id: tote.id, storage_location: 'Garage > Shelf 2 > Tote B', packaging_type: 'Sealed MOC', condition: 'Good', estimated_value: 90, value_basis: 'carded_older' });
    }
    // Tags kept as first spelt, matched case-blind.
    expect((await item(app, a.id)).tags).toEqual(['For trade', 'Show 2026']);
    expect((await item(app, b.id)).tags).toEqual(['Show 2026', 'for TRADE']);
    // The dashboard's numbers, the whole collection and the copy groups follow in the same write.
    const after = await stats(app);
    expect(after).toMatchObject({ total_value: 3 * 90 + 50, by_condition: { Good: 3, Mint: 1 } });
    expect((await collection(app)).filter((i) => i.place_id === tote.id).map((i) => i.id)).toEqual([a.id, b.id, c.id]);
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
    expect((await item(app, d.id)).place_id).toBeNull();

    const removed = await bulk(app, { ids: [a.id, b.id, d.id], tags_remove: ['FOR TRADE'] });
    expect(removed).toMatchObject({ changed: [a.id, b.id], unchanged: [d.id] });
    expect((await item(app, a.id)).tags).toEqual(['Show 2026']);
    // The collection's tag filter is case-blind too.
    expect(((await app.inject('/api/inventory?tag=show%202026')).json() as InventoryItem[]).map((i) => i.id).sort()).toEqual([a.id, b.id, c.id]);
  });

  it('moves updated_at of each copy it changes, as a copy\'s own update does, and leaves a copy already as asked alone', async () => {
    const test = await buildTestApp();
    const { app, db } = test;
    const { copies, tote } = await seed(test);
    const [a, b] = copies;
    await bulk(app, { ids: [a.id], set: { place_id: tote.id } });
    const first = await storedRow(db, a.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await bulk(app, { ids: [a.id, b.id], set: { place_id: tote.id } });
    expect(again).toMatchObject({ changed: [b.id], unchanged: [a.id] });
    expect((await storedRow(db, a.id))!.updated_at).toBe(first!.updated_at);
    const changed = (await storedRow(db, b.id))!.updated_at;
    expect(Date.parse(changed)).toBeGreaterThan(Date.parse(first!.updated_at));
  });

  it('checks every copy first and changes all or none, naming each copy it refuses', async () => {
    const test = await buildTestApp();
    const { app, db } = test;
    const { copies, tote } = await seed(test);
    const [a, b] = copies;
    const full = Array.from({ length: 19 }, (_, i) => `Tag ${i + 1}`);
    expect((await app.inject({ method: 'PATCH', url: `/api/inventory/${b.id}`, payload: { tags: full } })).statusCode).toBe(200);
    const rowsBefore = await db.selectFrom('inventory_items').selectAll().orderBy('id').execute();
    const groupsBefore = await copyGroups(db);

    const refused = await post(app, '/api/inventory/bulk', { ids: [a.id, 9999, b.id], set: { place_id: tote.id }, tags_add: ['Show', 'Extra'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Nothing was changed: 2 copies cannot be changed. Copy #9999 does not exist; Copy #' + b.id + ' (Leonardo) would have 21 tags: a copy has at most 20',
      field: 'ids',
      refused: [
        { id: 9999, error: 'Copy #9999 does not exist' },
        { id: b.id, error: `Copy #${b.id} (Leonardo) would have 21 tags: a copy has at most 20` },
      ],
    });
    const cases: [object, string][] = [
      [{ ids: [a.id], set: { place_id: 9999 } }, 'No place has the id 9999'],
      [{ ids: [], set: { condition: 'Good' } }, 'Choose at least one copy (ids is empty)'],
      [{ ids: [a.id] }, 'Say what to change: set, tags_add, tags_remove or delete'],
      [{ ids: [a.id], set: {} }, 'set must name at least one field to change'],
      [{ ids: [a.id], set: { condition: 'Excellent' } }, 'Condition must be one of: Mint, Near Mint, Good, Fair, Poor'],
      [{ ids: [a.id], set: { notes: 'x' } }, 'Unknown field "notes"'],
      [{ ids: [a.id], delete: true, set: { condition: 'Good' } }, 'Deleting copies is a change of its own: send delete without set, tags_add or tags_remove'],
      [{ ids: [a.id], delete: false }, 'delete must be true (or left out)'],
      [{ ids: [a.id], tags_add: ['x'.repeat(41)] }, 'Tag can be at most 40 characters'],
      [{ ids: [a.id], tags_add: ['  '] }, 'Tag cannot be empty'],
      [{ ids: Array.from({ length: 10_001 }, (_, i) => i + 1), set: { condition: 'Good' } }, 'Copies can list at most 10,000 copies'],
    ];
    for (const [payload, error] of cases) {
      const res = await post(app, '/api/inventory/bulk', payload);
      expect([res.statusCode, res.json().error], JSON.stringify(payload).slice(0, 100)).toEqual([400, error]);
    }
    expect(await db.selectFrom('inventory_items').selectAll().orderBy('id').execute()).toEqual(rowsBefore);
    expect(await copyGroups(db)).toEqual(groupsBefore);
    expect(await db.selectFrom('bulk_changes').select('token').execute()).toEqual([]);
  });

  it('is undone exactly: copies, values and totals as they were, each undone copy a change again', async () => {
    const test = await buildTestApp();
    const { app, db } = test;
    const { copies, tote } = await seed(test);
    const ids = copies.map((c) => c.id);
    const shown = await collection(app);
    const statsBefore = await stats(app);
    const rows = async () => (await db.selectFrom('inventory_items').selectAll().orderBy('id').execute()).map(({ updated_at: _, ...row }) => row);
    const rowsBefore = await rows();

    const { undo_token } = await bulk(app, { ids, set: { place_id: tote.id, condition: 'Poor', packaging_type: 'Sealed MOC', completeness: 'Figure Only', for_trade: true }, tags_add: ['Sale'] });
    expect((await collection(app)).every((copy: { for_trade: boolean }) => copy.for_trade)).toBe(true);
    expect((await stats(app)).total_value).not.toBe(statsBefore.total_value);
    const changedAt = (await storedRow(db, ids[0]))!.updated_at;
    await new Promise((resolve) => setTimeout(resolve, 5));

    const undone = await post(app, '/api/inventory/bulk/undo', { token: undo_token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ restored: ids });
    expect(await rows()).toEqual(rowsBefore);
    expect(await stats(app)).toEqual(statsBefore);
    expect(await collection(app)).toEqual(shown);
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
    // Undone, each copy has changed again (a phone holding its earlier version must read it anew).
    expect(Date.parse((await storedRow(db, ids[0]))!.updated_at)).toBeGreaterThan(Date.parse(changedAt));

    const twice = await post(app, '/api/inventory/bulk/undo', { token: undo_token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatch(/^This change was undone already/);
    const unknown = await post(app, '/api/inventory/bulk/undo', { token: 'no-such-token' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'No change to undo has this token: a change can be undone for 24 hours after it was made']);
  });

  it('refuses an undo when a copy changed since, naming it, and undoes nothing', async () => {
    const test = await buildTestApp();
    const { app, db } = test;
    const { copies, tote } = await seed(test);
    const [a, b, c] = copies;
    const { undo_token } = await bulk(app, { ids: [a.id, b.id, c.id], set: { place_id: tote.id, condition: 'Poor' } });
    expect((await app.inject({ method: 'PATCH', url: `/api/inventory/${b.id}`, payload: { notes: 'Checked' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/inventory/${c.id}` })).statusCode).toBe(204);
    const rowsBefore = await db.selectFrom('inventory_items').selectAll().orderBy('id').execute();

    const res = await post(app, '/api/inventory/bulk/undo', { token: undo_token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `Nothing was undone: 2 copies cannot go back as they were. Copy #${b.id} (Leonardo) changed since; Copy #${c.id} (Leonardo) deleted since`,
      changed_since: [{ id: b.id, name: 'Leonardo' }, { id: c.id, name: 'Leonardo' }],
    });
    expect(await db.selectFrom('inventory_items').selectAll().orderBy('id').execute()).toEqual(rowsBefore);
  });

  it('deletes copies all at once, and its undo brings them back whole: photos, grades, values and totals', async () => {
    const test = await buildTestApp();
    const { app, db, dataDir } = test;
    const { copies, tote } = await seed(test);
    const [a, b] = copies;
    expect((await app.inject({ method: 'PATCH', url: `/api/inventory/${a.id}`, payload: { place_id: tote.id, notes: 'Kept' } })).statusCode).toBe(200);
    const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#446688' } }).jpeg().toBuffer();
    const upload = await app.inject({ method: 'POST', url: `/api/inventory/${a.id}/photos`, ...(await multipart([['photo', { data: jpeg, filename: 'a.jpg' }]])) });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await post(app, `/api/inventory/${b.id}/grade-manual`, { responses: CARDED_ANSWERS, packaging_status: 'MOC' })).statusCode).toBe(200);
    const shown = await collection(app);
    const statsBefore = await stats(app);
    const whole = async () => ({
      copies: await db.selectFrom('inventory_items').selectAll().orderBy('id').execute(),
      photos: await db.selectFrom('item_photos').selectAll().orderBy('id').execute(),
      grades: await db.selectFrom('grade_history').selectAll().orderBy('id').execute(),
    });
    const before = await whole();
    const photoFile = path.join(dataDir, 'uploads', before.photos[0].file_name);

    const result = await bulk(app, { ids: [a.id, b.id], delete: true });
    expect(result).toMatchObject({ changed: [a.id, b.id], deleted: true });
    expect((await app.inject(`/api/inventory/${a.id}`)).statusCode).toBe(404);
    expect((await stats(app)).total_items).toBe(2);
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
    // The photo file stays while the delete can be undone.
    expect(fs.existsSync(photoFile)).toBe(true);

    expect((await post(app, '/api/inventory/bulk/undo', { token: result.undo_token })).statusCode).toBe(200);
    expect(await whole()).toEqual(before);
    expect(await collection(app)).toEqual(shown);
    expect(await stats(app)).toEqual(statsBefore);
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
  });

  it('keeps a change for its undo for 24 hours, then forgets it and the photos of copies it deleted', async () => {
    const test = await buildTestApp();
    const { app, db, dataDir } = test;
    const { copies } = await seed(test);
    const [a] = copies;
    const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#884466' } }).jpeg().toBuffer();
    expect((await app.inject({ method: 'POST', url: `/api/inventory/${a.id}/photos`, ...(await multipart([['photo', { data: jpeg, filename: 'a.jpg' }]])) })).statusCode).toBe(200);
    const file = (await db.selectFrom('item_photos').select('file_name').executeTakeFirstOrThrow()).file_name;
    const { undo_token } = await bulk(app, { ids: [a.id], delete: true });

    // 23 hours on, it can still be undone...
    await db.updateTable('bulk_changes').set({ undo_until: new Date(Date.now() + 3_600_000).toISOString() }).execute();
    const kept = await bulk(app, { ids: [copies[1].id], set: { condition: 'Mint' } });
    expect(await db.selectFrom('bulk_changes').select('token').orderBy('made_at').execute()).toHaveLength(2);
    // ...and once its time is up it is forgotten by the next change, the deleted copy's photo with it.
    await db.updateTable('bulk_changes').set({ undo_until: new Date(Date.now() - 1000).toISOString() }).where('token', '=', undo_token).execute();
    await bulk(app, { ids: [copies[2].id], set: { condition: 'Mint' } });
    expect(fs.existsSync(path.join(dataDir, 'uploads', file))).toBe(false);
    const gone = await post(app, '/api/inventory/bulk/undo', { token: undo_token });
    expect(gone.statusCode).toBe(404);
    expect((await post(app, '/api/inventory/bulk/undo', { token: kept.undo_token })).statusCode).toBe(200);
  });

  it('is forgotten by a restore: the collection restored is another one, nothing of it was changed here', async () => {
    const test = await buildTestApp();
    const { app, db, dataDir } = test;
    const { copies } = await seed(test);
    const backup = await createBackup(db, dataDir, path.join(tempDataDir(), 'backup.zip'));
    const { undo_token } = await bulk(app, { ids: [copies[0].id], set: { condition: 'Mint' } });
    await restoreIntoRunningApp(db, dataDir, backup.file);
    expect((await post(app, '/api/inventory/bulk/undo', { token: undo_token })).statusCode).toBe(404);
    expect((await item(app, copies[0].id)).condition).toBe('Good');
  });
});
