// Sign-in through a trusted proxy's header (AUTH=proxy, issue 41): Authelia or Authentik forward-auth, oauth2-proxy.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

const PROXY = '10.0.0.5';
const PASSWORD = 'correct horse battery staple';

/** The app behind a proxy at 10.0.0.5 that names the user in `header`. */
const behindProxy = (header = 'Remote-User', password: string | null = null) =>
  buildTestApp({ access: { password, proxy: { header, trusted: [PROXY, '192.168.1.0/24'] } }, trustedProxies: [PROXY, '192.168.1.0/24'] });

describe('sign-in through a trusted proxy', () => {
  it('signs in a request from a trusted proxy that names the user', async () => {
    const { app } = await behindProxy();
    for (const remoteAddress of [PROXY, `::ffff:${PROXY}`, '192.168.1.40']) {
      const res = await app.inject({ url: '/api/inventory', remoteAddress, headers: { 'remote-user': 'april' } });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
    const session = await app.inject({ url: '/api/auth/session', remoteAddress: PROXY, headers: { 'remote-user': 'april', 'x-forwarded-for': '192.168.1.77' } });
    expect(session.json()).toEqual({ authenticated: true, required: true, password: false, oidc: null, proxy_user: 'april' });
    // A write from the app's own page, through the proxy: the Origin check holds as for any browser.
    expect((await app.inject({ method: 'PUT', url: '/api/money', remoteAddress: PROXY, headers: { 'remote-user': 'april', origin: 'http://evil.example' }, payload: {} })).statusCode).toBe(403);
  });

  it('ignores the header from anyone else, or a trusted proxy that does not send it: no session', async () => {
    const { app } = await behindProxy();
    const refused = [
      { remoteAddress: '203.0.113.9', headers: { 'remote-user': 'april' } },
      // Saying it came through the proxy does not make it so: the connection's own address counts.
      { remoteAddress: '203.0.113.9', headers: { 'remote-user': 'april', 'x-forwarded-for': PROXY } },
      { remoteAddress: '192.168.2.40', headers: { 'remote-user': 'april' } },
      { remoteAddress: PROXY, headers: {} },
      { remoteAddress: PROXY, headers: { 'remote-user': '   ' } },
      { remoteAddress: PROXY, headers: { 'x-forwarded-user': 'april' } },
    ];
    for (const request of refused) {
      const res = await app.inject({ url: '/api/inventory', ...request });
      expect(res.statusCode, JSON.stringify(request)).toBe(401);
      expect(res.json()).toEqual({ error: 'Log in first' });
      const session = await app.inject({ url: '/api/auth/session', ...request });
      expect(session.json()).toMatchObject({ authenticated: false, required: true, proxy_user: null });
    }
  });

  it('reads the header AUTH_PROXY_HEADER names, and keeps the password login beside it', async () => {
    const { app } = await behindProxy('X-Forwarded-User', PASSWORD);
    expect((await app.inject({ url: '/api/inventory', remoteAddress: PROXY, headers: { 'x-forwarded-user': 'casey' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/inventory', remoteAddress: PROXY, headers: { 'remote-user': 'casey' } })).statusCode).toBe(401);
    // Someone not behind the proxy logs in with the password.
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '203.0.113.9', payload: { password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    expect((await app.inject({ url: '/api/inventory', remoteAddress: '203.0.113.9', headers: { cookie } })).statusCode).toBe(200);
  });

  it('has no password to log in with when the proxy is the only way', async () => {
    const { app } = await behindProxy();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '203.0.113.9', payload: { password: 'anything' } });
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toMatch(/^This app has no password to log in with/);
  });
});
