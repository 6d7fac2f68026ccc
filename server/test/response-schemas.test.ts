import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { requireResponseSchemas } from '../src/http/response-schemas.ts';
import { openTestDatabase, tempDataDir } from './helpers.ts';

describe('response schemas', () => {
  it('every route of the app declares one', async () => {
    const db = await openTestDatabase();
    const routes: { method: string; url: string; response: unknown }[] = [];
    // buildApp refuses a route without one; walking what it registered shows each route has its schema.
    const app = await buildApp({ db, dataDir: tempDataDir(), onRoute: (route) => routes.push({ method: String(route.method), url: route.url, response: route.schema?.response }) });
    await app.close();
    const api = routes.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThanOrEqual(17);
    expect(api.filter((r) => !r.response).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('a route without one stops the app from starting, naming the route', async () => {
    const app = Fastify();
    requireResponseSchemas(app);
    app.get('/api/with', { schema: { response: { 200: z.object({}) } } }, () => ({}));
    expect(() => app.get('/api/without', () => ({}))).toThrow('Route GET /api/without declares no response schema');
    await app.close();
  });
});
