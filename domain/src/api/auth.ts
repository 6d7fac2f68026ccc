/** Logging in to an instance that a password guards (one collector per instance: a password, no user name). */
import { z } from 'zod';

/** The longest password accepted; a longer body is refused before any comparison. */
const PASSWORD_MAX = 1_000;

export const loginRequestSchema = z.strictObject({
  password: z
    .string({ error: 'Enter the password' })
    .min(1, 'Enter the password')
    .max(PASSWORD_MAX, `The password is at most ${PASSWORD_MAX} characters`),
});

/**
 * Whether this instance asks for a sign-in (`required`) and whether this browser may use the app now
 * (`authenticated`: it holds a valid session, a trusted proxy signed it in, or no sign-in is asked for), and the
 * ways to sign in: the password (`password`), "Sign in with <provider>" (`oidc`, with why it cannot be used now, if
 * so), and `proxy_user`, the user a trusted proxy signed in (AUTH=proxy: logging out is the proxy's to do). The
 * answer of GET /api/auth/session and of POST /api/auth/login, /api/auth/logout and /api/auth/logout-everywhere (the
 * last two take no body; the logouts end the session on the server, logout-everywhere every session, and needs one
 * itself).
 */
export const authSessionSchema = z.object({
  authenticated: z.boolean(),
  required: z.boolean(),
  password: z.boolean(),
  oidc: z.object({ name: z.string(), unavailable: z.string().nullable() }).nullable(),
  proxy_user: z.string().nullable(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Where the OpenID Connect sign-in starts (a page the browser opens: it goes on to the provider). */
export const OIDC_START_PATH = '/api/auth/oidc/start';
/** Where the provider sends the browser back: registered there as the redirect URI, after this app's address. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** Where to go after signing in: `next` when it is a page of this app (never another site, nor the login page); else the dashboard. */
export function pageAfterSignIn(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/login') && !next.startsWith('/api/') ? next : '/';
}

export const AUTH_MESSAGES = {
  loginFirst: 'Log in first',
  wrongPassword: 'Wrong password',
  noPassword: 'This app has no password to log in with (APP_PASSWORD is not set): sign in the other way the login page offers',
  tooManyAttempts: (seconds: number) => `Too many login attempts: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  /** The same words for a key that never existed, was revoked or has expired: a guess learns nothing. */
  keyRefused: 'Refused: this API key is unknown, revoked or expired',
  tooManyKeys: (seconds: number) => `Too many refused API keys from this address: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  keyScope: (scope: string, route: string) => `Refused: this API key's scope is ${scope}, and ${route} needs write`,
  keyNotHere: (route: string) => `Refused: ${route} takes a login, never an API key (backups, restores, settings, sessions and the keys themselves)`,
} as const;
