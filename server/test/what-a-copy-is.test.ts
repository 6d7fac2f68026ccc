// What a copy really is (issue 40): complete or figure only, original or reissue, each accessory piece original or
// a reproduction. One figure's sales come from a fake eBay; every value below is worked out by hand.
import type { Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { inWriteTransaction } from '../src/db/app-state.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { upgradeStoredValues } from '../src/inventory/index.ts';
import { rebuildUnderCurrentRules } from '../src/market/index.ts';
import { buildTestApp, fakeEbayConfig, figureId, freshDatabase, recordSales } from './helpers.ts';
import { soldDateText, startFakeEbay, type FakeEbay } from './support/fake-ebay.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Leonardo's loose and reissue sales as eBay's sold search shows them (the titles say what each is). */
function stockLeonardo(fake: FakeEbay) {
  const sold = (listingId: string, title: string, dollars: number, days: number) => ({ listingId, title, price: `$${dollars.toFixed(2)}`, soldDate: soldDateText(days), condition: 'Pre-Owned' });
  fake.setSold('1988 leonardo', [
    // Complete: 60, 64, 68 -> 64.00.
    sold('1', 'TMNT 1988 Leonardo loose complete w/ all weapons', 60, 3),
    sold('2', 'Vintage TMNT Leonardo 1988 100% complete', 64, 10),
    sold('3', 'TMNT Leonardo 1988 loose C9 complete', 68, 20),
    // Figure only or lacking pieces: 25, 27, 29 -> 27.00.
    sold('4', 'TMNT 1988 Leonardo figure only', 25, 4),
    sold('5', 'TMNT Leonardo 1988 loose no weapons', 27, 12),
    sold('6', 'TMNT Leonardo 1988 loose missing katanas', 29, 25),
    // Plain loose, a near miss among them: 40, 41, 44.
    sold('7', 'TMNT Leonardo 1988 loose', 40, 6),
    sold('8', 'TMNT Leonardo 1988 loose, great to complete your collection', 41, 8),
    sold('9', 'Vintage TMNT Leonardo 1988 Playmates loose figure', 44, 15),
    // Reissues: 18, 20, 22 -> 20.00, in none of the figures above.
    sold('10', 'TMNT Leonardo 2009 25th anniversary reissue MOC', 18, 5),
    sold('11', 'TMNT Leonardo reissue 2021 Playmates MOC', 20, 9),
    sold('12', 'TMNT Leonardo 1988 re-release loose', 22, 14),
  ]);
}

async function appWithLeonardoSales() {
  const fake = await startFakeEbay();
  onTestFinished(() => fake.close());
  stockLeonardo(fake);
  const testApp = await buildTestApp({ ebay: fakeEbayConfig(fake.url) });
  const leo = await figureId(testApp.db, 'Leonardo', 1988);
  expect((await testApp.app.inject(`/api/figures/${leo}/prices?refresh=true`)).statusCode).toBe(200);
  return { ...testApp, leo };
}

const addCopy = async (app: App, copy: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { condition: 'Good', ...copy } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const item = async (app: App, id: number) => (await app.inject(`/api/inventory/${id}`)).json();
const patch = (app: App, id: number, body: object) => app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: body });
const putPiece = (app: App, id: number, accessory: string, number: number | string, body: object) =>
  app.inject({ method: 'PUT', url: `/api/inventory/${id}/accessories/${encodeURIComponent(accessory)}/pieces/${number}`, payload: body });

/** Every piece of Leonardo (1988): a pair of katanas, of fist daggers and of stars, a kama and a weapon rack. */
const LEO_PIECES = [
  ['Katana (2)', 1], ['Katana (2)', 2], ['Turtle fist dagger (2)', 1], ['Turtle fist dagger (2)', 2], ['Ninja star (2)', 1], ['Ninja star (2)', 2], ['Kama', 1], ['Weapon rack', 1],
].map(([accessory, number]) => ({ accessory, number, origin: 'original' }));

describe('complete, figure-only and reissue sales priced apart', () => {
  it("answers the loose tier's complete and figure-only prices beside it, and the reissue tier, from one refresh", async () => {
    const { app, leo } = await appWithLeonardoSales();
    const prices = (await app.inject(`/api/figures/${leo}/prices`)).json();
    // By hand: the loose tier (60 + 64 + 68 + 25 + 27 + 29 + 40 + 41 + 44) / 9 = 398 / 9 = 44.22; no reissue in it.
    expect(prices.loose).toMatchObject({ average_price: 44.22, sample_size: 9, recent_sold: 9, sample_low: 25, sample_high: 68 });
    expect(prices.loose_complete).toMatchObject({ average_price: 64, sample_size: 3, recent_sold: 3, sample_low: 60, sample_high: 68 });
    expect(prices.loose_incomplete).toMatchObject({ average_price: 27, sample_size: 3, recent_sold: 3 });
    expect(prices.reissue).toMatchObject({ average_price: 20, sample_size: 3, recent_sold: 3 });
    expect(prices.carded).toBeNull();
    // Each sale says what it is.
    const byTitle = new Map(prices.recent_sales.map((s: { title: string }) => [s.title, s]));
    expect(byTitle.get('TMNT Leonardo 1988 loose, great to complete your collection')).toMatchObject({ completeness: null, reissue: false });
    expect(byTitle.get('TMNT Leonardo 1988 loose missing katanas')).toMatchObject({ completeness: 'incomplete', reissue: false });
    expect(byTitle.get('TMNT Leonardo 1988 re-release loose')).toMatchObject({ reissue: true });
  });

  it('values complete and figure-only copies apart, a reissue on reissue sales only, a bootleg and a custom at what was paid', async () => {
    const { app, db, leo } = await appWithLeonardoSales();
    const complete = await addCopy(app, { figure_id: leo, packaging_type: 'Loose', purchase_price: 30 });
    expect((await patch(app, complete.id, { completeness: 'Complete' })).json()).toMatchObject({
      completeness: 'Complete', completeness_from_checklist: false, estimated_value: 64, value_basis: 'loose_complete', value_sample_size: 3,
    });
    const figureOnly = await addCopy(app, { figure_id: leo, packaging_type: 'Loose' });
    expect((await patch(app, figureOnly.id, { completeness: 'Figure Only' })).json()).toMatchObject({ estimated_value: 27, value_basis: 'loose_incomplete' });
    const missing = await addCopy(app, { figure_id: leo, packaging_type: 'Loose' });
    expect((await patch(app, missing.id, { completeness: 'Missing Accessories' })).json()).toMatchObject({ estimated_value: 27, value_basis: 'loose_incomplete' });
    expect(await addCopy(app, { figure_id: leo, packaging_type: 'Loose' })).toMatchObject({ completeness: null, estimated_value: 44.22, value_basis: 'loose' });
    // Extra Accessories says nothing of the pieces it came with: the loose tier.
    expect((await patch(app, missing.id, { completeness: 'Extra Accessories' })).json()).toMatchObject({ estimated_value: 44.22, value_basis: 'loose' });

    // A reissue: its reissue sales, whatever its packaging; never the vintage carded or loose prices.
    const reissue = await addCopy(app, { figure_id: leo, packaging_type: 'Sealed MOC', release: 'reissue', reissue: 'anniversary_2009', purchase_price: 15 });
    expect(reissue).toMatchObject({ release: 'reissue', reissue: 'anniversary_2009', estimated_value: 20, value_basis: 'reissue', value_sample_size: 3 });
    // Donatello has no reissue sales: what was paid, saying why.
    const don = await figureId(db, 'Donatello', 1988);
    await recordSales(db, don, [{ cents: 9000, date: daysAgo(3), title: 'TMNT Donatello 1988 loose', tier: 'loose' }]);
    expect(await addCopy(app, { figure_id: don, packaging_type: 'Loose', release: 'reissue', purchase_price: 15 })).toMatchObject({ estimated_value: 15, value_basis: 'reissue_purchase' });

    // A bootleg and a custom: what was paid, never the market; nothing paid, no value.
    expect(await addCopy(app, { figure_id: leo, packaging_type: 'Loose', release: 'bootleg', purchase_price: 8 })).toMatchObject({ estimated_value: 8, value_basis: 'bootleg_purchase' });
    const custom = await addCopy(app, { figure_id: leo, packaging_type: 'Loose', release: 'custom' });
    expect(custom).toMatchObject({ estimated_value: 0, value_basis: 'custom_none' });
    // A custom made an original again is valued on the market at once.
    expect((await patch(app, custom.id, { release: 'original' })).json()).toMatchObject({ release: 'original', reissue: null, estimated_value: 44.22, value_basis: 'loose' });

    // The copies' values add up on the dashboard: 64 + 27 + 44.22 + 44.22 + 20 + 15 + 8 + 44.22 = 266.66.
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ total_items: 8, total_value: 266.66, items_valued_at_purchase_price: 2 });
  });

  it('takes a copy off the complete price when one piece is a reproduction, and puts it back when it is not', async () => {
    const { app, leo } = await appWithLeonardoSales();
    const copy = await addCopy(app, { figure_id: leo, packaging_type: 'Loose' });
    // Every piece owned: the completeness follows the checklist.
    const allOwned = (await patch(app, copy.id, { accessory_pieces: LEO_PIECES })).json();
    expect(allOwned).toMatchObject({
      completeness: 'Complete', completeness_from_checklist: true, estimated_value: 64, value_basis: 'loose_complete',
      owned_accessories: ['Katana (2)', 'Turtle fist dagger (2)', 'Ninja star (2)', 'Kama', 'Weapon rack'],
    });
    expect(allOwned.accessory_pieces).toEqual(LEO_PIECES);

    // One katana a reproduction: still Complete, but valued on all loose sales.
    const repro = (await putPiece(app, copy.id, 'Katana (2)', 2, { owned: true, origin: 'reproduction' })).json();
    expect(repro).toMatchObject({ completeness: 'Complete', estimated_value: 44.22, value_basis: 'loose' });
    expect(repro.accessory_pieces[1]).toEqual({ accessory: 'Katana (2)', number: 2, origin: 'reproduction' });
    // A piece from a reissue is not a reproduction.
    expect((await putPiece(app, copy.id, 'Katana (2)', 2, { owned: true, origin: 'reissue' })).json()).toMatchObject({ estimated_value: 64, value_basis: 'loose_complete' });
    // One katana missing: Missing Accessories, the incomplete sales; the pair is no longer among the names owned.
    const oneMissing = (await putPiece(app, copy.id, 'Katana (2)', 1, { owned: false })).json();
    expect(oneMissing).toMatchObject({ completeness: 'Missing Accessories', estimated_value: 27, value_basis: 'loose_incomplete' });
    expect(oneMissing.owned_accessories).toEqual(['Turtle fist dagger (2)', 'Ninja star (2)', 'Kama', 'Weapon rack']);
    // Owned again keeps no origin it had: an original unless said.
    expect((await putPiece(app, copy.id, 'Katana (2)', 1, { owned: true })).json().accessory_pieces[0]).toEqual({ accessory: 'Katana (2)', number: 1, origin: 'original' });
    // The collector's word wins over the checklist.
    expect((await patch(app, copy.id, { completeness: 'Figure Only' })).json()).toMatchObject({ completeness: 'Figure Only', completeness_from_checklist: false, value_basis: 'loose_incomplete' });
    expect((await patch(app, copy.id, { completeness: null })).json()).toMatchObject({ completeness: 'Complete', completeness_from_checklist: true, value_basis: 'loose_complete' });
  });

  it('keeps owned_accessories meaning the names owned: a name sets every piece, a name left out of the list keeps its pieces', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await addCopy(app, { figure_id: leo, packaging_type: 'Loose' });
    await putPiece(app, copy.id, 'Ninja star (2)', 1, { owned: true, origin: 'reproduction' });
    const named = (await patch(app, copy.id, { owned_accessories: ['Katana (2)', 'Kama'] })).json();
    expect(named.owned_accessories).toEqual(['Katana (2)', 'Kama']);
    // The names say nothing of where their pieces came from; the half-owned stars stay as they were.
    expect(named.accessory_pieces).toEqual([
      { accessory: 'Katana (2)', number: 1, origin: 'unsure' }, { accessory: 'Katana (2)', number: 2, origin: 'unsure' },
      { accessory: 'Ninja star (2)', number: 1, origin: 'reproduction' }, { accessory: 'Kama', number: 1, origin: 'unsure' },
    ]);
    expect(named).toMatchObject({ completeness: 'Missing Accessories', completeness_from_checklist: true });
  });

  it('refuses bad pieces and releases with 400 naming the field, changing nothing', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await addCopy(app, { figure_id: leo, packaging_type: 'Loose' });
    const cases: [Promise<{ statusCode: number; json(): { error: string; field?: string } }>, string, string][] = [
      [putPiece(app, copy.id, 'Kama', 2, { owned: true }), '"Kama" has no piece 2 (Kama)', 'number'],
      [putPiece(app, copy.id, 'Lightsaber', 1, { owned: true }), `"Lightsaber" is not one of this figure's accessories (Katana (2), Turtle fist dagger (2), Ninja star (2), Kama, Weapon rack)`, 'number'],
      [putPiece(app, copy.id, 'Kama', 1, { owned: true, origin: 'borrowed' }), 'Piece must be one of: original, reproduction, reissue, unsure', 'origin'],
      [putPiece(app, copy.id, 'Kama', 1, { origin: 'original' }), 'Owned is required', 'owned'],
      [putPiece(app, copy.id, 'Kama', 'one', { owned: true }), 'number must be the number of a piece (1, 2, ...)', 'number'],
      [patch(app, copy.id, { accessory_pieces: [{ accessory: 'Katana (2)', number: 3, origin: 'original' }] }), '"Katana (2)" has no piece 3 (Katana 1 of 2, Katana 2 of 2)', 'accessory_pieces'],
      [patch(app, copy.id, { accessory_pieces: [], owned_accessories: [] }), 'Send either accessory_pieces or owned_accessories, not both: both set which accessories the copy has', 'owned_accessories'],
      [patch(app, copy.id, { release: 'knock-off' }), 'Release must be one of: original, reissue, bootleg, custom', 'release'],
      [patch(app, copy.id, { reissue: 'retro_2019' }), "Only a reissue says which reissue it is (this copy's release is original)", 'reissue'],
      [app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good', release: 'custom', reissue: 'anniversary_2009' } }), "Only a reissue says which reissue it is (this copy's release is custom)", 'reissue'],
    ];
    for (const [request, error, field] of cases) {
      const res = await request;
      expect([res.statusCode, res.json().error, res.json().field], error).toEqual([400, error, field]);
    }
    expect(await item(app, copy.id)).toMatchObject({ accessory_pieces: [], release: 'original', reissue: null });
    // A reissue that says which keeps it until its release changes.
    expect((await patch(app, copy.id, { release: 'reissue', reissue: 'retro_2019' })).json()).toMatchObject({ release: 'reissue', reissue: 'retro_2019' });
    expect((await patch(app, copy.id, { notes: 'mine' })).json()).toMatchObject({ reissue: 'retro_2019' });
    expect((await patch(app, copy.id, { release: 'bootleg' })).json()).toMatchObject({ release: 'bootleg', reissue: null });
    expect((await putPiece(app, 999999, 'Kama', 1, { owned: true })).statusCode).toBe(404);
  });

  it("revalues a figure's copies when its accessory list is corrected (their completeness is checked against it)", async () => {
    const { app, leo } = await appWithLeonardoSales();
    const copy = await addCopy(app, { figure_id: leo, packaging_type: 'Loose' });
    await patch(app, copy.id, { accessory_pieces: LEO_PIECES.filter((p) => p.accessory !== 'Weapon rack') });
    expect(await item(app, copy.id)).toMatchObject({ completeness: 'Missing Accessories', value_basis: 'loose_incomplete' });
    const accessories = ['Katana (2)', 'Turtle fist dagger (2)', 'Ninja star (2)', 'Kama'];
    expect((await app.inject({ method: 'PATCH', url: `/api/figures/${leo}`, payload: { accessories } })).statusCode).toBe(200);
    expect(await item(app, copy.id)).toMatchObject({ completeness: 'Complete', estimated_value: 64, value_basis: 'loose_complete' });
  });

  it('holds at most 800 pieces, even when pieces of an older accessory list stay', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await addCopy(app, { figure_id: leo, packaging_type: 'Loose' });
    const setList = (prefix: string) => {
      const accessories = Array.from({ length: 40 }, (_, i) => `${prefix} ${i + 1} (20)`);
      return app.inject({ method: 'PATCH', url: `/api/figures/${leo}`, payload: { accessories } }).then((res) => (expect(res.statusCode).toBe(200), accessories));
    };
    // The longest list a figure may have is 800 pieces, every one of which a copy may own.
    const older = await setList('Pizza disc');
    expect((await patch(app, copy.id, { owned_accessories: older })).json().accessory_pieces).toHaveLength(800);
    const newer = await setList('Sewer token');
    const res = await app.inject({ method: 'POST', url: `/api/inventory/${copy.id}/accessories`, payload: { name: newer[0] } });
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'Accessory pieces can list at most 800 pieces', field: 'name' }]);
    expect((await item(app, copy.id)).accessory_pieces).toHaveLength(800);
  });
});

describe('derived data under the new rules', () => {
  it('reads stored titles again and rebuilds the summaries and values once, when the stored values are of an older rule', async () => {
    const { app, db, leo } = await appWithLeonardoSales();
    const copy = await addCopy(app, { figure_id: leo, packaging_type: 'Loose', completeness: undefined });
    await patch(app, copy.id, { completeness: 'Complete' });
    // As a database of the last version stored them: nothing read from the titles, no sub-tier, values of rule 6.
    await db.updateTable('price_records').set({ reissue: 0, completeness: null }).execute();
    await db.deleteFrom('sub_tier_summaries').execute();
    await db.updateTable('inventory_items').set({ value_cents: 4000, value_basis: 'loose' }).execute();
    await db.updateTable('app_state').set({ value_rules_version: 6 }).execute();

    expect(await inWriteTransaction(db, (trx) => upgradeStoredValues(trx, rebuildUnderCurrentRules))).toBe(true);
    expect(await db.selectFrom('price_records').select('title').where('reissue', '=', 1).orderBy('title').execute()).toHaveLength(3);
    expect(await db.selectFrom('sub_tier_summaries').select(['tier', 'average_cents']).where('figure_id', '=', leo).orderBy('tier').execute()).toEqual([
      { tier: 'loose_complete', average_cents: 6400 }, { tier: 'loose_incomplete', average_cents: 2700 }, { tier: 'reissue', average_cents: 2000 },
    ]);
    expect(await item(app, copy.id)).toMatchObject({ estimated_value: 64, value_basis: 'loose_complete' });
    // Once only.
    expect(await inWriteTransaction(db, (trx) => upgradeStoredValues(trx, rebuildUnderCurrentRules))).toBe(false);
  });
});

describe("today's owned accessories", () => {
  it('become pieces, every piece of each name owned, origin not known; the API answers the same names owned; and back', async () => {
    const location = await freshDatabase();
    const db = await openDatabase({ ...location, poolSize: 2 });
    onTestFinished(() => db.destroy());
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    await migrateTo(db, '2026-11-27-09-wants');
    const leo = await figureId(db, 'Leonardo', 1988);
    const insert = (owned: string[]) =>
      old
        .insertInto('inventory_items')
        .values({ figure_id: leo, condition: 'Good', packaging_type: 'Loose', owned_accessories: JSON.stringify(owned), grading_photos: '[]', created_at: '2026-11-28T10:00:00.000Z', updated_at: '2026-11-28T10:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow() as Promise<{ id: number }>;
    const some = await insert(['Katana (2)', 'Kama']);
    const none = await insert([]);
    await migrateToLatest(db);

    const app = await buildApp({ db, dataDir: location.dataDir });
    onTestFinished(() => app.close());
    expect(await item(app, some.id)).toMatchObject({
      owned_accessories: ['Katana (2)', 'Kama'],
      accessory_pieces: [{ accessory: 'Katana (2)', number: 1, origin: 'unsure' }, { accessory: 'Katana (2)', number: 2, origin: 'unsure' }, { accessory: 'Kama', number: 1, origin: 'unsure' }],
      completeness: 'Missing Accessories',
      completeness_from_checklist: true,
      release: 'original',
    });
    expect(await item(app, none.id)).toMatchObject({ owned_accessories: [], accessory_pieces: [], completeness: null });

    await migrateTo(db, '2026-11-27-09-wants');
    expect(await old.selectFrom('inventory_items').select(['id', 'owned_accessories']).orderBy('id').execute()).toEqual([
      { id: some.id, owned_accessories: JSON.stringify(['Katana (2)', 'Kama']) },
      { id: none.id, owned_accessories: '[]' },
    ]);
    await migrateToLatest(db);
  });

  it('of an export made before pieces are imported as pieces, and the export carries pieces, release and reissue back', async () => {
    const source = await buildTestApp();
    const leo = await figureId(source.db, 'Leonardo', 1988);
    const copy = await addCopy(source.app, { figure_id: leo, packaging_type: 'Sealed MOC', release: 'reissue', reissue: 'retro_2019' });
    await putPiece(source.app, copy.id, 'Katana (2)', 2, { owned: true, origin: 'reproduction' });
    const doc = (await source.app.inject('/api/inventory/export/full')).json();
    expect(doc.copies[0]).toMatchObject({ release: 'reissue', reissue: 'retro_2019', accessory_pieces: [{ accessory: 'Katana (2)', number: 2, origin: 'reproduction' }], owned_accessories: [] });

    const target = await buildTestApp();
    const { accessory_pieces: _pieces, release: _release, reissue: _reissue, ...older } = doc.copies[0];
    const res = await target.app.inject({ method: 'POST', url: '/api/inventory/import', payload: { ...doc, copies: [doc.copies[0], { ...older, created_at: '2026-01-01T00:00:00.000Z', owned_accessories: ['Kama'] }] } });
    expect(res.statusCode, res.body).toBe(200);
    const copies = (await target.app.inject('/api/inventory/export/full')).json().copies;
    expect(copies.map((c: { release: string; accessory_pieces: unknown[] }) => [c.release, c.accessory_pieces])).toEqual([
      ['reissue', [{ accessory: 'Katana (2)', number: 2, origin: 'reproduction' }]],
      ['original', [{ accessory: 'Kama', number: 1, origin: 'unsure' }]],
    ]);
  });
});

describe('the catalogue', () => {
  it('finds the figures sources name by their names, and says where each variant, reissue and colour comes from', async () => {
    const { app } = await buildTestApp();
    const search = async (q: string) => (await app.inject(`/api/figures?q=${encodeURIComponent(q)}`)).json() as { name: string; year: number }[];
    for (const [q, name] of [
      ['Lifeguard Leo', 'Lifeguard Leo'], ["Spike 'n Volley Don", "Spike 'n Volley Don"], ["Sewer-Cyclin' Raph", "Sewer-Cyclin' Raph"], ['Movie Star Splinter', 'Movie Star Splinter'],
      ['Movie Star Foot Soldier', 'Movie Star Foot Soldier'], ['Hothead', 'Hothead'], ["Rock 'n Roll Mondo Gecko", "Rock 'n Roll Mondo Gecko"], ["Mutatin' April O'Neil", "Mutatin' April"],
      ["Crazy Clownin' Mike", "Crazy Clownin' Mike"],
    ]) {
      expect((await search(q))[0], q).toMatchObject({ name });
    }
    type Sourced = { variants: string[]; variant_details: { name: string; carded_only: boolean; confidence: string; sources: { url: string }[] }[]; reissues: { reissue: string }[] };
    const figure = async (name: string) => ((await app.inject(`/api/figures?q=${encodeURIComponent(name)}&year=1988`)).json() as (Sourced & { name: string })[]).find((f) => f.name === name)!;
    const leo = await figure('Leonardo');
    expect(leo.variants).toEqual(['Soft head', 'Hard head', 'Fan Club form', '10-back']);
    expect(leo.variant_details.map((v) => [v.name, v.carded_only, v.confidence])).toEqual([
      ['Soft head', false, 'sourced'], ['Hard head', false, 'sourced'], ['Fan Club form', true, 'sourced'], ['10-back', true, 'sourced'],
    ]);
    expect(leo.reissues.map((r) => r.reissue)).toEqual(['repack_1989_1998', 'anniversary_2009', 'retro_2019']);
    expect((await figure('Rocksteady')).variant_details.find((v) => v.name === 'Soft head')).toMatchObject({ confidence: 'disputed' });
    expect((await figure("April O'Neil")).variants).toEqual(['Blue stripe', 'No stripe', 'Orange and blue stripe', 'Green suit']);
  });

  it('prices a card back for carded copies only', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    await recordSales(db, leo, [
      ...[50000, 52000, 54000].map((cents, n) => ({ cents, date: daysAgo(5 + n), title: 'TMNT Leonardo 1988 10-back MOC', tier: 'carded' as const })),
      ...[3000, 3200, 3400].map((cents, n) => ({ cents, date: daysAgo(5 + n), title: 'TMNT Leonardo 1988 loose from a 10 back card', tier: 'loose' as const })),
    ]);
    expect(await db.selectFrom('variant_summaries').select(['variant', 'tier', 'average_cents']).where('figure_id', '=', leo).execute()).toEqual([{ variant: '10-back', tier: 'carded', average_cents: 52000 }]);
    const carded = await addCopy(app, { figure_id: leo, packaging_type: 'Sealed MOC', variant: '10-back' });
    expect(carded).toMatchObject({ estimated_value: 520, value_basis: 'carded_variant' });
    // By hand: the loose tier 3000, 3200, 3400 -> 3200.
    expect(await addCopy(app, { figure_id: leo, packaging_type: 'Loose', variant: '10-back' })).toMatchObject({ estimated_value: 32, value_basis: 'loose' });
  });
});
