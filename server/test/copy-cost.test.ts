import { describe, expect, it } from 'vitest';
import { sumCopyGroups, copyGroups } from '../src/inventory/queries.ts';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

const post = (app: TestApp['app'], url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });
const patch = (app: TestApp['app'], id: number, payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload });

describe('what a copy cost', () => {
  it('is its price, shipping, tax and fees added up, and every gain and sum rests on it', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    // Loose Leonardo sells at $60 and $80: average $70.
    await recordSales(db, leo, [{ cents: 6000, date: '2026-03-01', tier: 'loose' }, { cents: 8000, date: '2026-03-02', tier: 'loose' }]);
    const res = await post(app, '/api/inventory', {
      figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 40, purchase_shipping: 12.5, purchase_tax: 3.2, purchase_fees: 1.99,
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    // 40 + 12.50 + 3.20 + 1.99 = 57.69
    expect(copy).toMatchObject({ purchase_price: 40, purchase_shipping: 12.5, purchase_tax: 3.2, purchase_fees: 1.99, cost: 57.69, estimated_value: 70 });

    const stats = (await app.inject('/api/inventory/stats')).json();
    // Invested 57.69; gain 70 - 57.69 = 12.31; ROI 12.31 / 57.69 = 21.34%
    expect(stats).toMatchObject({ total_invested: 57.69, gain_loss: 12.31, roi_percentage: 21.34, items_with_purchase_price: 1 });

    // Shipping alone changed: the sums follow.
    const changed = (await patch(app, copy.id, { purchase_shipping: null, purchase_fees: 0 })).json();
    expect(changed).toMatchObject({ purchase_shipping: null, purchase_fees: 0, cost: 43.2 });
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ total_invested: 43.2, gain_loss: 26.8 });
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
  });

  it('is known from shipping alone, and unknown when nothing is recorded', async () => {
    const { app, db } = await buildTestApp();
    const raph = await figureId(db, 'Raphael', 1988);
    const shippingOnly = (await post(app, '/api/inventory', { figure_id: raph, condition: 'Good', purchase_shipping: 8 })).json();
    expect(shippingOnly).toMatchObject({ purchase_price: null, cost: 8 });
    const nothing = (await post(app, '/api/inventory', { figure_id: raph, condition: 'Good' })).json();
    expect(nothing).toMatchObject({ purchase_price: null, purchase_shipping: null, purchase_tax: null, purchase_fees: null, cost: null });
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ total_invested: 8, items_with_purchase_price: 1 });
  });

  it('refuses a negative fee, a third decimal or a word, naming the field, and stores nothing', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = (await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', purchase_price: 10 })).json();
    for (const [body, field] of [
      [{ purchase_fees: -1 }, 'purchase_fees'],
      [{ purchase_shipping: 1.234 }, 'purchase_shipping'],
      [{ purchase_tax: 'five' }, 'purchase_tax'],
      [{ purchase_shipping: 2_000_000 }, 'purchase_shipping'],
    ] as const) {
      const res = await patch(app, copy.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const refused = await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', purchase_fees: -0.01 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'purchase_fees', error: 'Fees paid must be 0 or more' });
    expect((await app.inject(`/api/inventory/${copy.id}`)).json()).toMatchObject({ cost: 10, purchase_fees: null });
    expect((await app.inject('/api/inventory')).json()).toHaveLength(1);
  });

  it('travels in the CSV export and in the full export and import', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', purchase_price: 25, purchase_shipping: 9.95, purchase_tax: 2 });
    expect((await app.inject('/api/inventory/export')).json()).toEqual([
      expect.objectContaining({ purchase_price: 25, purchase_shipping: 9.95, purchase_tax: 2, purchase_fees: null, cost: 36.95 }),
    ]);
    const doc = (await app.inject('/api/inventory/export/full')).json();
    expect(doc.copies[0]).toMatchObject({ purchase_price: 25, purchase_shipping: 9.95, purchase_tax: 2, purchase_fees: null });

    const other = await buildTestApp();
    const imported = await other.app.inject({ method: 'POST', url: '/api/inventory/import', payload: doc });
    expect(imported.statusCode).toBe(200);
    expect((await other.app.inject('/api/inventory')).json()[0]).toMatchObject({ purchase_shipping: 9.95, purchase_tax: 2, cost: 36.95 });
  });

  it('reads a full export made before shipping, tax and fees as not recorded', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', purchase_price: 25 });
    const doc = (await app.inject('/api/inventory/export/full')).json();
    for (const copy of doc.copies) {
      for (const field of Object.keys(copy)) if (/^(purchase_(shipping|tax|fees)|grading_|graded_on)/.test(field)) delete copy[field];
    }
    const other = await buildTestApp();
    expect((await other.app.inject({ method: 'POST', url: '/api/inventory/import', payload: doc })).statusCode).toBe(200);
    expect((await other.app.inject('/api/inventory')).json()[0]).toMatchObject({ purchase_price: 25, purchase_shipping: null, cost: 25 });
  });
});
