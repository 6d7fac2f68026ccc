import type { Db } from '../db/database.ts';

/** Keeps a change for its undo. */
export async function insertChange(db: Db, change: { token: string; made_at: string; undo_until: string; changes: string }): Promise<void> {
  await db.insertInto('bulk_changes').values({ ...change, undone_at: null }).execute();
}

export function changeByToken(db: Db, token: string) {
  return db.selectFrom('bulk_changes').select(['token', 'undo_until', 'undone_at', 'changes']).where('token', '=', token).executeTakeFirst();
}

export async function markUndone(db: Db, token: string, at: string): Promise<void> {
  await db.updateTable('bulk_changes').set({ undone_at: at }).where('token', '=', token).execute();
}

/** Takes the changes that can no longer be undone out; answers those not undone (their deleted copies are gone for good). */
export async function removeExpired(db: Db, now: string): Promise<string[]> {
  const expired = await db.selectFrom('bulk_changes').select('changes').where('undo_until', '<', now).where('undone_at', 'is', null).execute();
  await db.deleteFrom('bulk_changes').where('undo_until', '<', now).execute();
  return expired.map((row) => row.changes);
}

/** Forgets every change (a restored collection is another one: nothing of it was changed here). */
export async function removeAllChanges(db: Db): Promise<void> {
  await db.deleteFrom('bulk_changes').execute();
}
