import type { ApiKeyScope } from '@tmnt/domain';

/**
 * What no API key opens, whatever its scope: the backups and restores, the settings (the services, the collection's
 * currency, the alerts' test), the sessions and the keys themselves. Each is a route's path (or the start of
 * paths), with the method when only that one is meant.
 */
const LOGIN_ONLY: readonly { path: string; method?: string }[] = [
  { path: '/api/backup' },
  { path: '/api/settings' },
  { path: '/api/money', method: 'PUT' },
  { path: '/api/alerts/test' },
  { path: '/api/auth' },
  { path: '/api/api-keys' },
];

const under = (route: string, path: string) => route === path || route.startsWith(`${path}/`);

/**
 * The scope an API key needs for a route (the one place this is decided; the OpenAPI document says it too):
 * `read` for what reads (every GET the web app makes), `write` for what creates, changes or deletes; null when
 * only a login opens it.
 */
export function scopeNeeded(method: string, route: string): ApiKeyScope | null {
  if (LOGIN_ONLY.some((rule) => under(route, rule.path) && (rule.method === undefined || rule.method === method))) return null;
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}
