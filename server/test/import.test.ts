import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FullExport, ImportResult } from '@tmnt/domain';
import type { App } from '../src/app.ts';
import { recordGrade } from '../src/inventory/index.ts';
import { buildTestApp, figureId, storedPhoto, type TestApp } from './helpers.ts';
import { CARDED_ANSWERS } from './support/questionnaires.ts';


const post = (app: App, url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const exportFull = async (app: App): Promise<FullExport> => {
  const res = await app.inject('/api/inventory/export/full');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const importDoc = (app: App, doc: unknown) => app.inject({ method: 'POST', url: '/api/inventory/import', payload: doc as object });

/**
 * A collection with every kind of thing the collector enters: a copy with every field filled, graded by hand and
 * then by AI (history of two with a cost), a plain copy, a second copy of the same figure, two own sales (one left
 * out of the prices), an eBay sale (not the collector's: not exported) and two linked codes.
 */
async function seed({ app, db, dataDir }: TestApp) {
  const photos = await Promise.all(['#336699', '#993366'].map((colour) => storedPhoto(colour)));
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  for (const [name, bytes] of photos) fs.writeFileSync(path.join(dataDir, 'uploads', name), bytes);
  const leo = await figureId(db, 'Leonardo', 1988);
  const shredder = await figureId(db, 'Shredder', 1988);
  const full = (await post(app, '/api/inventory', { figure_id: leo, condition: 'Near Mint', purchase_price: 42.5, purchase_date: '2024-03-01', notes: 'From a fair' })).json();
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/inventory/${full.id}`,
    payload: {
      box_condition: 'Good Box', completeness: 'Complete', packaging_type: 'Sealed MOC', storage_location: 'Shelf 2', variant: 'Soft head',
      limited_edition: true, custom_modifications: 'None', owned_accessories: ['Kama', 'Katana (2)'],
    },
  });
  expect(patched.statusCode).toBe(200);
  expect((await post(app, `/api/inventory/${full.id}/grade-manual`, { responses: CARDED_ANSWERS, packaging_status: 'MOC' })).statusCode).toBe(200);
  await recordGrade(db, full.id, {
    overall: 88,
    date: '2026-11-20T10:00:00.000Z',
    details: { method: 'ai', letterGrade: 'B+', summary: 'Crisp card', confidence: 80 },
    photos: photos.map(([name]) => `/uploads/${name}`),
    history: { method: 'ai', packagingStatus: 'MOC', letterGrade: 'B+', cost: { model: 'claude-x', input_tokens: 1200, output_tokens: 300, usd: 0.06 } },
  });
  await post(app, '/api/inventory', { figure_id: shredder, condition: 'Poor' });
  await post(app, '/api/inventory', { figure_id: leo, condition: 'Good', purchase_price: 10 });

  expect((await post(app, `/api/figures/${leo}/sales`, { price: 55, date: '2026-10-01', title: 'Leo MOC at a show', condition: 'New', url: 'https://example.com/leo', tier: 'carded' })).statusCode).toBe(201);
  expect((await post(app, `/api/figures/${shredder}/sales`, { price: 12.25, date: '2026-09-15' })).statusCode).toBe(201);
  const shredderSale = await db.selectFrom('price_records').select('id').where('figure_id', '=', shredder).where('source', '=', 'manual').executeTakeFirstOrThrow();
  expect((await app.inject({ method: 'PATCH', url: `/api/price-records/${shredderSale.id}`, payload: { excluded: true } })).statusCode).toBe(204);
  await db
    .insertInto('price_records')
    .values({ figure_id: leo, price_cents: 9900, title: 'eBay Leo', url: null, condition: null, source: 'ebay_scrape', external_id: 'e1', sold_at: '2026-10-02', fetched_at: '2026-10-02T00:00:00.000Z', seen_at: null, tier: null })
    .execute();

  expect((await post(app, `/api/figures/${leo}/upcs`, { upc: '036000291452' })).statusCode).toBe(201);
  expect((await post(app, `/api/figures/${shredder}/upcs`, { upc: 'tmnt-1988-shred', format: 'code_128' })).statusCode).toBe(201);
  return { leo, shredder, photos: photos.map(([name]) => name) };
}

/** The photo files of one app's DATA_DIR copied into another's (as a backup would carry them). */
function copyPhotos(from: TestApp, to: TestApp) {
  fs.cpSync(path.join(from.dataDir, 'uploads'), path.join(to.dataDir, 'uploads'), { recursive: true });
}

/** The export without what an import cannot keep the same (the time it was made). */
const comparable = (doc: FullExport) => ({ ...doc, exported_at: undefined });

describe('the full export', () => {
  it('holds every field of every copy, its grade and history, the own sales and the linked codes; the spec export keeps its 7 fields and adds the cost', async () => {
    const source = await buildTestApp();
    const { leo, shredder, photos } = await seed(source);
    const addresses = photos.map((name) => `/uploads/${name}`);
    const doc = await exportFull(source.app);
    expect(doc).toMatchObject({ format: 'tmnt-collection', version: 1 });
    expect(doc.copies).toHaveLength(3);
    const [full] = doc.copies;
    expect(full).toMatchObject({
      figure: { id: leo, name: 'Leonardo', year: 1988, series: 'Original Series' },
      condition: 'Near Mint', purchase_price: 42.5, purchase_date: '2024-03-01', notes: 'From a fair', box_condition: 'Good Box', completeness: 'Complete',
      packaging_type: 'Sealed MOC', storage_location: 'Shelf 2', variant: 'Soft head', limited_edition: true, custom_modifications: 'None',
      // In the figure's order, every piece of each (a pair of katanas is two pieces); names say nothing of the origin.
      owned_accessories: ['Katana (2)', 'Kama'],
      accessory_pieces: [
        { accessory: 'Katana (2)', number: 1, origin: 'unsure' }, { accessory: 'Katana (2)', number: 2, origin: 'unsure' }, { accessory: 'Kama', number: 1, origin: 'unsure' },
      ],
      release: 'original',
      reissue: null,
      grade: { overall: 88, date: '2026-11-20T10:00:00.000Z', grading_photos: addresses, details: { letterGrade: 'B+', summary: 'Crisp card' } },
    });
    expect(full.grade_history.map((g) => [g.method, g.packaging_status, g.letter_grade, g.cost?.usd ?? null])).toEqual([
      ['manual', 'MOC', expect.any(String), null],
      ['ai', 'MOC', 'B+', 0.06],
    ]);
    expect(full.grade_history[1].grading_photos).toEqual(addresses);
    expect(doc.own_sales.map((s) => [s.figure.id, s.price, s.date, s.title, s.condition, s.url, s.tier, s.excluded])).toEqual([
      [leo, 55, '2026-10-01', 'Leo MOC at a show', 'New', 'https://example.com/leo', 'carded', false],
      [shredder, 12.25, '2026-09-15', '', null, null, expect.any(String), true],
    ]);
    expect(doc.linked_upcs.map((c) => [c.figure.id, c.code, c.format])).toEqual([
      [leo, '036000291452', null],
      [shredder, 'TMNT1988SHRED', 'code_128'],
    ].sort((a, b) => Number(a[0]) - Number(b[0])));
    expect(doc.linked_upcs.every((c) => c.linked_at !== null)).toBe(true);

    const spec = (await source.app.inject('/api/inventory/export')).json();
    // The spec's 7 fields, and what the copy cost beyond its price (issue 28).
    expect(Object.keys(spec[0]).sort()).toEqual(['condition', 'cost', 'currency', 'id', 'name', 'notes', 'purchase_fees', 'purchase_price', 'purchase_shipping', 'purchase_tax', 'series', 'year']);
  });
});

describe('import', () => {
  it('brings everything back into an empty collection: copies, grades, history, own sales with their prices and values, linked codes', async () => {
    const source = await buildTestApp();
    const { leo } = await seed(source);
    const doc = await exportFull(source.app);
    const sourceItems = (await source.app.inject('/api/inventory')).json();

    const target = await buildTestApp();
    copyPhotos(source, target);
    const res = await importDoc(target.app, doc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 3, skipped_existing: 0, own_figures: { imported: 0, skipped_existing: 0 }, places: { imported: 1, skipped_existing: 0 }, own_sales: { imported: 2, skipped_existing: 0 }, linked_upcs: { imported: 2, skipped_existing: 0 } } satisfies ImportResult);

    expect(comparable(await exportFull(target.app))).toEqual(comparable(doc));
    // Market prices follow the restored own sales (the eBay sale was not the collector's), and so do the values.
    const prices = (await target.app.inject(`/api/figures/${leo}/prices`)).json();
    expect(prices).toMatchObject({ average_price: 55, sample_size: 1 });
    const items = (await target.app.inject('/api/inventory')).json();
    const shape = (list: { name: string; condition: string; estimated_value: number; value_basis: string; ai_grade_overall: number | null }[]) =>
      list.map((i) => [i.name, i.condition, i.estimated_value, i.value_basis, i.ai_grade_overall]).sort();
    expect(shape(items)).toEqual([
      // No packaging set: its purchase price, never the figure's blend of tiers.
      ['Leonardo', 'Good', 10, 'purchase', null],
      ['Leonardo', 'Near Mint', 55, 'carded', 88],
      ['Shredder', 'Poor', 0, 'none', null],
    ]);
    expect(shape(sourceItems).map((row) => row[0])).toEqual(shape(items).map((row) => row[0]));
    const stats = (await target.app.inject('/api/inventory/stats')).json();
    expect(stats).toMatchObject({ total_items: 3, total_value: 65, total_invested: 52.5 });
    // The grade history reads back through its own route.
    const restored = items.find((i: { ai_grade_overall: number | null }) => i.ai_grade_overall === 88);
    const history = (await target.app.inject(`/api/inventory/${restored.id}/grades`)).json();
    expect(history.map((g: { method: string }) => g.method)).toEqual(['ai', 'manual']);
    // A linked code finds its figure again.
    expect((await post(target.app, '/api/figures/lookup', { upc: '036000291452' })).json().figure.id).toBe(leo);
  });

  it('into a non-empty collection adds only what is missing, and importing twice adds nothing', async () => {
    const source = await buildTestApp();
    await seed(source);
    const doc = await exportFull(source.app);

    // The same collection, less one copy, one sale and one code.
    const target = await buildTestApp();
    copyPhotos(source, target);
    const partial = { ...doc, copies: doc.copies.slice(0, 2), own_sales: doc.own_sales.slice(0, 1), linked_upcs: doc.linked_upcs.slice(0, 1) };
    expect((await importDoc(target.app, partial)).json()).toMatchObject({ imported: 2, skipped_existing: 0 });
    const extra = (await post(target.app, '/api/inventory', { figure_id: await figureId(target.db, 'Donatello', 1988), condition: 'Mint' })).json();

    const res = (await importDoc(target.app, doc)).json();
    expect(res).toEqual({ imported: 1, skipped_existing: 2, own_figures: { imported: 0, skipped_existing: 0 }, places: { imported: 0, skipped_existing: 1 }, own_sales: { imported: 1, skipped_existing: 1 }, linked_upcs: { imported: 1, skipped_existing: 1 } });
    const again = (await importDoc(target.app, doc)).json();
    expect(again).toEqual({ imported: 0, skipped_existing: 3, own_figures: { imported: 0, skipped_existing: 0 }, places: { imported: 0, skipped_existing: 1 }, own_sales: { imported: 0, skipped_existing: 2 }, linked_upcs: { imported: 0, skipped_existing: 2 } });

    const after = await exportFull(target.app);
    expect(after.copies).toHaveLength(4);
    expect(after.copies.filter((c) => c.created_at === extra.created_at)).toHaveLength(1);
    expect(after.copies.filter((c) => c.figure.name !== 'Donatello')).toEqual(doc.copies);
    expect(after.own_sales).toEqual(doc.own_sales);
    expect(after.linked_upcs).toEqual(doc.linked_upcs);
    expect(await target.db.selectFrom('grade_history').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: 2 });
  });

  it("carries the figures the collector added, with their copies, sales and codes, and refuses a bad one by name", async () => {
    const source = await buildTestApp();
    const own = (await post(source.app, '/api/figures', { name: 'Shogun Raph Test', year: 1994, series: 'Shogun', accessories: ['Naginata'], description: 'Gold armour' })).json();
    await post(source.app, '/api/inventory', { figure_id: own.id, condition: 'Good', packaging_type: 'Loose' });
    await post(source.app, `/api/figures/${own.id}/sales`, { price: 30, date: '2026-10-01' });
    await post(source.app, `/api/figures/${own.id}/upcs`, { upc: '036000291452' });
    const doc = await exportFull(source.app);
    expect(doc.own_figures).toEqual([{ id: own.id, name: 'Shogun Raph Test', year: 1994, series: 'Shogun', character: 'Shogun Raph Test', accessories: ['Naginata'], description: 'Gold armour' }]);

    const target = await buildTestApp();
    const res = await importDoc(target.app, doc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1, own_figures: { imported: 1, skipped_existing: 0 }, own_sales: { imported: 1 }, linked_upcs: { imported: 1 } });
    const [item] = (await target.app.inject('/api/inventory')).json();
    expect(item).toMatchObject({ name: 'Shogun Raph Test', series: 'Shogun', upc: '036000291452', packaging_type: 'Loose' });
    expect((await target.app.inject(`/api/figures/${item.figure_id}`)).json()).toMatchObject({ source: 'collector', accessories: ['Naginata'] });
    expect((await importDoc(target.app, doc)).json()).toMatchObject({ imported: 0, own_figures: { imported: 0, skipped_existing: 1 } });

    const bad = await importDoc((await buildTestApp()).app, { ...doc, own_figures: [{ ...doc.own_figures[0], year: 'soon' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'own_figures.1', error: expect.stringMatching(/^Own figure 1: .*year/i) });
  });

  it('refuses a document with bad rows whole: every bad row named by its list and number, nothing imported', async () => {
    const source = await buildTestApp();
    await seed(source);
    const doc = await exportFull(source.app);
    const [good, plain] = doc.copies;
    const bad = {
      ...doc,
      copies: [
        good,
        { ...plain, figure: { id: 999999, name: 'Splinter Prime', year: 2099, series: 'Imaginary' } },
        { ...plain, condition: 'Shiny' },
        'not a copy',
      ],
      own_sales: [{ ...doc.own_sales[0], price: -3 }, doc.own_sales[1]],
      linked_upcs: [{ ...doc.linked_upcs[0], code: '036000291453' }],
    };
    const target = await buildTestApp();
    const res = await importDoc(target.app, bad);
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(answer.error).toBe('Nothing was imported: 5 rows of the file are not valid. Correct or remove them, then import the file again.');
    expect(answer.errors.map((e: { field: string }) => e.field)).toEqual(['copies.2', 'copies.3', 'copies.4', 'own_sales.1', 'linked_upcs.1']);
    expect(answer.errors[0].error).toBe('Copy 2: unknown figure: no figure is Splinter Prime (2099, Imaginary)');
    expect(answer.errors[1].error).toMatch(/^Copy 3: .*condition/i);
    expect(answer.errors[3].error).toMatch(/^Own sale 1: .*price/i);
    expect(answer.errors[4].error).toMatch(/^Linked code 1: .*036000291453/);
    expect((await target.app.inject('/api/inventory')).json()).toEqual([]);
    expect((await target.app.inject('/api/inventory/export/full')).json()).toMatchObject({ copies: [], own_sales: [], linked_upcs: [] });
  });

  it('holds a file to the API\'s own rules: grading photos stored here, accessories of the figure, ISO times, text limits', async () => {
    const source = await buildTestApp();
    const { photos } = await seed(source);
    const doc = await exportFull(source.app);
    const target = await buildTestApp();
    copyPhotos(source, target);
    const existing = (await post(target.app, '/api/inventory', { figure_id: await figureId(target.db, 'Krang'), condition: 'Good' })).json();
    const before = (await target.app.inject('/api/inventory/export/full')).json().copies;
    const graded = doc.copies.find((c) => c.grade !== null)!;
    const refusedWith = async (copy: unknown, message: RegExp) => {
      const res = await importDoc(target.app, { ...doc, copies: [doc.copies[1], copy] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toHaveLength(1);
      expect(res.json().errors[0].error).toMatch(message);
      expect((await target.app.inject('/api/inventory/export/full')).json().copies).toEqual(before);
    };
    const withGrade = (grading_photos: string[]) => ({ ...graded, grade: { ...graded.grade!, grading_photos } });
    await refusedWith(withGrade(['https://tracker.example/pixel.gif']), /^Copy 2: .*Grading photos must be addresses of photos stored in this app/);
    await refusedWith(withGrade(['/api/backup']), /Grading photos must be addresses of photos stored in this app/);
    await refusedWith(withGrade(['data:image/svg+xml,<svg onload=alert(1)>']), /Grading photos must be addresses/);
    await refusedWith(withGrade(Array.from({ length: 21 }, () => `/uploads/${photos[0]}`)), /Grading photos can list at most 20 photos/);
    await refusedWith({ ...graded, grade_history: [{ ...graded.grade_history[0], grading_photos: ['//evil.example/x.jpg'] }] }, /Grading photos must be addresses/);
    await refusedWith({ ...graded, owned_accessories: ['Rocket launcher of doom'] }, /^Copy 2: "Rocket launcher of doom" is not one of this figure's accessories/);
    await refusedWith({ ...graded, accessory_pieces: [{ accessory: 'Kama', number: 2, origin: 'original' }] }, /^Copy 2: "Kama" has no piece 2 \(Kama\)/);
    await refusedWith({ ...graded, accessory_pieces: [{ accessory: 'Kama', number: 1, origin: 'borrowed' }] }, /Piece must be one of: original, reproduction, reissue, unsure/);
    await refusedWith({ ...graded, release: 'original', reissue: 'anniversary_2009' }, /^Copy 2: Only a reissue says which reissue it is/);
    await refusedWith({ ...graded, release: 'knock-off' }, /Release must be one of: original, reissue, bootleg, custom/);
    await refusedWith({ ...graded, owned_accessories: ['x'.repeat(101)] }, /Accessory can be at most 100 characters/);
    await refusedWith({ ...graded, owned_accessories: Array.from({ length: 101 }, (_, n) => `a${n}`) }, /Owned accessories can list at most 100 names/);
    await refusedWith({ ...graded, created_at: 'the day after tomorrow' }, /Created at must be a real date and time/);
    await refusedWith({ ...graded, grade: { ...graded.grade!, date: 'soon' } }, /must be a real date and time/);
    await refusedWith({ ...graded, storage_location: 'x'.repeat(201) }, /Storage location can be at most 200 characters/);
    // Numbers past what the database holds are refused as input (400), never left to fail in the database (500).
    await refusedWith({ ...graded, figure: { ...graded.figure, id: 1e12 } }, /figure\.id must be 2,147,483,647 or less/);
    await refusedWith({ ...graded, grade: { ...graded.grade!, overall: 85.5 } }, /grade\.overall must be a whole number/);
    expect(existing.id).toBeTypeOf('number');

    // Stored photos a copy names are kept; one whose file this app does not have is left out (it has no pixels here).
    const missing = `${'f'.repeat(64)}.jpg`;
    const res = await importDoc(target.app, { ...doc, copies: [withGrade([`/uploads/${photos[0]}`, `/uploads/${missing}`])], own_sales: [], linked_upcs: [] });
    expect(res.statusCode, res.body).toBe(200);
    const items = (await target.app.inject('/api/inventory')).json();
    expect(items.find((i: { ai_grade_overall: number | null }) => i.ai_grade_overall === 88).grading_photos).toEqual([`/uploads/${photos[0]}`]);
  });

  it('brings the places and the copies in them, found by path where the collection has them, and a file made before places reads its storage texts as paths', async () => {
    const source = await buildTestApp();
    const leo = await figureId(source.db, 'Leonardo', 1988);
    const garage = (await post(source.app, '/api/places', { name: 'Garage', notes: 'Left of the car' })).json();
    const tote = (await post(source.app, '/api/places', { name: 'Tote B', parent_id: garage.id })).json();
    const attic = (await post(source.app, '/api/places', { name: 'Attic' })).json();
    // A place made later holding one made earlier: the file lists it after what it holds.
    expect((await source.app.inject({ method: 'PATCH', url: `/api/places/${garage.id}`, payload: { parent_id: attic.id } })).statusCode).toBe(200);
    await post(source.app, '/api/inventory', { figure_id: leo, condition: 'Good', place_id: tote.id, tags: ['For trade'] });
    const doc = await exportFull(source.app);
    expect(doc.places).toEqual([
      { id: garage.id, name: 'Garage', parent_id: attic.id, notes: 'Left of the car' },
      { id: tote.id, name: 'Tote B', parent_id: garage.id, notes: null },
      { id: attic.id, name: 'Attic', parent_id: null, notes: null },
    ]);
    expect(doc.copies[0]).toMatchObject({ place_id: tote.id, storage_location: 'Attic > Garage > Tote B', tags: ['For trade'] });

    // The target has the attic already (another spelling), with a place of its own in it first.
    const target = await buildTestApp();
    const own = (await post(target.app, '/api/places', { name: 'ATTIC' })).json();
    await post(target.app, '/api/places', { name: 'Box 1', parent_id: own.id });
    const res = await importDoc(target.app, doc);
    expect(res.json()).toMatchObject({ imported: 1, places: { imported: 2, skipped_existing: 1 } });
    const [copied] = (await target.app.inject('/api/inventory')).json();
    expect(copied).toMatchObject({ storage_location: 'ATTIC > Garage > Tote B', tags: ['For trade'] });
    const places = (await target.app.inject('/api/places')).json();
    expect(places.find((p: { name: string }) => p.name === 'Garage').notes).toBe('Left of the car');
    expect((await importDoc(target.app, doc)).json()).toMatchObject({ imported: 0, places: { imported: 0, skipped_existing: 3 } });

    // A file made before places: each copy's storage text is a path, its places found or made.
    const older = {
      ...doc,
      places: undefined,
      copies: [' attic > GARAGE / tote b', 'Shelf 9'].map((text, i) => {
        const { place_id: _place, tags: _tags, ...copy } = doc.copies[0];
        return { ...copy, created_at: `2026-11-2${i}T10:00:00.000Z`, storage_location: text };
      }),
    };
    expect((await importDoc(target.app, older)).json()).toMatchObject({ imported: 2, places: { imported: 0, skipped_existing: 0 } });
    const paths = ((await target.app.inject('/api/inventory')).json() as { storage_location: string; tags: string[] }[]).map((i) => [i.storage_location, i.tags]);
    expect(paths.sort()).toEqual([['ATTIC > Garage > Tote B', []], ['ATTIC > Garage > Tote B', ['For trade']], ['Shelf 9', []]]);
  });

  it('refuses a file whose places do not hold together, naming each, and imports nothing', async () => {
    const source = await buildTestApp();
    await seed(source);
    const doc = await exportFull(source.app);
    const target = await buildTestApp();
    copyPhotos(source, target);
    const places = [
      { id: 1, name: 'Garage', parent_id: null, notes: null },
      { id: 2, name: 'Loop A', parent_id: 3, notes: null },
      { id: 3, name: 'Loop B', parent_id: 2, notes: null },
      { id: 4, name: 'Lost', parent_id: 99, notes: null },
      { id: 5, name: 'Shelf > 2', parent_id: 1, notes: null },
    ];
    const copies = [{ ...doc.copies[0], place_id: 1 }, { ...doc.copies[1], place_id: 42 }];
    const res = await importDoc(target.app, { ...doc, places, copies });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { error: string }) => e.error)).toEqual([
      'Place 5: A place\'s name cannot hold > or /: they separate the places of a path (Garage > Shelf 2)',
      'Place 2: it is inside itself (its parents come back to it)',
      'Place 3: it is inside itself (its parents come back to it)',
      'Place 4: parent_id 99 is not one of the file\'s places',
      'Copy 2: place_id 42 is not one of the file\'s places',
    ]);
    expect((await target.app.inject('/api/places')).json()).toEqual([]);
    expect((await target.app.inject('/api/inventory')).json()).toEqual([]);
  });

  it('refuses a body that is not JSON with 400, and takes a document over the app-wide 1 MB limit', async () => {
    const { app } = await buildTestApp();
    const broken = await app.inject({ method: 'POST', url: '/api/inventory/import', payload: '{"format": ', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The request body is not valid JSON' });
    const big = { format: 'tmnt-collection', version: 1, copies: [], own_sales: [], linked_upcs: [], padding: 'x'.repeat(2 * 1024 * 1024) };
    const res = await importDoc(app, big);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 0, skipped_existing: 0 });
  });
});
