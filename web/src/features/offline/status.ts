import { useSyncExternalStore } from 'react';

/** What one run of the outbox did, as the app says it after a sync ("7 added, 2 changed, 1 needs a look"). */
export interface SyncRun {
  added: number;
  changed: number;
  removed: number;
  needsLook: number;
  at: string;
}

/**
 * What the phone's pocket copy holds and what waits to be sent, as the shell shows it (the count in the header, the
 * offline banner, the dashboard offline). The pocket feature (loaded after the first paint) publishes it; a copy
 * kept in localStorage shows it at once on the next open, before IndexedDB is read.
 */
export interface PocketStatus {
  /** The phone holds a pocket copy (made by "Get ready for a show", or by an installed app). */
  ready: boolean;
  copies: number;
  figures: number;
  /** When the server last answered a sync (ISO), null before the first. */
  asOf: string | null;
  /** Changes waiting to be sent, and among them those the server refused or that clash (they need the collector). */
  waiting: number;
  needsLook: number;
  lastRun: SyncRun | null;
}

const STATUS_KEY = 'pocket-status';
const EMPTY: PocketStatus = { ready: false, copies: 0, figures: 0, asOf: null, waiting: 0, needsLook: 0, lastRun: null };

function remembered(): PocketStatus {
  try {
    const stored = localStorage.getItem(STATUS_KEY);
    return stored === null ? EMPTY : { ...EMPTY, ...(JSON.parse(stored) as Partial<PocketStatus>) };
  } catch {
    return EMPTY;
  }
}

let status: PocketStatus = remembered();
const listeners = new Set<() => void>();

export function publishPocketStatus(next: Partial<PocketStatus>): void {
  status = { ...status, ...next };
  try {
    localStorage.setItem(STATUS_KEY, JSON.stringify(status));
  } catch {
    // Storage refused: the count shows once the pocket copy is read.
  }
  for (const listener of listeners) listener();
}

/** Forgets it all (logging out clears the pocket copy). */
export const clearPocketStatus = () => publishPocketStatus(EMPTY);

export const pocketStatus = (): PocketStatus => status;

export function onPocketStatusChange(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function usePocketStatus(): PocketStatus {
  return useSyncExternalStore(onPocketStatusChange, pocketStatus);
}
