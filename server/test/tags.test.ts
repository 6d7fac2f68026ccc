import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@tmnt/domain';
import { buildTestApp, figureId, type TestApp } from './helpers.ts';

type App = TestApp['app'];

async function copy(app: App, payload: Record<string, unknown>): Promise<InventoryItem> {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const patch = (app: App, id: number, payload: object) => app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload });
const listed = async (app: App, query: string) => ((await app.inject(`/api/inventory?${query}`)).json() as InventoryItem[]).map((i) => i.id).sort((a, b) => a - b);

describe('a copy\'s tags', () => {
  it('are kept as first spelt, repeats folded case-blind, and set, changed and cleared', async () => {
    const { app, db } = await buildTestApp();
    const leo = await copy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', tags: [' For  trade ', 'Show 2026', 'FOR TRADE'] });
    expect(leo.tags).toEqual(['For trade', 'Show 2026']);
    expect((await patch(app, leo.id, { tags: ['Keep', 'keep', 'Grail'] })).json().tags).toEqual(['Keep', 'Grail']);
    expect((await app.inject(`/api/inventory/${leo.id}`)).json().tags).toEqual(['Keep', 'Grail']);
    expect((await patch(app, leo.id, { tags: [] })).json().tags).toEqual([]);
    const plain = await copy(app, { figure_id: await figureId(db, 'Bebop', 1988), condition: 'Good' });
    expect(plain.tags).toEqual([]);
  });

  it('are at most 20, each 1-40 characters, refused with the field named', async () => {
    const { app, db } = await buildTestApp();
    const leo = await copy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', tags: ['Keep'] });
    const cases: [unknown, string][] = [
      [Array.from({ length: 21 }, (_, i) => `Tag ${i}`), 'Tags can list at most 20 tags'],
      [['x'.repeat(41)], 'Tag can be at most 40 characters'],
      [['ok', '   '], 'Tag cannot be empty'],
      [['ok', 7], 'Tags must be text'],
      ['Keep', 'Tags must be a list of tags'],
    ];
    for (const [tags, error] of cases) {
      const res = await patch(app, leo.id, { tags });
      expect([res.statusCode, res.json().error, res.json().field], JSON.stringify(tags).slice(0, 40)).toEqual([400, error, 'tags']);
    }
    // 20 tags of 40 characters each is fine.
    const most = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}${'t'.repeat(38)}`);
    expect((await patch(app, leo.id, { tags: most })).json().tags).toEqual(most);
  });

  it('filter the collection (case-blind) and are found by the search', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const a = await copy(app, { figure_id: leo, condition: 'Good', tags: ['For trade'] });
    const b = await copy(app, { figure_id: leo, condition: 'Mint', tags: ['for TRADE', 'Grail'] });
    await copy(app, { figure_id: leo, condition: 'Good', tags: ['Grail'] });
    expect(await listed(app, 'tag=FOR%20TRADE')).toEqual([a.id, b.id]);
    expect(await listed(app, 'tag=for%20trade&condition=Mint')).toEqual([b.id]);
    expect(await listed(app, 'tag=trade')).toEqual([]);
    expect(await listed(app, 'q=trade')).toEqual([a.id, b.id]);
    const empty = await app.inject('/api/inventory?tag=');
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'Tag cannot be empty']);
  });
});
