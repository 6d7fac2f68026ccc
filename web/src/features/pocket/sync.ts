import { syncAnswerSchema, type SyncAnswer } from '@tmnt/domain';
import { api } from '../../api/client.ts';
import { pocketDb, pocketDbExists, type SyncMeta } from './db.ts';

/**
 * Brings the pocket copy up to date: what changed since its cursor (everything the first time, or when the server
 * says so), written in one IndexedDB transaction so the phone never holds half a sync. Answers what came.
 */
export async function pullChanges(): Promise<SyncAnswer> {
  const db = await pocketDb();
  const meta = (await db.get('meta', 'sync')) as SyncMeta | undefined;
  const answer = await api.get(`/sync${meta ? `?since=${encodeURIComponent(meta.cursor)}` : ''}`, syncAnswerSchema);
  const tx = db.transaction(['copies', 'figures', 'wants', 'prices', 'meta'], 'readwrite');
  const stores = { copies: tx.objectStore('copies'), figures: tx.objectStore('figures'), wants: tx.objectStore('wants'), prices: tx.objectStore('prices') };
  const writes: Promise<unknown>[] = [];
  if (answer.full) for (const store of Object.values(stores)) writes.push(store.clear());
  for (const copy of answer.copies) writes.push(stores.copies.put(copy));
  for (const figure of answer.figures) writes.push(stores.figures.put(figure));
  for (const want of answer.wants) writes.push(stores.wants.put(want));
  for (const prices of answer.prices) writes.push(stores.prices.put(prices));
  for (const id of answer.removed.copies) writes.push(stores.copies.delete(id));
  for (const id of answer.removed.figures) writes.push(stores.figures.delete(id));
  for (const id of answer.removed.wants) writes.push(stores.wants.delete(id));
  for (const id of answer.removed.prices) writes.push(stores.prices.delete(id));
  writes.push(tx.objectStore('meta').put({ cursor: answer.cursor, asOf: answer.as_of, currency: answer.currency } satisfies SyncMeta, 'sync'));
  await Promise.all([...writes, tx.done]);
  return answer;
}

/**
 * Keeps the small picture of every figure that has one (a photo the collector set), so lists and answers show it
 * offline; pictures no figure names any more are dropped. A picture's address names its content: one fetched never
 * changes. One at a time, after the data: pictures never hold up an answer.
 */
export async function keepThumbnails(): Promise<void> {
  // Cleared meanwhile (logged out): nothing to keep pictures for.
  if (!(await pocketDbExists())) return;
  const db = await pocketDb();
  const wanted = new Set((await db.getAll('figures')).map((f) => f.thumbnail_url).filter((url): url is string => url !== null && url.startsWith('/')));
  const kept = new Set(await db.getAllKeys('thumbs'));
  for (const url of kept) if (!wanted.has(url)) await db.delete('thumbs', url);
  for (const url of wanted) {
    if (kept.has(url)) continue;
    const response = await fetch(url);
    if (!response.ok) continue;
    await db.put('thumbs', { url, blob: await response.blob() });
  }
}
