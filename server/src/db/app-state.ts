import type { Db } from './database.ts';

/**
 * The data version: every write bumps it in its own transaction, so any instance can tell, with one tiny read,
 * whether an answer it keeps (or a browser's ETag) is still current.
 */
export async function readDataVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('app_state').select('data_version').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.data_version;
}

async function bumpDataVersion(trx: Db): Promise<void> {
  await trx
    .updateTable('app_state')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/** Runs a write in a transaction that also bumps the data version: every write to collection data goes through here. */
export function inWriteTransaction<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await bumpDataVersion(trx);
    return result;
  });
}

/**
 * Claims the right to bring stored derived data up to `version` of its rules: true for exactly one caller
 * (across instances: the update takes the row's lock, and a second one finds it already up to date).
 * Call inside the transaction that does the work.
 */
export async function claimValueRulesUpgrade(trx: Db, version: number): Promise<boolean> {
  const result = await trx
    .updateTable('app_state')
    .set({ value_rules_version: version })
    .where('id', '=', 1)
    .where('value_rules_version', '<>', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
