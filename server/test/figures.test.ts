import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId } from './helpers.ts';

describe('figures API', () => {
  it('lists the whole catalogue, ordered by year, series and name, each figure with its accessories', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject('/api/figures');
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures.length).toBeGreaterThanOrEqual(150);
    const leo = figures.find((f: { name: string; year: number }) => f.name === 'Leonardo' && f.year === 1988);
    expect(leo).toMatchObject({ series: expect.any(String), manufacturer: 'Playmates Toys', upc: null, image_url: null });
    expect(leo.accessories.length).toBeGreaterThan(0);
    const order = figures.map((f: { year: number }) => f.year);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('filters by name search, series and year', async () => {
    const { app } = await buildTestApp();
    const byName = (await app.inject('/api/figures?q=leonardo')).json();
    expect(byName.length).toBeGreaterThan(1);
    expect(byName.every((f: { name: string; character: string }) => /leonardo/i.test(f.name + f.character))).toBe(true);

    const years = (await app.inject('/api/figures/years')).json();
    expect(years[0]).toBe(1988);
    const in1988 = (await app.inject('/api/figures?year=1988')).json();
    expect(in1988.length).toBeGreaterThan(0);
    expect(in1988.every((f: { year: number }) => f.year === 1988)).toBe(true);

    const series = (await app.inject('/api/figures/series')).json();
    expect(series).toEqual([...series].sort());
    const inSeries = (await app.inject(`/api/figures?series=${encodeURIComponent(series[0])}`)).json();
    expect(inSeries.length).toBeGreaterThan(0);
    expect(inSeries.every((f: { series: string }) => f.series === series[0])).toBe(true);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject('/api/figures?q=%25')).json()).toEqual([]);
    expect((await app.inject('/api/figures?q=_')).json()).toEqual([]);
  });

  it('rejects bad filters naming the parameter', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject('/api/figures?year=nineteen');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Year must be a whole number', field: 'year' });
    const unknown = await app.inject('/api/figures?colour=green');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'Unknown field "colour"', field: 'colour' });
  });

  it('answers one figure by id, and 404 for unknown or non-numeric ids', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    const res = await app.inject(`/api/figures/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Leonardo', year: 1988 });
    for (const bad of ['999999', 'abc', '0', '-1', '1.5']) {
      const missing = await app.inject(`/api/figures/${bad}`);
      expect(missing.statusCode, bad).toBe(404);
      expect(missing.json()).toEqual({ error: 'Figure not found' });
    }
  });

  it('patches a figure, normalising an attached UPC, and keeps it across reads', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    const res = await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: '0 36000-29145 2', description: 'First release' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ upc: '036000291452', description: 'First release', name: 'Leonardo' });
    expect((await app.inject(`/api/figures/upc/0036000291452`)).json()).toMatchObject({ id });
    expect((await app.inject(`/api/figures?upc=036000291452`)).json().map((f: { id: number }) => f.id)).toEqual([id]);

    const cleared = await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: { upc: null } });
    expect(cleared.json().upc).toBeNull();
  });

  it('refuses a bad patch and changes nothing', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    const before = (await app.inject(`/api/figures/${id}`)).json();
    const cases: [unknown, RegExp][] = [
      [{ upc: '036000291453' }, /check digit/],
      [{ name: '' }, /^Name cannot be empty$/],
      [{ year: 'soon' }, /^Year must be a whole number$/],
      [{ image_url: '//elsewhere.example/x.png' }, /^Image URL must be a web address/],
      [{ image_url: 'javascript:alert(1)' }, /^Image URL must be a web address/],
      [{ id: 5 }, /^Unknown field "id"$/],
      [{}, /^Send at least one field to change$/],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'PATCH', url: `/api/figures/${id}`, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await app.inject(`/api/figures/${id}`)).json()).toEqual(before);
    expect((await app.inject({ method: 'PATCH', url: '/api/figures/999999', payload: { name: 'X' } })).statusCode).toBe(404);
  });

  it('answers prices and price history from recorded prices, empty when none', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    expect((await app.inject(`/api/figures/${id}/prices`)).json()).toEqual({
      current_lowest: null, average_price: null, highest_recent: null, last_updated: null, recent_sales: [],
      basis: null, sample_size: 0, window_days: null, sample_low: null, sample_high: null, carded: null, loose: null, loose_complete: null, loose_incomplete: null, reissue: null, graded: [], sources: [], refreshed_at: null,
    });
    expect((await app.inject(`/api/figures/${id}/price-history`)).json()).toEqual([]);
    expect((await app.inject('/api/figures/999999/prices')).statusCode).toBe(404);
    expect((await app.inject('/api/figures/abc/price-history')).statusCode).toBe(404);
  });

  it('says which variables to set when no marketplace is configured, rather than pretending', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    const res = await app.inject(`/api/figures/${id}/prices?refresh=true`);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(
      'No prices could be fetched for Leonardo. active listings: Active listings need eBay developer keys: enter them in Settings → Services (or set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET); sold listings: Sold listings are switched off (EBAY_SOLD_SEARCH=off)',
    );
    expect((await app.inject(`/api/figures/${id}/prices?refresh=maybe`)).statusCode).toBe(400);
  });
});
