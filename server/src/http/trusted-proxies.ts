import net from 'node:net';

/**
 * Whether an address is one of TRUSTED_PROXIES (addresses and CIDR ranges). An IPv4 client of a server listening on
 * "::" is seen as ::ffff:a.b.c.d, and counts as a.b.c.d.
 */
export function trustedProxyCheck(entries: readonly string[]): (address: string | undefined) => boolean {
  const proxies = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (raw) => {
    const address = raw?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return address !== undefined && net.isIP(address) !== 0 && proxies.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6');
  };
}
