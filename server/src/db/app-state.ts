import { builtOnce } from './built-once.ts';
import { committedSqliteStatement, type Db } from './database.ts';

/** The data version (see below) and the access version (see auth/): both read at once, in one tiny query. */
interface Versions {
  data: number;
  access: number;
}

const VERSIONS_SQL = 'select data_version, (select version from access_state where id = 1) as access_version from app_state where id = 1';

async function readVersions(db: Db): Promise<Versions> {
  const statement = committedSqliteStatement(db, VERSIONS_SQL);
  const row = statement
    ? (statement.get() as { data_version: number; access_version: number })
    : await db
        .selectFrom('app_state')
        .select((eb) => ['data_version', eb.selectFrom('access_state').select('version').where('id', '=', 1).as('access_version')])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
  return { data: row.data_version, access: Number(row.access_version) };
}

/**
 * The data version: every write bumps it in its own transaction, so any instance can tell, with one tiny read,
 * whether an answer it keeps (or a browser's ETag) is still current. Every cached answer reads it: on SQLite it is
 * one prepared statement on the connection (a query built through Kysely costs more than the rest of the answer).
 */
export async function readDataVersion(db: Db): Promise<number> {
  return (await readVersions(db)).data;
}

/**
 * Bumps the data version, and gives the rows this write changed (logged without one by the sync feature's triggers)
 * the new version: the bump takes app_state's row lock until commit, so versions follow the order writes commit in.
 */
async function bumpDataVersion(trx: Db): Promise<void> {
  const [{ data_version }] = await nextDataVersion(trx);
  await versionLoggedChanges(trx, data_version);
}

const nextDataVersion = builtOnce((db) =>
  db
    .updateTable('app_state')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('id', '=', 1)
    .returning('data_version'),
);
const versionLoggedChanges = builtOnce((db, [version]: [number]) => db.updateTable('sync_changes').set({ version }).where('version', 'is', null));

/** Rows logged at once in one statement (under both databases' limits of bound values). */
const LOGGED_PER_STATEMENT = 5_000;

/**
 * Logs copies as changed that no trigger sees change (a copy whose place was renamed or moved: its path changed, its
 * row did not), in the caller's write transaction: the data version's bump gives them its version.
 */
export async function logCopiesChanged(trx: Db, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += LOGGED_PER_STATEMENT) {
    const rows = ids.slice(start, start + LOGGED_PER_STATEMENT).map((id) => ({ entity: 'copy', entity_id: id, version: null }));
    await trx
      .insertInto('sync_changes')
      .values(rows)
      .onConflict((oc) => oc.columns(['entity', 'entity_id']).doUpdateSet({ version: null }))
      .execute();
  }
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

/**
 * Runs a write that closes a door (ends a session) in a transaction that also bumps the access version, so every
 * instance forgets the doors it keeps at its next read of the versions.
 */
export async function inAccessTransaction<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const answer = await write(trx);
    await trx
      .updateTable('access_state')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    return answer;
  });
  committedWrites++;
  return result;
}

const versionsThisTurn = new WeakMap<Db, { writes: number; versions: Promise<Versions> }>();

/**
 * The versions as the requests of one turn of the event loop see them, read once for all of them: requests
 * parsed in the same turn arrived together, and a write another instance committed since is as if it came just
 * after them. A write this process committed meanwhile is read afresh: its client may ask next in the same turn.
 */
function currentVersions(db: Db): Promise<Versions> {
  const read = versionsThisTurn.get(db);
  if (read && read.writes === committedWrites) return read.versions;
  const versions = readVersions(db);
  if (!read) setImmediate(() => versionsThisTurn.delete(db));
  versionsThisTurn.set(db, { writes: committedWrites, versions });
  return versions;
}

/** The data version as this turn of the event loop sees it (see currentVersions). */
export async function currentDataVersion(db: Db): Promise<number> {
  return (await currentVersions(db)).data;
}

/** The access version as this turn of the event loop sees it (see currentVersions): what the kept doors are valid for. */
export async function currentAccessVersion(db: Db): Promise<number> {
  return (await currentVersions(db)).access;
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
