import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId } from './helpers.ts';

describe('finding what you own (GET /api/inventory)', () => {
  it('searches storage place, variant, notes, aliases and sub-lines however they are written, and filters by packaging and storage', async () => {
    const { app, db } = await buildTestApp();
    const add = async (name: string, year: number, fields: object) => {
      const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, name, year), condition: 'Good', ...fields } });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const leo = await add('Leonardo', 1988, { packaging_type: 'Loose', storage_location: 'Tote B', variant: 'Soft head' });
    const mike = await add('Michaelangelo', 1988, { packaging_type: 'Sealed MOC', storage_location: 'Shelf 2', notes: 'From the flea market' });
    await db.updateTable('figures').set({ aliases: JSON.stringify(['Mikey', 'Party dude']) }).where('name', '=', 'Michaelangelo').where('year', '=', 1988).execute();
    const ids = async (query: string) => ((await app.inject(`/api/inventory?${query}`)).json() as { id: number }[]).map((c) => c.id);

    expect(await ids('q=tote%20b')).toEqual([leo]);
    expect(await ids('q=SOFT')).toEqual([leo]);
    expect(await ids('q=flea')).toEqual([mike]);
    expect(await ids('q=party%20dude')).toEqual([mike]);
    expect(await ids('q=michelangelo')).toEqual([mike]);
    expect(await ids('packaging_type=Loose')).toEqual([leo]);
    expect(await ids('storage_location=Shelf%202')).toEqual([mike]);
    expect(await ids('storage_location=Shelf%202&q=tote')).toEqual([]);
    expect((await app.inject('/api/inventory?packaging_type=Boxed')).json()).toMatchObject({ field: 'packaging_type' });
    const item = (await app.inject(`/api/inventory/${mike}`)).json();
    expect(item.aliases).toEqual(['Mikey', 'Party dude']);
  });
});
