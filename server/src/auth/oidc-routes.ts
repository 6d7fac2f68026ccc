import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, OIDC_CALLBACK_PATH, OIDC_START_PATH, pageAfterSignIn } from '@tmnt/domain';
import { HttpError } from '../http/errors.ts';
import { OidcError, type OidcFlow, type OidcSignIn } from './oidc.ts';
import { plainPage } from './plain-page.ts';
import { readCookie, sessionCookie, type Sessions } from './session.ts';

const FLOW_COOKIE = 'tmnt_oidc';
/** The flow's cookie goes back to these routes only. */
const FLOW_PATH = '/api/auth/oidc';
/** Time enough to sign in at the provider, not enough to keep a flow lying around. */
const FLOW_SECONDS = 10 * 60;

const flowSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string(), redirectUri: z.string(), next: z.string(), expires: z.number() });

/** The flow as a cookie value: `<JSON, base64url>.<HMAC-SHA256>`, signed with a key derived from the session secret. */
class FlowSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('oidc-flow').digest();
  }

  private sign(payload: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(payload).digest();
  }

  seal(flow: OidcFlow, now = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ ...flow, expires: now + FLOW_SECONDS * 1000 })).toString('base64url');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /** The flow a cookie value holds, if this server sealed it and it has not expired; else null. */
  open(value: string | undefined, now = Date.now()): OidcFlow | null {
    const [payload, signature, ...rest] = (value ?? '').split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(payload);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.expires <= now) return null;
    const { expires: _, ...flow } = parsed.data;
    return flow;
  }
}

const flowCookie = (value: string | null, secure: boolean) =>
  [`${FLOW_COOKIE}=${value ?? ''}`, `Path=${FLOW_PATH}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${value === null ? 0 : FLOW_SECONDS}`, ...(secure ? ['Secure'] : [])].join('; ');

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const NOT_SET_UP = 'Sign-in with OpenID Connect is not set up: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or set it up in Settings → Sign-in';

/** The page each way a sign-in can fail gets, with its status. */
const FAILURES = {
  unreachable: { status: 502, title: 'The provider could not be reached' },
  refused: { status: 400, title: 'The sign-in could not be checked' },
  'not-allowed': { status: 403, title: 'Not allowed in' },
} as const;

/**
 * Sign-in with OpenID Connect: the login page's "Sign in with <provider>" opens the start route, which sends the
 * browser to the provider with PKCE, state and nonce (kept in a signed cookie of its own for 10 minutes); the
 * provider sends it back to the callback, which checks all three, lets in the users the allowed list names, and
 * opens the app's own session. What goes wrong is said on a plain page.
 */
export function registerOidcRoutes(app: FastifyInstance, options: { oidc: { current: OidcSignIn | null }; sessions: Sessions; secret: string }): void {
  const { oidc, sessions } = options;
  const seal = new FlowSeal(options.secret);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const overHttps = (request: FastifyRequest) => request.protocol === 'https';

  api.get(
    OIDC_START_PATH,
    {
      schema: {
        querystring: z.object({ next: z.string().max(2000).optional().describe('The page to open once signed in') }),
        response: { 302: z.null().describe("To the provider's sign-in"), 404: errorSchema, 502: htmlPage('The provider could not be reached') },
      },
    },
    async (request, reply) => {
      const provider = oidc.current;
      if (!provider) throw new HttpError(404, NOT_SET_UP);
      // The address the browser used (through a trusted proxy: the one it was sent to), registered at the provider.
      const redirectUri = `${request.protocol}://${request.host}${OIDC_CALLBACK_PATH}`;
      try {
        const { url, flow } = await provider.start(redirectUri, pageAfterSignIn(request.query.next));
        return reply.header('set-cookie', flowCookie(seal.seal(flow), overHttps(request))).redirect(url.href, 302);
      } catch (error) {
        if (!(error instanceof OidcError)) throw error;
        return plainPage(reply, 502, `Sign-in with ${provider.config.name} is unavailable`, `${error.message}. The password login still works if this app has one.`);
      }
    },
  );

  api.get(
    OIDC_CALLBACK_PATH,
    {
      schema: {
        querystring: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          iss: z.string().optional(),
          error: z.string().optional(),
          error_description: z.string().optional(),
        }),
        response: {
          302: z.null().describe('Signed in: to the page asked for, with the session cookie'),
          400: htmlPage('The answer did not pass the checks (state, nonce, PKCE, the ID token), or the flow was not started here'),
          403: htmlPage('The allowed list does not name the user'),
          404: errorSchema,
          502: htmlPage('The provider could not be reached to finish'),
        },
      },
    },
    async (request, reply) => {
      const provider = oidc.current;
      if (!provider) throw new HttpError(404, NOT_SET_UP);
      const secure = overHttps(request);
      // Used once, whatever happens next.
      reply.header('set-cookie', flowCookie(null, secure));
      const flow = seal.open(readCookie(request.headers.cookie, FLOW_COOKIE));
      if (!flow) {
        return plainPage(reply, 400, FAILURES.refused.title, 'This sign-in was not started from this browser, or took more than 10 minutes: start again from the login page.');
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        await provider.finish(flow, new URL(`${flow.redirectUri}${query}`));
      } catch (error) {
        if (!(error instanceof OidcError)) throw error;
        const failure = FAILURES[error.kind];
        return plainPage(reply, failure.status, failure.title, error.message);
      }
      reply.header('set-cookie', [flowCookie(null, secure), sessionCookie(await sessions.start(), secure)]);
      return reply.redirect(flow.next, 302);
    },
  );
}
