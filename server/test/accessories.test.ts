import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { buildTestApp, figureId } from './helpers.ts';

// Leonardo (1988) came with these, in this order.
const LEO_ACCESSORIES = ['Katana (2)', 'Turtle fist dagger (2)', 'Ninja star (2)', 'Kama', 'Weapon rack'];

const add = (app: App, id: number | string, body: unknown) => app.inject({ method: 'POST', url: `/api/inventory/${id}/accessories`, payload: body as object });
const remove = (app: App, id: number | string, name: string) => app.inject({ method: 'DELETE', url: `/api/inventory/${id}/accessories/${encodeURIComponent(name)}` });

async function leoCopy(app: App, db: Parameters<typeof figureId>[0]): Promise<number> {
  const leo = await figureId(db, 'Leonardo', 1988);
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good' } });
  expect(JSON.parse(res.json().accessories)).toEqual(LEO_ACCESSORIES);
  return res.json().id;
}

describe('owned accessories, one at a time', () => {
  it('keeps every tick when two tabs tick different accessories at the same moment', async () => {
    // One server, as two tabs reach it; on PostgreSQL its pool runs the changes in concurrent transactions.
    const { app, db } = await buildTestApp();
    const id = await leoCopy(app, db);
    for (let round = 0; round < 3; round++) {
      const ticks = await Promise.all(LEO_ACCESSORIES.map((name) => add(app, id, { name })));
      expect(ticks.map((r) => r.statusCode)).toEqual(LEO_ACCESSORIES.map(() => 200));
      expect((await app.inject(`/api/inventory/${id}`)).json().owned_accessories).toEqual(LEO_ACCESSORIES);

      // Unticking two while ticking one again, at once: each change stays.
      const mixed = await Promise.all([remove(app, id, 'Kama'), remove(app, id, 'Katana (2)'), add(app, id, { name: 'Weapon rack' }), remove(app, id, 'Ninja star (2)')]);
      expect(mixed.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await app.inject(`/api/inventory/${id}`)).json().owned_accessories).toEqual(['Turtle fist dagger (2)', 'Weapon rack']);
      await Promise.all(['Turtle fist dagger (2)', 'Weapon rack'].map((name) => remove(app, id, name)));
      expect((await app.inject(`/api/inventory/${id}`)).json().owned_accessories).toEqual([]);
    }
  });

  it('answers the copy as it is after each change, in the figure\'s order, and both changes are idempotent', async () => {
    const { app, db } = await buildTestApp();
    const id = await leoCopy(app, db);
    const first = await add(app, id, { name: 'Weapon rack' });
    expect([first.statusCode, first.json().owned_accessories]).toEqual([200, ['Weapon rack']]);
    expect((await add(app, id, { name: 'Katana (2)' })).json().owned_accessories).toEqual(['Katana (2)', 'Weapon rack']);
    expect((await add(app, id, { name: 'Katana (2)' })).json().owned_accessories).toEqual(['Katana (2)', 'Weapon rack']);
    const removed = await remove(app, id, 'Katana (2)');
    expect([removed.statusCode, removed.json()]).toEqual([200, (await app.inject(`/api/inventory/${id}`)).json()]);
    expect(removed.json().owned_accessories).toEqual(['Weapon rack']);
    expect((await remove(app, id, 'Katana (2)')).json().owned_accessories).toEqual(['Weapon rack']);
    // The whole-list PATCH still works.
    const patched = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { owned_accessories: ['Kama', 'Kama'] } });
    expect(patched.json().owned_accessories).toEqual(['Kama']);
  });

  it('takes off a name the figure\'s list no longer has', async () => {
    const { app, db } = await buildTestApp();
    const id = await leoCopy(app, db);
    const pieces = [{ accessory: 'Kama', number: 1, origin: 'original' }, { accessory: 'Old foot soldier', number: 1, origin: 'unsure' }];
    await db.updateTable('inventory_items').set({ accessory_pieces: JSON.stringify(pieces) }).where('id', '=', id).execute();
    expect((await add(app, id, { name: 'Katana (2)' })).json().owned_accessories).toEqual(['Katana (2)', 'Kama', 'Old foot soldier']);
    expect((await remove(app, id, 'Old foot soldier')).json().owned_accessories).toEqual(['Katana (2)', 'Kama']);
  });

  it('refuses a bad name with 400 naming it, changing nothing', async () => {
    const { app, db } = await buildTestApp();
    const id = await leoCopy(app, db);
    await add(app, id, { name: 'Kama' });
    const cases: [unknown, string][] = [
      [{ name: '' }, 'Accessory cannot be empty'],
      [{ name: '   ' }, 'Accessory cannot be empty'],
      [{ name: 'x'.repeat(101) }, 'Accessory can be at most 100 characters'],
      [{ name: 7 }, 'Accessory must be text'],
      [{}, 'Accessory is required'],
      [{ name: 'Lightsaber' }, `"Lightsaber" is not one of this figure's accessories (${LEO_ACCESSORIES.join(', ')})`],
      [{ name: 'kama' }, `"kama" is not one of this figure's accessories (${LEO_ACCESSORIES.join(', ')})`],
    ];
    for (const [body, error] of cases) {
      const res = await add(app, id, body);
      expect([res.statusCode, res.json().error, res.json().field], JSON.stringify(body)).toEqual([400, error, 'name']);
    }
    const extra = await add(app, id, { name: 'Kama', owned: true });
    expect([extra.statusCode, extra.json().error]).toEqual([400, 'Unknown field "owned"']);
    for (const [name, error] of [
      ['Lightsaber', `"Lightsaber" is not one of this figure's accessories (${LEO_ACCESSORIES.join(', ')})`],
      [' ', 'Accessory cannot be empty'],
    ]) {
      const res = await remove(app, id, name);
      expect([res.statusCode, res.json().error, res.json().field], name).toEqual([400, error, 'name']);
    }
    expect((await app.inject(`/api/inventory/${id}`)).json().owned_accessories).toEqual(['Kama']);
  });

  it('answers 404 for an unknown or malformed copy id', async () => {
    const { app } = await buildTestApp();
    for (const id of ['999999', 'abc', '0']) {
      for (const res of [await add(app, id, { name: 'Kama' }), await remove(app, id, 'Kama')]) {
        expect([res.statusCode, res.json()], id).toEqual([404, { error: 'Item not found' }]);
      }
    }
  });
});
