import { LOGIN_PATH } from '../../api/client.ts';

/** Where to go after logging in: the page the collector was sent away from, if it is one of ours; else the dashboard. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith(LOGIN_PATH) ? next : '/';
}
