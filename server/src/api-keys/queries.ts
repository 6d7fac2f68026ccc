// The API keys' SQL: only hashes are stored, never a key.
import { inAccessTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';

export interface ApiKeyRow {
  id: number;
  name: string;
  scope: string;
  last4: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

/** Records a new key (opening a door moves no version: a door not kept yet is looked up once). */
export async function insertApiKey(db: Db, key: Omit<ApiKeyRow, 'id' | 'last_used_at'> & { key_hash: string }): Promise<number> {
  const { id } = await db.insertInto('api_keys').values(key).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Every key, newest first. */
export function listApiKeys(db: Db): Promise<ApiKeyRow[]> {
  return db.selectFrom('api_keys').select(['id', 'name', 'scope', 'last4', 'created_at', 'expires_at', 'last_used_at']).orderBy('id', 'desc').execute();
}

/** The key a hash names, or undefined: one lookup by a unique index. */
export function apiKeyByHash(db: Db, hash: string): Promise<Pick<ApiKeyRow, 'id' | 'scope' | 'expires_at'> | undefined> {
  return db.selectFrom('api_keys').select(['id', 'scope', 'expires_at']).where('key_hash', '=', hash).executeTakeFirst();
}

/** Revokes a key on every instance (the access version moves with it); false when there was no such key. */
export async function deleteApiKey(db: Db, id: number): Promise<boolean> {
  const result = await inAccessTransaction(db, (trx) => trx.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst());
  return result.numDeletedRows > 0n;
}

/** When a key was last used; never moved back (another instance may have recorded a later use). */
export async function recordLastUsed(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
    .execute();
}
