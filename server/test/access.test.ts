import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SessionSigner } from '../src/auth/session.ts';
import { buildTestApp, figureId, tempDataDir, type TestApp } from './helpers.ts';

const PASSWORD = 'correct horse battery staple';
const SECRET = 'a-test-session-secret-of-32-characters-or-more';
const DAY = 24 * 60 * 60 * 1000;

const guarded = (options: { allowedHosts?: string[] } = {}) => buildTestApp({ access: { password: PASSWORD, sessionSecret: SECRET, ...options } });

async function logIn(app: TestApp['app']): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000$`));
  return setCookie.split(';')[0];
}

describe('login', () => {
  it('keeps the API and the photos behind the login, not the web app', async () => {
    const webDist = tempDataDir();
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{}');
    const { app } = await buildTestApp({ webDist, access: { password: PASSWORD, sessionSecret: SECRET } });

    for (const url of ['/api/inventory', '/api/figures/years', '/uploads/x.jpg', '/api/nothing-here', '/%61pi/inventory', '/api/auth/../inventory']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ error: 'Log in first' });
    }
    expect((await app.inject({ method: 'POST', url: '/api/inventory', payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/session' })).json()).toEqual({ authenticated: false, required: true, password: true, oidc: null, proxy_user: null });
    // The login page, the app's own files and the manifest need no session.
    for (const url of ['/', '/login', '/collection', '/manifest.webmanifest']) expect((await app.inject({ url })).statusCode, url).toBe(200);
  });

  it('refuses a wrong password and lets the right one in with a signed session cookie', async () => {
    const { app } = await guarded();
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'leonardo' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Wrong password' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: '' } })).statusCode).toBe(400);

    const cookie = await logIn(app);
    expect((await app.inject({ url: '/api/inventory', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ authenticated: true, required: true, password: true, oidc: null, proxy_user: null });

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.headers['set-cookie']).toBe(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  });

  it('refuses a tampered, expired or foreign session cookie', async () => {
    const { app } = await guarded();
    const cookie = await logIn(app);
    const value = cookie.slice(SESSION_COOKIE.length + 1);
    const [expiry, id, signature] = value.split('.');
    const expired = new SessionSigner(SECRET, PASSWORD).issue(Date.now() - 31 * DAY).value;
    const tampered = [
      `${Number(expiry) + 1000}.${id}.${signature}`,
      `${expiry}.${id}x.${signature}`,
      `${expiry}.${id}.${signature.slice(0, -2)}AA`,
      `${expiry}.${id}`,
      expired,
      new SessionSigner('another-secret-of-at-least-32-characters!', PASSWORD).issue().value,
      new SessionSigner(SECRET, 'an older password').issue().value,
    ];
    for (const bad of tampered) {
      const res = await app.inject({ url: '/api/inventory', headers: { cookie: `${SESSION_COOKIE}=${bad}` } });
      expect(res.statusCode, bad).toBe(401);
    }
    expect((await app.inject({ url: '/api/inventory', headers: { cookie: `theme=dark; ${cookie}` } })).statusCode).toBe(200);
  });

  it('allows 10 login attempts a minute per client, then answers 429 with Retry-After', async () => {
    const { app } = await guarded();
    const attempt = (password: string, remoteAddress = '192.0.2.7') => app.inject({ method: 'POST', url: '/api/auth/login', payload: { password }, remoteAddress });
    for (let n = 1; n <= 10; n++) expect((await attempt(`guess ${n}`)).statusCode).toBe(401);
    const eleventh = await attempt(PASSWORD);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(eleventh.json().error).toMatch(/^Too many login attempts: try again in \d+ seconds?$/);
    expect(eleventh.headers['set-cookie']).toBeUndefined();
    // Another client is not held back.
    expect((await attempt(PASSWORD, '192.0.2.8')).statusCode).toBe(200);
  });

  it('needs no login when no password is set (loopback)', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject({ url: '/api/inventory' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/session' })).json()).toEqual({ authenticated: true, required: false, password: false, oidc: null, proxy_user: null });
  });
});

describe('host allow-list', () => {
  it('answers 421 to a host name that is not its own (DNS rebinding)', async () => {
    const { app } = await buildTestApp();
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '203.0.113.9']) {
      const res = await app.inject({ url: '/api/figures/years', headers: { host } });
      expect(res.statusCode, host).toBe(421);
      expect(res.json().error).toBe(`This server does not answer to the host name ${host.split(':')[0]}: add it to ALLOWED_HOSTS`);
    }
    // Pages too, not only the API.
    expect((await app.inject({ url: '/collection', headers: { host: 'evil.example' } })).statusCode).toBe(421);
  });

  it('answers to loopback, its own names and addresses, and ALLOWED_HOSTS, on any port', async () => {
    const { app } = await guarded({ allowedHosts: ['inventory.example.com'] });
    const own = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []).map((a) => (a.family === 'IPv6' ? `[${a.address.replace(/%.*$/, '')}]` : a.address));
    const hosts = ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:8080', os.hostname(), `${os.hostname()}.local:3000`, 'inventory.example.com', 'Inventory.Example.com:443', ...own];
    for (const host of hosts) expect((await app.inject({ url: '/api/auth/session', headers: { host } })).statusCode, host).toBe(200);
  });
});

describe('origin check on writes', () => {
  it('refuses a write from another site and allows the app\'s own and a client without Origin', async () => {
    const { app, db } = await buildTestApp();
    const payload = { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' };
    const post = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/inventory', payload, headers: { host: 'localhost:3000', ...headers } });

    for (const origin of ['http://evil.example', 'http://localhost:3001', 'http://localhost', 'http://evil.example:3000', 'null', 'file://']) {
      const res = await post({ origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error).toMatch(/^Refused: /);
    }
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/api/inventory/1', headers: { origin: 'http://evil.example' } })).statusCode).toBe(403);

    expect((await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await post({})).statusCode).toBe(201);
    // Reads are not writes.
    expect((await app.inject({ url: '/api/inventory', headers: { origin: 'http://evil.example' } })).statusCode).toBe(200);
    // A Host without a port (a default port, or a proxy that ends TLS) takes an origin on its scheme's default port.
    const viaProxy = (origin: string) => app.inject({ method: 'POST', url: '/api/inventory', payload, headers: { host: 'localhost', origin } });
    expect((await viaProxy('http://localhost')).statusCode).toBe(201);
    expect((await viaProxy('https://localhost')).statusCode).toBe(201);
    expect((await viaProxy('http://localhost:8080')).statusCode).toBe(403);
  });
});

describe('security headers', () => {
  it('sends the page its CSP, nosniff and a referrer policy, the API what an API needs, and no HSTS over HTTP', async () => {
    const webDist = tempDataDir();
    const inline = "document.documentElement.classList.add('dark');";
    fs.writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><script>${inline}</script><script type="module" src="/assets/x.js"></script>`);
    const { app } = await buildTestApp({ webDist });
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toContain('camera=(self)');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');

    // An API answer is never framed, sniffed or read by another site's page; it is no page, so no script policy.
    const api = await app.inject({ url: '/api/figures/years' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(api.headers['permissions-policy']).toBeUndefined();
    for (const res of [page, api]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // Refusals carry them too.
    expect((await app.inject({ url: '/', headers: { host: 'evil.example' } })).headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ url: '/api/inventory', headers: { host: 'evil.example' } })).headers['x-frame-options']).toBe('DENY');
  });
});
