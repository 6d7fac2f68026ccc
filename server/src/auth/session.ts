import crypto from 'node:crypto';

export const SESSION_COOKIE = 'tmnt_session';
/** How long a login lasts. */
const SESSION_SECONDS = 30 * 24 * 60 * 60;

const digest = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();

/** The password compared in constant time: both sides hashed first, so neither its length nor its content leaks. */
export function passwordMatches(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * Signs and checks session cookies: `<expiry>.<random id>.<HMAC-SHA256 of both>`. The key is derived from the
 * session secret and the password, so changing APP_PASSWORD ends every session.
 */
export class SessionSigner {
  private readonly key: Buffer;

  constructor(secret: string, password: string) {
    this.key = crypto.createHmac('sha256', secret).update(`password:${password}`).digest();
  }

  private sign(payload: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(payload).digest();
  }

  /** A new session's cookie value, valid for 30 days from `now`. */
  issue(now = Date.now()): string {
    const payload = `${Math.floor(now / 1000) + SESSION_SECONDS}.${crypto.randomBytes(18).toString('base64url')}`;
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /** Whether a cookie value is one this server signed and has not expired. */
  verify(value: string | undefined, now = Date.now()): boolean {
    if (!value) return false;
    const parts = value.split('.');
    if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[0])) return false;
    const given = Buffer.from(parts[2], 'base64url');
    const expected = this.sign(`${parts[0]}.${parts[1]}`);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
    return Number(parts[0]) * 1000 > now;
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
