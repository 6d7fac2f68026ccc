import { describe, expect, it } from 'vitest';
import type { InventoryItem, Place, PlaceCheck, PlaceDetail } from '@tmnt/domain';
import { buildTestApp, figureId, type TestApp } from './helpers.ts';

type App = TestApp['app'];

async function send(app: App, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, ...(payload && { payload }) });
}

async function place(app: App, name: string, parentId: number | null = null, notes?: string): Promise<Place> {
  const res = await send(app, 'POST', '/api/places', { name, parent_id: parentId, ...(notes && { notes }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function copy(app: App, payload: Record<string, unknown>): Promise<InventoryItem> {
  const res = await send(app, 'POST', '/api/inventory', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const item = async (app: App, id: number): Promise<InventoryItem> => (await app.inject(`/api/inventory/${id}`)).json();
const places = async (app: App): Promise<Place[]> => (await app.inject('/api/places')).json();
const detail = async (app: App, id: number): Promise<PlaceDetail> => (await app.inject(`/api/places/${id}`)).json();
const listed = async (app: App, query: string): Promise<number[]> => {
  const res = await app.inject(`/api/inventory?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as InventoryItem[]).map((i) => i.id).sort((a, b) => a - b);
};

/** Garage > Shelf 2 > Tote B, Garage > Shelf 1, and Attic. */
async function tree(app: App) {
  const garage = await place(app, 'Garage');
  const shelf2 = await place(app, 'Shelf 2', garage.id);
  const tote = await place(app, 'Tote B', shelf2.id, 'The blue one');
  const shelf1 = await place(app, 'Shelf 1', garage.id);
  const attic = await place(app, 'Attic');
  return { garage, shelf2, tote, shelf1, attic };
}

describe('places as a tree', () => {
  it('are made inside each other, each with its path, and renamed or moved with every copy\'s path following', async () => {
    const { app, db } = await buildTestApp();
    const { garage, shelf2, tote, attic } = await tree(app);
    expect(tote).toMatchObject({ name: 'Tote B', parent_id: shelf2.id, notes: 'The blue one', path: 'Garage > Shelf 2 > Tote B', copies: 0, total_copies: 0, value: 0, last_check: null });
    const leo = await copy(app, { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', place_id: tote.id, purchase_price: 12 });
    expect(leo).toMatchObject({ place_id: tote.id, storage_location: 'Garage > Shelf 2 > Tote B' });
    // The whole collection is read once, so its kept answer must follow the renames below.
    expect((await app.inject('/api/inventory')).json()[0].storage_location).toBe('Garage > Shelf 2 > Tote B');

    const renamed = await send(app, 'PATCH', `/api/places/${shelf2.id}`, { name: '  Shelf   Two ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Shelf Two', path: 'Garage > Shelf Two' });
    expect((await item(app, leo.id)).storage_location).toBe('Garage > Shelf Two > Tote B');
    expect((await app.inject('/api/inventory')).json()[0].storage_location).toBe('Garage > Shelf Two > Tote B');

    const moved = await send(app, 'PATCH', `/api/places/${tote.id}`, { parent_id: attic.id, notes: null });
    expect(moved.json()).toMatchObject({ parent_id: attic.id, path: 'Attic > Tote B', notes: null });
    expect((await app.inject('/api/inventory')).json()[0].storage_location).toBe('Attic > Tote B');
    const outermost = await send(app, 'PATCH', `/api/places/${tote.id}`, { parent_id: null });
    expect(outermost.json()).toMatchObject({ parent_id: null, path: 'Tote B' });

    expect((await places(app)).map((p) => p.path)).toEqual(['Garage', 'Garage > Shelf Two', 'Tote B', 'Garage > Shelf 1', 'Attic']);
    expect((await detail(app, garage.id)).children.map((c) => c.name)).toEqual(['Shelf 1', 'Shelf Two']);
  });

  it('refuses a name a sibling has (case and spaces aside), naming it, and allows it elsewhere', async () => {
    const { app } = await buildTestApp();
    const { garage, shelf2, tote, attic } = await tree(app);
    for (const name of ['tote b', ' TOTE  B ', 'Tote B']) {
      const res = await send(app, 'POST', '/api/places', { name, parent_id: shelf2.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'There is already a place called "Tote B" in Garage > Shelf 2', field: 'name', place_id: tote.id });
    }
    const outer = await send(app, 'POST', '/api/places', { name: 'garage' });
    expect(outer.json()).toEqual({ error: 'There is already a place called "Garage" among the outermost places', field: 'name', place_id: garage.id });
    // The same name in another place is another place.
    expect((await place(app, 'Tote B', attic.id)).path).toBe('Attic > Tote B');
    // Renaming into a sibling's name, and moving next to a place of the same name, are refused too.
    const renamed = await send(app, 'PATCH', `/api/places/${attic.id}`, { name: 'GARAGE' });
    expect([renamed.statusCode, renamed.json().place_id]).toEqual([409, garage.id]);
    const moved = await send(app, 'PATCH', `/api/places/${tote.id}`, { parent_id: attic.id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe('There is already a place called "Tote B" in Attic');
    // A place keeps its own name with another case.
    expect((await send(app, 'PATCH', `/api/places/${tote.id}`, { name: 'TOTE B' })).json().name).toBe('TOTE B');
  });

  it('refuses a move that would make a place its own ancestor, and bad names and parents', async () => {
    const { app } = await buildTestApp();
    const { garage, shelf2, tote } = await tree(app);
    for (const parent of [tote.id, shelf2.id, garage.id]) {
      const res = await send(app, 'PATCH', `/api/places/${garage.id}`, { parent_id: parent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'A place cannot go inside itself or a place inside it: "Garage" holds the place chosen', field: 'parent_id' });
    }
    const cases: [string, 'POST' | 'PATCH', object, number, string][] = [
      ['/api/places', 'POST', { name: 'Shelf > 3' }, 400, "A place's name cannot hold > or /: they separate the places of a path (Garage > Shelf 2)"],
      ['/api/places', 'POST', { name: 'A/B' }, 400, "A place's name cannot hold > or /: they separate the places of a path (Garage > Shelf 2)"],
      ['/api/places', 'POST', { name: '   ' }, 400, 'Name cannot be empty'],
      ['/api/places', 'POST', { name: 'x'.repeat(201) }, 400, 'Name can be at most 200 characters'],
      ['/api/places', 'POST', { name: 'Box', parent_id: 9999 }, 400, 'No place has the id 9999'],
      ['/api/places', 'POST', { name: 'Box', colour: 'red' }, 400, 'Unknown field "colour"'],
      [`/api/places/${tote.id}`, 'PATCH', {}, 400, 'Send at least one field to change'],
      [`/api/places/${tote.id}`, 'PATCH', { parent_id: 0 }, 400, 'Inside must be 1 or more'],
      ['/api/places/9999', 'PATCH', { name: 'Box' }, 404, 'Place not found'],
    ];
    for (const [url, method, payload, status, error] of cases) {
      const res = await send(app, method, url, payload);
      expect([res.statusCode, res.json().error], JSON.stringify(payload)).toEqual([status, error]);
    }
    expect((await places(app)).map((p) => p.path)).toEqual(['Garage', 'Garage > Shelf 2', 'Garage > Shelf 2 > Tote B', 'Garage > Shelf 1', 'Attic']);
  });

  it('deletes a place with what it holds moved to its parent by default, or where asked, never orphaning a copy', async () => {
    const { app, db } = await buildTestApp();
    const { garage, shelf2, tote, shelf1, attic } = await tree(app);
    const leo = await figureId(db, 'Leonardo', 1988);
    const onShelf = await copy(app, { figure_id: leo, condition: 'Good', place_id: shelf2.id });
    const inTote = await copy(app, { figure_id: leo, condition: 'Good', place_id: tote.id });
    const before = (await item(app, onShelf.id)) as InventoryItem & { updated_at?: string };
    const updatedAt = async (id: number) => (await db.selectFrom('inventory_items').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at;
    const shelfCopyChanged = await updatedAt(onShelf.id);

    const refusals: [string, number, string][] = [
      [`/api/places/${shelf2.id}?move_to=${tote.id}`, 400, 'What "Shelf 2" holds cannot go into it or a place inside it: choose another place'],
      [`/api/places/${shelf2.id}?move_to=${shelf2.id}`, 400, 'What "Shelf 2" holds cannot go into it or a place inside it: choose another place'],
      [`/api/places/${shelf2.id}?move_to=9999`, 400, 'No place has the id 9999'],
      [`/api/places/${shelf2.id}?move_to=abc`, 400, 'Move contents to must be a whole number'],
      ['/api/places/9999', 404, 'Place not found'],
    ];
    for (const [url, status, error] of refusals) {
      const res = await send(app, 'DELETE', url);
      expect([res.statusCode, res.json().error], url).toEqual([status, error]);
    }
    expect((await places(app))).toHaveLength(5);

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await send(app, 'DELETE', `/api/places/${shelf2.id}`)).statusCode).toBe(204);
    // Its copy and its tote are now in the garage; the tote keeps its own copy.
    expect(await item(app, onShelf.id)).toMatchObject({ place_id: garage.id, storage_location: 'Garage' });
    expect(await item(app, inTote.id)).toMatchObject({ place_id: tote.id, storage_location: 'Garage > Tote B' });
    // Moving it is a change of the copy, as its own update would be.
    expect(await updatedAt(onShelf.id)).not.toBe(shelfCopyChanged);
    expect(before.place_id).toBe(shelf2.id);

    // Into a place chosen: the tote's copy goes to the attic.
    expect((await send(app, 'DELETE', `/api/places/${tote.id}?move_to=${attic.id}`)).statusCode).toBe(204);
    expect(await item(app, inTote.id)).toMatchObject({ place_id: attic.id, storage_location: 'Attic' });
    // An outermost place's copies are in no place after it, its places outermost.
    expect((await send(app, 'DELETE', `/api/places/${garage.id}`)).statusCode).toBe(204);
    expect(await item(app, onShelf.id)).toMatchObject({ place_id: null, storage_location: null });
    expect((await places(app)).map((p) => [p.path, p.parent_id])).toEqual([['Shelf 1', null], ['Attic', null]]);
    expect(shelf1.id).toBeGreaterThan(0);
  });

  it('refuses a delete whose places would share a name where they go, deleting nothing', async () => {
    const { app } = await buildTestApp();
    const { garage, shelf2 } = await tree(app);
    await place(app, 'Tote B', garage.id);
    const res = await send(app, 'DELETE', `/api/places/${shelf2.id}`);
    expect([res.statusCode, res.json().error]).toEqual([409, 'There is already a place called "Tote B" in Garage']);
    expect((await places(app)).map((p) => p.path)).toContain('Garage > Shelf 2 > Tote B');
  });
});

describe('a copy\'s place', () => {
  it('is set by id or by path (each place found case and spaces aside, or made), and cleared', async () => {
    const { app, db } = await buildTestApp();
    const { garage, tote } = await tree(app);
    const leo = await figureId(db, 'Leonardo', 1988);
    const byPath = await copy(app, { figure_id: leo, condition: 'Good', storage_location: ' garage / SHELF 2 >tote  b' });
    expect(byPath).toMatchObject({ place_id: tote.id, storage_location: 'Garage > Shelf 2 > Tote B' });
    expect(await places(app)).toHaveLength(5);

    const patched = await send(app, 'PATCH', `/api/inventory/${byPath.id}`, { storage_location: 'Garage > Shelf 3 > Tote C' });
    expect(patched.json()).toMatchObject({ storage_location: 'Garage > Shelf 3 > Tote C' });
    const made = (await places(app)).filter((p) => p.path.startsWith('Garage > Shelf 3'));
    expect(made.map((p) => p.path)).toEqual(['Garage > Shelf 3', 'Garage > Shelf 3 > Tote C']);
    expect(made[0].parent_id).toBe(garage.id);

    expect((await send(app, 'PATCH', `/api/inventory/${byPath.id}`, { place_id: garage.id })).json()).toMatchObject({ place_id: garage.id, storage_location: 'Garage' });
    expect((await send(app, 'PATCH', `/api/inventory/${byPath.id}`, { place_id: null })).json()).toMatchObject({ place_id: null, storage_location: null });
    expect((await send(app, 'PATCH', `/api/inventory/${byPath.id}`, { storage_location: 'Attic' })).json().place_id).toBe((await places(app)).find((p) => p.path === 'Attic')!.id);
    expect((await send(app, 'PATCH', `/api/inventory/${byPath.id}`, { storage_location: null })).json().place_id).toBeNull();

    const refusals: [object, string][] = [
      [{ place_id: 9999 }, 'No place has the id 9999'],
      [{ place_id: garage.id, storage_location: 'Attic' }, 'Give the place as place_id or as storage_location, not both'],
      [{ place_id: 'Garage' }, 'Storage place must be a whole number'],
    ];
    for (const [payload, error] of refusals) {
      const res = await send(app, 'PATCH', `/api/inventory/${byPath.id}`, payload);
      expect([res.statusCode, res.json().error]).toEqual([400, error]);
      const created = await send(app, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good', ...payload });
      expect([created.statusCode, created.json().error]).toEqual([400, error]);
    }
  });

  it('filters the collection by a place with the places inside it, and the search finds a place\'s name', async () => {
    const { app, db } = await buildTestApp();
    const { garage, shelf2, tote, shelf1, attic } = await tree(app);
    const leo = await figureId(db, 'Leonardo', 1988);
    const inTote = await copy(app, { figure_id: leo, condition: 'Good', place_id: tote.id });
    const onShelf = await copy(app, { figure_id: leo, condition: 'Good', place_id: shelf1.id });
    const upstairs = await copy(app, { figure_id: leo, condition: 'Mint', place_id: attic.id });
    const nowhere = await copy(app, { figure_id: leo, condition: 'Good' });
    expect(await listed(app, `place=${garage.id}`)).toEqual([inTote.id, onShelf.id]);
    expect(await listed(app, `place=${shelf2.id}`)).toEqual([inTote.id]);
    expect(await listed(app, `place=${tote.id}&condition=Good`)).toEqual([inTote.id]);
    expect(await listed(app, `place=${attic.id}&condition=Good`)).toEqual([]);
    expect(await listed(app, `storage_location=${encodeURIComponent('garage/shelf 2')}`)).toEqual([inTote.id]);
    expect(await listed(app, `storage_location=Cellar`)).toEqual([]);
    expect(await listed(app, 'q=shelf')).toEqual([inTote.id, onShelf.id]);
    expect(await listed(app, 'q=tote b')).toEqual([inTote.id]);
    expect(await listed(app, 'q=attic')).toEqual([upstairs.id]);
    expect(nowhere.storage_location).toBeNull();
    const unknown = await app.inject('/api/inventory?place=9999');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Place not found']);
    const both = await app.inject(`/api/inventory?place=${garage.id}&storage_location=Garage`);
    expect([both.statusCode, both.json().error]).toEqual([400, 'Filter by place or by storage_location, not both']);
  });

  it('counts what each place holds and what it is worth, its own and inside it', async () => {
    const { app, db } = await buildTestApp();
    const { garage, shelf2, tote, attic } = await tree(app);
    const leo = await figureId(db, 'Leonardo', 1988);
    await copy(app, { figure_id: leo, condition: 'Good', place_id: tote.id, purchase_price: 10 });
    await copy(app, { figure_id: leo, condition: 'Good', place_id: tote.id, purchase_price: 15.5 });
    await copy(app, { figure_id: leo, condition: 'Good', place_id: shelf2.id, purchase_price: 4 });
    const sold = await copy(app, { figure_id: leo, condition: 'Good', place_id: garage.id, purchase_price: 100 });
    expect((await send(app, 'POST', `/api/inventory/${sold.id}/sell`, { price: 120, date: '2026-11-01' })).statusCode).toBe(200);
    const byPath = new Map((await places(app)).map((p) => [p.path, p]));
    expect(byPath.get('Garage > Shelf 2 > Tote B')).toMatchObject({ copies: 2, total_copies: 2, value: 25.5 });
    expect(byPath.get('Garage > Shelf 2')).toMatchObject({ copies: 1, total_copies: 3, value: 29.5 });
    // A sold copy is no longer held anywhere.
    expect(byPath.get('Garage')).toMatchObject({ copies: 0, total_copies: 3, value: 29.5 });
    expect(byPath.get('Attic')).toMatchObject({ copies: 0, total_copies: 0, value: 0 });

    const page = await detail(app, shelf2.id);
    expect(page).toMatchObject({ path: 'Garage > Shelf 2', ancestors: [{ id: garage.id, name: 'Garage' }], checks: [] });
    expect(page.children.map((c) => [c.name, c.total_copies, c.value])).toEqual([['Tote B', 2, 25.5]]);
    expect((await app.inject('/api/places/9999')).statusCode).toBe(404);
    expect(attic.id).toBeGreaterThan(0);
  });
});

describe('a stocktake', () => {
  it('records its date, its counts and which copies were missing; the place list shows the last one', async () => {
    const { app, db } = await buildTestApp();
    const { shelf2, tote, attic } = await tree(app);
    const leo = await figureId(db, 'Leonardo', 1988);
    const bebop = await figureId(db, 'Bebop', 1988);
    const a = await copy(app, { figure_id: leo, condition: 'Good', place_id: tote.id });
    const b = await copy(app, { figure_id: leo, condition: 'Good', place_id: tote.id });
    const c = await copy(app, { figure_id: bebop, condition: 'Good', place_id: shelf2.id });
    const elsewhere = await copy(app, { figure_id: bebop, condition: 'Good', place_id: attic.id });

    const res = await send(app, 'POST', `/api/places/${shelf2.id}/checks`, { counted: [a.id, elsewhere.id, c.id] });
    expect(res.statusCode, res.body).toBe(201);
    const check: PlaceCheck = res.json();
    expect(check).toMatchObject({ place_id: shelf2.id, expected: 3, found: 2, not_expected: 1, missing: 1, missing_copies: [{ id: b.id, name: 'Leonardo' }] });
    expect(Date.parse(check.checked_at)).toBeGreaterThan(Date.now() - 60_000);
    // The copies stay where they are recorded.
    expect((await item(app, elsewhere.id)).place_id).toBe(attic.id);

    const listedShelf = (await places(app)).find((p) => p.id === shelf2.id)!;
    expect(listedShelf.last_check).toEqual({ id: check.id, checked_at: check.checked_at, expected: 3, found: 2, not_expected: 1, missing: 1 });
    expect((await places(app)).find((p) => p.id === tote.id)!.last_check).toBeNull();
    expect((await detail(app, shelf2.id)).checks).toEqual([check]);

    const bad = await send(app, 'POST', `/api/places/${shelf2.id}/checks`, { counted: ['a'] });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'Counted copies must be a whole number']);
    expect((await send(app, 'POST', '/api/places/9999/checks', { counted: [] })).statusCode).toBe(404);
  });
});
