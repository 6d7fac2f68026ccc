import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId } from './helpers.ts';

/** A refused input answers { error, field, errors } in the words the forms show, never with a schema path. */
describe('bad input answers', () => {
  it('name the field of each bad value of a new copy, in a collector\'s words', async () => {
    const { app, db } = await buildTestApp();
    const figure = await figureId(db, 'Leonardo', 1988);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ purchase_price: -5 }, 'purchase_price', 'Purchase price must be 0 or more'],
      [{ purchase_date: '2999-01-01' }, 'purchase_date', 'Purchase date cannot be in the future'],
      [{ notes: 'n'.repeat(10_001) }, 'notes', 'Notes can be at most 10,000 characters'],
      [{ colour: 'green' }, 'colour', 'Unknown field "colour"'],
      [{ condition: 'Excellent' }, 'condition', 'Condition must be one of: Mint, Near Mint, Good, Fair, Poor'],
    ];
    for (const [change, field, error] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: figure, condition: 'Good', ...change } });
      expect([res.statusCode, res.json()], field).toEqual([400, { error, field, errors: [{ field, error }] }]);
    }
    expect(await db.selectFrom('inventory_items').select('id').execute()).toEqual([]);
  });

  it('list every wrong field, first one in field, all of them in error', async () => {
    const { app, db } = await buildTestApp();
    const figure = await figureId(db, 'Leonardo', 1988);
    const res = await app.inject({
      method: 'POST',
      url: '/api/inventory',
      // -5.555 breaks two rules of one field: only the first is said.
      payload: { figure_id: figure, condition: 'Good', purchase_price: -5.555, purchase_date: '2024-02-30', extra: 1, more: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Purchase price must be 0 or more; Purchase date must be a real date, written YYYY-MM-DD; Unknown fields "extra", "more"',
      field: 'purchase_price',
      errors: [
        { field: 'purchase_price', error: 'Purchase price must be 0 or more' },
        { field: 'purchase_date', error: 'Purchase date must be a real date, written YYYY-MM-DD' },
        { field: 'extra', error: 'Unknown fields "extra", "more"' },
      ],
    });
  });

  it('name the field of a bad patch, including one the service refuses', async () => {
    const { app, db } = await buildTestApp();
    const created = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' } });
    const url = `/api/inventory/${created.json().id}`;
    const patch = (payload: unknown) => app.inject({ method: 'PATCH', url, payload: payload as object });

    expect((await patch({ purchase_price: -5 })).json()).toMatchObject({ error: 'Purchase price must be 0 or more', field: 'purchase_price' });
    expect((await patch({ storage_location: 's'.repeat(201) })).json()).toMatchObject({ error: 'Storage location can be at most 200 characters', field: 'storage_location' });
    const accessories = await patch({ owned_accessories: ['Lightsaber'] });
    expect(accessories.statusCode).toBe(400);
    expect(accessories.json()).toEqual({ error: expect.stringMatching(/^"Lightsaber" is not one of this figure's accessories \(/), field: 'owned_accessories' });
    // About the body as a whole: no field.
    expect((await patch({})).json()).toEqual({ error: 'Send at least one field to change', errors: [{ error: 'Send at least one field to change' }] });
    expect((await patch([1])).json()).toEqual({ error: 'Send the fields as a JSON object', errors: [{ error: 'Send the fields as a JSON object' }] });
  });

  it('name a bad query parameter without a path prefix', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject('/api/inventory?year=abc&condition=Shiny');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Year must be a whole number; Condition must be one of: Mint, Near Mint, Good, Fair, Poor',
      field: 'year',
      errors: [
        { field: 'year', error: 'Year must be a whole number' },
        { field: 'condition', error: 'Condition must be one of: Mint, Near Mint, Good, Fair, Poor' },
      ],
    });
    expect(res.body).not.toMatch(/query\.|body\./);
  });
});
