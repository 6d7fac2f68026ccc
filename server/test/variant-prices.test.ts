import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId, recordSales } from './helpers.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('variants priced apart', () => {
  it('values a red-vest Ray Fillet on red-vest sales, and a yellow one on the loose tier, each saying so', async () => {
    const { app, db } = await buildTestApp();
    const ray = await figureId(db, 'Ray Fillet', 1990);
    const add = async (variant: string | undefined) =>
      (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: ray, condition: 'Good', packaging_type: 'Loose', ...(variant && { variant }) } })).json();
    const red = await add('red vest');
    const yellow = await add('Yellow Vest');
    const plain = await add(undefined);
    // Loose sales of the last 90 days: red vest 85, 90, 95; yellow vest 16, 22.
    await recordSales(db, ray, [
      { cents: 8500, date: daysAgo(30), title: 'TMNT Ray Fillet RED VEST loose', tier: 'loose' },
      { cents: 9000, date: daysAgo(20), title: 'Ray Fillet red-vest variant 1990', tier: 'loose' },
      { cents: 9500, date: daysAgo(10), title: 'Ray Fillet red vest complete', tier: 'loose' },
      { cents: 1600, date: daysAgo(25), title: 'Ray Fillet yellow vest', tier: 'loose' },
      { cents: 2200, date: daysAgo(15), title: 'Ray Fillet yellow vest 1990', tier: 'loose' },
    ]);
    const item = async (id: number) => (await app.inject(`/api/inventory/${id}`)).json();
    // By hand: red (8500 + 9000 + 9500) / 3 = 9000 cents; the loose tier (8500 + 9000 + 9500 + 1600 + 2200) / 5 = 6160.
    expect(await item(red.id)).toMatchObject({ estimated_value: 90, value_basis: 'loose_variant', value_sample_size: 3 });
    // Two yellow sales are too few to price it apart: the tier's average.
    expect(await item(yellow.id)).toMatchObject({ estimated_value: 61.6, value_basis: 'loose', value_sample_size: 5 });
    expect(await item(plain.id)).toMatchObject({ estimated_value: 61.6, value_basis: 'loose' });
    expect(await db.selectFrom('variant_summaries').select(['variant', 'tier', 'average_cents', 'recent_sold']).where('figure_id', '=', ray).orderBy('variant').execute()).toEqual([
      { variant: 'Red vest', tier: 'loose', average_cents: 9000, recent_sold: 3 },
      { variant: 'Yellow vest', tier: 'loose', average_cents: 1900, recent_sold: 2 },
    ]);

    // A third yellow sale prices the yellow vest apart; the copy's value follows at once.
    await recordSales(db, ray, [{ cents: 2000, date: daysAgo(5), title: 'Ray Fillet Yellow Vest', tier: 'loose' }]);
    expect(await item(yellow.id)).toMatchObject({ estimated_value: 19.33, value_basis: 'loose_variant', value_sample_size: 3 });
    // Changing a copy's variant revalues it.
    const patched = await app.inject({ method: 'PATCH', url: `/api/inventory/${plain.id}`, payload: { variant: 'Red Vest' } });
    expect(patched.json()).toMatchObject({ estimated_value: 90, value_basis: 'loose_variant' });
  });

  it("prices a variant only the collector wrote (free text) from the next price change on", async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good', packaging_type: 'Loose', variant: 'Glow stripe' } })).json();
    await recordSales(db, leo, [3000, 3300, 3600].map((cents, n) => ({ cents, date: daysAgo(5 + n), title: 'TMNT Leonardo GLOW STRIPE loose', tier: 'loose' as const })));
    await recordSales(db, leo, [{ cents: 1000, date: daysAgo(4), title: 'TMNT Leonardo loose', tier: 'loose' }]);
    // By hand: (3000 + 3300 + 3600) / 3 = 3300 cents.
    expect((await app.inject(`/api/inventory/${copy.id}`)).json()).toMatchObject({ estimated_value: 33, value_basis: 'loose_variant' });
  });

  it('advises per variant priced apart: two red vests are spares of each other, not of a yellow one', async () => {
    const { app, db } = await buildTestApp();
    const ray = await figureId(db, 'Ray Fillet', 1990);
    const add = async (variant: string) =>
      (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: ray, condition: 'Good', packaging_type: 'Loose', variant } })).json();
    await recordSales(db, ray, [8500, 9000, 9500].map((cents, n) => ({ cents, date: daysAgo(10 + n * 10), title: 'Ray Fillet red vest', tier: 'loose' as const })));
    const red = [await add('Red vest'), await add('Red vest')];
    const yellow = await add('Yellow vest');
    const analysis = (await app.inject('/api/inventory/financial-analysis')).json();
    expect(analysis.market_trends.map((t: { figure_name: string; tier: string; status: string }) => [t.figure_name, t.tier, t.status]).sort()).toEqual([
      ['Ray Fillet (Red vest)', 'loose', 'not_enough_sales'],
      ['Ray Fillet', 'loose', 'not_enough_sales'],
    ]);
    // The second red vest is the spare; the yellow one, alone in its group, is none.
    const spares = analysis.sell_recommendations.map((s: { inventory_id: number }) => s.inventory_id);
    expect(spares).toContain(red[1].id);
    expect(spares).not.toContain(yellow.id);
  });
});
