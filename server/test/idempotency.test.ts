// Idempotency keys on the writes a phone queues (issue 37), on SQLite and (npm run test:pg) PostgreSQL.
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { claimKey, IDEMPOTENCY_KEEP_DAYS, IDEMPOTENCY_MESSAGES } from '../src/idempotency/index.ts';
import type { Db } from '../src/db/database.ts';
import { buildTestApp, figureId, type TestApp } from './helpers.ts';

type App = TestApp['app'];

const KEY = '7f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';

const send = (app: App, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, key: string | null = KEY) =>
  app.inject({ method, url, ...(payload && { payload }), headers: key === null ? {} : { 'idempotency-key': key } });

const copyCount = async (db: Db) => Number((await db.selectFrom('inventory_items').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
const dataVersion = async (db: Db) => (await db.selectFrom('app_state').select('data_version').executeTakeFirstOrThrow()).data_version;

describe('POST /api/inventory with an Idempotency-Key', () => {
  it('answers the same key again with the first answer (the same copy) and adds nothing', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const body = { figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 18 };
    const first = await send(app, 'POST', '/api/inventory', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const version = await dataVersion(db);

    const again = await send(app, 'POST', '/api/inventory', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await copyCount(db)).toBe(1);
    // Nothing was written: the data version did not move.
    expect(await dataVersion(db)).toBe(version);

    // The same body under another key is another copy (a second box of the same figure).
    const other = await send(app, 'POST', '/api/inventory', body, '2c1b0a99-8877-4665-9544-332211009988');
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    expect(await copyCount(db)).toBe(2);
  });

  it('answers the same key with another body 422 with {error}, and adds nothing', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    expect((await send(app, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good' })).statusCode).toBe(201);
    const other = await send(app, 'POST', '/api/inventory', { figure_id: leo, condition: 'Mint' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.otherRequest });
    // Another route is another request too.
    const wanted = await send(app, 'POST', '/api/wants', { figure_id: leo, tier: 'loose' });
    expect(wanted.statusCode).toBe(422);
    expect(await copyCount(db)).toBe(1);
    expect(await db.selectFrom('wants').selectAll().execute()).toEqual([]);
  });

  it('takes the same JSON written in another order, or the key as a quoted Structured Field, as the same request', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const first = await app.inject({ method: 'POST', url: '/api/inventory', headers: { 'idempotency-key': KEY, 'content-type': 'application/json' }, payload: `{"figure_id":${leo},"condition":"Good"}` });
    const again = await app.inject({ method: 'POST', url: '/api/inventory', headers: { 'idempotency-key': `"${KEY}"`, 'content-type': 'application/json' }, payload: `{"condition":"Good","figure_id":${leo}}` });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await copyCount(db)).toBe(1);
  });

  it('answers 409 (Retry-After) while a request with the key is still running', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const body = { figure_id: leo, condition: 'Good' };
    // The same request under another key, done: its kept fingerprint is this request's.
    const first = await app.inject({ method: 'POST', url: '/api/inventory', payload: body, headers: { 'idempotency-key': 'probe' } });
    const { fingerprint } = await db.selectFrom('idempotency_keys').select('fingerprint').where('key', '=', 'probe').executeTakeFirstOrThrow();
    // A request holding the key (claimed, not finished), as the first of two sent at once would.
    expect((await claimKey(db, KEY, fingerprint)).kind).toBe('claimed');
    const second = await send(app, 'POST', '/api/inventory', body);
    expect(second.statusCode).toBe(409);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.inProgress });
    expect(await copyCount(db)).toBe(1);
    expect(first.statusCode).toBe(201);
  });

  it('adds one copy when the same key is sent twice at once', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const body = { figure_id: leo, condition: 'Good', purchase_price: 95 };
    const answers = await Promise.all([send(app, 'POST', '/api/inventory', body), send(app, 'POST', '/api/inventory', body), send(app, 'POST', '/api/inventory', body)]);
    expect(await copyCount(db)).toBe(1);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    // Every answer is the one copy, or "still running, send it again" (never a second copy, never an error).
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const retried = await send(app, 'POST', '/api/inventory', body);
    expect(retried.json().id).toBe(created[0].json().id);
  });

  it('adds one copy when the answer was lost after the server wrote, and the request is sent again', async () => {
    const { app, db } = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/inventory`;
    const leo = await figureId(db, 'Leonardo', 1988);
    const body = JSON.stringify({ figure_id: leo, condition: 'Near Mint', purchase_price: 24.5 });
    const request = { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': KEY }, body };
    // The phone sends the request and loses the connection at once: the server goes on and writes, and its answer
    // reaches nobody.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = `POST /api/inventory HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nIdempotency-Key: ${KEY}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    await new Promise<void>((resolve) => socket.end(head + body, resolve));
    socket.destroy();
    await expect.poll(() => copyCount(db)).toBe(1);
    // Its outbox sends the same request again (after a moment while the server still holds the key).
    let answer: Response;
    for (;;) {
      answer = await fetch(url, request);
      if (answer.status !== 409) break;
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 100));
    }
    expect(answer.status).toBe(201);
    expect(answer.headers.get('idempotent-replayed')).toBe('true');
    const copy = (await answer.json()) as { id: number; purchase_price: number };
    expect(copy.purchase_price).toBe(24.5);
    expect(await db.selectFrom('inventory_items').select('id').execute()).toEqual([{ id: copy.id }]);
  });

  it('lets go of the key when the request is refused: nothing was written, so it may be sent again, corrected', async () => {
    const { app, db } = await buildTestApp();
    const refused = await send(app, 'POST', '/api/inventory', { figure_id: 999_999, condition: 'Good' });
    expect(refused.statusCode).toBe(404);
    const bad = await send(app, 'POST', '/api/inventory', { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', purchase_price: -1 });
    expect(bad.statusCode).toBe(400);
    const fixed = await send(app, 'POST', '/api/inventory', { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', purchase_price: 1 });
    expect(fixed.statusCode).toBe(201);
    expect(await copyCount(db)).toBe(1);
  });

  it('refuses a malformed key (400) and works as before without one', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    for (const key of ['', 'a b', 'x'.repeat(256)]) {
      const res = await send(app, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good' }, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.malformed });
    }
    const plain = [await send(app, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good' }, null), await send(app, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good' }, null)];
    expect(plain.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(await copyCount(db)).toBe(2);
    expect(await db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
  });
});

describe('PATCH and DELETE /api/inventory/{id} with an Idempotency-Key', () => {
  it('answer the same key again with the first answer, writing nothing more', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const { id } = (await send(app, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good' }, null)).json();
    const change = await send(app, 'PATCH', `/api/inventory/${id}`, { storage_location: 'Tote C' });
    expect(change.statusCode).toBe(200);
    const version = await dataVersion(db);
    // Changed at home meanwhile: a replay of the phone's change must not undo it.
    expect((await send(app, 'PATCH', `/api/inventory/${id}`, { notes: 'Boxed at home' }, null)).statusCode).toBe(200);
    const replay = await send(app, 'PATCH', `/api/inventory/${id}`, { storage_location: 'Tote C' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(change.json());
    expect(replay.headers.etag).toBe(change.headers.etag);
    expect(await dataVersion(db)).toBe(version + 1);
    expect((await app.inject(`/api/inventory/${id}`)).json()).toMatchObject({ storage_location: 'Tote C', notes: 'Boxed at home' });

    const removed = await send(app, 'DELETE', `/api/inventory/${id}`, undefined, 'c0ffee00-0000-4000-8000-000000000001');
    expect(removed.statusCode).toBe(204);
    const removedAgain = await send(app, 'DELETE', `/api/inventory/${id}`, undefined, 'c0ffee00-0000-4000-8000-000000000001');
    expect(removedAgain.statusCode).toBe(204);
    expect(removedAgain.headers['idempotent-replayed']).toBe('true');
    // Without the key, the copy is gone.
    expect((await send(app, 'DELETE', `/api/inventory/${id}`, undefined, null)).statusCode).toBe(404);
  });
});

describe("the want list's create and delete with an Idempotency-Key", () => {
  it('answer the same key again with the first answer: the same want, removed once', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const body = { figure_id: leo, tier: 'loose', target_price: 25 };
    const added = await send(app, 'POST', '/api/wants', body);
    expect(added.statusCode).toBe(201);
    const again = await send(app, 'POST', '/api/wants', body);
    // Not "already on your want list" (409): the same request, answered as it was.
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(added.json());
    expect(await db.selectFrom('wants').select('id').execute()).toEqual([{ id: added.json().id }]);
    expect((await send(app, 'POST', '/api/wants', { ...body, target_price: 30 })).statusCode).toBe(422);

    const removeKey = 'c0ffee00-0000-4000-8000-000000000002';
    expect((await send(app, 'DELETE', `/api/wants/${added.json().id}`, undefined, removeKey)).statusCode).toBe(204);
    expect((await send(app, 'DELETE', `/api/wants/${added.json().id}`, undefined, removeKey)).statusCode).toBe(204);
    expect((await send(app, 'DELETE', `/api/wants/${added.json().id}`, undefined, null)).statusCode).toBe(404);
  });
});

describe('how long a key is kept', () => {
  it(`keeps an answer ${IDEMPOTENCY_KEEP_DAYS} days in the database, then forgets it`, async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const answer = await send(app, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good' });
    const row = await db.selectFrom('idempotency_keys').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ key: KEY, status: 'done', response_status: 201 });
    const used = Date.parse(row.created_at);
    const day = 86_400_000;
    const almost = await claimKey(db, KEY, row.fingerprint, new Date(used + IDEMPOTENCY_KEEP_DAYS * day - 60_000));
    expect(almost).toEqual({ kind: 'replay', answer: { status: 201, headers: { etag: answer.headers.etag }, body: answer.json() } });
    const later = await claimKey(db, KEY, row.fingerprint, new Date(used + IDEMPOTENCY_KEEP_DAYS * day + 60_000));
    expect(later.kind).toBe('claimed');
  });

  it('lets another request take over a claim left by a request that never finished (its process stopped)', async () => {
    const { db } = await buildTestApp();
    const now = Date.now();
    expect((await claimKey(db, KEY, 'fingerprint', new Date(now))).kind).toBe('claimed');
    await expect(claimKey(db, KEY, 'fingerprint', new Date(now + 60_000))).rejects.toMatchObject({ statusCode: 409 });
    expect((await claimKey(db, KEY, 'fingerprint', new Date(now + 10 * 60_000))).kind).toBe('claimed');
  });
});
