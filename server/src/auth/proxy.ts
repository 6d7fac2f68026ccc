import type { FastifyRequest } from 'fastify';
import { trustedProxyCheck } from '../http/trusted-proxies.ts';

const LONGEST_USER = 200;

/**
 * AUTH=proxy: a proxy in front of the app (Authelia or Authentik forward-auth, oauth2-proxy) signs the user in and
 * names them in a header (AUTH_PROXY_HEADER, Remote-User by default). The header counts only on a connection from a
 * trusted proxy (TRUSTED_PROXIES): from anyone else it is ignored, and the request has no session unless it brings one.
 */
export class ProxySignIn {
  private readonly header: string;
  private readonly isTrusted: (address: string | undefined) => boolean;

  constructor(options: { header: string; trusted: readonly string[] }) {
    this.header = options.header.toLowerCase();
    this.isTrusted = trustedProxyCheck(options.trusted);
  }

  /** The user a trusted proxy signed in; null when the connection is not a trusted proxy's or the header is missing, repeated or not a name. */
  user(request: FastifyRequest): string | null {
    // The connection's own address, never X-Forwarded-For: the proxy is who connects.
    if (!this.isTrusted(request.socket.remoteAddress)) return null;
    const value = request.headers[this.header];
    if (typeof value !== 'string') return null;
    const user = value.trim();
    // eslint-disable-next-line no-control-regex
    return user !== '' && user.length <= LONGEST_USER && !/[\u0000-\u001f\u007f]/.test(user) ? user : null;
  }
}
