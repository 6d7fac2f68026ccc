import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import { KeptDoors } from './kept-doors.ts';
import { deleteAllSessions, deleteSession, insertSession, sessionEnd } from './queries.ts';

export const SESSION_COOKIE = 'tmnt_session';
/** How long a login lasts. */
const SESSION_SECONDS = 30 * 24 * 60 * 60;
/** The most signed cookie values kept checked (see Sessions.signed). */
const MOST_SIGNED = 10_000;

const digest = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();

/** The password compared in constant time: both sides hashed first, so neither its length nor its content leaks. */
export function passwordMatches(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * Signs and checks session cookies: `<expiry>.<random id>.<HMAC-SHA256 of both>`. The key is derived from the
 * session secret and the password, so changing APP_PASSWORD ends every session (its rows may stay until they expire:
 * no cookie signed with the old key is accepted).
 */
export class SessionSigner {
  private readonly key: Buffer;

  constructor(secret: string, password: string) {
    this.key = crypto.createHmac('sha256', secret).update(`password:${password}`).digest();
  }

  private sign(payload: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(payload).digest();
  }

  /** A new session, valid for 30 days from `now`: its cookie value, its random id and when it ends. */
  issue(now = Date.now()): { value: string; id: string; expiresAt: number } {
    const expiresAt = (Math.floor(now / 1000) + SESSION_SECONDS) * 1000;
    const id = crypto.randomBytes(18).toString('base64url');
    const payload = `${expiresAt / 1000}.${id}`;
    return { value: `${payload}.${this.sign(payload).toString('base64url')}`, id, expiresAt };
  }

  /** The random id of a cookie value this server signed and that has not expired; else null. */
  verify(value: string | undefined, now = Date.now()): string | null {
    const signed = this.read(value);
    return signed !== null && signed.expiresAt > now ? signed.id : null;
  }

  /** The random id and end of a cookie value this server signed, expired or not; else null. */
  read(value: string | undefined): { id: string; expiresAt: number } | null {
    if (!value) return null;
    const parts = value.split('.');
    if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[0])) return null;
    const given = Buffer.from(parts[2], 'base64url');
    const expected = this.sign(`${parts[0]}.${parts[1]}`);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return { id: parts[1], expiresAt: Number(parts[0]) * 1000 };
  }
}

/** A session's key in the database: the table alone gives nobody a cookie. */
const rowId = (id: string) => digest(id).toString('base64url');

/**
 * The open sessions, kept in the database so every instance on it agrees: a cookie counts only while it is signed
 * with the current key, unexpired, and its row is there. Logging out removes the row, so a copy of the cookie is
 * refused from then on. What the database said of a session is kept in memory while the access version stays (see
 * kept-doors.ts): a request with an open session costs no query, and a logout through any instance counts at once.
 */
export class Sessions {
  private readonly kept: KeptDoors;
  /**
   * Cookie values whose signature checked out, to their row's key and end: a browser sends the same value with every
   * request, and its HMAC and hash cost as much as the rest of a cached answer. Only signed values are kept, at most
   * MOST_SIGNED (then forgotten and checked again); the signing key never changes while the process runs.
   */
  private readonly signed = new Map<string, { key: string; expiresAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly signer: SessionSigner,
  ) {
    this.kept = new KeptDoors(db);
  }

  /** Opens a session (forgetting those that have expired); its cookie value. */
  async start(now = Date.now()): Promise<string> {
    const session = this.signer.issue(now);
    await insertSession(this.db, { id: rowId(session.id), created_at: new Date(now).toISOString(), expires_at: new Date(session.expiresAt).toISOString() });
    return session.value;
  }

  /** Whether a cookie value names an open session: the signature first, so a forged one costs nothing more. */
  async isOpen(value: string | undefined, now = Date.now()): Promise<boolean> {
    const signed = value === undefined ? undefined : (this.signed.get(value) ?? this.checkSignature(value));
    if (!signed || signed.expiresAt <= now) return false;
    const end = await this.kept.get(signed.key, () => sessionEnd(this.db, signed.key));
    return end !== null && end > now;
  }

  private checkSignature(value: string): { key: string; expiresAt: number } | undefined {
    const read = this.signer.read(value);
    if (read === null) return undefined;
    if (this.signed.size >= MOST_SIGNED) this.signed.clear();
    const signed = { key: rowId(read.id), expiresAt: read.expiresAt };
    this.signed.set(value, signed);
    return signed;
  }

  /** Ends the session a cookie value names, if it is one of ours, on every instance. */
  async end(value: string | undefined): Promise<void> {
    const id = this.signer.verify(value);
    if (id !== null) await deleteSession(this.db, rowId(id));
  }

  /** Ends every session, in every browser. */
  endAll(): Promise<void> {
    return deleteAllSessions(this.db);
  }
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header for a session (or, with null, one that removes it). Secure only over HTTPS. */
export function sessionCookie(value: string | null, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${value ?? ''}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${value === null ? 0 : SESSION_SECONDS}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
