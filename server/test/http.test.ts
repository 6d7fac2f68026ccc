import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, tempDataDir } from './helpers.ts';

describe('HTTP edges', () => {
  it('answers malformed JSON with 400 and bodies over 1 MB with 413, storing nothing', async () => {
    const { app, db } = await buildTestApp();
    const bad = await app.inject({ method: 'POST', url: '/api/inventory', headers: { 'content-type': 'application/json' }, payload: '{"figure_id": 1,' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'The request body is not valid JSON' }]);
    const empty = await app.inject({ method: 'POST', url: '/api/inventory', headers: { 'content-type': 'application/json' }, payload: '' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: 'The request body is empty: send a JSON object' }]);
    const huge = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: 1, condition: 'Good', notes: 'x'.repeat(1_100_000) } });
    expect([huge.statusCode, huge.json()]).toEqual([413, { error: 'The request body is too large (the limit is 1 MB)' }]);
    expect(await db.selectFrom('inventory_items').select('id').execute()).toEqual([]);
  });

  it('answers a body that is not JSON with 415, or with what the route takes instead', async () => {
    const { app, db } = await buildTestApp();
    const leo = (await app.inject('/api/figures?q=leonardo')).json()[0].id as number;
    const body = JSON.stringify({ figure_id: leo, condition: 'Good' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x']) {
      const res = await app.inject({ method: 'POST', url: '/api/inventory', headers: { 'content-type': type }, payload: body });
      expect([res.statusCode, res.json()], type).toEqual([415, { error: 'Send JSON (Content-Type: application/json)' }]);
    }
    const noType = await app.inject({ method: 'POST', url: '/api/inventory', payload: Buffer.from(body) });
    expect([noType.statusCode, noType.json()]).toEqual([415, { error: 'Send JSON (Content-Type: application/json)' }]);
    expect(await db.selectFrom('inventory_items').select('id').execute()).toEqual([]);
    // Routes that take something else say so.
    const csv = await app.inject({ method: 'POST', url: '/api/market-data/sales/import', headers: { 'content-type': 'application/xml' }, payload: '<sales/>' });
    expect([csv.statusCode, csv.json()]).toEqual([415, { error: 'Send the sales file as text/csv' }]);
    const grade = await app.inject({ method: 'POST', url: '/api/inventory/1/grade', headers: { 'content-type': 'text/plain' }, payload: 'photos' });
    expect([grade.statusCode, grade.json()]).toEqual([415, { error: 'Send the grading form as multipart/form-data' }]);
  });

  it('answers a body shorter than its Content-Length and a malformed address with 400', async () => {
    const { app } = await buildTestApp();
    const short = await app.inject({ method: 'POST', url: '/api/inventory', headers: { 'content-type': 'application/json', 'content-length': '50' }, payload: '{}' });
    expect([short.statusCode, short.json()]).toEqual([400, { error: 'The request body does not match its Content-Length' }]);
    const badUrl = await app.inject('/api/inventory/%E0%A4%A');
    expect([badUrl.statusCode, badUrl.json()]).toEqual([400, { error: 'The address is not valid: it has a malformed %-escape' }]);
    const long = await app.inject(`/api/inventory/${'1'.repeat(101)}`);
    expect([long.statusCode, long.json()]).toEqual([414, { error: 'The address is too long' }]);
  });
});

describe('query parameters', () => {
  // Every query string the API reads: an empty or malformed value is refused naming it, never read as 0 or left out.
  const cases: [url: string, error: string][] = [
    ['/api/inventory?year=', 'Year cannot be empty'],
    ['/api/inventory?year=%20', 'Year cannot be empty'],
    ['/api/inventory?year=abc', 'Year must be a whole number'],
    ['/api/inventory?year=19.5', 'Year must be a whole number'],
    ['/api/inventory?year=-1', 'Year must be a whole number'],
    ['/api/inventory?year=1e3', 'Year must be a whole number'],
    ['/api/inventory?year=99999999999', 'Year must be 2,147,483,647 or less'],
    ['/api/inventory?year=1988&year=1989', 'Year must be a whole number'],
    ['/api/inventory?figure_id=', 'Figure ID cannot be empty'],
    ['/api/inventory?figure_id=x', 'Figure ID must be a whole number'],
    ['/api/inventory?condition=', 'Condition must be one of: Mint, Near Mint, Good, Fair, Poor'],
    ['/api/inventory?series=', 'Series cannot be empty'],
    ['/api/inventory?q=', 'Search cannot be empty'],
    ['/api/inventory?q=%20%20', 'Search cannot be empty'],
    ['/api/figures?year=', 'Year cannot be empty'],
    ['/api/figures?year=abc', 'Year must be a whole number'],
    ['/api/figures?q=', 'Search cannot be empty'],
    ['/api/figures?series=', 'Series cannot be empty'],
    ['/api/figures?upc=', 'UPC cannot be empty'],
    ['/api/figures/1/prices?refresh=', 'Refresh must be true or false'],
    ['/api/figures/1/prices?refresh=yes', 'Refresh must be true or false'],
    ['/api/grading/questions?packaging=', 'Packaging must be one of: MOC, MIP, LOOSE, DAMAGED_PACKAGE'],
    ['/api/grading/questions', 'Packaging is required'],
    ['/api/grading/photo-requirements?packaging=boxed', 'Packaging must be one of: MOC, MIP, LOOSE, DAMAGED_PACKAGE'],
  ];

  it.each(cases)('%s answers 400: %s', async (url, error) => {
    const { app } = await buildTestApp();
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
    expect(res.json().field).toBe(/[?&](\w+)=?/.exec(url)?.[1] ?? 'packaging');
  });

  it('still filters by good values', async () => {
    const { app } = await buildTestApp();
    const in1988 = (await app.inject('/api/figures?year=1988')).json() as { year: number }[];
    expect(in1988.length).toBeGreaterThan(0);
    expect(in1988.every((f) => f.year === 1988)).toBe(true);
    expect((await app.inject('/api/figures?year=%201988%20')).json()).toEqual(in1988);
    expect((await app.inject('/api/inventory?year=1988&figure_id=1')).statusCode).toBe(200);
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
