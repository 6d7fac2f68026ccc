import { committedSqliteStatement, type Db } from './database.ts';

/**
 * The data version: every write bumps it in its own transaction, so any instance can tell, with one tiny read,
 * whether an answer it keeps (or a browser's ETag) is still current. Every cached answer reads it: on SQLite it is
 * one prepared statement on the connection (a query built through Kysely costs more than the rest of the answer).
 */
export async function readDataVersion(db: Db): Promise<number> {
  const statement = committedSqliteStatement(db, 'select data_version from app_state where id = 1');
  if (statement) return (statement.get() as { data_version: number }).data_version;
  const row = await db.selectFrom('app_state').select('data_version').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.data_version;
}

/**
 * Bumps the data version, and gives the rows this write changed (logged without one by the sync feature's triggers)
 * the new version: the bump takes app_state's row lock until commit, so versions follow the order writes commit in.
 */
async function bumpDataVersion(trx: Db): Promise<void> {
  const { data_version } = await trx
    .updateTable('app_state')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('id', '=', 1)
    .returning('data_version')
    .executeTakeFirstOrThrow();
  await trx.updateTable('sync_changes').set({ version: data_version }).where('version', 'is', null).execute();
}

/** Called with a write's answer in its transaction, before it commits (an idempotency key keeps the answer with the write). */
export type BeforeCommit<T> = (trx: Db, answer: T) => Promise<void>;

/** Writes this process has committed: a version read before the latest of them is not current any more. */
let committedWrites = 0;

/** Runs a write in a transaction that also bumps the data version: every write to collection data goes through here. */
export async function inWriteTransaction<T>(db: Db, write: (trx: Db) => Promise<T>, beforeCommit?: BeforeCommit<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const answer = await write(trx);
    await bumpDataVersion(trx);
    await beforeCommit?.(trx, answer);
    return answer;
  });
  committedWrites++;
  return result;
}

const versionsThisTurn = new WeakMap<Db, { writes: number; version: Promise<number> }>();

/**
 * The data version as the requests of one turn of the event loop see it, read once for all of them: requests
 * parsed in the same turn arrived together, and a write another instance committed since is as if it came just
 * after them. A write this process committed meanwhile is read afresh: its client may ask next in the same turn.
 */
export function currentDataVersion(db: Db): Promise<number> {
  const read = versionsThisTurn.get(db);
  if (read && read.writes === committedWrites) return read.version;
  const version = readDataVersion(db);
  if (!read) setImmediate(() => versionsThisTurn.delete(db));
  versionsThisTurn.set(db, { writes: committedWrites, version });
  return version;
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
