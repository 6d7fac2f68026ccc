import type { Db } from '../db/database.ts';

/** Records an open session (id: the SHA-256 of its cookie's random part) and forgets those that have ended by `now`. */
export async function insertSession(db: Db, session: { id: string; created_at: string; expires_at: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').where('expires_at', '<=', session.created_at).execute();
    await trx.insertInto('sessions').values(session).execute();
  });
}

/** Whether a session is open at `now` (ISO): one primary-key lookup. */
export async function sessionIsOpen(db: Db, id: string, now: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('id').where('id', '=', id).where('expires_at', '>', now).executeTakeFirst();
  return row !== undefined;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteAllSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').execute();
}
