import os from 'node:os';

/** This machine's names and addresses, as a certificate for it must cover them. */
export interface MachineNames {
  dns: string[];
  ips: string[];
}

/** localhost and loopback, the host name (also as `<name>.local`, as phones find it by mDNS), and every network address. */
export function machineNames(): MachineNames {
  const hostname = os.hostname().toLowerCase();
  const dns = ['localhost', ...(hostname && hostname !== 'localhost' ? [hostname, hostname.endsWith('.local') ? hostname : `${hostname}.local`] : [])];
  const ips = ['127.0.0.1', '::1', ...networkAddresses().map((a) => a.address)];
  return { dns: [...new Set(dns)], ips: [...new Set(ips)] };
}

/** The addresses other devices reach this machine at: IPv4 first, no loopback, no link-local IPv6 (it needs a zone). */
export function networkAddresses(): { address: string; family: 'IPv4' | 'IPv6' }[] {
  const found: { address: string; family: 'IPv4' | 'IPv6' }[] = [];
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.internal || address.address.toLowerCase().startsWith('fe80')) continue;
      found.push({ address: address.address, family: address.family });
    }
  }
  return found.sort((a, b) => (a.family === b.family ? 0 : a.family === 'IPv4' ? -1 : 1));
}
