import type { QueryClient } from '@tanstack/react-query';
import { isServerReachable, onServerReachabilityChange, reportServerReachable } from '../../api/reachability.ts';
import { clearPocketStatus, isInstalledApp, pocketStatus, publishPocketStatus, type SyncRun } from '../offline/index.ts';
import { deletePocketDb } from './db.ts';
import { sendOutbox } from './outbox.ts';
import { applySync, forgetPocket, loadPocket, reloadOutbox, reloadPocket, type Snapshot } from './store.ts';
import { keepThumbnails, pullChanges } from './sync.ts';
import { pocketView } from './view.ts';

/** How often the server is asked whether it answers, while the page is shown (the offline banner within 3 s). */
const PROBE_EVERY_MS = 2000;
/** A probe not answered in this time finds the server unreachable (one bar of signal answers in less, or not at all). */
const PROBE_TIMEOUT_MS = 1000;
/** How often the pocket copy is brought up to date while the server answers. */
const PULL_EVERY_MS = 30_000;

let queryClient: QueryClient | undefined;
let running: Promise<void> | undefined;
let again = false;

/** Whether this phone holds a pocket copy (then it is kept current, and the server is watched). */
const isReady = (snapshot: Snapshot) => snapshot.meta !== null;

function publish(snapshot: Snapshot, lastRun?: SyncRun): void {
  const view = pocketView(snapshot);
  publishPocketStatus({
    ready: isReady(snapshot),
    copies: view.copies.length,
    figures: snapshot.figures.size,
    asOf: snapshot.meta?.asOf ?? null,
    waiting: snapshot.outbox.length,
    needsLook: snapshot.outbox.filter((entry) => entry.state !== 'waiting').length,
    ...(lastRun && { lastRun }),
  });
}

/** After a change queued on the phone: shown at once, and sent at once when the server answers. */
export async function changeQueued(): Promise<void> {
  publish(await reloadOutbox());
  if (isServerReachable()) void syncNow();
}

/** One sync at a time (and in one tab at a time): what waits is sent, then what changed at home comes back. */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await withOutboxLock(syncOnce);
      } while (again);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

async function withOutboxLock(work: () => Promise<void>): Promise<void> {
  // Only one tab sends the outbox: two would send the same entry at once (answered once, but twice the traffic).
  if (navigator.locks) await navigator.locks.request('tmnt-pocket-outbox', work);
  else await work();
}

async function syncOnce(): Promise<void> {
  const before = await loadPocket();
  if (!isReady(before) && before.outbox.length === 0) return;
  const run = before.outbox.length > 0 ? await sendOutbox() : null;
  const sent = run !== null && run.added + run.changed + run.removed > 0;
  if (sent) void queryClient?.invalidateQueries();
  let after = run ? await reloadOutbox() : before;
  const unreachable = run?.stopped === 'unreachable';
  if (!unreachable && (isReady(before) || sent)) {
    try {
      after = await applySync(await pullChanges());
    } catch {
      // No answer (the probe says so), or a session that ended (the client goes to the login page). What was sent
      // left the outbox for the copies the server answered: read them as the outbox wrote them.
      if (sent) after = await reloadPocket();
    }
  }
  const summary = run && (run.added + run.changed + run.removed + run.needsLook > 0)
    ? { added: run.added, changed: run.changed, removed: run.removed, needsLook: run.needsLook, at: new Date().toISOString() }
    : undefined;
  publish(after, summary);
  if (isReady(after) && !unreachable) void keepThumbnails().catch(() => undefined);
}

/**
 * "Get ready for a show": asks the browser to keep the phone's storage (answers whether it will), and fetches the
 * pocket copy now, the figures' pictures with it.
 */
export async function prepareForShow(): Promise<{ persisted: boolean | null }> {
  const persisted = navigator.storage?.persist ? await navigator.storage.persist().catch(() => false) : null;
  publish(await applySync(await pullChanges()));
  await syncNow();
  await keepThumbnails().catch(() => undefined);
  return { persisted };
}

/** Logging out: the pocket copy and what waited in it are removed from this phone. */
export async function clearPocket(): Promise<void> {
  // A sync under way would write into the database again (and so make it anew) after it was deleted.
  while (running) await running.catch(() => undefined);
  await deletePocketDb();
  forgetPocket();
  clearPocketStatus();
}

async function probe(): Promise<void> {
  try {
    await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    reportServerReachable(true);
  } catch {
    reportServerReachable(false);
  }
}

/**
 * Runs the pocket copy in the background (main.tsx starts it after the first paint): its status to the shell, the
 * server watched while the phone holds a copy or is cut off, what waits sent as soon as the server answers again,
 * and the copy brought up to date every little while, and after every change made online.
 */
export async function startPocket(client: QueryClient): Promise<void> {
  queryClient = client;
  const snapshot = await loadPocket();
  publish(snapshot);
  // An installed app is the phone that goes to shows: it keeps a pocket copy without being asked.
  if (!isReady(snapshot) && isInstalledApp() && isServerReachable()) void prepareForShow().catch(() => undefined);

  // Whether the phone holds a pocket copy or waits to send, now (either may have changed since the start).
  const holding = () => pocketStatus().ready || pocketStatus().waiting > 0;
  const watching = () => document.visibilityState === 'visible' && (holding() || !isServerReachable());
  setInterval(() => {
    if (watching()) void probe();
  }, PROBE_EVERY_MS);
  setInterval(() => {
    if (isServerReachable() && holding()) void syncNow();
  }, PULL_EVERY_MS);
  window.addEventListener('online', () => void probe());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !holding()) return;
    void probe().then(() => {
      if (isServerReachable()) void syncNow();
    });
  });
  onServerReachabilityChange(() => {
    if (isServerReachable()) void syncNow();
  });
  // A change made online (an add, an edit, a want): the pocket copy learns it at once.
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && holding()) void syncNow();
  });
  if (isServerReachable() && (isReady(snapshot) || snapshot.outbox.length > 0)) void syncNow();
}
