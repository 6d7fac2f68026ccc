import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InventoryItem, PocketCopy } from '@tmnt/domain';
import { ApiError, type Exchange } from '../../api/client.ts';
import { testItem } from '../../test/item.ts';
import { deletePocketDb, pocketDb } from './db.ts';
import { pocketCopyOf, queueAddCopy, queueEditCopy, reAddDeleted, resolveClashes, retryEntry, sendOutbox, type Sender } from './outbox.ts';
import { reloadPocket } from './store.ts';
import { pocketView } from './view.ts';

/** A request as the fake server saw it. */
interface Sent {
  method: string;
  path: string;
  key: string | undefined;
  ifMatch: string | undefined;
  json: unknown;
}

/**
 * A server as the outbox meets it: copies by id with their versions, each Idempotency-Key answered once and replayed
 * after (as the real one does); `script` may answer a request otherwise first (a refusal, no answer at all).
 */
function fakeServer(copies: InventoryItem[] = []) {
  const stored = new Map(copies.map((c) => [c.id, { item: c, version: 1 }]));
  const answered = new Map<string, Exchange>();
  const sent: Sent[] = [];
  let nextId = 100;
  const script: ((request: Sent) => Exchange | 'no answer' | 'write, then no answer' | undefined)[] = [];
  const tag = (id: number) => `"v${id}-${stored.get(id)!.version}"`;
  const answer = (request: Sent): Exchange => {
    const [, , id] = request.path.split('/');
    if (request.method === 'POST' && request.path === '/inventory') {
      const item = testItem({ ...(request.json as object), id: nextId++ });
      stored.set(item.id, { item, version: 1 });
      return { status: 201, etag: tag(item.id), retryAfter: null, body: item };
    }
    const copy = stored.get(Number(id));
    if (!copy) return { status: 404, etag: null, retryAfter: null, body: { error: 'Item not found' } };
    if (request.method === 'PATCH') {
      if (request.ifMatch && request.ifMatch !== tag(copy.item.id)) return { status: 412, etag: tag(copy.item.id), retryAfter: null, body: { error: 'changed', item: copy.item } };
      copy.item = { ...copy.item, ...(request.json as object) };
      copy.version++;
      return { status: 200, etag: tag(copy.item.id), retryAfter: null, body: copy.item };
    }
    throw new Error(`unexpected ${request.method} ${request.path}`);
  };
  const send: Sender = async (method, path, options) => {
    const request = { method, path, key: options.headers?.['idempotency-key'], ifMatch: options.headers?.['if-match'], json: options.json };
    sent.push(request);
    const scripted = script.shift()?.(request);
    if (scripted === 'no answer') throw new ApiError(0, 'unreachable', null);
    if (scripted && scripted !== 'write, then no answer') return scripted;
    const kept = request.key ? answered.get(request.key) : undefined;
    if (kept) return kept;
    const result = answer(request);
    if (request.key && result.status < 300) answered.set(request.key, result);
    if (scripted === 'write, then no answer') throw new ApiError(0, 'unreachable', null);
    return result;
  };
  /** Changes a copy at home (another device): a new version. */
  const atHome = (id: number, fields: Partial<InventoryItem>) => {
    const copy = stored.get(id)!;
    copy.item = { ...copy.item, ...fields };
    copy.version++;
  };
  return { send, sent, stored, script, atHome, tag };
}

/** The phone's pocket copy holding these copies as last synced. */
async function holding(items: { item: InventoryItem; etag: string }[]): Promise<PocketCopy[]> {
  const db = await pocketDb();
  const copies = items.map(({ item, etag }) => pocketCopyOf(item, etag));
  for (const copy of copies) await db.put('copies', copy);
  await db.put('meta', { cursor: 'e.1', asOf: new Date().toISOString(), currency: 'USD' }, 'sync');
  return copies;
}

const shown = async (ref: string) => pocketView(await reloadPocket()).copies.find((c) => c.ref === ref)!;
const outbox = async () => (await pocketDb()).getAll('outbox');

beforeEach(async () => {
  await deletePocketDb();
});

describe('the outbox', () => {
  it('sends what waits in the order it was queued, each once, and is empty after', async () => {
    const server = fakeServer([testItem({ id: 7, storage_location: 'Tote A' })]);
    await holding([{ item: server.stored.get(7)!.item, etag: server.tag(7) }]);
    await queueAddCopy({ figure_id: 1, condition: 'Good', packaging_type: 'Loose' });
    await queueAddCopy({ figure_id: 2, condition: 'Mint' });
    await queueEditCopy(await shown('7'), { storage_location: 'Tote C' }, (await reloadPocket()).copies[0]);
    const run = await sendOutbox(server.send);
    expect(run).toEqual({ added: 2, changed: 1, removed: 0, needsLook: 0, stopped: null });
    expect(server.sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /inventory', 'POST /inventory', 'PATCH /inventory/7']);
    expect(server.sent[2]).toMatchObject({ ifMatch: server.tag(7).replace('-2', '-1'), json: { storage_location: 'Tote C' } });
    expect(new Set(server.sent.map((s) => s.key)).size).toBe(3);
    expect(await outbox()).toEqual([]);
    // The phone's copy holds what the server answered: the new copies, and the change with its new version.
    const snapshot = await reloadPocket();
    expect(snapshot.copies.map((c) => c.id).sort((a, b) => a - b)).toEqual([7, 100, 101]);
    expect(snapshot.copies.find((c) => c.id === 7)).toMatchObject({ storage_location: 'Tote C', version: 'v7-2' });
  });

  it('stops at no answer and sends the same request with the same key later, so a write the server made is not made twice', async () => {
    const server = fakeServer();
    await queueAddCopy({ figure_id: 1, condition: 'Good' });
    await queueAddCopy({ figure_id: 2, condition: 'Good' });
    // The server writes the first copy, and its answer is lost.
    server.script.push(() => 'write, then no answer');
    let now = 1_000_000;
    const first = await sendOutbox(server.send, () => now);
    expect(first.stopped).toBe('unreachable');
    expect(server.sent).toHaveLength(1);
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 2, next_try_at: now + 1000 });

    // Not before its time...
    expect((await sendOutbox(server.send, () => now)).stopped).toBe('later');
    expect(server.sent).toHaveLength(1);
    // ...then again, with the same key: the server answers the copy it made, and makes no other.
    now += 1000;
    const second = await sendOutbox(server.send, () => now);
    expect(second).toMatchObject({ added: 2, stopped: null });
    expect(server.sent[1].key).toBe(server.sent[0].key);
    expect([...server.stored.keys()]).toEqual([100, 101]);
  });

  it('keeps a refusal with the server’s reason, sends what follows, and sends it again once corrected (with a new key)', async () => {
    const server = fakeServer();
    await queueAddCopy({ figure_id: 999, condition: 'Good' });
    await queueAddCopy({ figure_id: 2, condition: 'Good' });
    server.script.push(() => ({ status: 404, etag: null, retryAfter: null, body: { error: 'Figure not found' } }));
    const run = await sendOutbox(server.send);
    expect(run).toMatchObject({ added: 1, needsLook: 1, stopped: null });
    const [refused] = await outbox();
    expect(refused).toMatchObject({ kind: 'add-copy', state: 'refused', reason: 'Figure not found' });
    // Never dropped on its own: sent again, it is still refused and still kept.
    expect((await sendOutbox(server.send)).needsLook).toBe(1);
    expect(await outbox()).toHaveLength(1);

    await retryEntry(refused.seq!, { figure_id: 3, condition: 'Good' });
    expect((await outbox())[0].key).not.toBe(refused.key);
    expect(await sendOutbox(server.send)).toMatchObject({ added: 1, needsLook: 0 });
    expect(server.sent.at(-1)).toMatchObject({ json: { figure_id: 3, condition: 'Good' } });
  });

  it('waits when the server says the same key is still being handled (409 Retry-After), and on a server error', async () => {
    const server = fakeServer();
    await queueAddCopy({ figure_id: 1, condition: 'Good' });
    server.script.push(() => ({ status: 409, etag: null, retryAfter: 1, body: { error: 'still running' } }));
    expect((await sendOutbox(server.send)).stopped).toBe('later');
    server.script.push(() => ({ status: 503, etag: null, retryAfter: null, body: null }));
    expect((await sendOutbox(server.send, () => Date.now() + 10_000)).stopped).toBe('later');
    expect(await sendOutbox(server.send, () => Date.now() + 60_000)).toMatchObject({ added: 1 });
  });
});

describe('a change made on the phone to a copy changed at home (412)', () => {
  it('is merged by itself when home changed other fields: sent again on the version home has, with a new key', async () => {
    const server = fakeServer([testItem({ id: 7, storage_location: 'Tote A', notes: null })]);
    await holding([{ item: server.stored.get(7)!.item, etag: server.tag(7) }]);
    await queueEditCopy(await shown('7'), { storage_location: 'Tote C' }, (await reloadPocket()).copies[0]);
    server.atHome(7, { notes: 'Boxed at home' });
    const run = await sendOutbox(server.send);
    expect(run).toMatchObject({ changed: 1, needsLook: 0 });
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]).toMatchObject({ ifMatch: '"v7-2"', json: { storage_location: 'Tote C' } });
    expect(server.sent[1].key).not.toBe(server.sent[0].key);
    expect(server.stored.get(7)!.item).toMatchObject({ storage_location: 'Tote C', notes: 'Boxed at home' });
  });

  it('asks about a field both changed ("at home: Tote B · on this phone: Tote C"), then sends the choice', async () => {
    const server = fakeServer([testItem({ id: 7, storage_location: 'Tote A', purchase_price: 18 })]);
    await holding([{ item: server.stored.get(7)!.item, etag: server.tag(7) }]);
    await queueEditCopy(await shown('7'), { storage_location: 'Tote C', purchase_price: 20 }, (await reloadPocket()).copies[0]);
    server.atHome(7, { storage_location: 'Tote B' });
    const run = await sendOutbox(server.send);
    expect(run).toMatchObject({ changed: 0, needsLook: 1 });
    const [clash] = await outbox();
    expect(clash).toMatchObject({ state: 'conflict', clashes: [{ field: 'storage_location', home: 'Tote B', phone: 'Tote C' }], home_version: 'v7-2' });
    // Nothing was overwritten: home keeps Tote B until the collector says.
    expect(server.stored.get(7)!.item.storage_location).toBe('Tote B');
    // The phone shows its own value, marked.
    expect(await shown('7')).toMatchObject({ storage_location: 'Tote C', needsLook: true });

    await resolveClashes(clash.seq!, { storage_location: 'phone' });
    expect(await sendOutbox(server.send)).toMatchObject({ changed: 1, needsLook: 0 });
    expect(server.sent.at(-1)).toMatchObject({ ifMatch: '"v7-2"', json: { storage_location: 'Tote C', purchase_price: 20 } });
    expect(server.stored.get(7)!.item).toMatchObject({ storage_location: 'Tote C', purchase_price: 20 });
  });

  it('keeps home’s value when the collector chooses it, and sends only the rest', async () => {
    const server = fakeServer([testItem({ id: 7, storage_location: 'Tote A' })]);
    await holding([{ item: server.stored.get(7)!.item, etag: server.tag(7) }]);
    await queueEditCopy(await shown('7'), { storage_location: 'Tote C' }, (await reloadPocket()).copies[0]);
    server.atHome(7, { storage_location: 'Tote B' });
    await sendOutbox(server.send);
    const [clash] = await outbox();
    await resolveClashes(clash.seq!, { storage_location: 'home' });
    expect(await outbox()).toEqual([]);
    expect(server.stored.get(7)!.item.storage_location).toBe('Tote B');
  });

  it('shows a change of a copy deleted at home, to add again or drop, never dropped by itself', async () => {
    const server = fakeServer([testItem({ id: 7, figure_id: 4, condition: 'Good', storage_location: 'Tote A' })]);
    await holding([{ item: server.stored.get(7)!.item, etag: server.tag(7) }]);
    await queueEditCopy(await shown('7'), { storage_location: 'Tote C' }, (await reloadPocket()).copies[0]);
    server.stored.delete(7);
    expect((await sendOutbox(server.send)).needsLook).toBe(1);
    const [deleted] = await outbox();
    expect(deleted).toMatchObject({ state: 'deleted' });
    await reAddDeleted(deleted.seq!);
    expect(await sendOutbox(server.send)).toMatchObject({ added: 1 });
    expect(server.sent.at(-1)).toMatchObject({ method: 'POST', json: { figure_id: 4, condition: 'Good', storage_location: 'Tote C', currency: 'USD' } });
  });
});

describe('a change of a copy queued to be added', () => {
  it('joins the add while it was never sent', async () => {
    const server = fakeServer();
    await queueAddCopy({ figure_id: 1, condition: 'Good' });
    await reloadPocket();
    const [add] = await outbox();
    await queueEditCopy(await shown(`queued-${add.seq}`), { storage_location: 'Tote C', purchase_price: 12 }, undefined);
    expect(await outbox()).toHaveLength(1);
    await sendOutbox(server.send);
    expect(server.sent).toEqual([expect.objectContaining({ method: 'POST', json: { figure_id: 1, condition: 'Good', storage_location: 'Tote C', purchase_price: 12 } })]);
  });

  it('waits behind an add that may have reached the server, then changes the copy it made', async () => {
    const server = fakeServer();
    await queueAddCopy({ figure_id: 1, condition: 'Good' });
    server.script.push(() => 'write, then no answer');
    await sendOutbox(server.send);
    const [add] = await outbox();
    await queueEditCopy(await shown(`queued-${add.seq}`), { storage_location: 'Tote C' }, undefined);
    // The add keeps its key and body: it may be on the server already.
    expect(await outbox()).toEqual([expect.objectContaining({ key: add.key, body: { figure_id: 1, condition: 'Good' } }), expect.objectContaining({ kind: 'edit-copy' })]);
    expect(await sendOutbox(server.send, () => Date.now() + 60_000)).toMatchObject({ added: 1, changed: 1 });
    expect(server.sent.slice(1).map((s) => `${s.method} ${s.path} ${s.key === add.key}`)).toEqual(['POST /inventory true', 'PATCH /inventory/100 false']);
    expect(server.stored.get(100)!.item.storage_location).toBe('Tote C');
    expect(server.stored.size).toBe(1);
  });
});
