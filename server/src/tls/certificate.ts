// The certificate the app makes for itself: a local authority (kept for years, what a phone may be told to trust)
// and the server's certificate it signs for this machine's names and addresses (made again when they change).
import crypto, { X509Certificate } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import selfsigned from 'selfsigned';
import type { MachineNames } from './names.ts';

export interface ServedCertificate {
  key: string;
  /** The server's certificate, then the authority's (the chain a browser is given). */
  cert: string;
  /** SHA-256 of the server's certificate, as a phone shows it. */
  fingerprint: string;
  /** The authority a phone installs to trust the app (self-signed mode only). */
  authority: string | null;
}

const DAY_MS = 86_400_000;
/** Apple accepts server certificates valid for at most 825 days. */
const SERVER_DAYS = 825;
const AUTHORITY_DAYS = 3650;
/** Made again this long before it ends, so a phone never meets an expired one. */
const RENEW_BEFORE_DAYS = 30;

const tlsDir = (dataDir: string) => path.join(dataDir, 'tls');

const FILES = { authority: 'ca.pem', authorityKey: 'ca-key.pem', cert: 'cert.pem', key: 'key.pem' } as const;

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/** Written whole or not at all; a key readable by its owner only. */
async function writeFile(file: string, text: string, mode: number): Promise<void> {
  const temp = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(temp, text, { mode, flag: 'wx' });
  await fs.rename(temp, file);
}

const stillGood = (cert: X509Certificate, now: Date) => new Date(cert.validTo).getTime() - now.getTime() > RENEW_BEFORE_DAYS * DAY_MS;

/** Whether the certificate names every one of these names and addresses. */
const covers = (cert: X509Certificate, names: MachineNames) => names.dns.every((name) => cert.checkHost(name) !== undefined) && names.ips.every((ip) => cert.checkIP(ip) !== undefined);

const validity = (now: Date, days: number) => ({ notBeforeDate: new Date(now.getTime() - DAY_MS), notAfterDate: new Date(now.getTime() + days * DAY_MS) });

async function makeAuthority(now: Date): Promise<{ cert: string; key: string }> {
  const made = await selfsigned.generate([{ name: 'commonName', value: 'TMNT Inventory Scanner local authority' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    ...validity(now, AUTHORITY_DAYS),
    extensions: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  return { cert: made.cert, key: made.private };
}

async function makeServerCertificate(names: MachineNames, authority: { cert: string; key: string }, now: Date): Promise<{ cert: string; key: string }> {
  const made = await selfsigned.generate([{ name: 'commonName', value: names.dns[1] ?? 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    ...validity(now, SERVER_DAYS),
    ca: authority,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [...names.dns.map((value) => ({ type: 2 as const, value })), ...names.ips.map((ip) => ({ type: 7 as const, ip }))] },
    ],
  });
  return { cert: made.cert, key: made.private };
}

/**
 * The app's own certificate for this machine, from DATA_DIR/tls: reused while it is good for 30 more days and
 * names every current name and address of the machine (DHCP may have given a new one), else made again.
 */
export async function selfSignedCertificate(dataDir: string, names: MachineNames, now = new Date()): Promise<ServedCertificate> {
  const dir = tlsDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = (name: keyof typeof FILES) => path.join(dir, FILES[name]);

  const kept = { cert: await readIfThere(file('authority')), key: await readIfThere(file('authorityKey')) };
  let authority: { cert: string; key: string };
  if (kept.cert && kept.key && stillGood(new X509Certificate(kept.cert), now)) {
    authority = { cert: kept.cert, key: kept.key };
  } else {
    authority = await makeAuthority(now);
    await writeFile(file('authorityKey'), authority.key, 0o600);
    await writeFile(file('authority'), authority.cert, 0o644);
  }
  const authorityCert = new X509Certificate(authority.cert);

  let server = { cert: await readIfThere(file('cert')), key: await readIfThere(file('key')) };
  const current = server.cert ? new X509Certificate(server.cert) : null;
  if (!current || !server.key || !stillGood(current, now) || !current.checkIssued(authorityCert) || !covers(current, names)) {
    const made = await makeServerCertificate(names, authority, now);
    await writeFile(file('key'), made.key, 0o600);
    await writeFile(file('cert'), made.cert, 0o644);
    server = made;
  }
  return { key: server.key!, cert: `${server.cert!.trim()}\n${authority.cert.trim()}\n`, fingerprint: new X509Certificate(server.cert!).fingerprint256, authority: authority.cert };
}
