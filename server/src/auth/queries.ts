import { inAccessTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';

/** Records an open session (id: the SHA-256 of its cookie's random part) and forgets those that have ended by `now`. */
export async function insertSession(db: Db, session: { id: string; created_at: string; expires_at: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').where('expires_at', '<=', session.created_at).execute();
    await trx.insertInto('sessions').values(session).execute();
  });
}

/** When a session ends (epoch ms), or null when there is no such session: one primary-key lookup. */
export async function sessionEnd(db: Db, id: string): Promise<number | null> {
  const row = await db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirst();
  return row ? Date.parse(row.expires_at) : null;
}

/** Ends one session, on every instance (the access version moves with it). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await inAccessTransaction(db, (trx) => trx.deleteFrom('sessions').where('id', '=', id).execute());
}

/** Ends every session, on every instance. */
export async function deleteAllSessions(db: Db): Promise<void> {
  await inAccessTransaction(db, (trx) => trx.deleteFrom('sessions').execute());
}
