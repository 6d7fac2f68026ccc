import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import selfsigned from 'selfsigned';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { selfSignedCertificate } from '../src/tls/certificate.ts';
import { onPostgres, tempDataDir } from './helpers.ts';
import { runServerToExit, spawnServer } from './support/spawn-server.ts';

const PASSWORD = 'turtle power 1990';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  peer: X509Certificate;
}

/** A real TLS request, the certificate verified against `ca` (nothing is skipped). */
function request(url: string, ca: string, options: { method?: string; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { ca, agent: false, method: options.method ?? 'GET', headers: options.body ? { 'content-type': 'application/json' } : {} }, (res) => {
      // Read while the connection is open: once the answer has ended the socket may be gone.
      const peer = new X509Certificate((res.socket as TLSSocket).getPeerCertificate().raw);
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, peer }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const tlsFile = (dataDir: string, name: string) => path.join(dataDir, 'tls', name);

// Nothing here depends on the database: run once, on SQLite.
describe.skipIf(onPostgres)('HTTPS', () => {
  it('makes its own certificate on first start, serves it (a verified TLS request), and keeps it for the next start', async () => {
    const dataDir = tempDataDir();
    const server = await spawnServer(dataDir, { HTTPS: 'on', APP_PASSWORD: PASSWORD });
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const authority = fs.readFileSync(tlsFile(dataDir, 'ca.pem'), 'utf8');
    // The keys are readable by their owner only.
    expect(fs.statSync(tlsFile(dataDir, 'key.pem')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(tlsFile(dataDir, 'ca-key.pem')).mode & 0o777).toBe(0o600);

    const session = await request(`${server.url}/api/auth/session`, authority);
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body)).toEqual({ authenticated: false, required: true });
    expect(session.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(session.peer.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(session.peer.checkHost('localhost')).toBe('localhost');
    // What a phone must accept: a server certificate Apple takes (825 days at most), for TLS servers.
    const days = (new Date(session.peer.validTo).getTime() - new Date(session.peer.validFrom).getTime()) / 86_400_000;
    expect(days).toBeLessThanOrEqual(826);
    expect(session.peer.ca).toBe(false);
    expect(session.peer.keyUsage).toContain('1.3.6.1.5.5.7.3.1');

    const login = await request(`${server.url}/api/auth/login`, authority, { method: 'POST', body: JSON.stringify({ password: PASSWORD }) });
    expect(login.status).toBe(200);
    expect(String(login.headers['set-cookie'])).toMatch(/; Secure$|; Secure;/);
    // The authority is offered to phones without a login.
    const ca = await request(`${server.url}/ca.crt`, authority);
    expect(ca.status).toBe(200);
    expect(ca.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(ca.body).toBe(authority);
    server.child.kill('SIGKILL');
    await server.exited;

    const fingerprint = session.peer.fingerprint256;
    const again = await spawnServer(dataDir, { HTTPS: 'on', APP_PASSWORD: PASSWORD });
    expect((await request(`${again.url}/api/auth/session`, authority)).peer.fingerprint256).toBe(fingerprint);
  }, 60_000);

  it('makes the server certificate again when the machine has a new address or it nears its end, under the same authority', async () => {
    const dataDir = tempDataDir();
    const names = { dns: ['localhost', 'nas', 'nas.local'], ips: ['127.0.0.1', '::1', '192.168.1.20'] };
    const first = await selfSignedCertificate(dataDir, names);
    expect((await selfSignedCertificate(dataDir, names)).fingerprint).toBe(first.fingerprint);

    const moved = await selfSignedCertificate(dataDir, { ...names, ips: [...names.ips, '192.168.1.77'] });
    expect(moved.fingerprint).not.toBe(first.fingerprint);
    expect(new X509Certificate(moved.cert).checkIP('192.168.1.77')).toBe('192.168.1.77');
    expect(moved.authority).toBe(first.authority);

    const later = new Date(Date.now() + 800 * 86_400_000);
    const renewed = await selfSignedCertificate(dataDir, { ...names, ips: [...names.ips, '192.168.1.77'] }, later);
    expect(renewed.fingerprint).not.toBe(moved.fingerprint);
    expect(new Date(new X509Certificate(renewed.cert).validTo).getTime()).toBeGreaterThan(later.getTime() + 800 * 86_400_000);
  });

  it('serves a certificate of the collector\'s own (TLS_CERT, TLS_KEY)', async () => {
    const dataDir = tempDataDir();
    const own = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
    });
    fs.writeFileSync(path.join(dataDir, 'own.pem'), own.cert);
    fs.writeFileSync(path.join(dataDir, 'own-key.pem'), own.private);
    const server = await spawnServer(dataDir, { TLS_CERT: path.join(dataDir, 'own.pem'), TLS_KEY: path.join(dataDir, 'own-key.pem') });
    const answer = await request(`${server.url}/api/auth/session`, own.cert);
    expect(answer.status).toBe(200);
    expect(answer.peer.fingerprint256).toBe(new X509Certificate(own.cert).fingerprint256);
    // Nothing of its own is made, and no authority is offered.
    expect(fs.existsSync(path.join(dataDir, 'tls'))).toBe(false);
    expect((await request(`${server.url}/ca.crt`, own.cert)).status).toBe(404);
  }, 60_000);

  it('stops in one line naming the variable when the certificate cannot be used', async () => {
    const dataDir = tempDataDir();
    const a = await selfsigned.generate([{ name: 'commonName', value: 'a' }], { keyType: 'ec' });
    const b = await selfsigned.generate([{ name: 'commonName', value: 'b' }], { keyType: 'ec' });
    fs.writeFileSync(path.join(dataDir, 'a.pem'), a.cert);
    fs.writeFileSync(path.join(dataDir, 'b-key.pem'), b.private);
    fs.writeFileSync(path.join(dataDir, 'junk.pem'), 'not a certificate');
    const start = (env: Record<string, string>) => runServerToExit(env, dataDir);
    const file = (name: string) => path.join(dataDir, name);
    const cases: [Record<string, string>, string][] = [
      [{ TLS_CERT: file('missing.pem'), TLS_KEY: file('b-key.pem') }, `Configuration error: TLS_CERT: cannot read ${file('missing.pem')} (ENOENT)`],
      [{ TLS_CERT: file('junk.pem'), TLS_KEY: file('b-key.pem') }, `Configuration error: TLS_CERT: ${file('junk.pem')} is not a PEM certificate`],
      [{ TLS_CERT: file('a.pem'), TLS_KEY: file('junk.pem') }, `Configuration error: TLS_KEY: ${file('junk.pem')} is not a PEM private key (or it is protected by a passphrase)`],
      [{ TLS_CERT: file('a.pem'), TLS_KEY: file('b-key.pem') }, `Configuration error: TLS_KEY: ${file('b-key.pem')} is not the key of the certificate in ${file('a.pem')}`],
    ];
    for (const [env, line] of cases) {
      const { code, stderr } = await start(env);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(line);
    }
  }, 90_000);
});

describe.skipIf(onPostgres)('behind a reverse proxy (HTTPS=off, TRUSTED_PROXIES)', () => {
  async function appWith(trustedProxies: string[]) {
    const dataDir = tempDataDir();
    const db = await openDatabase({ dataDir });
    const app = await buildApp({ db, dataDir, webDist: path.join(dataDir, 'no-web'), access: { password: PASSWORD, sessionSecret: 'x'.repeat(32) }, trustedProxies });
    onTestFinished(async () => {
      await app.close();
      await db.destroy();
    });
    return app;
  }
  const login = (app: Awaited<ReturnType<typeof appWith>>, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'inventory.example.com' }, payload: { password: PASSWORD } });

  it('believes X-Forwarded-Proto from a trusted proxy: the cookie is Secure and HSTS is sent', async () => {
    const app = await appWith(['127.0.0.1', '10.0.0.0/8']);
    for (const proxy of ['127.0.0.1', '10.1.2.3']) {
      const answer = await login(app, proxy);
      expect(answer.statusCode).toBe(200);
      expect(String(answer.headers['set-cookie'])).toContain('; Secure');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    }
    // Anyone else's X-Forwarded-* headers are ignored.
    const stranger = await login(app, '192.168.1.50');
    expect(String(stranger.headers['set-cookie'])).not.toContain('Secure');
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes nobody without TRUSTED_PROXIES', async () => {
    const app = await appWith([]);
    const answer = await login(app, '127.0.0.1');
    expect(String(answer.headers['set-cookie'])).not.toContain('Secure');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});
