import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, authSessionSchema, errorSchema, loginRequestSchema, type ApiKeyScope, type AuthSession } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { UPLOADS_PREFIX } from '../photos/index.ts';
import { registerSecurityHeaders, inlineScriptHashes } from './headers.ts';
import { HostAllowList, hostName, sameOrigin } from './hosts.ts';
import type { OidcSignIn } from './oidc.ts';
import { registerOidcRoutes } from './oidc-routes.ts';
import { ProxySignIn } from './proxy.ts';
import { loginLimiter } from './rate-limit.ts';
import { scopeNeeded } from './scopes.ts';
import { passwordMatches, readCookie, SESSION_COOKIE, sessionCookie, Sessions, SessionSigner } from './session.ts';

export interface AccessOptions {
  /** The password that logs in; null: none (loopback without APP_PASSWORD, another way to sign in, or AUTH=none). */
  password: string | null;
  /** Host names the server answers to besides its own (ALLOWED_HOSTS), lower case. */
  allowedHosts?: readonly string[];
  /** Signs the session cookies (see sessionSecret); default: a random one, so sessions end with the process. */
  sessionSecret?: string;
  /** AUTH=proxy: the header a trusted proxy names the signed-in user in, and the proxies trusted (TRUSTED_PROXIES). */
  proxy?: { header: string; trusted: readonly string[] } | null;
  /** AUTH=none: no sign-in at all, knowingly (OpenID Connect set up in Settings is not used either). */
  none?: boolean;
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

/** The key of an `Authorization: Bearer <key>` header; null when there is none (another scheme is not a key either). */
function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** What the API keys (api-keys/) answer of a key: its scope if it works now (known, not revoked, not expired); else null. */
interface KeyCheck {
  check(key: string): Promise<{ scope: ApiKeyScope } | null>;
}

interface Doors {
  db: Db;
  indexHtml: string;
  /** The API keys, checked on every guarded request that brings one. */
  apiKeys: KeyCheck;
  /** Sign-in with OpenID Connect as set up now (the environment, or Settings: replaced there at once); null: none. */
  oidc: { current: OidcSignIn | null };
}

/**
 * Access control, in front of every route: the Host allow-list (against DNS rebinding), API keys, the Origin check
 * on writes (against cross-site requests), security headers, and, when a sign-in is asked for (a password, a trusted
 * proxy's header, OpenID Connect), the session.
 */
export async function registerAccess(app: FastifyInstance, options: AccessOptions & Doors): Promise<void> {
  const { password, apiKeys, oidc } = options;
  const hosts = new HostAllowList(options.allowedHosts ?? []);
  const secret = options.sessionSecret ?? crypto.randomBytes(32).toString('base64url');
  const sessions = new Sessions(options.db, new SessionSigner(secret, password ?? ''));
  const proxy = options.proxy ? new ProxySignIn(options.proxy) : null;
  const limiter = loginLimiter();
  const keyLimiter = loginLimiter();

  registerSecurityHeaders(app, inlineScriptHashes(options.indexHtml));

  const signInRequired = () => !options.none && (password !== null || proxy !== null || oidc.current !== null);
  const cookieOf = (request: FastifyRequest) => readCookie(request.headers.cookie, SESSION_COOKIE);
  const proxyUser = (request: FastifyRequest) => proxy?.user(request) ?? null;
  const hasSession = async (request: FastifyRequest) => !signInRequired() || proxyUser(request) !== null || (await sessions.isOpen(cookieOf(request)));
  const session = async (request: FastifyRequest): Promise<AuthSession> => {
    const provider = options.none ? null : oidc.current;
    return {
      authenticated: await hasSession(request),
      required: signInRequired(),
      password: password !== null,
      oidc: provider && { name: provider.config.name, unavailable: provider.unavailable() },
      proxy_user: proxyUser(request),
    };
  };
  /** What a logout answers: this browser holds no session now (unless none is needed, or the proxy signs it in). */
  const loggedOut = async (request: FastifyRequest, reply: FastifyReply): Promise<AuthSession> => {
    reply.header('set-cookie', sessionCookie(null, request.protocol === 'https'));
    return { ...(await session(request)), authenticated: !signInRequired() || proxyUser(request) !== null };
  };

  /** Lets a request with a working API key of the scope its route needs through; answers 401, 403 or 429 otherwise. */
  async function admitKey(request: FastifyRequest, reply: FastifyReply, key: string, route: string): Promise<void> {
    const wait = keyLimiter.waiting(request.ip);
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, AUTH_MESSAGES.tooManyKeys(wait));
    }
    const admitted = await apiKeys.check(key);
    if (admitted === null) {
      keyLimiter.attempt(request.ip);
      throw new HttpError(401, AUTH_MESSAGES.keyRefused);
    }
    const needed = scopeNeeded(request.method, route);
    const what = `${request.method} ${route}`;
    if (needed === null) throw new HttpError(403, AUTH_MESSAGES.keyNotHere(what));
    if (needed === 'write' && admitted.scope !== 'write') throw new HttpError(403, AUTH_MESSAGES.keyScope(admitted.scope, what));
  }

  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    const name = hostName(host);
    if (name === null) throw new HttpError(421, 'The request has no valid Host header');
    if (!hosts.allows(name)) throw new HttpError(421, `This server does not answer to the host name ${name}: add it to ALLOWED_HOSTS`);

    const route = request.routeOptions.url;
    const isGuarded = (route !== undefined && guarded(route)) || guarded(decodedPath(request.url));
    // A key is not a browser: it needs no session, cookie or Origin, only to work and to be of the route's scope.
    const key = bearerKey(request.headers.authorization);
    if (key !== null && isGuarded) return admitKey(request, reply, key, route ?? decodedPath(request.url));

    if (WRITE_METHODS.has(request.method)) {
      // Browsers send Origin on every cross-site write; a client without one (curl, scripts) is not a browser page.
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, 'Refused: this request came from another web site');
      const origin = request.headers.origin;
      if (origin !== undefined && !sameOrigin(origin, host)) {
        throw new HttpError(403, `Refused: a page from ${origin} may not change anything here`);
      }
    }

    // The session is looked up only for what it guards, not for the web app's own files.
    if (isGuarded && !(await hasSession(request))) {
      // A body still arriving (an upload may take minutes) is not waited for: the connection ends with the answer.
      if (!request.raw.complete) reply.header('connection', 'close');
      throw new HttpError(401, AUTH_MESSAGES.loginFirst);
    }
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/auth/session', { schema: { response: { 200: authSessionSchema } } }, (request) => session(request));

  api.post(
    '/api/auth/login',
    { bodyLimit: AUTH_BODY_LIMIT, schema: { body: loginRequestSchema, response: { 200: authSessionSchema, 400: errorSchema, 401: errorSchema, 413: errorSchema, 429: errorSchema } } },
    async (request, reply) => {
      if (!signInRequired()) return session(request);
      if (password === null) throw new HttpError(401, AUTH_MESSAGES.noPassword);
      const wait = limiter.attempt(request.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts(wait));
      }
      if (!passwordMatches(request.body.password, password)) throw new HttpError(401, AUTH_MESSAGES.wrongPassword);
      reply.header('set-cookie', sessionCookie(await sessions.start(), request.protocol === 'https'));
      return { ...(await session(request)), authenticated: true };
    },
  );

  // Ends this browser's session on the server too, so a copy of its cookie is refused from now on.
  api.post('/api/auth/logout', { bodyLimit: AUTH_BODY_LIMIT, schema: { response: { 200: authSessionSchema, 413: errorSchema } } }, async (request, reply) => {
    await sessions.end(cookieOf(request));
    return loggedOut(request, reply);
  });

  // Ends every session (a lost phone, a shared computer): only from a browser that holds one.
  api.post(
    '/api/auth/logout-everywhere',
    { bodyLimit: AUTH_BODY_LIMIT, schema: { response: { 200: authSessionSchema, 401: errorSchema, 413: errorSchema } } },
    async (request, reply) => {
      if (signInRequired()) {
        if (!(await hasSession(request))) throw new HttpError(401, AUTH_MESSAGES.loginFirst);
        await sessions.endAll();
      }
      return loggedOut(request, reply);
    },
  );

  registerOidcRoutes(app, { oidc: options.none ? { current: null } : oidc, sessions, secret });
}
