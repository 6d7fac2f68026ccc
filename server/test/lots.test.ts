import { describe, expect, it } from 'vitest';
import { copyGroups, sumCopyGroups } from '../src/inventory/queries.ts';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

const post = (app: TestApp['app'], url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

async function threeTurtles() {
  const test = await buildTestApp();
  const { db } = test;
  const [leo, raph, mike] = [await figureId(db, 'Leonardo', 1988), await figureId(db, 'Raphael', 1988), await figureId(db, 'Michaelangelo', 1988)];
  // Loose values on 2026-03-15: Leonardo $30 (20, 40), Raphael $60; Michelangelo has no loose sale then (only a carded
  // one, and a loose one after the purchase date).
  await recordSales(db, leo, [{ cents: 2000, date: '2026-03-01', tier: 'loose' }, { cents: 4000, date: '2026-03-02', tier: 'loose' }]);
  await recordSales(db, raph, [{ cents: 6000, date: '2026-03-10', tier: 'loose' }]);
  await recordSales(db, mike, [{ cents: 50000, date: '2026-03-10', tier: 'carded' }, { cents: 9000, date: '2026-04-01', tier: 'loose' }]);
  const copies = [leo, raph, mike].map((figure_id) => ({ figure_id, tier: 'loose', condition: 'Good' }));
  return { ...test, leo, raph, mike, copies };
}

describe('lots', () => {
  it('split the total and the shipping by market value on the purchase date, to the cent', async () => {
    const { app, copies } = await threeTurtles();
    const lot = { purchase_date: '2026-03-15', total_cost: 100, shipping: 10, copies };
    // Weights 30 : 60 : 45 (Michelangelo weighs as the average of the known, 45) = 135.
    // $100 in cents: 2222.22, 4444.44, 3333.33 -> floors 2222, 4444, 3333 (9999); the cent left goes to the largest
    // loss, Raphael's (.44) -> 22.22, 44.45, 33.33. $10: 222.22, 444.44, 333.33 -> 2.22, 4.45, 3.33 the same way.
    const split = (await post(app, '/api/lots/split', lot)).json();
    expect(split.copies.map((c: { market_value: number | null; price: number; shipping: number }) => [c.market_value, c.price, c.shipping])).toEqual([
      [30, 22.22, 2.22],
      [60, 44.45, 4.45],
      [null, 33.33, 3.33],
    ]);

    const res = await post(app, '/api/lots', lot);
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ purchase_date: '2026-03-15', total_cost: 100, shipping: 10, copies_bought: 3 });
    expect(saved.copies.map((c: { purchase_price: number; purchase_shipping: number; cost: number; packaging_type: string; lot_id: number; purchase_date: string }) => [c.purchase_price, c.purchase_shipping, c.cost, c.packaging_type, c.lot_id, c.purchase_date])).toEqual([
      [22.22, 2.22, 24.44, 'Loose', saved.id, '2026-03-15'],
      [44.45, 4.45, 48.9, 'Loose', saved.id, '2026-03-15'],
      [33.33, 3.33, 36.66, 'Loose', saved.id, '2026-03-15'],
    ]);
    // The collection's invested sum is the lot's total with its shipping, to the cent.
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ total_items: 3, total_invested: 110 });
    expect((await app.inject(`/api/lots/${saved.id}`)).json()).toEqual(saved);
    expect((await app.inject('/api/lots')).json()).toEqual([expect.objectContaining({ id: saved.id, copies_bought: 3, copies_now: 3 })]);
  });

  it('give equal shares when no copy has a value, and all of it to a lone copy', async () => {
    const { app, copies } = await threeTurtles();
    const equal = (await post(app, '/api/lots/split', { purchase_date: '2026-01-01', total_cost: 180, copies })).json();
    expect(equal.copies.map((c: { price: number; shipping: number }) => [c.price, c.shipping])).toEqual([[60, 0], [60, 0], [60, 0]]);
    const one = (await post(app, '/api/lots/split', { purchase_date: '2026-03-15', total_cost: 45.67, copies: copies.slice(0, 1) })).json();
    expect(one.copies[0]).toMatchObject({ price: 45.67, shipping: 0 });
  });

  it('keep a price set by hand and split the rest', async () => {
    const { app, copies } = await threeTurtles();
    const lot = { purchase_date: '2026-03-15', total_cost: 100, copies: [{ ...copies[0], price: 50 }, copies[1], copies[2]] };
    // The $50 left is split between Raphael ($60) and Michelangelo, who weighs as the average of the others still to
    // split (Raphael's $60): 25 and 25.
    const saved = (await post(app, '/api/lots', lot)).json();
    expect(saved.copies.map((c: { purchase_price: number }) => c.purchase_price)).toEqual([50, 25, 25]);
    const tooMuch = await post(app, '/api/lots', { ...lot, copies: [{ ...copies[0], price: 101 }, copies[1]] });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ field: 'copies', error: "The prices set by hand come to more than the lot's total" });
  });

  it('refuse a lot with no copies, a negative total, an unknown tier or currency, and an unknown figure, storing nothing', async () => {
    const { app, db, copies } = await threeTurtles();
    const lot = { purchase_date: '2026-03-15', total_cost: 100, copies };
    for (const [body, field] of [
      [{ ...lot, copies: [] }, 'copies'],
      [{ ...lot, total_cost: -5 }, 'total_cost'],
      [{ ...lot, shipping: 1.005 }, 'shipping'],
      [{ ...lot, currency: 'XYZ' }, 'currency'],
      [{ ...lot, purchase_date: '2999-01-01' }, 'purchase_date'],
      [{ ...lot, copies: [{ ...copies[0], tier: 'graded' }] }, 'copies'],
    ] as const) {
      const res = await post(app, '/api/lots', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await post(app, '/api/lots', { ...lot, copies: [{ ...copies[0], figure_id: 999999 }] })).statusCode).toBe(404);
    expect((await app.inject('/api/inventory')).json()).toEqual([]);
    expect((await app.inject('/api/lots')).json()).toEqual([]);
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
    expect((await app.inject('/api/lots/12345')).statusCode).toBe(404);
  });

  it('still answer for a copy deleted since', async () => {
    const { app, copies } = await threeTurtles();
    const saved = (await post(app, '/api/lots', { purchase_date: '2026-03-15', total_cost: 90, copies })).json();
    await app.inject({ method: 'DELETE', url: `/api/inventory/${saved.copies[0].id}` });
    const lot = (await app.inject(`/api/lots/${saved.id}`)).json();
    expect(lot).toMatchObject({ copies_bought: 3, total_cost: 90 });
    expect(lot.copies).toHaveLength(2);
  });
});
