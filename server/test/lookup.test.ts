import { describe, expect, it } from 'vitest';
import { createUpcLookup } from '../src/catalog/upc-lookup.ts';
import { buildTestApp, fakeServer, figureId } from './helpers.ts';

const lookup = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], upc: unknown) =>
  app.inject({ method: 'POST', url: '/api/figures/lookup', payload: { upc } });

describe('POST /figures/lookup', () => {
  it('finds the one figure linked to a code, however the code is written', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Raphael', 1988);
    await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: '036000291452' } });
    for (const written of ['036000291452', ' 0360-0029 1452 ', '0036000291452']) {
      const res = await lookup(app, written);
      expect(res.statusCode, written).toBe(200);
      expect(res.json().figure).toMatchObject({ id, name: 'Raphael' });
    }
  });

  it('answers 404 naming the code when no figure has it', async () => {
    const { app } = await buildTestApp();
    const res = await lookup(app, '012345678905');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No figure found for UPC 012345678905' });
  });

  it('answers 409 with the candidates when several figures share a code', async () => {
    const { app, db } = await buildTestApp();
    const a = await figureId(db, 'Leonardo', 1988);
    const b = await figureId(db, 'Donatello', 1988);
    for (const id of [a, b]) await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: '012345678905' } });
    const res = await lookup(app, '012345678905');
    expect(res.statusCode).toBe(409);
    expect(res.json().candidates.map((f: { id: number }) => f.id).sort()).toEqual([a, b].sort());
  });

  it('is tolerant: a mistyped code answers 404 saying what is wrong with it; only what is not a barcode is 400', async () => {
    const { app } = await buildTestApp();
    for (const [upc, message] of [
      ['012345678906', 'No figure found for 012345678906, which has a wrong check digit (the last digit): check it for a typo'],
      ['12345', 'No figure found for 12345, which is not a complete UPC: a UPC-A has 12 digits'],
      ['abcdefghijkl', 'No figure found for ABCDEFGHIJKL, which is not a UPC: a UPC has only digits'],
    ] as const) {
      const res = await lookup(app, upc);
      expect(res.statusCode, upc).toBe(404);
      expect(res.json().error).toBe(message);
    }
    for (const [upc, message] of [
      ['   ', /Enter a code/],
      ['<script>', /is not a barcode/],
    ] as const) {
      const res = await lookup(app, upc);
      expect(res.statusCode, upc).toBe(400);
      expect(res.json()).toMatchObject({ field: 'upc' });
      expect(res.json().error).toMatch(message);
    }
    expect((await lookup(app, 12345)).json()).toMatchObject({ field: 'upc' });
    expect((await app.inject({ method: 'POST', url: '/api/figures/lookup', payload: {} })).statusCode).toBe(400);
  });

  it('with a UPC database configured, offers catalogue figures named in the product title, assigning nothing', async () => {
    const upcDb = await fakeServer((req, res) => {
      const upc = new URL(req.url!, 'http://x').searchParams.get('upc');
      res.setHeader('content-type', 'application/json');
      if (upc === '012345678905') {
        res.end(JSON.stringify({ code: 'OK', total: 1, offset: 0, items: [{ ean: '0012345678905', title: 'Teenage Mutant Ninja Turtles Raphael 1988 Playmates Action Figure', brand: 'Playmates' }] }));
      } else {
        res.end(JSON.stringify({ code: 'OK', total: 0, offset: 0, items: [] }));
      }
    });
    const { app, db } = await buildTestApp({ upcLookup: createUpcLookup({ url: `${upcDb.url}/prod/trial/lookup`, key: 'secret', timeoutMs: 2000 }) });
    const res = await lookup(app, '0012345678905');
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.error).toBe('No figure found for UPC 012345678905');
    expect(body.candidates.length).toBeGreaterThan(0);
    expect(body.candidates.every((f: { name: string }) => /raphael/i.test(f.name))).toBe(true);
    expect(body.candidates.find((f: { year: number; name: string }) => f.name === 'Raphael')?.year).toBe(1988);
    expect(upcDb.requests[0].url).toBe('/prod/trial/lookup?upc=012345678905');
    expect(upcDb.requests[0].headers).toMatchObject({ user_key: 'secret', key_type: '3scale' });
    const raphael = await figureId(db, 'Raphael', 1988);
    expect((await app.inject(`/api/figures/${raphael}`)).json().upc).toBeNull();

    const none = await lookup(app, '036000291452');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'No figure found for UPC 036000291452', candidates: [] });
  });

  it('answers 502 naming the UPC database when it fails, and 504 when it is too slow', async () => {
    const broken = await fakeServer((_req, res) => {
      res.statusCode = 429;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 'TOO_FAST', message: 'The API requests are too fast.' }));
    });
    const { app } = await buildTestApp({ upcLookup: createUpcLookup({ url: broken.url, timeoutMs: 2000 }) });
    const res = await lookup(app, '012345678905');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: `Could not look up UPC 012345678905: the UPC database (${new URL(broken.url).host}) refused: too many lookups, try again later` });

    const slow = await fakeServer(() => {});
    const { app: app2 } = await buildTestApp({ upcLookup: createUpcLookup({ url: slow.url, timeoutMs: 200 }) });
    const late = await lookup(app2, '012345678905');
    expect(late.statusCode).toBe(504);
    expect(late.json().error).toBe(`Could not look up UPC 012345678905: the UPC database (${new URL(slow.url).host}) did not answer within 0.2 s`);
  });

  it('GET /figures/upc/{upc} answers the figure itself, or 404', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Shredder', 1988);
    await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: '96385074' } });
    expect((await app.inject('/api/figures/upc/96385074')).json()).toMatchObject({ id, name: 'Shredder' });
    expect((await app.inject('/api/figures/upc/012345678905')).statusCode).toBe(404);
    expect((await app.inject('/api/figures/upc/012345678900')).statusCode).toBe(404);
    expect((await app.inject('/api/figures/upc/%3Cscript%3E')).statusCode).toBe(400);
  });
});
