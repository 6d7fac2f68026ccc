import crypto from 'node:crypto';
import type { SyncEntity } from '@tmnt/domain';
import type { Db } from '../db/database.ts';

/** The epoch of the change log: a cursor of another epoch names versions of a collection that is not this one. */
export async function syncEpoch(db: Db): Promise<string> {
  const { epoch } = await db.selectFrom('sync_state').select('epoch').where('id', '=', 1).executeTakeFirstOrThrow();
  return epoch;
}

/**
 * What changed after `version`: each copy, figure, want or figure's prices once. An entry with no version yet was
 * written outside a write transaction (nothing should be): sent too, rather than missed.
 */
export async function changedSince(db: Db, version: number): Promise<{ entity: SyncEntity; entity_id: number }[]> {
  const rows = await db
    .selectFrom('sync_changes')
    .select(['entity', 'entity_id'])
    .where((eb) => eb.or([eb('version', '>', version), eb('version', 'is', null)]))
    .execute();
  return rows as { entity: SyncEntity; entity_id: number }[];
}

/** A new epoch with an empty log (after a restore): every phone is sent everything on its next sync. */
export async function startSyncAfresh(trx: Db): Promise<void> {
  await trx.deleteFrom('sync_changes').execute();
  await trx.updateTable('sync_state').set({ epoch: crypto.randomUUID() }).where('id', '=', 1).execute();
}
