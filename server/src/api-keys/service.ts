import crypto from 'node:crypto';
import type { ApiKey, ApiKeyMade, ApiKeyRequest, ApiKeyScope } from '@tmnt/domain';
import { KeptDoors } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import { apiKeyByHash, deleteApiKey, insertApiKey, listApiKeys, recordLastUsed, type ApiKeyRow } from './queries.ts';

/** Every key starts so: a secret scanner (or a person) tells it from other tokens. */
const KEY_PREFIX = 'tmnt_';
/** A request's "last used" is written at most this often per key, so a busy script costs no write per request. */
const LAST_USED_EVERY_MS = 60_000;
/** Longer than any key this app makes: refused without a lookup. */
const LONGEST_KEY = 100;

/** What the database said of a key, kept while the access version stays (see auth/kept-doors.ts). */
interface KeyDoor {
  id: number;
  scope: ApiKeyScope;
  /** Epoch ms; null: never. */
  expiresAt: number | null;
}

/** A key's hash, as stored: 256 random bits need no slow hash, and the table alone opens nothing. */
const hashOf = (key: string) => crypto.createHash('sha256').update(key, 'utf8').digest('base64url');

const answer = (row: ApiKeyRow, now: number): ApiKey => ({
  ...row,
  scope: row.scope as ApiKeyScope,
  expired: row.expires_at !== null && Date.parse(row.expires_at) <= now,
});

/**
 * When each key was last used, written off the request's path and at most once a minute per key (per instance):
 * the first use in a minute is written at once, the others in that minute not at all.
 */
class LastUsed {
  private readonly written = new Map<number, number>();
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  note(id: number, now: number): void {
    const last = this.written.get(id);
    if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
    this.written.set(id, now);
    const write: Promise<void> = recordLastUsed(this.db, id, new Date(now).toISOString())
      .catch(this.onError)
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  forget(id: number): void {
    this.written.delete(id);
  }

  /** Resolves once the writes started so far are done (the list shows them). */
  async settled(): Promise<void> {
    await Promise.all(this.writing);
  }
}

/**
 * The API keys: made with a name and a scope, shown once, kept as hashes, checked without a query on the common
 * path (what the database said of a key is kept while the access version stays), revoked on every instance at once.
 */
export class ApiKeys {
  private readonly kept: KeptDoors<KeyDoor | null>;
  private readonly lastUsed: LastUsed;

  constructor(
    private readonly db: Db,
    /** Told when "last used" could not be written (the request it came with is not failed for it). */
    onError: (error: unknown) => void,
  ) {
    this.kept = new KeptDoors(db);
    this.lastUsed = new LastUsed(db, onError);
  }

  async make(request: ApiKeyRequest, now = Date.now()): Promise<ApiKeyMade> {
    const key = `${KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
    const row = { name: request.name, scope: request.scope, last4: key.slice(-4), created_at: new Date(now).toISOString(), expires_at: request.expires_at ? new Date(request.expires_at).toISOString() : null };
    const id = await insertApiKey(this.db, { ...row, key_hash: hashOf(key) });
    return { ...answer({ id, ...row, last_used_at: null }, now), key };
  }

  async list(now = Date.now()): Promise<ApiKey[]> {
    await this.lastUsed.settled();
    return (await listApiKeys(this.db)).map((row) => answer(row, now));
  }

  /** Ends a key at once, on every instance; false when there was no such key. */
  async revoke(id: number): Promise<boolean> {
    this.lastUsed.forget(id);
    return deleteApiKey(this.db, id);
  }

  /** The key a request brought, if it is one that works now (known, not revoked, not expired): its id and scope; else null. */
  async check(key: string, now = Date.now()): Promise<{ id: number; scope: ApiKeyScope } | null> {
    if (key.length > LONGEST_KEY || !key.startsWith(KEY_PREFIX)) return null;
    // Kept by the key itself (in this process's memory only, as the request holds it): no hash on the common path.
    const door = await this.kept.get(key, async () => {
      const row = await apiKeyByHash(this.db, hashOf(key));
      return row ? { id: row.id, scope: row.scope as ApiKeyScope, expiresAt: row.expires_at === null ? null : Date.parse(row.expires_at) } : null;
    });
    if (door === null || (door.expiresAt !== null && door.expiresAt <= now)) return null;
    this.lastUsed.note(door.id, now);
    return { id: door.id, scope: door.scope };
  }
}
