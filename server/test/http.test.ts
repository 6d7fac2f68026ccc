import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, tempDataDir } from './helpers.ts';

describe('HTTP edges', () => {
  it('answers malformed JSON with 400 and bodies over 1 MB with 413, storing nothing', async () => {
    const { app, db } = await buildTestApp();
    const bad = await app.inject({ method: 'POST', url: '/api/inventory', headers: { 'content-type': 'application/json' }, payload: '{"figure_id": 1,' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Malformed JSON body/);
    const huge = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: 1, condition: 'Good', notes: 'x'.repeat(1_100_000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatch(/too large/);
    expect(await db.selectFrom('inventory_items').select('id').execute()).toEqual([]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject('/api/nothing-here?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found: GET /api/nothing-here' });
  });

  it('serves the built web app, falling back to index.html for the app routes', async () => {
    const webDist = path.join(tempDataDir(), 'dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const { app } = await buildTestApp({ webDist });
    for (const url of ['/', '/collection', '/figures/12', '/inventory/3?tab=x']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('says how to build the web app when it is missing', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject('/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm start/);
  });
});

describe('compression', () => {
  it('gzips large answers for clients that accept it, and leaves them plain for those that do not', async () => {
    const { app } = await buildTestApp();
    const zipped = await app.inject({ url: '/api/figures', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    const figures = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(figures.length).toBeGreaterThanOrEqual(150);
    const plain = await app.inject({ url: '/api/figures' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(figures);
  });
});
