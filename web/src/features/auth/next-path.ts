import { pageAfterSignIn } from '@tmnt/domain';

/** Where to go after logging in: the page the collector was sent away from, if it is one of ours; else the dashboard. */
export function nextPath(search: string): string {
  return pageAfterSignIn(new URLSearchParams(search).get('next'));
}
