import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, authSessionSchema, errorSchema, loginRequestSchema, type AuthSession } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { UPLOADS_PREFIX } from '../photos/index.ts';
import { registerSecurityHeaders, inlineScriptHashes } from './headers.ts';
import { HostAllowList, hostName, sameOrigin } from './hosts.ts';
import { loginLimiter } from './rate-limit.ts';
import { passwordMatches, readCookie, SESSION_COOKIE, sessionCookie, Sessions, SessionSigner } from './session.ts';

export interface AccessOptions {
  /** The password that logs in; null: no login at all (loopback without APP_PASSWORD, or AUTH=none). */
  password: string | null;
  /** Host names the server answers to besides its own (ALLOWED_HOSTS), lower case. */
  allowedHosts?: readonly string[];
  /** Signs the session cookies (see sessionSecret); default: a random one, so sessions end with the process. */
  sessionSecret?: string;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The login takes a password of at most 1,000 characters; the logouts take no body at all. */
const AUTH_BODY_LIMIT = 4 * 1024;

/** The path as the router may read it: dot segments resolved, percent-escapes decoded. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'http://host').pathname);
  } catch {
    return url;
  }
}

/**
 * The API (but not logging in, the health check, nor a share link's data, which its secret opens) and the uploaded
 * photos; the web app's own files and pages (a share link's page too) are public.
 */
const guarded = (path: string) =>
  ((path === '/api' || path.startsWith('/api/')) && !path.startsWith('/api/auth/') && !path.startsWith('/api/public/') && path !== '/api/health') || path.startsWith(UPLOADS_PREFIX);

/**
 * Access control, in front of every route: the Host allow-list (against DNS rebinding), the Origin check on
 * writes (against cross-site requests), security headers, and, when a password is set, the login and session.
 */
export async function registerAccess(app: FastifyInstance, options: AccessOptions & { indexHtml: string; db: Db }): Promise<void> {
  const { password } = options;
  const hosts = new HostAllowList(options.allowedHosts ?? []);
  const sessions = password === null ? null : new Sessions(options.db, new SessionSigner(options.sessionSecret ?? crypto.randomBytes(32).toString('base64url'), password));
  const limiter = loginLimiter();

  registerSecurityHeaders(app, inlineScriptHashes(options.indexHtml));

  const cookieOf = (request: FastifyRequest) => readCookie(request.headers.cookie, SESSION_COOKIE);
  const hasSession = async (request: FastifyRequest) => sessions === null || (await sessions.isOpen(cookieOf(request)));
  const session = async (request: FastifyRequest): Promise<AuthSession> => ({ authenticated: await hasSession(request), required: sessions !== null });
  /** What a logout answers: this browser holds no session now (unless none is ever needed). */
  const loggedOut = (request: FastifyRequest, reply: FastifyReply): AuthSession => {
    reply.header('set-cookie', sessionCookie(null, request.protocol === 'https'));
    return { authenticated: sessions === null, required: sessions !== null };
  };

  app.addHook('onRequest', async (request, reply) => {
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

    if (sessions !== null) {
      const route = request.routeOptions.url;
      // The session is looked up (one database read) only for what it guards, not for the web app's own files.
      const needsSession = (route !== undefined && guarded(route)) || guarded(decodedPath(request.url));
      if (needsSession && !(await hasSession(request))) {
        // A body still arriving (an upload may take minutes) is not waited for: the connection ends with the answer.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw new HttpError(401, AUTH_MESSAGES.loginFirst);
      }
    }
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/auth/session', { schema: { response: { 200: authSessionSchema } } }, (request) => session(request));

  api.post(
    '/api/auth/login',
    { bodyLimit: AUTH_BODY_LIMIT, schema: { body: loginRequestSchema, response: { 200: authSessionSchema, 400: errorSchema, 401: errorSchema, 413: errorSchema, 429: errorSchema } } },
    async (request, reply) => {
      if (sessions === null || password === null) return session(request);
      const wait = limiter.attempt(request.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts(wait));
      }
      if (!passwordMatches(request.body.password, password)) throw new HttpError(401, AUTH_MESSAGES.wrongPassword);
      reply.header('set-cookie', sessionCookie(await sessions.start(), request.protocol === 'https'));
      return { authenticated: true, required: true };
    },
  );

  // Ends this browser's session on the server too, so a copy of its cookie is refused from now on.
  api.post('/api/auth/logout', { bodyLimit: AUTH_BODY_LIMIT, schema: { response: { 200: authSessionSchema, 413: errorSchema } } }, async (request, reply) => {
    await sessions?.end(cookieOf(request));
    return loggedOut(request, reply);
  });

  // Ends every session (a lost phone, a shared computer): only from a browser that holds one.
  api.post(
    '/api/auth/logout-everywhere',
    { bodyLimit: AUTH_BODY_LIMIT, schema: { response: { 200: authSessionSchema, 401: errorSchema, 413: errorSchema } } },
    async (request, reply) => {
      if (sessions !== null) {
        if (!(await hasSession(request))) throw new HttpError(401, AUTH_MESSAGES.loginFirst);
        await sessions.endAll();
      }
      return loggedOut(request, reply);
    },
  );
}
