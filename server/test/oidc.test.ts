// Sign-in with OpenID Connect (issue 41) against a real OpenID provider started on loopback (oidc-provider): the code
// flow with PKCE, state and nonce; the allowed list; a provider that is down; the settings made in Settings.
import { describe, expect, it, onTestFinished } from 'vitest';
import type { App } from '../src/app.ts';
import { buildTestApp, fakeServer } from './helpers.ts';
import { OIDC_CLIENT, signInAtProvider, startOidcProvider } from './support/oidc-provider.ts';

const HOST = 'localhost:3000';
const CALLBACK = `http://${HOST}/api/auth/oidc/callback`;
const PASSWORD = 'correct horse battery staple';
const USERS = { alice: 'alice@example.com', bob: 'bob@example.com', carol: null };

async function provider() {
  const started = await startOidcProvider({ users: USERS, redirectUris: [CALLBACK] });
  onTestFinished(() => started.close());
  return started;
}

const oidcEnv = (issuer: string, extra: Record<string, string> = {}) => ({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret, OIDC_PROVIDER_NAME: 'Pocket ID', ...extra });

const get = (app: App, url: string, cookie?: string) => app.inject({ url, headers: { host: HOST, ...(cookie && { cookie }) } });

/** The cookies of an answer, as a Cookie header sends them back. */
const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat().map((line) => String(line).split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');

/** Starts the flow at the app; the provider's authorisation URL and the flow's cookie. */
async function start(app: App, next = '/collection') {
  const res = await get(app, `/api/auth/oidc/start?next=${encodeURIComponent(next)}`);
  expect(res.statusCode, res.body).toBe(302);
  return { authorization: new URL(String(res.headers.location)), flowCookie: cookiesOf(res) };
}

/** Comes back to the app's callback as the provider sent the browser. */
const callback = (app: App, back: URL, flowCookie: string) => get(app, `${back.pathname}${back.search}`, flowCookie);

describe('sign-in with OpenID Connect', () => {
  it('offers "Sign in with <provider>", signs in through it with PKCE, state and nonce, and opens the app\'s own session', async () => {
    const { issuer } = await provider();
    const { app, db } = await buildTestApp({ serviceEnv: oidcEnv(issuer) });
    expect((await get(app, '/api/auth/session')).json()).toEqual({ authenticated: false, required: true, password: false, oidc: { name: 'Pocket ID', unavailable: null }, proxy_user: null });
    expect((await get(app, '/api/inventory')).statusCode).toBe(401);

    const { authorization, flowCookie } = await start(app);
    expect(authorization.origin).toBe(issuer);
    const asked = Object.fromEntries(authorization.searchParams);
    expect(asked).toMatchObject({ client_id: OIDC_CLIENT.id, response_type: 'code', redirect_uri: CALLBACK, code_challenge_method: 'S256', scope: 'openid email profile' });
    expect(asked.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(asked.state).toMatch(/^[\w-]{20,}$/);
    expect(asked.nonce).toMatch(/^[\w-]{20,}$/);
    expect(flowCookie).toMatch(/^tmnt_oidc=/);

    const back = await signInAtProvider(authorization.href, 'alice');
    expect(back.href.startsWith(CALLBACK)).toBe(true);
    const res = await callback(app, back, flowCookie);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/collection');
    const session = cookiesOf(res);
    expect(session).toMatch(/^tmnt_session=[^;]+$/);
    expect(await db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);

    expect((await get(app, '/api/inventory', session)).statusCode).toBe(200);
    expect((await get(app, '/api/auth/session', session)).json()).toMatchObject({ authenticated: true, required: true });
    // The app's own session: logging out ends it as any other.
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host: HOST, cookie: session } })).statusCode).toBe(200);
    expect((await get(app, '/api/inventory', session)).statusCode).toBe(401);
    // The flow's cookie opened one sign-in only.
    expect((await callback(app, back, flowCookie)).statusCode).toBe(400);
  });

  it('refuses a tampered state, a tampered nonce, a flow started elsewhere, on a plain page, opening no session', async () => {
    const { issuer } = await provider();
    const { app, db } = await buildTestApp({ serviceEnv: oidcEnv(issuer) });
    const refused = async (res: Awaited<ReturnType<typeof get>>, status: number, text: RegExp) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toMatch(text);
      expect(res.body).toContain('<a href="/login">Back to the login page</a>');
      expect(String(res.headers['set-cookie'])).not.toMatch(/tmnt_session=[^;]/);
    };

    // The state the provider sent back is not the one this browser was given.
    const first = await start(app);
    const back = await signInAtProvider(first.authorization.href, 'alice');
    back.searchParams.set('state', 'a-state-someone-else-made');
    await refused(await callback(app, back, first.flowCookie), 400, /The sign-in could not be checked[\s\S]*state/);

    // The ID token carries another nonce than the one this browser's flow holds.
    const second = await start(app);
    second.authorization.searchParams.set('nonce', 'a-nonce-someone-else-made');
    await refused(await callback(app, await signInAtProvider(second.authorization.href, 'alice'), second.flowCookie), 400, /The sign-in could not be checked[\s\S]*nonce/);

    // A browser coming back with no flow of its own (or a forged one).
    const third = await start(app);
    const thirdBack = await signInAtProvider(third.authorization.href, 'alice');
    await refused(await callback(app, thirdBack, ''), 400, /was not started from this browser/);
    await refused(await callback(app, thirdBack, `${third.flowCookie.slice(0, -3)}AAA`), 400, /was not started from this browser/);

    // The provider itself said no (the user cancelled there).
    const fourth = await start(app);
    const denied = new URL(`${CALLBACK}?error=access_denied&error_description=End-User%20aborted%20interaction&state=${fourth.authorization.searchParams.get('state')}&iss=${encodeURIComponent(issuer)}`);
    await refused(await callback(app, denied, fourth.flowCookie), 400, /Pocket ID answered: End-User aborted interaction/);

    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('lets in only the users OIDC_ALLOWED_USERS names, by e-mail address or subject', async () => {
    const { issuer } = await provider();
    const { app } = await buildTestApp({ serviceEnv: oidcEnv(issuer, { OIDC_ALLOWED_USERS: 'Alice@Example.com, carol' }) });
    const signIn = async (user: string) => {
      const { authorization, flowCookie } = await start(app);
      return callback(app, await signInAtProvider(authorization.href, user), flowCookie);
    };
    expect((await signIn('alice')).statusCode).toBe(302);
    // No e-mail address at all: known by its subject.
    expect((await signIn('carol')).statusCode).toBe(302);
    const bob = await signIn('bob');
    expect(bob.statusCode).toBe(403);
    expect(bob.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(bob.body).toContain('Not allowed in');
    expect(bob.body).toContain('bob@example.com signed in at Pocket ID, but is not among the users this app lets in');
    expect(String(bob.headers['set-cookie'])).not.toMatch(/tmnt_session=[^;]/);
  });

  it('says on the login page that a provider down at start cannot be reached; the password login still works', async () => {
    const down = await provider();
    await down.close();
    const { app } = await buildTestApp({ serviceEnv: oidcEnv(down.issuer), access: { password: PASSWORD } });
    const session = (await get(app, '/api/auth/session')).json();
    expect(session).toMatchObject({ authenticated: false, required: true, password: true });
    expect(session.oidc.name).toBe('Pocket ID');
    expect(session.oidc.unavailable).toMatch(/^Pocket ID could not be reached \(.*ECONNREFUSED.*\)$/);

    const start = await get(app, '/api/auth/oidc/start');
    expect(start.statusCode).toBe(502);
    expect(start.body).toContain('Sign-in with Pocket ID is unavailable');
    expect(start.body).toContain('The password login still works');

    const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: HOST }, payload: { password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect((await get(app, '/api/inventory', cookiesOf(login))).statusCode).toBe(200);
  });

  it('says so on a plain page when the provider goes down during the sign-in', async () => {
    const up = await provider();
    const { app } = await buildTestApp({ serviceEnv: oidcEnv(up.issuer) });
    const { authorization, flowCookie } = await start(app);
    const back = await signInAtProvider(authorization.href, 'alice');
    await up.close();
    const res = await callback(app, back, flowCookie);
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('The provider could not be reached');
    expect(res.body).toMatch(/Pocket ID could not be reached/);
  });
});

describe('OpenID Connect set up in Settings', () => {
  it('checks the issuer by reading its discovery document, then offers it at once; removing it goes back', async () => {
    const { issuer } = await provider();
    const { app } = await buildTestApp();
    const put = (body: Record<string, string>) => app.inject({ method: 'PUT', url: '/api/settings/services/oidc', headers: { host: HOST }, payload: body });

    const missing = await put({ issuer, client_id: OIDC_CLIENT.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Client secret is required', field: 'client_secret' });

    const notOidc = await fakeServer((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'));
    const wrong = await put({ issuer: notOidc.url, client_id: OIDC_CLIENT.id, client_secret: OIDC_CLIENT.secret });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('issuer');
    expect(wrong.json().error).toMatch(/^This is not an OpenID provider's issuer: /);
    const unreachable = await put({ issuer: 'http://127.0.0.1:9', client_id: OIDC_CLIENT.id, client_secret: OIDC_CLIENT.secret });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().error).toMatch(/^The provider could not be checked: /);
    expect((await get(app, '/api/auth/session')).json()).toMatchObject({ required: false, oidc: null });

    const saved = await put({ issuer, client_id: OIDC_CLIENT.id, client_secret: OIDC_CLIENT.secret, allowed_users: 'alice@example.com', provider_name: 'Authentik' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().checked).toMatch(/^Authentik answered with its discovery document: the login page offers "Sign in with Authentik" from now on/);
    const fields = saved.json().services.oidc.fields;
    expect(fields.client_secret.value).toMatch(/^set, ending in …/);
    expect(JSON.stringify(saved.json())).not.toContain(OIDC_CLIENT.secret);
    expect(fields.allowed_users.value).toBe('alice@example.com');
    expect((await get(app, '/api/auth/session')).json()).toMatchObject({ authenticated: false, required: true, oidc: { name: 'Authentik', unavailable: null } });

    const { authorization, flowCookie } = await start(app);
    const res = await callback(app, await signInAtProvider(authorization.href, 'alice'), flowCookie);
    expect(res.statusCode).toBe(302);
    const session = cookiesOf(res);
    expect((await get(app, '/api/inventory', session)).statusCode).toBe(200);

    const removed = await app.inject({ method: 'DELETE', url: '/api/settings/services/oidc', headers: { host: HOST, cookie: session } });
    expect(removed.statusCode).toBe(200);
    expect((await get(app, '/api/auth/session')).json()).toMatchObject({ authenticated: true, required: false, oidc: null });
    expect((await get(app, '/api/auth/oidc/start')).statusCode).toBe(404);
  });
});
