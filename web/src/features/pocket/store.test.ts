import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Figure, PocketCopy, SyncAnswer } from '@tmnt/domain';
import { deletePocketDb, pocketDb } from './db.ts';
import { figuresForCode, figuresNamed } from './lookup.ts';
import { applySync, reloadPocket } from './store.ts';

const figure = (id: number, name: string, upcs: string[] = []): Figure => ({
  id, name, character: name, series: 'Series 1', year: 1988, manufacturer: 'Playmates', upc: upcs[0] ?? null, upcs, description: null, image_url: null, thumbnail_url: null,
  accessories: [], aliases: [], variants: [], variant_details: [], reissues: [], accessory_colours: [], source: 'catalogue',
});

const copy = (id: number, figureId: number, fields: Partial<PocketCopy> = {}): PocketCopy => ({
  id, figure_id: figureId, condition: 'Good', packaging_type: 'Loose', variant: null, completeness: null, completeness_text: null, purchase_price: null, purchase_shipping: null,
  purchase_tax: null, purchase_fees: null, currency: 'USD', cost: null, purchase_date: null, storage_location: null, tags: [], notes: null, estimated_value: 0, value_basis: 'none',
  value_sample_size: null,
  created_at: '2026-11-01T00:00:00.000Z', version: `v${id}`, ...fields,
});

const answer = (fields: Partial<SyncAnswer>): SyncAnswer => ({
  cursor: 'e.2', full: false, as_of: '2026-11-29T14:02:00.000Z', currency: 'USD', copies: [], figures: [], wants: [], prices: [],
  removed: { copies: [], figures: [], wants: [], prices: [] }, ...fields,
});

beforeEach(async () => {
  await deletePocketDb();
  const db = await pocketDb();
  await db.put('figures', figure(1, 'Leonardo', ['036000291452']));
  await db.put('figures', figure(2, 'Shredder'));
  for (const c of [copy(10, 1), copy(11, 1), copy(12, 2)]) await db.put('copies', c);
  await db.put('meta', { cursor: 'e.1', asOf: '2026-11-29T12:00:00.000Z', currency: 'USD' }, 'sync');
  await reloadPocket();
});

describe('the pocket copy in memory', () => {
  it('answers a code in every form it may be stored under, and a name', async () => {
    const snapshot = await reloadPocket();
    expect(figuresForCode(snapshot, '036000291452').map((f) => f.name)).toEqual(['Leonardo']);
    expect(figuresForCode(snapshot, '0036000291452').map((f) => f.name)).toEqual(['Leonardo']);
    expect(figuresForCode(snapshot, '012345678905')).toEqual([]);
    expect(figuresNamed(snapshot, 'shreder')[0].name).toBe('Shredder');
  });

  it('takes a sync: changed copies replaced, removed ones gone, the rest as they were; a new code found at once', async () => {
    const snapshot = await applySync(
      answer({
        copies: [copy(11, 1, { storage_location: 'Tote C', version: 'v11b' }), copy(13, 2)],
        figures: [figure(2, 'Shredder', ['4006381333931'])],
        removed: { copies: [12], figures: [], wants: [], prices: [] },
      }),
    );
    expect(snapshot.meta).toEqual({ cursor: 'e.2', asOf: '2026-11-29T14:02:00.000Z', currency: 'USD' });
    expect(snapshot.copies.map((c) => [c.id, c.storage_location, c.version]).sort()).toEqual([[10, null, 'v10'], [11, 'Tote C', 'v11b'], [13, null, 'v13']]);
    expect(figuresForCode(snapshot, '4006381333931').map((f) => f.id)).toEqual([2]);
  });
});
