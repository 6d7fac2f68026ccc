// The OpenAPI document is generated from the routes' own schemas: it names every route the app answers, and is a
// valid OpenAPI 3.1 document.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openTestDatabase, tempDataDir } from './helpers.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: Record<string, string[]>[];
}
type Paths = Record<string, Record<string, Operation>>;

/** The app, every route it registered, and its document as GET /api/openapi.json answers it. */
async function appAndDocument() {
  const db = await openTestDatabase();
  const routes: { method: string; url: string }[] = [];
  const app = await buildApp({ db, dataDir: tempDataDir(), onRoute: (route) => routes.push(...[route.method].flat().map((method) => ({ method: String(method), url: route.url }))) });
  const res = await app.inject('/api/openapi.json');
  await app.close();
  expect(res.statusCode).toBe(200);
  return { routes, document: res.json() as { openapi: string; paths: Paths; components: { securitySchemes: Record<string, unknown> } } };
}

describe('GET /api/openapi.json', () => {
  it('names every route the app answers, and nothing else (the web app\'s own files are not API)', async () => {
    const { routes, document } = await appAndDocument();
    // HEAD is every GET's twin, added by Fastify.
    const expected = routes
      .filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/api/') || r.url.startsWith('/uploads/')))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).filter((key) => METHODS.includes(key)).map((method) => `${method.toUpperCase()} ${path}`));
    expect(expected.length).toBeGreaterThan(90);
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const { document } = await appAndDocument();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it("says each route's parameters, body, answers and errors from its own schemas", async () => {
    const { document } = await appAndDocument();
    const patch = document.paths['/api/inventory/{id}'].patch;
    expect(patch.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const body = patch.requestBody!.content['application/json'].schema as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['condition', 'purchase_price', 'notes']));
    expect(body.additionalProperties).toBe(false);
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    const error = patch.responses['400'].content!['application/json'].schema;
    expect(error.properties).toHaveProperty('error');
    expect(document.paths['/api/inventory'].get.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'series']));
  });

  it('says the two ways to authenticate, and which scope of key each route takes', async () => {
    const { document } = await appAndDocument();
    expect(document.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'tmnt_session' }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const security = (path: string, method: string) => document.paths[path][method].security;
    expect(security('/api/inventory', 'get')).toEqual([{ session: [] }, { apiKey: ['read'] }]);
    expect(security('/api/inventory', 'post')).toEqual([{ session: [] }, { apiKey: ['write'] }]);
    expect(security('/uploads/{name}', 'get')).toEqual([{ session: [] }, { apiKey: ['read'] }]);
    for (const [path, method] of [['/api/backup', 'post'], ['/api/backup/restore', 'post'], ['/api/backup/files/{name}', 'get'], ['/api/settings', 'get'], ['/api/settings/services/ai', 'put'], ['/api/money', 'put'], ['/api/api-keys', 'post'], ['/api/api-keys', 'get']]) {
      expect(security(path, method), `${method} ${path}`).toEqual([{ session: [] }]);
    }
    expect(security('/api/auth/login', 'post')).toEqual([]);
    expect(security('/api/health', 'get')).toEqual([]);
  });
});
