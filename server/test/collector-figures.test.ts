import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

type App = TestApp['app'];

const post = (app: App, url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
const patch = (app: App, url: string, payload: unknown) => app.inject({ method: 'PATCH', url, payload: payload as object });

const shogunLeo = { name: 'Shogun Leonardo Test', year: 1994, series: 'Shogun Warriors', character: 'Leonardo', accessories: ['Katana', 'Shell armour'] };

async function addFigure(app: App, body: object = shogunLeo) {
  const res = await post(app, '/api/figures', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; source: string; accessories: string[] };
}

async function addCopy(app: App, figure_id: number, extra: object = {}) {
  const res = await post(app, '/api/inventory', { figure_id, condition: 'Good', ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; figure_id: number; name: string; packaging_type: string | null; owned_accessories: string[] };
}

describe('searching the catalogue (GET /api/figures?q=)', () => {
  it('ranks exact names before prefixes before typos, and finds nicknames, spellings, series and years', async () => {
    const { app } = await buildTestApp();
    const names = async (q: string) => ((await app.inject(`/api/figures?q=${encodeURIComponent(q)}`)).json() as { name: string; year: number }[]).map((f) => `${f.name} ${f.year}`);
    expect((await names('leo 1988'))[0]).toBe('Leonardo 1988');
    expect((await names('michelangelo'))[0]).toBe('Michaelangelo 1988');
    expect((await names('michaelangelo'))[0]).toBe('Michaelangelo 1988');
    expect((await names('star trek')).length).toBeGreaterThanOrEqual(4);
    expect(await names('movie 3')).toEqual(await names('movie iii'));
    expect((await names('movie 3')).length).toBeGreaterThanOrEqual(4);
    expect((await names('donatelo'))[0]).toBe('Donatello 1988');
    expect(await names('zzzzqq')).toEqual([]);
  });
});

describe('figures the collector adds (POST /api/figures)', () => {
  it('adds one as the collector’s own, which search, copies and series completion then see', async () => {
    const { app } = await buildTestApp();
    const figure = await addFigure(app);
    expect(figure).toMatchObject({ ...shogunLeo, source: 'collector', manufacturer: 'Playmates Toys', upcs: [], aliases: [], variants: [], image_url: null });
    const found = (await app.inject('/api/figures?q=shogun%20leonardo%20test')).json();
    expect(found[0]).toMatchObject({ id: figure.id });
    const copy = await addCopy(app, figure.id, { packaging_type: 'Loose', storage_location: 'Tote B', variant: 'Shiny armour' });
    expect(copy).toMatchObject({ name: shogunLeo.name, packaging_type: 'Loose' });
    const completion = (await app.inject('/api/inventory/series-completion')).json() as { series: string; owned: number; total: number }[];
    expect(completion.find((s) => s.series === 'Shogun Warriors')).toMatchObject({ owned: 1, total: 1 });
  });

  it('takes the name as the character when none is given', async () => {
    const { app } = await buildTestApp();
    expect(await addFigure(app, { name: 'Sewer Hero Test', year: 1993, series: 'Sewer Heroes' })).toMatchObject({ character: 'Sewer Hero Test', accessories: [] });
  });

  it('refuses the same name and year as a figure that exists (409 naming it), and bad fields (400 naming them)', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const same = await post(app, '/api/figures', { name: 'leonardo', year: 1988, series: 'Mine' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ error: `Leonardo (1988, Original Series) is already in the catalogue (figure #${leo})`, field: 'name', figure_id: leo });
    await addFigure(app);
    expect((await post(app, '/api/figures', shogunLeo)).json().error).toMatch(/already one of your own figures/);

    for (const [body, field] of [
      [{ year: 1994, series: 'X' }, 'name'],
      [{ name: '  ', year: 1994, series: 'X' }, 'name'],
      [{ name: 'X', year: 'soon', series: 'X' }, 'year'],
      [{ name: 'X', year: 1970, series: 'X' }, 'year'],
      [{ name: 'X', year: 1994 }, 'series'],
      [{ name: 'X', year: 1994, series: 'X', accessories: 'sword' }, 'accessories'],
      [{ name: 'X', year: 1994, series: 'X', colour: 'green' }, 'colour'],
      [{ name: 'x'.repeat(201), year: 1994, series: 'X' }, 'name'],
    ] as const) {
      const res = await post(app, '/api/figures', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });
});

describe('correcting a figure (PATCH /api/figures/{id})', () => {
  it('edits name, series, year, character, accessories and description, and keeps a catalogue correction as the collector’s own', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    const res = await patch(app, `/api/figures/${id}`, { description: 'My note', accessories: ['Katana (2)', 'Katana (2)', 'Belt'], character: 'Leo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, description: 'My note', accessories: ['Katana (2)', 'Belt'], character: 'Leo', source: 'catalogue' });
    const row = await db.selectFrom('figures').select('corrected').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.corrected).sort()).toEqual(['accessories', 'character', 'description']);

    const own = await addFigure(app);
    await patch(app, `/api/figures/${own.id}`, { year: 1995, series: 'Shogun' });
    expect((await db.selectFrom('figures').select('corrected').where('id', '=', own.id).executeTakeFirstOrThrow()).corrected).toBe('[]');
  });

  it('refuses a name and year another figure has', async () => {
    const { app, db } = await buildTestApp();
    const own = await addFigure(app);
    const res = await patch(app, `/api/figures/${own.id}`, { name: 'Leonardo', year: 1988 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain(`figure #${await figureId(db, 'Leonardo', 1988)}`);
  });
});

describe('deleting a figure (DELETE /api/figures/{id})', () => {
  it('removes a collector’s figure no copy uses, and refuses one with copies or from the catalogue', async () => {
    const { app, db } = await buildTestApp();
    const own = await addFigure(app);
    const copy = await addCopy(app, own.id);
    await addCopy(app, own.id);
    const used = await app.inject({ method: 'DELETE', url: `/api/figures/${own.id}` });
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toContain('2 copies use it');
    await app.inject({ method: 'DELETE', url: `/api/inventory/${copy.id}` });
    expect((await app.inject({ method: 'DELETE', url: `/api/figures/${own.id}` })).json().error).toContain('1 copy uses it');

    const unused = await addFigure(app, { name: 'Unused', year: 1994, series: 'Mine' });
    expect((await app.inject({ method: 'DELETE', url: `/api/figures/${unused.id}` })).statusCode).toBe(204);
    expect((await app.inject(`/api/figures/${unused.id}`)).statusCode).toBe(404);

    const catalogue = await app.inject({ method: 'DELETE', url: `/api/figures/${await figureId(db, 'Leonardo', 1988)}` });
    expect(catalogue.statusCode).toBe(409);
    expect(catalogue.json().error).toContain('is in the catalogue');
    expect((await app.inject({ method: 'DELETE', url: '/api/figures/999999' })).statusCode).toBe(404);
  });
});

describe('merging a figure (POST /api/figures/{id}/merge)', () => {
  it('moves every copy, grade, code and sale into the other figure and removes the duplicate, in one go', async () => {
    const { app, db } = await buildTestApp();
    const into = await figureId(db, 'Leonardo', 1988);
    const own = await addFigure(app, { name: 'Leo soft head', year: 1988, series: 'Mine', accessories: ['Katana (2)', 'Cape'] });
    const copy = await addCopy(app, own.id);
    await patch(app, `/api/inventory/${copy.id}`, { owned_accessories: ['Cape'] });
    await db
      .insertInto('grade_history')
      .values({ item_id: copy.id, method: 'manual', packaging_status: 'Loose', overall: 80, letter_grade: 'B', graded_at: new Date().toISOString(), details: '{}', grading_photos: '[]', cost: null })
      .execute();
    expect((await post(app, `/api/figures/${own.id}/upcs`, { upc: '036000291452' })).statusCode).toBe(201);
    await recordSales(db, own.id, [{ cents: 4000, date: '2026-11-01', tier: 'loose' }]);
    // Wanted carded (moves) and loose (Leonardo is wanted loose already: that want stays, the duplicate goes).
    expect((await post(app, '/api/wants', { figure_id: own.id, tier: 'carded', target_price: 90 })).statusCode).toBe(201);
    expect((await post(app, '/api/wants', { figure_id: own.id, tier: 'loose', target_price: 30 })).statusCode).toBe(201);
    expect((await post(app, '/api/wants', { figure_id: into, tier: 'loose', target_price: 25 })).statusCode).toBe(201);
    const gradesBefore = await db.selectFrom('grade_history').select('id').where('item_id', '=', copy.id).execute();

    const res = await post(app, `/api/figures/${own.id}/merge`, { into });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: into, name: 'Leonardo', upcs: expect.arrayContaining(['036000291452']) });
    expect(res.json().accessories).toContain('Cape');
    expect((await app.inject(`/api/figures/${own.id}`)).statusCode).toBe(404);
    expect((await app.inject(`/api/inventory/${copy.id}`)).json()).toMatchObject({ figure_id: into, name: 'Leonardo', owned_accessories: ['Cape'] });
    expect(await db.selectFrom('grade_history').select('id').where('item_id', '=', copy.id).execute()).toEqual(gradesBefore);
    const sales = await db.selectFrom('price_records').select('figure_id').where('price_cents', '=', 4000).execute();
    expect(sales).toEqual([{ figure_id: into }]);
    const summary = await db.selectFrom('market_summaries').select('sample_size').where('figure_id', '=', into).executeTakeFirst();
    expect(summary?.sample_size).toBe(1);
    const groups = await db.selectFrom('copy_groups').select(['figure_id', 'items']).where('items', '>', 0).execute();
    expect(groups).toEqual([{ figure_id: into, items: 1 }]);
    const wants = await db.selectFrom('wants').select(['figure_id', 'tier', 'target_cents']).orderBy('tier').execute();
    expect(wants).toEqual([{ figure_id: into, tier: 'carded', target_cents: 9000 }, { figure_id: into, tier: 'loose', target_cents: 2500 }]);
  });

  it('merges a figure whose copies own nothing the other lacks and which has no picture', async () => {
    const { app, db } = await buildTestApp();
    const into = await figureId(db, 'Raphael', 1988);
    const own = await addFigure(app, { name: 'Raph soft head', year: 1988, series: 'Mine' });
    const copy = await addCopy(app, own.id);
    const res = await post(app, `/api/figures/${own.id}/merge`, { into });
    expect(res.statusCode).toBe(200);
    expect((await app.inject(`/api/inventory/${copy.id}`)).json()).toMatchObject({ figure_id: into });
  });

  it('refuses to merge a catalogue figure, into itself or into a figure that is not there, changing nothing', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const own = await addFigure(app);
    await addCopy(app, own.id);
    expect((await post(app, `/api/figures/${leo}/merge`, { into: own.id })).statusCode).toBe(409);
    expect((await post(app, `/api/figures/${own.id}/merge`, { into: own.id })).json()).toMatchObject({ field: 'into' });
    expect((await post(app, `/api/figures/${own.id}/merge`, { into: 999999 })).json()).toMatchObject({ field: 'into', error: 'No figure has the id 999999' });
    expect((await post(app, `/api/figures/${own.id}/merge`, { into: 'leo' })).statusCode).toBe(400);
    expect((await app.inject(`/api/inventory?figure_id=${own.id}`)).json()).toHaveLength(1);
  });
});
