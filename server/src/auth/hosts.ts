import net from 'node:net';
import os from 'node:os';

/** A listening address (HOST) or a host name that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (net.isIPv4(name)) return name.startsWith('127.');
  if (net.isIPv6(name)) {
    if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name);
    return mapped !== null && mapped[1].startsWith('127.');
  }
  return false;
}

/** The host name of a Host header (or an Origin's host), lower case, without port or IPv6 brackets; null when malformed. */
export function hostName(hostHeader: string): string | null {
  const host = hostHeader.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(host);
  if (bracketed) return bracketed[1];
  const match = /^([a-z0-9_.-]+)(?::\d{1,5})?$/.exec(host);
  return match ? match[1].replace(/\.$/, '') : null;
}

const OWN_NAMES_TTL_MS = 30_000;

/**
 * The Host names this server answers to (against DNS rebinding, where a foreign site's name points at this
 * machine): localhost and loopback addresses, the machine's own addresses (checked again every 30 s, for DHCP),
 * its host name (also as `<name>.local`), and ALLOWED_HOSTS.
 */
export class HostAllowList {
  private own = new Set<string>();
  private checkedAt = -Infinity;

  constructor(private readonly extra: readonly string[]) {}

  allows(name: string, now = Date.now()): boolean {
    if (isLoopbackHost(name) || this.extra.includes(name)) return true;
    if (now - this.checkedAt > OWN_NAMES_TTL_MS) {
      this.own = ownNames();
      this.checkedAt = now;
    }
    return this.own.has(name);
  }
}

function ownNames(): Set<string> {
  const names = new Set<string>();
  const hostname = os.hostname().toLowerCase();
  if (hostname) {
    names.add(hostname);
    names.add(hostname.endsWith('.local') ? hostname : `${hostname}.local`);
  }
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) names.add(address.address.toLowerCase().replace(/%.*$/, ''));
  }
  return names;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether an Origin header names the host (and port) the request was sent to. The request's own scheme is not
 * compared: behind a proxy that ends TLS the server sees plain HTTP. A Host header without a port (a proxy's, or
 * a default port) takes an origin on its scheme's default port only.
 */
export function sameOrigin(origin: string, hostHeader: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const originPort = url.port || DEFAULT_PORTS[url.protocol];
  if (originPort === undefined || url.hostname.replace(/^\[(.*)\]$/, '$1') !== hostName(hostHeader)) return false;
  const hostPort = /:(\d{1,5})$/.exec(hostHeader.trim().replace(/^\[[^\]]*\]/, ''))?.[1];
  return hostPort === undefined ? url.port === '' : hostPort === originPort;
}

/** Address ranges only a home or office network reaches (and Tailscale's): a link there opens for nobody outside it. */
const PRIVATE_NETWORKS = new net.BlockList();
for (const [address, prefix, family] of [
  ['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['169.254.0.0', 16, 'ipv4'], ['100.64.0.0', 10, 'ipv4'],
  ['fc00::', 7, 'ipv6'], ['fe80::', 10, 'ipv6'],
] as const) {
  PRIVATE_NETWORKS.addSubnet(address, prefix, family);
}

/** Names only a local network resolves: mDNS (.local), a router's (.lan, .home.arpa, .internal), or a bare host name. */
const PRIVATE_NAME = /(^[^.]+$)|\.(local|lan|home|home\.arpa|internal|intranet|localdomain)$/;

/** Who can reach an address by this host name (lower case, no port): this computer only, its network only, or anyone. */
export function hostReach(name: string): 'loopback' | 'private' | 'public' {
  const host = name.replace(/^\[(.*)\]$/, '$1');
  if (isLoopbackHost(host)) return 'loopback';
  if (net.isIPv4(host)) return PRIVATE_NETWORKS.check(host, 'ipv4') ? 'private' : 'public';
  if (net.isIPv6(host)) return PRIVATE_NETWORKS.check(host, 'ipv6') ? 'private' : 'public';
  return PRIVATE_NAME.test(host) ? 'private' : 'public';
}
