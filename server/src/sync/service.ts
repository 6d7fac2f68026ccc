import type { SyncAnswer, SyncEntity } from '@tmnt/domain';
import { figuresWithIds, listFigures } from '../catalog/index.ts';
import { readDataVersion } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { pocketCopies } from '../inventory/index.ts';
import { pocketPrices } from '../market/index.ts';
import { moneySetting } from '../rates/index.ts';
import { pocketWants } from '../wants/index.ts';
import { changedSince, syncEpoch } from './queries.ts';

/** A cursor: the epoch of the change log and the data version the answer was current to. */
const cursorOf = (epoch: string, version: number) => `${epoch}.${version}`;

function readCursor(since: string | undefined): { epoch: string; version: number } | null {
  const at = since?.lastIndexOf('.') ?? -1;
  if (since === undefined || at < 1) return null;
  const version = Number(since.slice(at + 1));
  return Number.isSafeInteger(version) && version >= 0 ? { epoch: since.slice(0, at), version } : null;
}

/** The ids of one entity among the changes, and those of them an answer holds no more: removed. */
function idsOf(changes: { entity: SyncEntity; entity_id: number }[], entity: SyncEntity): number[] {
  return changes.filter((change) => change.entity === entity).map((change) => change.entity_id);
}

const missing = (asked: readonly number[], found: readonly { id?: number; figure_id?: number }[], key: 'id' | 'figure_id') => {
  const there = new Set(found.map((row) => row[key]));
  return asked.filter((id) => !there.has(id));
};

/**
 * What a phone needs to bring its pocket copy up to date: what changed since its cursor (a sync after one change
 * moves about that one change), or everything (`full`) on a first sync, after a restore (a new epoch) or from a
 * cursor this collection never gave. The data version is read first: all that committed up to it is in what is read
 * next, and a write committing meanwhile is sent now and again next time, never missed.
 */
export async function syncChanges(db: Db, since: string | undefined): Promise<SyncAnswer> {
  const version = await readDataVersion(db);
  const epoch = await syncEpoch(db);
  const cursor = readCursor(since);
  const full = cursor === null || cursor.epoch !== epoch || cursor.version > version;
  const base = { cursor: cursorOf(epoch, version), full, as_of: new Date().toISOString(), currency: (await moneySetting(db)).currency };
  if (full) {
    const [copies, figures, wants, prices] = await Promise.all([pocketCopies(db), listFigures(db, {}), pocketWants(db), pocketPrices(db)]);
    return { ...base, copies, figures, wants, prices, removed: { copies: [], figures: [], wants: [], prices: [] } };
  }
  const changes = await changedSince(db, cursor.version);
  const ids = { copies: idsOf(changes, 'copy'), figures: idsOf(changes, 'figure'), wants: idsOf(changes, 'want'), prices: idsOf(changes, 'prices') };
  const [copies, figures, wants, prices] = await Promise.all([
    ids.copies.length > 0 ? pocketCopies(db, ids.copies) : [],
    figuresWithIds(db, ids.figures),
    ids.wants.length > 0 ? pocketWants(db, ids.wants) : [],
    ids.prices.length > 0 ? pocketPrices(db, ids.prices) : [],
  ]);
  return {
    ...base,
    copies,
    figures,
    wants,
    prices,
    removed: {
      copies: missing(ids.copies, copies, 'id'),
      figures: missing(ids.figures, figures, 'id'),
      wants: missing(ids.wants, wants, 'id'),
      prices: missing(ids.prices, prices, 'figure_id'),
    },
  };
}
