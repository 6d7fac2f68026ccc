import type { FastifyInstance, RouteOptions } from 'fastify';

/** Every API route declares the shapes it answers with: an answer never leaks a field nobody listed. */
function checkResponseSchema(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): void {
  if (!route.url.startsWith('/api/')) return;
  if (!route.schema?.response || Object.keys(route.schema.response).length === 0) {
    throw new Error(`Route ${String(route.method)} ${route.url} declares no response schema`);
  }
}

/** Refuses, at start-up, any API route registered from now on without a response schema. */
export function requireResponseSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', checkResponseSchema);
}
