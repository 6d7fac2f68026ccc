import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { sameOrigin } from './hosts.ts';

/**
 * How a request shows it was sent by another site's page, or null: the browser's Sec-Fetch-Site (cross-site, or
 * same-site: another port or subdomain of this site), or an Origin or Referer naming another origin. A client
 * that sends none of them (curl, a script) is not a page elsewhere, and the app's own pages are same-origin.
 */
function otherSite(request: FastifyRequest): string | null {
  const { headers } = request;
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;
  const host = headers.host ?? '';
  if (headers.origin !== undefined && !sameOrigin(headers.origin, host)) return `Origin: ${headers.origin}`;
  if (headers.referer !== undefined && !sameOrigin(headers.referer, host)) return 'a Referer of another origin';
  return null;
}

/**
 * Refuses (403) a GET that sets off work (a call to eBay) when another site's page sent it: an <img src> there
 * needs no Origin check to pass, as writes do (see access.ts). `what` says what only the app's own pages may ask for.
 */
export function refuseFromOtherSite(request: FastifyRequest, what: string): void {
  const from = otherSite(request);
  if (from !== null) throw new HttpError(403, `Refused: this request came from another web site (${from}); ${what} only from this app's own pages`);
}
