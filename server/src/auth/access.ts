import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, authSessionSchema, errorSchema, loginRequestSchema, type AuthSession } from '@tmnt/domain';
import { UPLOADS_PREFIX } from '../grading/index.ts';
import { HttpError } from '../http/errors.ts';
import { registerSecurityHeaders, inlineScriptHashes } from './headers.ts';
import { HostAllowList, hostName, sameOrigin } from './hosts.ts';
import { LoginLimiter } from './rate-limit.ts';
import { passwordMatches, readCookie, SESSION_COOKIE, sessionCookie, SessionSigner } from './session.ts';

export interface AccessOptions {
  /** The password that logs in; null: no login at all (loopback without APP_PASSWORD, or AUTH=none). */
  password: string | null;
  /** Host names the server answers to besides its own (ALLOWED_HOSTS), lower case. */
  allowedHosts?: readonly string[];
  /** Signs the session cookies (see sessionSecret); default: a random one, so sessions end with the process. */
  sessionSecret?: string;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path as the router may read it: dot segments resolved, percent-escapes decoded. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'http://host').pathname);
  } catch {
    return url;
  }
}

/** The API (but not logging in) and the uploaded photos; the web app's own files and pages are public. */
const guarded = (path: string) => ((path === '/api' || path.startsWith('/api/')) && !path.startsWith('/api/auth/')) || path.startsWith(UPLOADS_PREFIX);

/**
 * Access control, in front of every route: the Host allow-list (against DNS rebinding), the Origin check on
 * writes (against cross-site requests), security headers, and, when a password is set, the login and session.
 */
export async function registerAccess(app: FastifyInstance, options: AccessOptions & { indexHtml: string }): Promise<void> {
  const { password } = options;
  const hosts = new HostAllowList(options.allowedHosts ?? []);
  const signer = password === null ? null : new SessionSigner(options.sessionSecret ?? crypto.randomBytes(32).toString('base64url'), password);
  const limiter = new LoginLimiter();

  await registerSecurityHeaders(app, inlineScriptHashes(options.indexHtml));

  const hasSession = (request: FastifyRequest) => signer === null || signer.verify(readCookie(request.headers.cookie, SESSION_COOKIE));
  const session = (request: FastifyRequest): AuthSession => ({ authenticated: hasSession(request), required: signer !== null });

  app.addHook('onRequest', async (request) => {
    const host = request.headers.host ?? '';
    const name = hostName(host);
    if (name === null) throw new HttpError(421, 'The request has no valid Host header');
    if (!hosts.allows(name)) throw new HttpError(421, `This server does not answer to the host name ${name}: add it to ALLOWED_HOSTS`);

    if (WRITE_METHODS.has(request.method)) {
      // Browsers send Origin on every cross-site write; a client without one (curl, scripts) is not a browser page.
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, 'Refused: this request came from another web site');
      const origin = request.headers.origin;
      if (origin !== undefined && !sameOrigin(origin, host)) {
        throw new HttpError(403, `Refused: a page from ${origin} may not change anything here`);
      }
    }

    if (signer !== null && !hasSession(request)) {
      const route = request.routeOptions.url;
      if ((route !== undefined && guarded(route)) || guarded(decodedPath(request.url))) throw new HttpError(401, AUTH_MESSAGES.loginFirst);
    }
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/auth/session', { schema: { response: { 200: authSessionSchema } } }, (request) => session(request));

  api.post(
    '/api/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: authSessionSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema } } },
    async (request, reply) => {
      if (signer === null || password === null) return session(request);
      const wait = limiter.attempt(request.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts(wait));
      }
      if (!passwordMatches(request.body.password, password)) throw new HttpError(401, AUTH_MESSAGES.wrongPassword);
      reply.header('set-cookie', sessionCookie(signer.issue(), request.protocol === 'https'));
      return { authenticated: true, required: true };
    },
  );

  api.post('/api/auth/logout', { schema: { response: { 200: authSessionSchema } } }, async (request, reply) => {
    reply.header('set-cookie', sessionCookie(null, request.protocol === 'https'));
    return { authenticated: signer === null, required: signer !== null };
  });
}
