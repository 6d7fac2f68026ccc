// A stored value that cannot be read (the database was edited outside the app) is the server's fault: the copy's
// own answers are 500 naming it, and every list still lists the rest.
import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId } from './helpers.ts';

describe('a stored value that cannot be read', () => {
  it.each([
    ['grading_photos', 'not json', 'not valid JSON'],
    ['grading_photos', '["https://tracker.example/p.gif"]', 'Grading photos must be addresses of photos stored in this app'],
    ['accessory_pieces', '{"a": 1}', 'expected array'],
    ['accessory_pieces', '[{"accessory": "Kama", "number": 1, "origin": "stolen"}]', 'origin'],
    ['ai_grade_details', '[1, 2', 'not valid JSON'],
  ] as const)('%s = %s: 500 naming the copy; the collection still lists the others', async (column, value, problem) => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const good = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good' } })).json();
    const bad = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Mint' } })).json();
    await db.updateTable('inventory_items').set({ ai_grade_overall: 80, [column]: value }).where('id', '=', bad.id).execute();

    const named = new RegExp(`^Copy #${bad.id} \\(Leonardo\\) has a stored ${column} that cannot be read \\(.*${problem}`);
    // The insurance report reads a copy's photos, not its accessories or report.
    const readers = [`/api/inventory/${bad.id}`, '/api/inventory/export/full', ...(column === 'grading_photos' ? ['/api/reports/insurance.pdf'] : [])];
    for (const url of readers) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(500);
      expect(res.json().error, url).toMatch(named);
    }
    const list = await app.inject('/api/inventory');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: number }) => i.id)).toEqual([good.id]);
    expect((await app.inject(`/api/inventory?condition=Good`)).json()).toHaveLength(1);
    const copies = await app.inject(`/api/inventory/figure/${leo}/copies`);
    expect(copies.json()).toMatchObject({ total_copies: 1 });
    expect((await app.inject(`/api/inventory/${good.id}`)).statusCode).toBe(200);
    expect((await app.inject('/api/inventory/stats')).json().total_items).toBe(2);
  });
});
