// A copy's version (ETag) and If-Match on its change and removal (issue 37), on SQLite and (npm run test:pg) PostgreSQL.
import { describe, expect, it } from 'vitest';
import { COPY_CHANGED, daysBefore, utcToday } from '@tmnt/domain';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

type App = TestApp['app'];

const addCopy = async (app: App, body: object) => {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, etag: res.headers.etag as string };
};
const etagOf = async (app: App, id: number) => (await app.inject(`/api/inventory/${id}`)).headers.etag as string;
const patch = (app: App, id: number, payload: object, ifMatch?: string) =>
  app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
const remove = (app: App, id: number, ifMatch?: string) => app.inject({ method: 'DELETE', url: `/api/inventory/${id}`, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });

describe("a copy's ETag", () => {
  it('is sent by GET, POST and PATCH, is the same for the same copy, and changes with every change', async () => {
    const { app, db } = await buildTestApp();
    const copy = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' });
    expect(copy.etag).toMatch(/^"[\w-]{22}"$/);
    expect(await etagOf(app, copy.id)).toBe(copy.etag);
    expect(await etagOf(app, copy.id)).toBe(copy.etag);
    const changed = await patch(app, copy.id, { storage_location: 'Tote B' }, copy.etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(copy.etag);
    expect(await etagOf(app, copy.id)).toBe(changed.headers.etag);
  });

  it('changes whenever any stored field of the copy changes, by any path: an accessory, a grade, new prices, a sale', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const { id } = await addCopy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose' });
    const seen = new Set([await etagOf(app, id)]);
    const moved = async (what: string) => {
      const now = await etagOf(app, id);
      expect(seen.has(now), what).toBe(false);
      seen.add(now);
    };
    const accessories = (await app.inject(`/api/figures/${leo}`)).json().accessories as string[];
    expect((await app.inject({ method: 'POST', url: `/api/inventory/${id}/accessories`, payload: { name: accessories[0] } })).statusCode).toBe(200);
    await moved('an accessory ticked');
    const answers = (await app.inject('/api/grading/questions?packaging=LOOSE')).json().map((q: { id: string }) => ({ questionId: q.id, value: 100 }));
    expect((await app.inject({ method: 'POST', url: `/api/inventory/${id}/grade-manual`, payload: { responses: answers, packaging_status: 'LOOSE' } })).statusCode).toBe(200);
    await moved('a grade');
    // Sales of its tier revalue it: a write to the market that never names the copy.
    await recordSales(db, leo, [1, 2, 3, 4, 5].map((n) => ({ cents: 2000 + n * 100, date: daysBefore(utcToday(), n), tier: 'loose' as const })));
    await moved('its value');
    expect((await app.inject({ method: 'POST', url: `/api/inventory/${id}/sell`, payload: { price: 30, date: utcToday() } })).statusCode).toBe(200);
    await moved('a sale');
  });
});

describe('If-Match on PATCH and DELETE /api/inventory/{id}', () => {
  it('answers 412 with the copy as it is now (and its ETag) when it changed since, and changes nothing', async () => {
    const { app, db } = await buildTestApp();
    const copy = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', storage_location: 'Tote A' });
    // Changed at home after the phone read it.
    const home = await patch(app, copy.id, { storage_location: 'Tote B' });
    const stale = await patch(app, copy.id, { storage_location: 'Tote C', notes: 'From the show' }, copy.etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe(home.headers.etag);
    expect(stale.json()).toEqual({ error: COPY_CHANGED, item: home.json() });
    expect((await app.inject(`/api/inventory/${copy.id}`)).json()).toMatchObject({ storage_location: 'Tote B', notes: null });

    const gone = await remove(app, copy.id, copy.etag);
    expect(gone.statusCode).toBe(412);
    expect(gone.json().item.storage_location).toBe('Tote B');
    expect((await app.inject(`/api/inventory/${copy.id}`)).statusCode).toBe(200);

    // With the version it has now, both go through.
    const merged = await patch(app, copy.id, { notes: 'From the show' }, home.headers.etag as string);
    expect(merged.statusCode).toBe(200);
    expect((await remove(app, copy.id, merged.headers.etag as string)).statusCode).toBe(204);
  });

  it('takes *, a list of tags, and never a weak tag; a copy deleted since is 404', async () => {
    const { app, db } = await buildTestApp();
    const copy = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' });
    expect((await patch(app, copy.id, { notes: 'a' }, '*')).statusCode).toBe(200);
    const now = await etagOf(app, copy.id);
    expect((await patch(app, copy.id, { notes: 'b' }, `W/${now}`)).statusCode).toBe(412);
    expect((await patch(app, copy.id, { notes: 'b' }, `"old", ${now}`)).statusCode).toBe(200);
    expect((await remove(app, copy.id, '*')).statusCode).toBe(204);
    const deleted = await patch(app, copy.id, { notes: 'c' }, now);
    expect(deleted.statusCode).toBe(404);
    expect((await remove(app, copy.id, now)).statusCode).toBe(404);
  });

  it('lets one of two changes made on the same version through, and refuses the other (412)', async () => {
    const { app, db } = await buildTestApp();
    const copy = await addCopy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' });
    const answers = await Promise.all([patch(app, copy.id, { storage_location: 'Tote B' }, copy.etag), patch(app, copy.id, { storage_location: 'Tote C' }, copy.etag)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const kept = answers.find((a) => a.statusCode === 200)!.json().storage_location;
    expect((await app.inject(`/api/inventory/${copy.id}`)).json().storage_location).toBe(kept);
  });
});
