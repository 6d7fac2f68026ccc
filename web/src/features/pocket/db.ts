import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { EditClash, Figure, NewCopy, NewWant, PocketCopy, PocketEditField, PocketPrices, PocketWant } from '@tmnt/domain';

/** What the last sync left: where the next one starts, and when the server answered. */
export interface SyncMeta {
  cursor: string;
  asOf: string;
  currency: string;
}

/** A copy's fields as the phone changed or knew them (domain POCKET_EDIT_FIELDS). */
export type EditFields = Partial<Record<PocketEditField, unknown>>;

/** Where an entry stands: waiting to be sent, or needing the collector (a clash, a refusal, a copy deleted at home). */
type OutboxState = 'waiting' | 'conflict' | 'refused' | 'deleted';

interface EntryBase {
  seq?: number;
  /** The Idempotency-Key it is sent with: the same until what it sends changes. */
  key: string;
  created_at: string;
  /** How often it was sent without an answer that settled it; never 0 once it may have reached the server. */
  attempts: number;
  /** Not sent again before this time (ms), after a failure. */
  next_try_at: number;
  state: OutboxState;
  /** The server's words for a refusal. */
  reason: string | null;
}

/** The copy an edit is of: one the server has, or one a queued add (its seq) will make. */
export type EditTarget = { id: number } | { added: number };

export type OutboxEntry = EntryBase &
  (
    | { kind: 'add-copy'; body: NewCopy }
    | {
        kind: 'edit-copy';
        copy: EditTarget;
        /** The values the fields had when the phone changed them, and the version (ETag) they were read at (null: the latest known). */
        base: EditFields;
        changes: EditFields;
        version: string | null;
        /** After a 412: the fields both changed, and the version home has them at. */
        clashes: EditClash[];
        home_version: string | null;
        /** The copy as the phone last knew it: what "re-add" adds when it was deleted at home. */
        copy_as_known: NewCopy;
      }
    | { kind: 'add-want'; body: NewWant }
    | { kind: 'remove-want'; want_id: number }
  );

interface PocketSchema extends DBSchema {
  copies: { key: number; value: PocketCopy; indexes: { figure_id: number } };
  figures: { key: number; value: Figure };
  wants: { key: number; value: PocketWant };
  prices: { key: number; value: PocketPrices };
  outbox: { key: number; value: OutboxEntry };
  meta: { key: string; value: unknown };
  thumbs: { key: string; value: { url: string; blob: Blob } };
}

export type PocketDb = IDBPDatabase<PocketSchema>;

/** One database per address the app is opened at (the browser keeps storage per origin). */
const NAME = 'tmnt-pocket';

let opened: Promise<PocketDb> | undefined;

export function pocketDb(): Promise<PocketDb> {
  opened ??= openDB<PocketSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('copies', { keyPath: 'id' }).createIndex('figure_id', 'figure_id');
      db.createObjectStore('figures', { keyPath: 'id' });
      db.createObjectStore('wants', { keyPath: 'id' });
      db.createObjectStore('prices', { keyPath: 'figure_id' });
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('meta');
      db.createObjectStore('thumbs', { keyPath: 'url' });
    },
  });
  return opened;
}

/** Whether this browser holds a pocket copy at all: read without making an empty one (true when it cannot tell). */
export async function pocketDbExists(): Promise<boolean> {
  if (opened) return true;
  if (typeof indexedDB === 'undefined') return false;
  if (!('databases' in indexedDB)) return true;
  return (await indexedDB.databases()).some((db) => db.name === NAME);
}

/** Removes the whole pocket copy, its outbox with it (logging out). */
export async function deletePocketDb(): Promise<void> {
  // A browser without IndexedDB never held a pocket copy.
  if (typeof indexedDB === 'undefined') return;
  const db = await opened?.catch(() => undefined);
  db?.close();
  opened = undefined;
  await deleteDB(NAME);
}
