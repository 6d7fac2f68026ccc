// The whole collection is answered from each copy's kept JSON while the copy is unchanged: after every kind of
// write it must be exactly the list made afresh from the database.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { inWriteTransaction } from '../src/db/app-state.ts';
import { openDatabase } from '../src/db/database.ts';
import { listItems } from '../src/inventory/queries.ts';
import { buildTestApp, figureId, onPostgres, recordSales } from './helpers.ts';
import { multipart } from './support/multipart.ts';

describe('GET /api/inventory, kept copy by copy', () => {
  it('is the list made afresh after every kind of write, and leaves out a copy that cannot be read', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const fresh = async () => JSON.stringify(await listItems(db, {}, () => {}));
    const served = async () => {
      const res = await app.inject('/api/inventory');
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const same = async () => expect(await served()).toBe(await fresh());

    const leo = await figureId(db, 'Leonardo', 1988);
    const shredder = await figureId(db, 'Shredder', 1988);
    const add = async (payload: object) => (await app.inject({ method: 'POST', url: '/api/inventory', payload })).json();
    const first = await add({ figure_id: leo, condition: 'Good', purchase_price: 10 });
    const second = await add({ figure_id: shredder, condition: 'Mint' });
    await same();
    // The copy's own fields; its value through new prices; its figure and the figure's code.
    await app.inject({ method: 'PATCH', url: `/api/inventory/${first.id}`, payload: { notes: 'Shelf', owned_accessories: ['Katana (2)'] } });
    await same();
    await recordSales(db, leo, [{ cents: 5500, date: new Date().toISOString().slice(0, 10), tier: 'carded' }]);
    await same();
    await app.inject({ method: 'PATCH', url: `/api/figures/${shredder}`, payload: { description: 'The villain' } });
    await same();
    await app.inject({ method: 'POST', url: `/api/figures/${shredder}/upcs`, payload: { upc: '036000291452' } });
    await same();
    // A photo, added and removed.
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const photos = (await app.inject({ method: 'POST', url: `/api/inventory/${second.id}/photos`, ...(await multipart([['photo', { data: jpeg, filename: 'a.jpg' }]])) })).json();
    await same();
    // The figure's picture: set by an upload, from the copy's own photo, and removed.
    const picture = async (colour: string) => multipart([['image', { data: await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).jpeg().toBuffer(), filename: 'p.jpg' }]]);
    expect((await app.inject({ method: 'PUT', url: `/api/figures/${shredder}/image`, ...(await picture('#993300')) })).statusCode).toBe(200);
    await same();
    expect((await app.inject({ method: 'PUT', url: `/api/figures/${leo}/image`, ...(await picture('#003399')) })).statusCode).toBe(200);
    await same();
    expect((await app.inject({ method: 'POST', url: `/api/inventory/${second.id}/photos/${photos[0].id}/figure-picture` })).statusCode).toBe(200);
    await same();
    await app.inject({ method: 'DELETE', url: `/api/inventory/${second.id}/photos/${photos[0].id}` });
    await same();
    expect((await app.inject({ method: 'DELETE', url: `/api/figures/${shredder}/image` })).statusCode).toBe(200);
    await same();
    // A change to one REAL column only (the rate a cost was converted at), the database's text of the copy's columns the only sign of it.
    await inWriteTransaction(db, (trx) => trx.updateTable('inventory_items').set({ currency: 'EUR', cost_rate: 1.0825, cost_rate_day: '2026-11-20' }).where('id', '=', first.id).execute());
    await same();
    await inWriteTransaction(db, (trx) => trx.updateTable('inventory_items').set({ cost_rate: 1.08251 }).where('id', '=', first.id).execute());
    expect(JSON.parse(await served()).find((i: { id: number }) => i.id === first.id).cost_conversion.rate).toBe(1.08251);
    await same();
    // A write through another connection (another process; SQLite's file): not in this connection's log of copies written.
    if (!onPostgres) {
      const other = await openDatabase({ dataDir });
      await inWriteTransaction(other, (trx) => trx.updateTable('inventory_items').set({ notes: 'written by another process' }).where('id', '=', second.id).execute());
      await other.destroy();
      expect(JSON.parse(await served()).find((i: { id: number }) => i.id === second.id).notes).toBe('written by another process');
      await same();
    }
    // A copy deleted; a stored value that cannot be read (left out, as the list made afresh leaves it out).
    await app.inject({ method: 'DELETE', url: `/api/inventory/${first.id}` });
    await same();
    const third = await add({ figure_id: leo, condition: 'Poor' });
    await db.updateTable('inventory_items').set({ grading_photos: 'not json' }).where('id', '=', third.id).execute();
    await app.inject({ method: 'PATCH', url: `/api/inventory/${second.id}`, payload: { notes: 'a write, so a new version' } });
    expect(JSON.parse(await served()).map((i: { id: number }) => i.id)).toEqual([second.id]);
    await same();
  });
});

describe('GET /api/inventory while an earlier answer is still being sent', () => {
  it('never reuses the memory of an answer a slow client is still reading', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    // About 10 MB of answer: more than loopback's socket buffers hold, so the slow client's answer stays in flight.
    const notes = 'n'.repeat(3000);
    const now = new Date().toISOString();
    for (let batch = 0; batch < 6; batch++) {
      await inWriteTransaction(db, (trx) =>
        trx.insertInto('inventory_items').values(Array.from({ length: 500 }, () => ({ figure_id: leo, condition: 'Good', notes, grading_photos: '[]', created_at: now, updated_at: now }))).execute(),
      );
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const expected = (await app.inject('/api/inventory')).body;
    expect(expected.length).toBeGreaterThan(9_000_000);

    // A client that reads the first bytes, then nothing for a while.
    const slow = await new Promise<http.IncomingMessage>((resolve) => http.get(`${address}/api/inventory`, resolve));
    slow.pause();
    const ids = (JSON.parse(expected) as { id: number }[]).map((item) => item.id);
    // Two new versions, each answered: the second is made in the memory retired by the first, unless it is in flight.
    for (const version of [1, 2, 3]) {
      await app.inject({ method: 'PATCH', url: `/api/inventory/${ids[version]}`, payload: { notes: `edit ${version}` } });
      expect((await app.inject('/api/inventory')).statusCode).toBe(200);
    }
    const chunks: Buffer[] = [];
    slow.on('data', (chunk: Buffer) => chunks.push(chunk));
    slow.resume();
    await new Promise((resolve) => slow.on('end', resolve));
    expect(Buffer.concat(chunks).toString()).toBe(expected);
  });
});
