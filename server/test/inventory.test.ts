import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId, type TestApp } from './helpers.ts';

async function addCopy(app: TestApp['app'], payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('inventory API', () => {
  it('adds a copy with the figure joined in, and reads it back', async () => {
    const { app, db } = await buildTestApp();
    const figure = await figureId(db, 'Leonardo', 1988);
    const item = await addCopy(app, { figure_id: figure, condition: 'Near Mint', purchase_price: 19.99, purchase_date: '2024-02-29', notes: 'Card\nsoft corner' });
    expect(item).toMatchObject({
      id: expect.any(Number), figure_id: figure, name: 'Leonardo', year: 1988, manufacturer: 'Playmates Toys', character: 'Leonardo',
      condition: 'Near Mint', purchase_price: 19.99, purchase_date: '2024-02-29', notes: 'Card\nsoft corner',
      owned_accessories: [], grading_photos: [], ai_grade_overall: null, ai_grade_details: null, limited_edition: null,
      estimated_value: 19.99,
    });
    expect(JSON.parse(item.accessories).length).toBeGreaterThan(0);
    expect(Date.parse(item.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await app.inject(`/api/inventory/${item.id}`)).json()).toEqual(item);
    const stored = await db.selectFrom('inventory_items').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(stored.purchase_price_cents).toBe(1999);
  });

  it('omitted optional fields are stored as null', async () => {
    const { app, db } = await buildTestApp();
    const item = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' });
    expect(item).toMatchObject({ purchase_price: null, purchase_date: null, notes: null, estimated_value: 0 });
  });

  it('refuses bad new copies, naming the field, and stores nothing', async () => {
    const { app, db } = await buildTestApp();
    const figure = await figureId(db, 'Leonardo', 1988);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ figure_id: figure }, 400, /^Condition is required$/],
      [{ figure_id: figure, condition: 'Excellent' }, 400, /^Condition must be one of: Mint, Near Mint, Good, Fair, Poor$/],
      [{ figure_id: figure, condition: 'Good', purchase_price: -1 }, 400, /^Purchase price must be 0 or more$/],
      [{ figure_id: figure, condition: 'Good', purchase_price: 1_000_000.01 }, 400, /^Purchase price must be 1,000,000 or less$/],
      [{ figure_id: figure, condition: 'Good', purchase_price: 9.999 }, 400, /^Purchase price can have at most 2 decimal places$/],
      [{ figure_id: figure, condition: 'Good', purchase_price: '12' }, 400, /^Purchase price must be a number$/],
      [{ figure_id: figure, condition: 'Good', purchase_date: '2023-02-29' }, 400, /^Purchase date must be a real date, written YYYY-MM-DD$/],
      [{ figure_id: figure, condition: 'Good', purchase_date: '2999-01-01' }, 400, /^Purchase date cannot be in the future$/],
      [{ figure_id: figure, condition: 'Good', notes: 'x'.repeat(10_001) }, 400, /^Notes can be at most 10,000 characters$/],
      [{ figure_id: figure, condition: 'Good', colour: 'green' }, 400, /^Unknown field "colour"$/],
      [{ figure_id: 'one', condition: 'Good' }, 400, /^Figure ID must be a whole number$/],
      [{ figure_id: 999999, condition: 'Good' }, 404, /^Figure not found$/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/inventory', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    expect(await db.selectFrom('inventory_items').select('id').execute()).toEqual([]);
  });

  it('patches and puts every editable field; null clears price, date and notes', async () => {
    const { app, db } = await buildTestApp();
    const item = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', purchase_price: 10, notes: 'n' });
    const accessories = JSON.parse(item.accessories) as string[];
    const changes = {
      condition: 'Mint', purchase_price: 45.5, purchase_date: '2020-05-01', notes: 'Bought at a show', box_condition: 'No Box',
      completeness: 'Missing Accessories', packaging_type: 'Loose', storage_location: 'Shelf 2', variant: 'Soft head',
      limited_edition: true, custom_modifications: 'None', owned_accessories: [accessories[0], accessories[0]],
    };
    const res = await app.inject({ method: 'PATCH', url: `/api/inventory/${item.id}`, payload: changes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...changes, owned_accessories: [accessories[0]] });

    const put = await app.inject({ method: 'PUT', url: `/api/inventory/${item.id}`, payload: { purchase_price: null, purchase_date: null, notes: null, limited_edition: false } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ purchase_price: null, purchase_date: null, notes: null, limited_edition: false, condition: 'Mint', variant: 'Soft head' });
  });

  it('refuses bad patches, changes nothing, and 404s unknown items', async () => {
    const { app, db } = await buildTestApp();
    const item = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ box_condition: 'Shiny Box' }, /^Box condition must be one of: Mint in Box, Near Mint Box, Good Box, Damaged Box, No Box$/],
      [{ packaging_type: 'Bagged' }, /^Packaging type must be one of: Sealed MOC, Opened Package, Loose, Resealed$/],
      [{ completeness: 'Most' }, /^Completeness must be one of: Complete, Missing Accessories, Figure Only, Extra Accessories$/],
      [{ owned_accessories: ['Lightsaber'] }, /^"Lightsaber" is not one of this figure's accessories/],
      [{ owned_accessories: 'Katana' }, /^Owned accessories must be a list of accessory names$/],
      [{ condition: 'Good', figure_id: 3 }, /^Unknown field "figure_id"$/],
      [{}, /^Send at least one field to change$/],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'PATCH', url: `/api/inventory/${item.id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await app.inject(`/api/inventory/${item.id}`)).json()).toEqual(item);
    for (const url of ['/api/inventory/999999', '/api/inventory/abc']) {
      expect((await app.inject(url)).json()).toEqual({ error: 'Item not found' });
      expect((await app.inject({ method: 'PATCH', url, payload: { condition: 'Mint' } })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(404);
    }
  });

  it('deletes a copy', async () => {
    const { app, db } = await buildTestApp();
    const item = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' });
    const res = await app.inject({ method: 'DELETE', url: `/api/inventory/${item.id}` });
    expect(res.statusCode).toBe(204);
    expect((await app.inject(`/api/inventory/${item.id}`)).statusCode).toBe(404);
    expect(await db.selectFrom('inventory_items').select('id').execute()).toEqual([]);
  });

  it('filters the list by series, year, condition, figure and text; newest first', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const shredder = await figureId(db, 'Shredder', 1988);
    const first = await addCopy(app, { figure_id: leo, condition: 'Good' });
    const second = await addCopy(app, { figure_id: leo, condition: 'Mint', notes: 'from the flea market' });
    const third = await addCopy(app, { figure_id: shredder, condition: 'Poor' });
    const ids = async (query: string) => (await app.inject(`/api/inventory${query}`)).json().map((i: { id: number }) => i.id);
    expect(await ids('')).toEqual([third.id, second.id, first.id]);
    expect(await ids('?condition=Mint')).toEqual([second.id]);
    expect(await ids(`?figure_id=${leo}`)).toEqual([second.id, first.id]);
    expect(await ids('?q=shred')).toEqual([third.id]);
    expect(await ids('?q=FLEA')).toEqual([second.id]);
    expect(await ids(`?year=1988&series=${encodeURIComponent(third.series)}`)).toContain(third.id);
    expect(await ids('?year=1991')).toEqual([]);
    expect((await app.inject('/api/inventory?condition=Shiny')).statusCode).toBe(400);
    expect((await app.inject('/api/inventory?year=abc')).json()).toMatchObject({ error: 'Year must be a whole number', field: 'year' });
  });

  it('lists the copies of a figure', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const a = await addCopy(app, { figure_id: leo, condition: 'Good' });
    const b = await addCopy(app, { figure_id: leo, condition: 'Fair' });
    await addCopy(app, { figure_id: await figureId(db, 'Shredder', 1988), condition: 'Good' });
    const res = (await app.inject(`/api/inventory/figure/${leo}/copies`)).json();
    expect(res.total_copies).toBe(2);
    expect(res.copies.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
    expect((await app.inject('/api/inventory/figure/999999/copies')).statusCode).toBe(404);
  });

  it('exports id, name, year, series, condition, purchase price and notes, and what the copy cost in all', async () => {
    const { app, db } = await buildTestApp();
    const item = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', purchase_price: 12.5, notes: '=cmd' });
    expect((await app.inject('/api/inventory/export')).json()).toEqual([
      { id: item.id, name: 'Leonardo', year: 1988, series: item.series, condition: 'Good', purchase_price: 12.5, notes: '=cmd', purchase_shipping: null, purchase_tax: null, purchase_fees: null, cost: 12.5, currency: 'USD' },
    ]);
  });
});
