// GET /api/sync: what a phone's pocket copy needs, and what changed since its last sync (issue 37), on SQLite and
// (npm run test:pg) PostgreSQL.
import { describe, expect, it } from 'vitest';
import { daysBefore, syncAnswerSchema, utcToday, type SyncAnswer } from '@tmnt/domain';
import { inWriteTransaction } from '../src/db/app-state.ts';
import { startSyncAfresh } from '../src/sync/index.ts';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

type App = TestApp['app'];

async function sync(app: App, since?: string): Promise<SyncAnswer & { bytes: number }> {
  const res = await app.inject(`/api/sync${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return { ...syncAnswerSchema.parse(res.json()), bytes: res.rawPayload.length };
}

const post = (app: App, url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const nothingRemoved = { copies: [], figures: [], wants: [], prices: [] };

describe('the first sync', () => {
  it('holds everything: every copy in the collection with its version, the catalogue, the wants and the prices', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    await recordSales(db, leo, [1, 2, 3].map((n) => ({ cents: 2000 + n * 250, date: daysBefore(utcToday(), n), tier: 'loose' as const })));
    const copy = (await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 18, storage_location: 'Tote A', tags: ['Show stock'] })).json();
    // Its pair of katanas, one a reproduction, and none of its other pieces: the checklist says it misses accessories.
    await app.inject({ method: 'PATCH', url: `/api/inventory/${copy.id}`, payload: { accessory_pieces: [{ accessory: 'Katana (2)', number: 1, origin: 'original' }, { accessory: 'Katana (2)', number: 2, origin: 'reproduction' }] } });
    const sold = (await post(app, '/api/inventory', { figure_id: leo, condition: 'Mint' })).json();
    await post(app, `/api/inventory/${sold.id}/sell`, { price: 40, date: utcToday() });
    const want = (await post(app, '/api/wants', { figure_id: await figureId(db, 'Shredder', 1988), tier: 'carded', target_price: 60 })).json();

    const answer = await sync(app);
    expect(answer.full).toBe(true);
    expect(answer.currency).toBe('USD');
    expect(Date.now() - Date.parse(answer.as_of)).toBeLessThan(60_000);
    expect(answer.cursor).toMatch(/^[0-9a-f-]{36}\.\d+$/);
    // The sold copy is out of the collection.
    expect(answer.copies).toEqual([
      {
        id: copy.id, figure_id: leo, condition: 'Good', packaging_type: 'Loose', variant: null, completeness: 'Missing Accessories', completeness_text: 'Missing Accessories with 1 reproduction piece',
        purchase_price: 18, purchase_shipping: null, purchase_tax: null, purchase_fees: null, currency: 'USD', cost: 18, purchase_date: null,
        storage_location: 'Tote A', tags: ['Show stock'], notes: null, estimated_value: 25, value_basis: 'loose', value_sample_size: 3, created_at: copy.created_at,
        version: JSON.parse((await app.inject(`/api/inventory/${copy.id}`)).headers.etag as string),
      },
    ]);
    expect(answer.figures).toHaveLength(214);
    expect(answer.figures.find((f) => f.id === leo)).toMatchObject({ name: 'Leonardo', year: 1988, series: 'Original Series' });
    expect(answer.wants).toEqual([{ id: want.id, figure_id: want.figure_id, tier: 'carded', variant: null, target_price: 60, note: null, created_at: want.created_at }]);
    expect(answer.prices).toEqual([
      {
        figure_id: leo,
        last_updated: expect.any(String),
        overall: expect.objectContaining({ average_price: 25, sample_size: 3 }),
        carded: null,
        loose: { average_price: 25, current_lowest: 22.5, highest_recent: 27.5, basis: 'sold', sample_size: 3, sample_low: 22.5, sample_high: 27.5, window_days: 90, recent_sold: 3 },
      },
    ]);
    expect(answer.removed).toEqual(nothingRemoved);
  });
});

describe('a sync since a cursor', () => {
  it('moves about one change for one change, and nothing when nothing changed', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const ids: number[] = [];
    for (let n = 0; n < 50; n++) ids.push((await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', purchase_price: n + 1 })).json().id);
    const first = await sync(app);
    expect(first.copies).toHaveLength(50);

    const quiet = await sync(app, first.cursor);
    expect(quiet).toMatchObject({ full: false, cursor: first.cursor, copies: [], figures: [], wants: [], prices: [], removed: nothingRemoved });

    const changed = (await app.inject({ method: 'PATCH', url: `/api/inventory/${ids[7]}`, payload: { storage_location: 'Tote B' } })).json();
    const after = await sync(app, first.cursor);
    expect(after.full).toBe(false);
    expect(after.copies).toEqual([expect.objectContaining({ id: ids[7], storage_location: 'Tote B' })]);
    expect(after.copies[0].estimated_value).toBe(changed.estimated_value);
    expect({ figures: after.figures, wants: after.wants, prices: after.prices, removed: after.removed }).toEqual({ figures: [], wants: [], prices: [], removed: nothingRemoved });
    expect(after.bytes).toBeLessThan(2 * 1024);
    expect(after.cursor).not.toBe(first.cursor);
    // From the new cursor, nothing again.
    expect((await sync(app, after.cursor)).copies).toEqual([]);
  });

  it("sends the copies whose place path changed when a place is renamed, moved or removed, though their rows did not", async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copyIn = async (storage_location: string) => (await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', storage_location })).json().id as number;
    const inTote = await copyIn('Garage > Shelf 2 > Tote B');
    const onShelf = await copyIn('Garage > Shelf 2');
    const elsewhere = await copyIn('Attic');
    const places: { id: number; path: string }[] = (await app.inject('/api/places')).json();
    const id = (path: string) => places.find((p) => p.path === path)!.id;
    const first = await sync(app);
    const paths = (answer: SyncAnswer) => answer.copies.map((c) => [c.id, c.storage_location]).sort();

    expect((await app.inject({ method: 'PATCH', url: `/api/places/${id('Garage > Shelf 2')}`, payload: { name: 'Shelf 3' } })).statusCode).toBe(200);
    const renamed = await sync(app, first.cursor);
    expect(paths(renamed)).toEqual([[inTote, 'Garage > Shelf 3 > Tote B'], [onShelf, 'Garage > Shelf 3']].sort());

    expect((await app.inject({ method: 'PATCH', url: `/api/places/${id('Garage > Shelf 2 > Tote B')}`, payload: { parent_id: id('Attic') } })).statusCode).toBe(200);
    const moved = await sync(app, renamed.cursor);
    expect(paths(moved)).toEqual([[inTote, 'Attic > Tote B']]);

    // Removed: its copies move up (their rows change), and so do the places inside it (their copies' rows do not).
    expect((await app.inject({ method: 'DELETE', url: `/api/places/${id('Attic')}` })).statusCode).toBe(204);
    const removed = await sync(app, moved.cursor);
    expect(paths(removed)).toEqual([[inTote, 'Tote B'], [elsewhere, null]].sort());
  });

  it('says what is gone: a deleted or sold copy, a removed want, a merged-away figure', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const own = (await post(app, '/api/figures', { name: 'Custom Leo', year: 1990, series: 'Customs' })).json();
    const deleted = (await post(app, '/api/inventory', { figure_id: leo, condition: 'Good' })).json();
    const sold = (await post(app, '/api/inventory', { figure_id: leo, condition: 'Good' })).json();
    const moved = (await post(app, '/api/inventory', { figure_id: own.id, condition: 'Fair' })).json();
    const want = (await post(app, '/api/wants', { figure_id: leo, tier: 'loose' })).json();
    const { cursor } = await sync(app);

    expect((await app.inject({ method: 'DELETE', url: `/api/inventory/${deleted.id}` })).statusCode).toBe(204);
    expect((await post(app, `/api/inventory/${sold.id}/sell`, { price: 20, date: utcToday() })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/wants/${want.id}` })).statusCode).toBe(204);
    expect((await post(app, `/api/figures/${own.id}/merge`, { into: leo })).statusCode).toBe(200);

    const answer = await sync(app, cursor);
    expect(answer.removed).toEqual({ copies: [deleted.id, sold.id].sort((a, b) => a - b), figures: [own.id], wants: [want.id], prices: [] });
    // The merged figure's copy now belongs to Leonardo, who did not change (the figure merged had no codes).
    expect(answer.copies).toEqual([expect.objectContaining({ id: moved.id, figure_id: leo })]);
    expect(answer.figures).toEqual([]);
  });

  it("sends a figure whose codes changed, and a figure's prices and its copies' values when sales come in", async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = (await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', packaging_type: 'Loose' })).json();
    const { cursor } = await sync(app);

    expect((await post(app, `/api/figures/${leo}/upcs`, { upc: '036000291452' })).statusCode).toBeLessThan(300);
    const linked = await sync(app, cursor);
    expect(linked.figures).toEqual([expect.objectContaining({ id: leo, upcs: expect.arrayContaining(['036000291452']) })]);
    expect(linked.copies).toEqual([]);

    await recordSales(db, leo, [1, 2, 3].map((n) => ({ cents: 3000, date: daysBefore(utcToday(), n), tier: 'loose' as const })));
    const priced = await sync(app, linked.cursor);
    expect(priced.prices).toEqual([expect.objectContaining({ figure_id: leo, loose: expect.objectContaining({ average_price: 30, sample_size: 3 }) })]);
    expect(priced.copies).toEqual([expect.objectContaining({ id: copy.id, estimated_value: 30, value_basis: 'loose' })]);
  });

  it('sends everything again for a cursor of another epoch (a restore started one), or one this collection never gave', async () => {
    const { app, db } = await buildTestApp();
    await post(app, '/api/inventory', { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' });
    const { cursor } = await sync(app);
    for (const since of ['', 'garbage', `${cursor.split('.')[0]}.99999999`, `other-epoch.1`]) {
      const answer = await sync(app, since);
      expect(answer.full, since).toBe(true);
      expect(answer.copies, since).toHaveLength(1);
    }
    await inWriteTransaction(db, startSyncAfresh);
    const afterRestore = await sync(app, cursor);
    expect(afterRestore.full).toBe(true);
    expect(afterRestore.copies).toHaveLength(1);
    expect(afterRestore.cursor.split('.')[0]).not.toBe(cursor.split('.')[0]);
  });

  it('refuses a cursor longer than any it gives (400)', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject(`/api/sync?since=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await app.inject('/api/sync?other=1')).statusCode).toBe(400);
  });
});
