import { useSyncExternalStore } from 'react';
import { lookupForms, type Figure, type PocketCopy, type PocketPrices, type PocketWant, type SyncAnswer } from '@tmnt/domain';
import { pocketDb, pocketDbExists, type OutboxEntry, type SyncMeta } from './db.ts';

/**
 * The pocket copy as read into memory: every lookup answers from here in well under a millisecond, with no
 * IndexedDB round trip while a code is read. Replaced whole (never changed in place) when IndexedDB changes.
 */
export interface Snapshot {
  /** False until IndexedDB was read. */
  loaded: boolean;
  meta: SyncMeta | null;
  figures: Map<number, Figure>;
  /** Each code (every form it is stored under) to the figures carrying it. */
  byCode: Map<string, Figure[]>;
  copies: PocketCopy[];
  wants: PocketWant[];
  prices: Map<number, PocketPrices>;
  outbox: OutboxEntry[];
}

const EMPTY: Snapshot = { loaded: false, meta: null, figures: new Map(), byCode: new Map(), copies: [], wants: [], prices: new Map(), outbox: [] };

let snapshot: Snapshot = EMPTY;
let loaded: Promise<Snapshot> | undefined;
const listeners = new Set<() => void>();

function publish(next: Snapshot): Snapshot {
  snapshot = next;
  for (const listener of listeners) listener();
  return next;
}

function codeIndex(figures: Iterable<Figure>): Map<string, Figure[]> {
  const index = new Map<string, Figure[]>();
  for (const figure of figures) {
    for (const code of figure.upcs) for (const form of lookupForms(code)) index.set(form, [...(index.get(form) ?? []), figure]);
  }
  return index;
}

/** Reads everything from IndexedDB (after a sync, and at start). */
export async function reloadPocket(): Promise<Snapshot> {
  // A browser that never made one (or logged out) gets none made just by opening the app.
  if (!(await pocketDbExists())) return publish({ ...EMPTY, loaded: true });
  const db = await pocketDb();
  const tx = db.transaction(['meta', 'figures', 'copies', 'wants', 'prices', 'outbox']);
  const [meta, figures, copies, wants, prices, outbox] = await Promise.all([
    tx.objectStore('meta').get('sync') as Promise<SyncMeta | undefined>,
    tx.objectStore('figures').getAll(),
    tx.objectStore('copies').getAll(),
    tx.objectStore('wants').getAll(),
    tx.objectStore('prices').getAll(),
    tx.objectStore('outbox').getAll(),
  ]);
  const byId = new Map(figures.map((f) => [f.id, f]));
  return publish({ loaded: true, meta: meta ?? null, figures: byId, byCode: codeIndex(byId.values()), copies, wants, prices: new Map(prices.map((p) => [p.figure_id, p])), outbox });
}

/**
 * Takes what a sync brought into memory, as it was just written to IndexedDB: only what changed is replaced (a sync
 * after one change touches one copy, not the 5,000 around it). An answer holding everything is read again whole.
 */
export async function applySync(answer: SyncAnswer): Promise<Snapshot> {
  if (answer.full || !snapshot.loaded) return reloadPocket();
  const meta: SyncMeta = { cursor: answer.cursor, asOf: answer.as_of, currency: answer.currency };
  const replaced = <T>(list: T[], key: (item: T) => number, changed: T[], removed: number[]) => {
    const gone = new Set([...removed, ...changed.map(key)]);
    return [...list.filter((item) => !gone.has(key(item))), ...changed];
  };
  let { figures, byCode, prices } = snapshot;
  if (answer.figures.length + answer.removed.figures.length > 0) {
    figures = new Map(figures);
    for (const id of answer.removed.figures) figures.delete(id);
    for (const figure of answer.figures) figures.set(figure.id, figure);
    byCode = codeIndex(figures.values());
  }
  if (answer.prices.length + answer.removed.prices.length > 0) {
    prices = new Map(prices);
    for (const id of answer.removed.prices) prices.delete(id);
    for (const figurePrices of answer.prices) prices.set(figurePrices.figure_id, figurePrices);
  }
  return publish({
    ...snapshot,
    meta,
    figures,
    byCode,
    prices,
    copies: replaced(snapshot.copies, (c) => c.id, answer.copies, answer.removed.copies),
    wants: replaced(snapshot.wants, (w) => w.id, answer.wants, answer.removed.wants),
  });
}

/** Reads the outbox again (after a change queued or sent): the rest stays as it was. */
export async function reloadOutbox(): Promise<Snapshot> {
  const outbox = await (await pocketDb()).getAll('outbox');
  return publish({ ...snapshot, outbox });
}

/** The pocket copy in memory, read once (later reads wait for nothing). */
export function loadPocket(): Promise<Snapshot> {
  if (snapshot.loaded) return Promise.resolve(snapshot);
  loaded ??= reloadPocket();
  return loaded;
}

/** Forgets what is in memory (the database was deleted). */
export function forgetPocket(): void {
  publish({ ...EMPTY, loaded: true });
}

export const currentPocket = (): Snapshot => snapshot;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  void loadPocket();
  return () => listeners.delete(onChange);
}

/** The pocket copy as a screen shows it; re-renders whenever it changes. */
export function usePocket(): Snapshot {
  return useSyncExternalStore(subscribe, currentPocket);
}
