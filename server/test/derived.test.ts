import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { copyGroups, sumCopyGroups } from '../src/inventory/queries.ts';
import * as copiesWithoutValue from '../src/db/migrations/2026-11-23-04-copies-without-value.ts';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

const post = async (app: TestApp['app'], payload: Record<string, unknown>) => (await app.inject({ method: 'POST', url: '/api/inventory', payload })).json();

describe('stored copy values', () => {
  it('follow their figure market price and their purchase price, and say what they rest on', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const paid = await post(app, { figure_id: leo, condition: 'Good', purchase_price: 12.5, packaging_type: 'Loose' });
    const unpaid = await post(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose' });
    expect([paid.estimated_value, paid.value_basis]).toEqual([12.5, 'purchase']);
    expect([unpaid.estimated_value, unpaid.value_basis]).toEqual([0, 'none']);

    // Loose sales of 30 and 50 (older than 90 days): every loose copy of the figure is now worth their average, 40.
    await recordSales(db, leo, [{ cents: 3000, date: '2026-03-01', tier: 'loose' }, { cents: 5000, date: '2026-03-02', tier: 'loose' }]);
    for (const id of [paid.id, unpaid.id]) {
      expect((await app.inject(`/api/inventory/${id}`)).json()).toMatchObject({ estimated_value: 40, value_basis: 'loose_older' });
    }
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ total_value: 80, items_with_price_data: 2, min_value: 60 });
  });

  it('rank the top list by value, copies of equal value in the order they were added', async () => {
    const { app, db } = await buildTestApp();
    const krang = await figureId(db, 'Krang', 1989);
    const april = await figureId(db, "April O'Neil", 1988);
    const first = await post(app, { figure_id: krang, condition: 'Good', purchase_price: 30 });
    const second = await post(app, { figure_id: april, condition: 'Good', purchase_price: 30 });
    const best = await post(app, { figure_id: krang, condition: 'Mint', purchase_price: 31 });
    const cheap = await post(app, { figure_id: april, condition: 'Poor' });
    const ids = Array.from({ length: 8 }, () => 0);
    for (const i of ids.keys()) ids[i] = (await post(app, { figure_id: april, condition: 'Fair', purchase_price: 1 + i })).id;
    const top = (await app.inject('/api/inventory/top-valuable')).json();
    expect(top.map((t: { id: number }) => t.id)).toEqual([best.id, first.id, second.id, ...ids.slice(1).reverse()]);
    expect(top).toHaveLength(10);
    expect(top.map((t: { id: number }) => t.id)).not.toContain(cheap.id);
    expect(top[0]).toMatchObject({ name: 'Krang', estimated_value: 31, value_basis: 'purchase', condition: 'Mint', year: 1989 });
  });
});

describe('the copy groups summary table', () => {
  it('equals the sums over every copy after every kind of write', async () => {
    const { app, db } = await buildTestApp();
    const stored = () => copyGroups(db);
    const leo = await figureId(db, 'Leonardo', 1988);
    const krang = await figureId(db, 'Krang', 1989);
    const a = await post(app, { figure_id: leo, condition: 'Good', purchase_price: 10, packaging_type: 'Loose' });
    const b = await post(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose' });
    await post(app, { figure_id: krang, condition: 'Mint', purchase_price: 99.99 });
    expect(await stored()).toEqual(await sumCopyGroups(db));
    await app.inject({ method: 'PATCH', url: `/api/inventory/${a.id}`, payload: { condition: 'Mint', purchase_price: 12 } });
    await app.inject({ method: 'PATCH', url: `/api/inventory/${b.id}`, payload: { purchase_price: 5 } });
    expect(await stored()).toEqual(await sumCopyGroups(db));
    await recordSales(db, leo, [{ cents: 4000, date: '2026-02-01', tier: 'loose' }]);
    expect(await stored()).toEqual(await sumCopyGroups(db));
    await app.inject({ method: 'DELETE', url: `/api/inventory/${a.id}` });
    await app.inject({ method: 'PATCH', url: `/api/inventory/${b.id}`, payload: { purchase_price: null } });
    const sums = await sumCopyGroups(db);
    expect(await stored()).toEqual(sums);
    expect(sums.map((g) => [g.condition, g.items, g.valueCents, g.investedCents])).toEqual([['Good', 1, 4000, 0], ['Mint', 1, 9999, 9999]]);
  });
});

describe('the counts of copies valued at their purchase price and without a value', () => {
  it('are filled from the stored values when the migration adds them', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const krang = await figureId(db, 'Krang', 1989);
    await recordSales(db, leo, [{ cents: 3000, date: '2026-03-01', tier: 'loose' }]);
    await post(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose' }); // market
    await post(app, { figure_id: krang, condition: 'Good', purchase_price: 20 }); //  purchase price
    await post(app, { figure_id: krang, condition: 'Good' }); //                      no value
    await post(app, { figure_id: krang, condition: 'Poor' }); //                      no value
    const before = await copyGroups(db);
    await copiesWithoutValue.down(db);
    await copiesWithoutValue.up(db);
    expect(await copyGroups(db)).toEqual(before);
    expect(before).toEqual(await sumCopyGroups(db));
    expect(before.map((g) => [g.figureId, g.condition, g.valuedAtPurchase, g.withoutValue])).toEqual([
      [leo, 'Good', 0, 0], [krang, 'Good', 1, 1], [krang, 'Poor', 0, 1],
    ].sort((a, b) => Number(a[0]) - Number(b[0])));
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ items_with_price_data: 1, items_valued_at_purchase_price: 1, items_without_value: 2 });
  });
});

describe('a newer valuation rule', () => {
  it('makes the next start revalue every copy and rebuild the group sums, once', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await post(app, { figure_id: leo, condition: 'Good', purchase_price: 20, packaging_type: 'Loose' });
    await recordSales(db, leo, [{ cents: 3000, date: '2026-03-01', tier: 'loose' }]);
    // What values stored by an older rule look like: wrong numbers everywhere, and an older rules version.
    await db.updateTable('inventory_items').set({ value_cents: 1, value_basis: 'none', insurance_cents: 1, minimum_cents: 1 }).execute();
    await db.updateTable('copy_groups').set({ value_cents: 1 }).execute();
    // ...and the market summaries they rested on, which the new rule rebuilds first.
    await db.deleteFrom('market_summaries').execute();
    await db.updateTable('app_state').set({ value_rules_version: 0 }).execute();

    const restarted = await buildApp({ db, dataDir });
    try {
      expect((await restarted.inject(`/api/inventory/${copy.id}`)).json()).toMatchObject({ estimated_value: 30, value_basis: 'loose_older' });
      expect((await restarted.inject('/api/inventory/stats')).json()).toMatchObject({ total_value: 30, insurance_value: 30, min_value: 30, items_with_price_data: 1 });
      expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
    } finally {
      await restarted.close();
    }
  });
});

describe('whole-collection answers', () => {
  const routes = ['/api/inventory', '/api/inventory/stats', '/api/inventory/top-valuable', '/api/inventory/series-completion', '/api/inventory/export'];

  it('carry an ETag: 304 for a matching If-None-Match until a write changes the data', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await post(app, { figure_id: leo, condition: 'Good', purchase_price: 10 });
    for (const url of routes) {
      const first = await app.inject(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"\d+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect([again.statusCode, again.body], url).toEqual([304, '']);
      expect((await app.inject({ url, headers: { 'if-none-match': '"other", W/"0"' } })).statusCode).toBe(200);
    }
    const before = (await app.inject('/api/inventory')).headers.etag as string;
    await app.inject({ method: 'PATCH', url: `/api/inventory/${copy.id}`, payload: { purchase_price: 11 } });
    const after = await app.inject({ url: '/api/inventory', headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].purchase_price).toBe(11);
    expect(after.headers.etag).not.toBe(before);
  });

  it('do not change their ETag on a refused write', async () => {
    const { app } = await buildTestApp();
    const before = (await app.inject('/api/inventory/stats')).headers.etag;
    expect((await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: 999999, condition: 'Good' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PATCH', url: '/api/inventory/5', payload: { condition: 'Good' } })).statusCode).toBe(404);
    expect((await app.inject('/api/inventory/stats')).headers.etag).toBe(before);
  });
});
