import { describeCompleteness, inventoryItemSchema, mergeEdit, POCKET_EDIT_FIELDS, wantSchema, type InventoryItem, type NewCopy, type NewWant, type PocketCopy, type PocketEditField } from '@tmnt/domain';
import { ApiError, exchange, type Exchange } from '../../api/client.ts';
import { pocketDb, type EditFields, type EditTarget, type OutboxEntry } from './db.ts';
import type { ShownCopy, ShownWant } from './view.ts';

/** Sends one request and answers what came back (the API client's exchange; tests give their own). */
export type Sender = (method: string, path: string, options: { json?: unknown; headers?: Record<string, string> }) => Promise<Exchange>;

/** A new Idempotency-Key: a random UUID (v4), made without crypto.randomUUID, which plain HTTP lacks. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const fresh = () => ({ key: newKey(), created_at: new Date().toISOString(), attempts: 0, next_try_at: 0, state: 'waiting' as const, reason: null });

/** The longest wait between two tries of an entry the server did not settle. */
const MAX_BACKOFF_MS = 60_000;
const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));

async function entries(): Promise<OutboxEntry[]> {
  return (await pocketDb()).getAll('outbox');
}

async function put(entry: OutboxEntry): Promise<void> {
  await (await pocketDb()).put('outbox', entry);
}

async function entry(seq: number): Promise<OutboxEntry> {
  const found = await (await pocketDb()).get('outbox', seq);
  if (!found) throw new Error('That change is no longer waiting to sync');
  return found;
}

// ---------- Queueing ----------

export async function queueAddCopy(body: NewCopy): Promise<number> {
  return (await pocketDb()).add('outbox', { ...fresh(), kind: 'add-copy', body }) as Promise<number>;
}

/** A copy's fields as a new copy of the same (what "add it again" adds when it was deleted at home). */
function asNewCopy(copy: ShownCopy, changes: EditFields): NewCopy {
  const values = { ...copy, ...changes } as ShownCopy;
  const body: NewCopy = { figure_id: values.figure_id, condition: values.condition };
  for (const field of ['packaging_type', 'variant', 'purchase_price', 'purchase_shipping', 'purchase_tax', 'purchase_fees', 'purchase_date', 'storage_location', 'notes'] as const) {
    const value = values[field];
    if (value !== null && value !== undefined && value !== '') (body as Record<string, unknown>)[field] = value;
  }
  if (values.currency) body.currency = values.currency as NewCopy['currency'];
  return body;
}

/** Only what differs from what is shown now: a change back to the same value is no change. */
function realChanges(copy: ShownCopy, changes: EditFields): EditFields {
  return Object.fromEntries(Object.entries(changes).filter(([field, value]) => (copy[field as PocketEditField] ?? null) !== (value ?? null)));
}

/**
 * Queues a change of a copy, made on the phone. A change of a copy still queued to be added, or of one whose change
 * still waits, joins that entry while it was never sent (it may then have reached the server: its key and body stay
 * as they were, and the new change waits behind it).
 */
export async function queueEditCopy(copy: ShownCopy, edit: EditFields, server: PocketCopy | undefined): Promise<void> {
  const changes = realChanges(copy, edit);
  if (Object.keys(changes).length === 0) return;
  const all = await entries();
  const addSeq = copy.ref.startsWith('queued-') ? Number(copy.ref.slice('queued-'.length)) : null;
  if (addSeq !== null) {
    const add = all.find((e) => e.seq === addSeq);
    if (add?.kind === 'add-copy' && add.attempts === 0) return put({ ...add, body: { ...add.body, ...(changes as Partial<NewCopy>) } });
  }
  const target: EditTarget = addSeq === null ? { id: copy.id! } : { added: addSeq };
  const sameCopy = (e: OutboxEntry) => e.kind === 'edit-copy' && JSON.stringify(e.copy) === JSON.stringify(target);
  const open = all.find((e) => sameCopy(e) && e.state === 'waiting' && e.attempts === 0);
  if (open?.kind === 'edit-copy') {
    const base = { ...open.base };
    for (const field of Object.keys(changes) as PocketEditField[]) if (!(field in base)) base[field] = server ? server[field] : copy[field];
    return put({ ...open, base, changes: { ...open.changes, ...changes }, copy_as_known: asNewCopy(copy, changes) });
  }
  // The first change of a synced copy is made on its version; one behind another change, on whatever that one leads to.
  const behind = all.some(sameCopy) || addSeq !== null;
  const base = Object.fromEntries(Object.keys(changes).map((field) => [field, copy[field as PocketEditField] ?? null]));
  await (await pocketDb()).add('outbox', {
    ...fresh(), kind: 'edit-copy', copy: target, base, changes, version: behind ? null : (server?.version ?? null), clashes: [], home_version: null, copy_as_known: asNewCopy(copy, changes),
  });
}

export async function queueAddWant(body: NewWant): Promise<void> {
  await (await pocketDb()).add('outbox', { ...fresh(), kind: 'add-want', body });
}

/** Takes a want off: the server's is removed when synced; one still queued to be added (never sent) is just dropped. */
export async function queueRemoveWant(want: ShownWant): Promise<void> {
  if (want.id !== null) {
    await (await pocketDb()).add('outbox', { ...fresh(), kind: 'remove-want', want_id: want.id });
    return;
  }
  const add = (await entries()).find((e) => e.kind === 'add-want' && e.body.figure_id === want.figure_id && e.body.tier === want.tier);
  if (!add) return;
  if (add.attempts > 0) throw new Error('This want may have reached the server already: take it off once it is synced');
  await (await pocketDb()).delete('outbox', add.seq!);
}

// ---------- What the collector decides about an entry that needs a look ----------

/** Drops an entry: only ever on the collector's word. */
export async function discardEntry(seq: number): Promise<void> {
  await (await pocketDb()).delete('outbox', seq);
}

/** Sends a refused entry again, as corrected (a new request: a new key). */
export async function retryEntry(seq: number, corrected?: Record<string, unknown>): Promise<void> {
  const found = await entry(seq);
  let next = found;
  if (corrected && (found.kind === 'add-copy' || found.kind === 'add-want')) next = { ...found, body: corrected as never };
  else if (corrected && found.kind === 'edit-copy') next = { ...found, changes: corrected as EditFields };
  await put({ ...next, ...fresh(), created_at: found.created_at });
}

/** Settles a clash field by field: home's value is kept, or the phone's is sent (on the version home has). */
export async function resolveClashes(seq: number, choices: Partial<Record<PocketEditField, 'home' | 'phone'>>): Promise<void> {
  const found = await entry(seq);
  if (found.kind !== 'edit-copy') return;
  const changes = { ...found.changes };
  const base = { ...found.base };
  for (const clash of found.clashes) {
    if (choices[clash.field] === 'home') delete changes[clash.field];
    // Sent over home's value: the base is what home has now.
    base[clash.field] = clash.home;
  }
  if (Object.keys(changes).length === 0) return discardEntry(seq);
  await put({ ...found, ...fresh(), created_at: found.created_at, changes, base, version: found.home_version, clashes: [], home_version: null });
}

/** A copy deleted at home that the phone had changed: added again as the phone knows it (a new copy). */
export async function reAddDeleted(seq: number): Promise<void> {
  const found = await entry(seq);
  if (found.kind !== 'edit-copy') return;
  await (await pocketDb()).put('outbox', { ...fresh(), created_at: found.created_at, seq, kind: 'add-copy', body: found.copy_as_known });
}

// ---------- Sending ----------

/** What a run of the outbox did, and why it stopped early (no answer; the server asked to wait; the session ended). */
export interface RunResult {
  added: number;
  changed: number;
  removed: number;
  needsLook: number;
  stopped: 'unreachable' | 'later' | 'login' | null;
}

/** A copy the server answered (with its ETag), as the pocket copy keeps it. */
export function pocketCopyOf(item: InventoryItem, etag: string | null): PocketCopy {
  return {
    id: item.id, figure_id: item.figure_id, condition: item.condition, packaging_type: item.packaging_type, variant: item.variant, completeness: item.completeness,
    completeness_text: describeCompleteness({ completeness: item.completeness, reproductions: item.accessory_pieces.filter((piece) => piece.origin === 'reproduction').length }),
    tags: item.tags,
    purchase_price: item.purchase_price, purchase_shipping: item.purchase_shipping, purchase_tax: item.purchase_tax, purchase_fees: item.purchase_fees,
    currency: item.currency, cost: item.cost, purchase_date: item.purchase_date, storage_location: item.storage_location, notes: item.notes,
    estimated_value: item.estimated_value, value_basis: item.value_basis, value_sample_size: item.value_sample_size, created_at: item.created_at,
    version: (etag ?? '').replace(/^"|"$/g, ''),
  };
}

const errorOf = (answer: Exchange) => (typeof (answer.body as { error?: unknown } | null)?.error === 'string' ? (answer.body as { error: string }).error : `The server answered ${answer.status}`);

/** The copies queued adds became (seq to id and version), kept so a change queued behind an add reaches the copy. */
async function addedCopies(): Promise<Record<number, { id: number; version: string }>> {
  return ((await (await pocketDb()).get('meta', 'added')) as Record<number, { id: number; version: string }> | undefined) ?? {};
}

type Outcome = 'done' | 'look' | { stop: NonNullable<RunResult['stopped']> } | 'blocked' | { again: OutboxEntry };

/**
 * Sends what waits, oldest first, each with its Idempotency-Key (the same one again after no answer, so a replay
 * writes nothing twice). A refusal, a clash or a copy deleted at home stays, with its reason, for the collector;
 * no answer, a server error or "wait" stops the run (tried again later, in order); a change made on a copy that
 * changed at home is merged with it field by field (domain mergeEdit) and sent again, or kept as a clash.
 */
export async function sendOutbox(send: Sender = exchange, now: () => number = Date.now): Promise<RunResult> {
  const result: RunResult = { added: 0, changed: 0, removed: 0, needsLook: 0, stopped: null };
  const db = await pocketDb();
  for (let next of await entries()) {
    if (next.state !== 'waiting') {
      result.needsLook++;
      continue;
    }
    if (next.next_try_at > now()) {
      result.stopped = 'later';
      break;
    }
    for (;;) {
      // Marked as sent before it goes: from now on it may have reached the server, whatever happens to the phone.
      if (next.attempts === 0) await put((next = { ...next, attempts: 1 }));
      let outcome: Outcome;
      try {
        outcome = await sendOne(send, next);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 0)) throw error;
        outcome = { stop: 'unreachable' };
      }
      if (outcome === 'done') {
        if (next.kind === 'add-copy' || next.kind === 'add-want') result.added++;
        else if (next.kind === 'edit-copy') result.changed++;
        else result.removed++;
        await db.delete('outbox', next.seq!);
      } else if (outcome === 'look') {
        result.needsLook++;
      } else if (typeof outcome === 'object' && 'again' in outcome) {
        next = outcome.again;
        continue;
      } else if (typeof outcome === 'object') {
        result.stopped = outcome.stop;
        if (outcome.stop !== 'login') await put({ ...next, attempts: next.attempts + 1, next_try_at: now() + backoff(next.attempts) });
      }
      break;
    }
    if (result.stopped) break;
  }
  return result;
}

/** A transient answer: stop the run and try later (a 409 with Retry-After waits as asked). */
function transient(answer: Exchange): Outcome | null {
  if (answer.status === 401) return { stop: 'login' };
  if (answer.status >= 500 || (answer.status === 409 && answer.retryAfter !== null)) return { stop: 'later' };
  return null;
}

async function refuse(entry: OutboxEntry, answer: Exchange): Promise<Outcome> {
  await put({ ...entry, state: 'refused', reason: errorOf(answer) });
  return 'look';
}

async function sendOne(send: Sender, entry: OutboxEntry): Promise<Outcome> {
  const db = await pocketDb();
  const headers = { 'idempotency-key': entry.key };
  switch (entry.kind) {
    case 'add-copy': {
      const answer = await send('POST', '/inventory', { json: entry.body, headers });
      const wait = transient(answer);
      if (wait) return wait;
      if (answer.status !== 201) return refuse(entry, answer);
      const copy = pocketCopyOf(inventoryItemSchema.parse(answer.body), answer.etag);
      await db.put('copies', copy);
      await db.put('meta', { ...(await addedCopies()), [entry.seq!]: { id: copy.id, version: copy.version } }, 'added');
      return 'done';
    }
    case 'edit-copy': {
      let id: number;
      let version = entry.version;
      if ('id' in entry.copy) id = entry.copy.id;
      else {
        const added = (await addedCopies())[entry.copy.added];
        // The copy it changes is not added yet (its add waits or was refused): it waits behind it.
        if (!added) return 'blocked';
        id = added.id;
      }
      version ??= (await db.get('copies', id))?.version ?? null;
      const answer = await send('PATCH', `/inventory/${id}`, { json: entry.changes, headers: { ...headers, ...(version && { 'if-match': `"${version}"` }) } });
      const wait = transient(answer);
      if (wait) return wait;
      if (answer.status === 200) {
        await db.put('copies', pocketCopyOf(inventoryItemSchema.parse(answer.body), answer.etag));
        return 'done';
      }
      if (answer.status === 404) {
        await put({ ...entry, state: 'deleted', reason: errorOf(answer) });
        return 'look';
      }
      if (answer.status !== 412) return refuse(entry, answer);
      const home = inventoryItemSchema.parse((answer.body as { item: unknown }).item);
      const homeVersion = (answer.etag ?? '').replace(/^"|"$/g, '');
      await db.put('copies', pocketCopyOf(home, answer.etag));
      const homeFields = Object.fromEntries(POCKET_EDIT_FIELDS.map((field) => [field, home[field]]));
      const { send: changes, clashes } = mergeEdit(entry.base, entry.changes, homeFields);
      const target = { ...entry, copy: { id } };
      if (clashes.length > 0) {
        await put({ ...target, state: 'conflict', changes: { ...changes, ...Object.fromEntries(clashes.map((c) => [c.field, c.phone])) }, clashes, home_version: homeVersion });
        return 'look';
      }
      if (Object.keys(changes).length === 0) return 'done';
      // Another request: another key, on the version home has now.
      const again: OutboxEntry = { ...target, key: newKey(), changes, base: Object.fromEntries(Object.keys(changes).map((f) => [f, homeFields[f]])), version: homeVersion, attempts: 0 };
      await put(again);
      return { again };
    }
    case 'add-want': {
      const answer = await send('POST', '/wants', { json: entry.body, headers });
      const wait = transient(answer);
      if (wait) return wait;
      if (answer.status !== 201) return refuse(entry, answer);
      const want = wantSchema.parse(answer.body);
      await db.put('wants', { id: want.id, figure_id: want.figure_id, tier: want.tier, variant: want.variant, target_price: want.target_price, note: want.note, created_at: want.created_at });
      return 'done';
    }
    case 'remove-want': {
      const answer = await send('DELETE', `/wants/${entry.want_id}`, { headers });
      const wait = transient(answer);
      if (wait) return wait;
      // Gone already is what was asked.
      if (answer.status !== 204 && answer.status !== 404) return refuse(entry, answer);
      await db.delete('wants', entry.want_id);
      return 'done';
    }
  }
}
