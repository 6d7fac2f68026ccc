/**
 * Whether the collection's server answered the app's last API request. The browser's own online flag misses a server
 * that is stopped or a phone on another network; a failed request does not. Set by the API client, read by the shell.
 */
let reachable = true;
const listeners = new Set<() => void>();

/** After each request: true when the server answered (whatever the status), false when it could not be reached. */
export function reportServerReachable(answered: boolean): void {
  if (answered === reachable) return;
  reachable = answered;
  for (const listener of listeners) listener();
}

export const isServerReachable = (): boolean => reachable;

/** Calls `listener` when reachability changes; returns the unsubscribe. */
export function onServerReachabilityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
