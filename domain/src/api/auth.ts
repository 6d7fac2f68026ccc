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
 * Whether this instance asks for a password (`required`) and whether this browser may use the app now
 * (`authenticated`: it holds a valid session, or no password is asked for). The answer of GET /api/auth/session
 * and of POST /api/auth/login, /api/auth/logout and /api/auth/logout-everywhere (the last two take no body; the
 * logouts end the session on the server, logout-everywhere every session, and needs one itself).
 */
export const authSessionSchema = z.object({ authenticated: z.boolean(), required: z.boolean() });
export type AuthSession = z.infer<typeof authSessionSchema>;

export const AUTH_MESSAGES = {
  loginFirst: 'Log in first',
  wrongPassword: 'Wrong password',
  tooManyAttempts: (seconds: number) => `Too many login attempts: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
} as const;
