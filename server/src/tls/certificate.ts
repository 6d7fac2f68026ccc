// The certificate the app makes for itself: a local authority (kept up to two years, what a phone may be told to
// trust, name-constrained to this machine) and the server's certificate it signs for this machine's names and
// addresses (made again when they change).
import crypto, { X509Certificate } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { AsnConvert } from '@peculiar/asn1-schema';
import { GeneralName, GeneralSubtree, GeneralSubtrees, id_ce_nameConstraints, NameConstraints } from '@peculiar/asn1-x509';
import * as x509 from '@peculiar/x509';
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
/** Two years (730 days) counting the day it is backdated: a leaked authority key is not good for long. */
const AUTHORITY_DAYS = 729;
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

/**
 * Where a private network puts a machine (loopback, private and link-local ranges): its addresses may change with
 * DHCP without the authority a phone trusts having to change.
 */
const PRIVATE_RANGES = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '::1/128', 'fc00::/7', 'fe80::/10'];

const privateRanges = new net.BlockList();
for (const range of PRIVATE_RANGES) {
  const [address, prefix] = range.split('/');
  privateRanges.addSubnet(address, Number(prefix), net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** The /64 an IPv6 address is in: a host's privacy addresses change within it every day or so. */
function ipv6Network(ip: string): string {
  const [head, tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * What the authority may vouch for (its name constraints): the machine's names, the private ranges, and any
 * other address of the machine (a public IPv4 exactly, a public IPv6 by its /64). A leaked authority key can
 * then make a certificate for nothing else: no bank, no other site.
 */
function permittedNames(names: MachineNames): GeneralName[] {
  const others = names.ips.filter((ip) => !privateRanges.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4'));
  const ranges = [...PRIVATE_RANGES, ...others.map((ip) => (net.isIPv6(ip) ? ipv6Network(ip) : `${ip}/32`))];
  return [...names.dns.map((dNSName) => new GeneralName({ dNSName })), ...[...new Set(ranges)].map((iPAddress) => new GeneralName({ iPAddress }))];
}

const encoded = (name: GeneralName) => Buffer.from(AsnConvert.serialize(name)).toString('hex');

/**
 * Whether a kept authority may still sign for this machine: good for 30 more days, no longer lived than this
 * version makes them, and name-constrained (critical) to at least these names. An earlier version's authority
 * (ten years, no constraints) is not: it is made again, and the server certificate with it.
 */
function authorityFits(pem: string, names: MachineNames, now: Date): boolean {
  const cert = new X509Certificate(pem);
  const life = new Date(cert.validTo).getTime() - new Date(cert.validFrom).getTime();
  if (!stillGood(cert, now) || life > (AUTHORITY_DAYS + 1) * DAY_MS) return false;
  const constraints = new x509.X509Certificate(pem).getExtension(id_ce_nameConstraints);
  if (!constraints?.critical) return false;
  const permitted = new Set((AsnConvert.parse(constraints.value, NameConstraints).permittedSubtrees ?? []).map((subtree) => encoded(subtree.base)));
  return permittedNames(names).every((name) => permitted.has(encoded(name)));
}

async function makeAuthority(names: MachineNames, now: Date): Promise<{ cert: string; key: string }> {
  // Made with @peculiar/x509 (what selfsigned uses inside): selfsigned itself cannot write name constraints.
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const { notBeforeDate, notAfterDate } = validity(now, AUTHORITY_DAYS);
  const constraints = new NameConstraints({ permittedSubtrees: new GeneralSubtrees(permittedNames(names).map((base) => new GeneralSubtree({ base }))) });
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: 'CN=TMNT Inventory Scanner local authority',
    notBefore: notBeforeDate,
    notAfter: notAfterDate,
    signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      new x509.Extension(id_ce_nameConstraints, true, AsnConvert.serialize(constraints)),
    ],
  });
  return { cert: cert.toString('pem'), key: crypto.KeyObject.from(keys.privateKey).export({ type: 'pkcs8', format: 'pem' }).toString() };
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
  if (kept.cert && kept.key && authorityFits(kept.cert, names, now)) {
    authority = { cert: kept.cert, key: kept.key };
  } else {
    authority = await makeAuthority(names, now);
    await writeFile(file('authorityKey'), authority.key, 0o600);
    await writeFile(file('authority'), authority.cert, 0o644);
  }
  const authorityCert = new X509Certificate(authority.cert);

  let server = { cert: await readIfThere(file('cert')), key: await readIfThere(file('key')) };
  const current = server.cert ? new X509Certificate(server.cert) : null;
  // Signed by this authority's key, not only by one of the same name (an earlier authority, made again since).
  const signedByAuthority = (cert: X509Certificate) => cert.checkIssued(authorityCert) && cert.verify(authorityCert.publicKey);
  if (!current || !server.key || !stillGood(current, now) || !signedByAuthority(current) || !covers(current, names)) {
    const made = await makeServerCertificate(names, authority, now);
    await writeFile(file('key'), made.key, 0o600);
    await writeFile(file('cert'), made.cert, 0o644);
    server = made;
  }
  return { key: server.key!, cert: `${server.cert!.trim()}\n${authority.cert.trim()}\n`, fingerprint: new X509Certificate(server.cert!).fingerprint256, authority: authority.cert };
}
