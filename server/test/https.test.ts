import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import tls, { type TLSSocket } from 'node:tls';
import { AsnConvert } from '@peculiar/asn1-schema';
import { id_ce_nameConstraints, NameConstraints } from '@peculiar/asn1-x509';
import * as x509 from '@peculiar/x509';
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

const DAY_MS = 86_400_000;

/** An authority's name constraints: whether critical, and the names and ranges it permits ("10.0.0.0/8"). */
function nameConstraints(pem: string): { critical: boolean; permitted: string[] } {
  const extension = new x509.X509Certificate(pem).getExtension(id_ce_nameConstraints);
  if (!extension) throw new Error('The authority has no name constraints');
  const { permittedSubtrees } = AsnConvert.parse(extension.value, NameConstraints);
  return { critical: extension.critical, permitted: (permittedSubtrees ?? []).map(({ base }) => base.dNSName ?? base.iPAddress ?? '?') };
}

/** A TLS handshake with a server holding `served`, verified against `ca` for `name`: "trusted", or why not (OpenSSL's words). */
async function handshake(served: { key: string; cert: string }, ca: string, name: string): Promise<string> {
  const server = tls.createServer({ key: served.key, cert: served.cert }, (socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise<string>((resolve) => {
      const socket = tls.connect({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, ca, servername: name, checkServerIdentity: () => undefined }, () => {
        resolve('trusted');
        socket.end();
      });
      socket.on('error', (error) => resolve(error.message));
    });
  } finally {
    server.close();
  }
}

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
    expect(JSON.parse(session.body)).toEqual({ authenticated: false, required: true, password: true, oidc: null, proxy_user: null });
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

  it('makes an authority that lives at most two years and may vouch for this machine only (name constraints)', async () => {
    const dataDir = tempDataDir();
    const names = { dns: ['localhost', 'nas', 'nas.local'], ips: ['127.0.0.1', '::1', '192.168.1.20', '100.101.102.103', '2001:db8:1:2:aaaa:bbbb:cccc:dddd'] };
    const now = new Date();
    const made = await selfSignedCertificate(dataDir, names, now);
    const authority = new X509Certificate(made.authority!);
    expect(authority.ca).toBe(true);
    expect(new Date(authority.validTo).getTime() - now.getTime()).toBeLessThanOrEqual(2 * 365 * DAY_MS);
    expect(new Date(authority.validTo).getTime() - new Date(authority.validFrom).getTime()).toBeLessThanOrEqual(2 * 365 * DAY_MS);
    expect(nameConstraints(made.authority!)).toEqual({
      critical: true,
      permitted: [
        'localhost', 'nas', 'nas.local',
        '127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '::1/128', 'fc00::/7', 'fe80::/10',
        // The machine's other addresses: an IPv4 exactly, an IPv6 by its /64 (its privacy addresses change within it).
        '100.101.102.103/32', '2001:db8:1:2::/64',
      ],
    });
    // The server certificate it signed is trusted through it (by OpenSSL, which checks the constraints)...
    expect(await handshake(made, made.authority!, 'localhost')).toBe('trusted');
    // ...and a certificate for any other name, signed with its key, is not.
    const authorityKey = fs.readFileSync(tlsFile(dataDir, 'ca-key.pem'), 'utf8');
    const forged = await selfsigned.generate([{ name: 'commonName', value: 'bank.example.com' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      ca: { cert: made.authority!, key: authorityKey },
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'bank.example.com' }, { type: 7, ip: '93.184.216.34' }] }],
    });
    expect(new X509Certificate(forged.cert).verify(authority.publicKey)).toBe(true);
    expect(await handshake({ key: forged.private, cert: forged.cert }, made.authority!, 'bank.example.com')).toBe('permitted subtree violation');

    // Kept while it covers the machine: a new address on the LAN needs no new authority, a new host name does.
    const moved = await selfSignedCertificate(dataDir, { ...names, ips: [...names.ips, '10.0.0.9'] }, now);
    expect(moved.authority).toBe(made.authority);
    const renamed = await selfSignedCertificate(dataDir, { ...names, dns: [...names.dns, 'attic'] }, now);
    expect(renamed.authority).not.toBe(made.authority);
    expect(nameConstraints(renamed.authority!).permitted).toContain('attic');
    expect(await handshake(renamed, renamed.authority!, 'attic')).toBe('trusted');
  });

  it('replaces an earlier version\'s ten-year authority without name constraints, and the server certificate under it', async () => {
    const dataDir = tempDataDir();
    const names = { dns: ['localhost', 'nas', 'nas.local'], ips: ['127.0.0.1', '::1', '192.168.1.20'] };
    // What an earlier version made: a ten-year authority with no constraints, and a server certificate it signed.
    const old = await selfsigned.generate([{ name: 'commonName', value: 'TMNT Inventory Scanner local authority' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 3650 * DAY_MS),
      extensions: [
        { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      ],
    });
    const oldServer = await selfsigned.generate([{ name: 'commonName', value: 'nas' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 825 * DAY_MS),
      ca: { cert: old.cert, key: old.private },
      extensions: [{ name: 'subjectAltName', altNames: [...names.dns.map((value) => ({ type: 2 as const, value })), ...names.ips.map((ip) => ({ type: 7 as const, ip }))] }],
    });
    fs.mkdirSync(path.join(dataDir, 'tls'));
    fs.writeFileSync(tlsFile(dataDir, 'ca.pem'), old.cert);
    fs.writeFileSync(tlsFile(dataDir, 'ca-key.pem'), old.private);
    fs.writeFileSync(tlsFile(dataDir, 'cert.pem'), oldServer.cert);
    fs.writeFileSync(tlsFile(dataDir, 'key.pem'), oldServer.private);

    const next = await selfSignedCertificate(dataDir, names);
    expect(next.authority).not.toBe(old.cert);
    expect(fs.readFileSync(tlsFile(dataDir, 'ca.pem'), 'utf8')).toBe(next.authority);
    expect(nameConstraints(next.authority!).critical).toBe(true);
    expect(new Date(new X509Certificate(next.authority!).validTo).getTime()).toBeLessThanOrEqual(Date.now() + 2 * 365 * DAY_MS);
    // The server certificate is made again under the new authority (the old one has the same name, not the same key).
    expect(next.fingerprint).not.toBe(new X509Certificate(oldServer.cert).fingerprint256);
    expect(new X509Certificate(fs.readFileSync(tlsFile(dataDir, 'cert.pem'))).verify(new X509Certificate(next.authority!).publicKey)).toBe(true);
    expect(await handshake(next, next.authority!, 'nas.local')).toBe('trusted');
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
