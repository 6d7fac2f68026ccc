import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

const post = (app: TestApp['app'], payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/inventory', payload });

describe('collection figures', () => {
  it('are zero and empty for an empty collection', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject('/api/inventory/stats')).json()).toEqual({
      total_items: 0, total_value: 0, total_invested: 0, gain_loss: 0, roi_percentage: 0, items_with_purchase_price: 0,
      insurance_value: 0, min_value: 0, items_with_price_data: 0, items_valued_at_purchase_price: 0, items_without_value: 0, items_without_packaging: 0,
      by_series: {}, by_year: {}, by_condition: {}, sold_items: 0, sold_items_with_cost: 0, realised_proceeds: 0, realised_cost: 0, realised_gain: 0,
    });
    expect((await app.inject('/api/inventory/top-valuable')).json()).toEqual([]);
    const completion = (await app.inject('/api/inventory/series-completion')).json();
    expect(completion.length).toBeGreaterThan(5);
    expect(completion.every((s: { owned: number; percentage: number }) => s.owned === 0 && s.percentage === 0)).toBe(true);
  });

  it('are computed from market prices and purchase prices, and follow every write', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const shredder = await figureId(db, 'Shredder', 1988);
    const raph = await figureId(db, 'Raphael', 1988);
    // Loose, Leonardo sells at 30 and 50 (average 40, lowest 30); Shredder at 100.
    await recordSales(db, leo, [{ cents: 3000, date: '2026-03-01', tier: 'loose' }, { cents: 5000, date: '2026-03-02', tier: 'loose' }]);
    await recordSales(db, shredder, [{ cents: 10000, date: '2026-03-01', tier: 'loose' }]);
    const loose = { packaging_type: 'Loose' };
    await post(app, { figure_id: leo, condition: 'Mint', purchase_price: 20, ...loose }); //      value 40, paid 20
    await post(app, { figure_id: leo, condition: 'Good', ...loose }); //                          value 40, paid -
    await post(app, { figure_id: shredder, condition: 'Good', purchase_price: 150, ...loose }); // value 100, paid 150
    const raphCopy = (await post(app, { figure_id: raph, condition: 'Poor', purchase_price: 10, ...loose })).json(); // value 10 (no market)

    const stats = (await app.inject('/api/inventory/stats')).json();
    expect(stats).toMatchObject({
      total_items: 4,
      total_value: 190, //          40 + 40 + 100 + 10
      total_invested: 180, //       20 + 150 + 10
      gain_loss: -30, //            (40-20) + (100-150) + (10-10); the copy with no price paid is left out
      items_with_purchase_price: 3,
      items_with_price_data: 3,
      items_valued_at_purchase_price: 1, // Raphael
      items_without_value: 0,
      insurance_value: 240, //      max(40,20) + 40 + max(100,150) + max(0,10) = 40 + 40 + 150 + 10
      min_value: 170, //            30 + 30 + 100 + 10
      by_condition: { Mint: 1, Good: 2, Poor: 1 },
      by_year: { '1988': 4 },
    });
    expect(stats.roi_percentage).toBe(-16.67); // -30 / 180 = -16.666...%

    const top = (await app.inject('/api/inventory/top-valuable')).json();
    expect(top.map((t: { name: string; estimated_value: number }) => [t.name, t.estimated_value])).toEqual([
      ['Shredder', 100], ['Leonardo', 40], ['Leonardo', 40], ['Raphael', 10],
    ]);
    expect(top[0]).toMatchObject({ figure_id: shredder, condition: 'Good', packaging_type: 'Loose', variant: null, year: 1988, image_url: null });

    await app.inject({ method: 'PATCH', url: `/api/inventory/${raphCopy.id}`, payload: { purchase_price: null } });
    // Raphael now has neither market data nor a purchase price: no value, counted as such, adding 0.
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({
      total_items: 4, total_value: 180, total_invested: 170, items_valued_at_purchase_price: 0, items_without_value: 1,
    });
    expect((await app.inject(`/api/inventory/${raphCopy.id}`)).json()).toMatchObject({ estimated_value: 0, value_basis: 'none' });
    await app.inject({ method: 'DELETE', url: `/api/inventory/${raphCopy.id}` });
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ total_items: 3, items_without_value: 0, by_condition: { Mint: 1, Good: 2 } });

    // A copy whose packaging is not set is counted, and valued at what was paid, never at a tier's prices.
    const unsure = (await post(app, { figure_id: leo, condition: 'Good', purchase_price: 15 })).json();
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ items_without_packaging: 1, total_value: 195 });
    expect((await app.inject({ method: 'PATCH', url: `/api/inventory/${unsure.id}`, payload: { packaging_type: 'Loose' } })).json()).toMatchObject({ estimated_value: 40, value_basis: 'loose_older' });
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ items_without_packaging: 0, total_value: 220 });
  });

  it('completion counts distinct figures owned per catalogue series, best first', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    await post(app, { figure_id: leo, condition: 'Good' });
    await post(app, { figure_id: leo, condition: 'Fair' });
    await post(app, { figure_id: await figureId(db, 'Shredder', 1988), condition: 'Good' });
    const series = (await app.inject(`/api/figures/${leo}`)).json().series;
    const total = (await app.inject(`/api/figures?series=${encodeURIComponent(series)}`)).json().length;
    const completion = (await app.inject('/api/inventory/series-completion')).json();
    expect(completion[0]).toEqual({ series, owned: 2, total, percentage: Math.round((2 / total) * 1000) / 10 });
    expect(completion.slice(1).every((s: { owned: number }) => s.owned === 0)).toBe(true);

    await app.inject({ method: 'PATCH', url: `/api/figures/${leo}`, payload: { series: 'My own series' } });
    const after = (await app.inject('/api/inventory/series-completion')).json();
    expect(after[0]).toEqual({ series: 'My own series', owned: 1, total: 1, percentage: 100 });
  });
});
