import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId } from './helpers.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const link = (app: App, id: number, payload: object) => app.inject({ method: 'POST', url: `/api/figures/${id}/upcs`, payload });
const unlink = (app: App, id: number, code: string) => app.inject({ method: 'DELETE', url: `/api/figures/${id}/upcs/${encodeURIComponent(code)}` });
const figure = async (app: App, id: number) => (await app.inject(`/api/figures/${id}`)).json();
const lookup = (app: App, upc: string) => app.inject({ method: 'POST', url: '/api/figures/lookup', payload: { upc } });

describe('figure codes (many-to-many)', () => {
  it('links several codes to one figure: 201, then 200 for a code it already has; primary first', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    const first = await link(app, id, { upc: '036000291452' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, upc: '036000291452', upcs: ['036000291452'] });

    // An EAN-13 written with its leading 0 is the same code: nothing new.
    const again = await link(app, id, { upc: '0036000291452' });
    expect(again.statusCode).toBe(200);
    expect(again.json().upcs).toEqual(['036000291452']);

    const second = await link(app, id, { upc: '4006381333931' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ upc: '036000291452', upcs: ['036000291452', '4006381333931'] });

    // Both codes find the figure.
    for (const code of ['036000291452', '4006381333931']) expect((await lookup(app, code)).json().figure.id).toBe(id);
  });

  it('links one code to several figures: lookup answers 409 with every candidate, nothing remembered', async () => {
    const { app, db } = await buildTestApp();
    const a = await figureId(db, 'Leonardo', 1988);
    const b = await figureId(db, 'Donatello', 1988);
    expect((await link(app, a, { upc: '012345678905' })).statusCode).toBe(201);
    expect((await link(app, b, { upc: '012345678905' })).statusCode).toBe(201);
    const res = await lookup(app, '012345678905');
    expect(res.statusCode).toBe(409);
    expect(res.json().candidates.map((f: { id: number; upcs: string[] }) => [f.id, f.upcs])).toEqual([[a, ['012345678905']], [b, ['012345678905']]].sort((x, y) => Number(x[0]) - Number(y[0])));
    expect((await lookup(app, '012345678905')).statusCode).toBe(409);
  });

  it('lists a figure\'s codes with where each came from and when', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Raphael', 1988);
    const before = Date.now();
    await link(app, id, { upc: '036000291452' });
    await link(app, id, { upc: 'tmnt-1988-raph', format: 'code_128' });
    const codes = (await app.inject(`/api/figures/${id}/upcs`)).json();
    expect(codes).toMatchObject([
      { code: '036000291452', primary: true, source: 'collector', format: null },
      { code: 'TMNT1988RAPH', primary: false, source: 'collector', format: 'code_128' },
    ]);
    for (const code of codes) expect(Date.parse(code.linked_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await app.inject('/api/figures/999999/upcs')).statusCode).toBe(404);
  });

  it('unlinks a code: 204, the code no longer finds the figure; 404 naming it when the figure does not carry it', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    await link(app, id, { upc: '036000291452' });
    await link(app, id, { upc: '4006381333931' });
    const res = await unlink(app, id, '036000291452');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await figure(app, id)).toMatchObject({ upc: '4006381333931', upcs: ['4006381333931'] });
    expect((await lookup(app, '036000291452')).statusCode).toBe(404);

    const missing = await unlink(app, id, '036000291452');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Leonardo does not carry the code 036000291452');
    // Written another way, it is still the same code.
    expect((await unlink(app, id, '400 6381 33393-1')).statusCode).toBe(204);
    expect((await figure(app, id)).upcs).toEqual([]);
    expect((await unlink(app, 999999, '036000291452')).statusCode).toBe(404);
  });

  it('PATCH {upc} makes a code primary and keeps the others; {upc: null} removes only the primary', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Michaelangelo', 1988);
    await link(app, id, { upc: '036000291452' });
    await link(app, id, { upc: 'ABCDEFGHIJKL', format: 'other' });

    // A code it already carries (a Code 128 label, checked when linked) becomes primary.
    const patched = await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: 'abcdefghijkl' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ upc: 'ABCDEFGHIJKL', upcs: ['ABCDEFGHIJKL', '036000291452'] });

    // A new code is linked, checked, as the primary one.
    const added = await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: '4006381333931' } });
    expect(added.json().upcs).toEqual(['4006381333931', 'ABCDEFGHIJKL', '036000291452']);
    const refused = await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: '12345', name: 'Renamed' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: '12345 is not a complete UPC: a UPC-A has 12 digits', field: 'upc' });
    expect((await figure(app, id)).name).toBe('Michaelangelo');

    const cleared = await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: null } });
    expect(cleared.json()).toMatchObject({ upc: 'ABCDEFGHIJKL', upcs: ['ABCDEFGHIJKL', '036000291452'] });
  });

  it('a copy shows its figure\'s primary code, and the collection search finds any of its codes', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Splinter', 1988);
    await link(app, id, { upc: '036000291452' });
    await link(app, id, { upc: '4006381333931' });
    await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: id, condition: 'Good' } });
    const items = (await app.inject('/api/inventory')).json();
    expect(items).toHaveLength(1);
    expect(items[0].upc).toBe('036000291452');
    expect((await app.inject('/api/inventory?q=4006381')).json()).toHaveLength(1);
    expect((await app.inject('/api/inventory?q=9999999')).json()).toHaveLength(0);
    expect((await app.inject('/api/figures?upc=4006381333931')).json().map((f: { id: number }) => f.id)).toEqual([id]);
  });

  it('changing codes changes the cached collection answers (the data version moves)', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Splinter', 1988);
    await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: id, condition: 'Good' } });
    const etag = (await app.inject('/api/inventory')).headers.etag;
    await link(app, id, { upc: '036000291452' });
    const after = await app.inject({ url: '/api/inventory', headers: { 'if-none-match': String(etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].upc).toBe('036000291452');
  });
});

describe('checking a code before linking it', () => {
  it('refuses mistyped codes in a collector\'s words, naming the field, and links nothing', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    for (const [upc, error] of [
      ['12345', '12345 is not a complete UPC: a UPC-A has 12 digits'],
      ['abcdefghijkl', 'ABCDEFGHIJKL is not a UPC: a UPC has only digits'],
      ['036000291453', '036000291453 has a wrong check digit (the last digit): check it for a typo'],
      ['12345678901234', '12345678901234 is too long for a UPC: a UPC-A has 12 digits and an EAN-13 has 13'],
    ]) {
      const res = await link(app, id, { upc });
      expect(res.statusCode, upc).toBe(400);
      expect(res.json()).toEqual({ error, field: 'upc' });
    }
    expect((await figure(app, id)).upcs).toEqual([]);
  });

  it('links a non-UPC code read as Code 128 or Code 39, or confirmed as not a UPC', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    expect((await link(app, id, { upc: '12345', format: 'code_128' })).statusCode).toBe(201);
    expect((await link(app, id, { upc: 'TMNT88', format: 'code_39' })).statusCode).toBe(201);
    expect((await link(app, id, { upc: 'abcdefghijkl', format: 'other' })).statusCode).toBe(201);
    expect((await figure(app, id)).upcs).toEqual(['12345', 'TMNT88', 'ABCDEFGHIJKL']);
    // Looking them up stays tolerant, so they are found again.
    expect((await lookup(app, '12345')).json().figure.id).toBe(id);
    expect((await lookup(app, 'abcdefghijkl')).json().figure.id).toBe(id);
  });

  it('checks a camera reading against the format it was read as', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    expect((await link(app, id, { upc: '036000291452', format: 'upc_a' })).statusCode).toBe(201);
    expect((await link(app, id, { upc: '12345052', format: 'ean_8' })).json().upcs).toEqual(['036000291452', '12345052']);
    const misread = await link(app, id, { upc: '036000291453', format: 'upc_a' });
    expect(misread.json()).toEqual({ error: '036000291453 is not a valid UPC-A: scan it again or type it', field: 'upc' });
    // An EAN-8 keeps its 8 digits, and a lookup of them finds it.
    expect((await lookup(app, '12345052')).json().figure.id).toBe(id);
  });

  it('refuses a bad body naming the field', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    const badFormat = await link(app, id, { upc: '12345', format: 'qr_code' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ field: 'format' });
    expect(badFormat.json().error).toMatch(/^Barcode format must be one of: upc_a/);
    expect((await link(app, id, {})).json()).toMatchObject({ field: 'upc' });
    expect((await link(app, id, { upc: '   ', format: 'other' })).json()).toMatchObject({ error: 'Enter a code', field: 'upc' });
    expect((await link(app, 999999, { upc: '036000291452' })).statusCode).toBe(404);
  });
});
