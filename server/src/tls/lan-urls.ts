import os from 'node:os';
import { networkAddresses } from './names.ts';

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

const urlOf = (protocol: string, host: string, port: number) => `${protocol}://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * The addresses a phone on the same network opens: each network address (IPv4 first) and the `<name>.local` name
 * when the server listens on every interface, else the one address it listens on.
 */
export function lanUrls(host: string, port: number, protocol: 'http' | 'https'): string[] {
  if (!WILDCARDS.has(host)) return [urlOf(protocol, host, port)];
  const urls = networkAddresses().map((a) => urlOf(protocol, a.address, port));
  const hostname = os.hostname().toLowerCase();
  if (hostname && hostname !== 'localhost') urls.push(urlOf(protocol, hostname.endsWith('.local') ? hostname : `${hostname}.local`, port));
  return urls;
}
