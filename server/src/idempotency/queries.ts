import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type KeyRow = Selectable<Database['idempotency_keys']>;

/** Takes a key that nobody holds; false when it is there already (held, or done). */
export async function insertClaim(db: Db, row: Insertable<Database['idempotency_keys']>): Promise<boolean> {
  const inserted = await db.insertInto('idempotency_keys').values(row).onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
  return inserted !== undefined;
}

export function keyRow(db: Db, key: string): Promise<KeyRow | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Takes over a claim left pending by a request that never finished; false when another request took it first. */
export async function takeOverClaim(db: Db, key: string, from: string, to: string, at: string): Promise<boolean> {
  const result = await db.updateTable('idempotency_keys').set({ claim: to, claimed_at: at }).where('key', '=', key).where('claim', '=', from).where('status', '=', 'pending').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps the answer of a claim, in the write's transaction; false when the claim is no longer this request's. */
export async function completeClaim(trx: Db, key: string, claim: string, answer: Pick<KeyRow, 'response_status' | 'response_headers' | 'response_body'>): Promise<boolean> {
  const result = await trx.updateTable('idempotency_keys').set({ status: 'done', ...answer }).where('key', '=', key).where('claim', '=', claim).where('status', '=', 'pending').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Lets go of a claim whose request wrote nothing (it failed), so the key may be sent again. */
export async function deleteClaim(db: Db, key: string, claim: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('key', '=', key).where('claim', '=', claim).where('status', '=', 'pending').execute();
}

/** Forgets the keys first used before `before` (ISO time). */
export async function deleteKeysBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
