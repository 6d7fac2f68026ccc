import fs from 'node:fs';
import path from 'node:path';
import type { KyselyPlugin, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PublicShare } from '@tmnt/domain';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { buildTestApp, figureId, freshDatabase, recordSales } from './helpers.ts';
import { multipart } from './support/multipart.ts';

// Read-only links (issue 39): on SQLite here, on PostgreSQL in npm run test:pg.

const PASSWORD = 'a password for the shares test';
const SECRET_URL = /^http:\/\/localhost:80\/s\/([A-Za-z0-9_-]{32})$/;

/** Private things a link must never carry, stored on copies and elsewhere in the collection. */
const PRIVATE = {
  notes: 'NOTE-Paid-cash-at-the-flea-market',
  place: 'SHELF-Garage-tote-B',
  modification: 'MOD-repainted-belt',
  price: 4321.09,
  buyer: 'BUYER-Jane-from-the-forum',
  saleWhere: 'SOLD-AT-Columbus-show',
};

const post = (app: App, url: string, payload: object, cookie?: string) => app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

async function addCopy(app: App, db: Db, name: string, year: number, extra: object = {}): Promise<number> {
  const res = await post(app, '/api/inventory', { figure_id: await figureId(db, name, year), condition: 'Near Mint', packaging_type: 'Loose', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function makeShare(app: App, payload: object): Promise<{ id: number; url: string; secret: string; body: Record<string, unknown> }> {
  const res = await post(app, '/api/shares', payload);
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  const secret = SECRET_URL.exec(body.url)?.[1];
  expect(secret, body.url).toBeDefined();
  return { id: body.id, url: body.url, secret: secret!, body };
}

const publicData = async (app: App, secret: string, remoteAddress?: string) => app.inject({ url: `/api/public/${secret}`, ...(remoteAddress && { remoteAddress }) });
const data = async (app: App, secret: string): Promise<PublicShare> => {
  const res = await publicData(app, secret);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A collection with private facts on every copy, a sold copy, a photo and a want. */
async function collection(options: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp(options);
  const { app, db } = t;
  // Market prices for Leonardo (loose) and Shredder (carded); none for Bebop, whose copy is valued at what was paid.
  const recent = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await recordSales(db, await figureId(db, 'Leonardo', 1988), [2000, 2200, 2400].map((cents, i) => ({ cents, date: recent(5 + i), tier: 'loose' as const })));
  await recordSales(db, await figureId(db, 'Shredder', 1988), [9000, 9500, 10000].map((cents, i) => ({ cents, date: recent(5 + i), tier: 'carded' as const })));
  const leo = await addCopy(app, db, 'Leonardo', 1988, { purchase_price: PRIVATE.price, notes: PRIVATE.notes, storage_location: PRIVATE.place });
  const leoAgain = await addCopy(app, db, 'Leonardo', 1988, { storage_location: PRIVATE.place });
  const bebop = await addCopy(app, db, 'Bebop', 1988, { purchase_price: PRIVATE.price });
  const shredder = await addCopy(app, db, 'Shredder', 1988, { packaging_type: 'Sealed MOC' });
  await app.inject({ method: 'PATCH', url: `/api/inventory/${shredder}`, payload: { custom_modifications: PRIVATE.modification, grading_company: 'AFA', grading_grade: '85' } });
  const sold = await addCopy(app, db, 'Krang', 1989);
  const sale = await post(app, `/api/inventory/${sold}/sell`, { price: 99, date: '2026-11-01', where: PRIVATE.saleWhere, buyer_note: PRIVATE.buyer });
  expect(sale.statusCode, sale.body).toBe(200);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3050a0' } }).jpeg().toBuffer();
  const uploaded = await app.inject({ method: 'POST', url: `/api/inventory/${shredder}/photos`, ...(await multipart([['photo', { filename: 'shredder.jpg', data: photo }]])) });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const photoName = (uploaded.json() as { url: string }[])[0].url.slice('/uploads/'.length);
  return { ...t, leo, leoAgain, bebop, shredder, sold, photoName };
}

/** Every text an answer or page of a link could carry, checked for each private fact. */
function expectNothingPrivate(text: string) {
  for (const secret of [PRIVATE.notes, PRIVATE.place, PRIVATE.modification, PRIVATE.buyer, PRIVATE.saleWhere, '4321.09', '4,321.09', 'Krang', '/uploads/']) {
    expect(text).not.toContain(secret);
  }
}

describe('links the collector controls', () => {
  it('makes a link of each kind, says its address once, and keeps only the hash of its secret', async () => {
    const { app, db } = await collection();
    const made = await makeShare(app, { kind: 'wants' });
    expect(made.body).toMatchObject({ kind: 'wants', title: 'My want list', show_values: false, show_targets: false, show_photos: false, filter: {}, expires_at: null, open_count: 0, last_opened_at: null });
    const rows = await db.selectFrom('shares').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(made.secret);
    // The list never says the address again.
    const list = (await app.inject('/api/shares')).json();
    expect(JSON.stringify(list)).not.toContain(made.secret);
    expect(list.shares[0]).not.toHaveProperty('url');
    expect(list.address).toEqual({ base: 'http://localhost:80', from: 'request', reach: 'loopback' });

    for (const kind of ['collection', 'trades'] as const) expect((await makeShare(app, { kind })).body).toMatchObject({ kind });
    // Two links made alike have secrets far apart (random, 192 bits).
    const again = await makeShare(app, { kind: 'wants' });
    expect(again.secret).not.toBe(made.secret);
  });

  it('refuses what is not a link: naming the field', async () => {
    const { app } = await buildTestApp();
    const refused = async (payload: object, field: string) => {
      const res = await post(app, '/api/shares', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    };
    await refused({ kind: 'everything' }, 'kind');
    await refused({ kind: 'wants', title: 'x'.repeat(101) }, 'title');
    await refused({ kind: 'wants', title: '   ' }, 'title');
    await refused({ kind: 'wants', show_values: 'yes' }, 'show_values');
    await refused({ kind: 'wants', expires_at: 'next week' }, 'expires_at');
    await refused({ kind: 'wants', expires_at: '2020-01-01T00:00:00Z' }, 'expires_at');
    await refused({ kind: 'wants', filter: { shelf: 'B' } }, 'filter');
    await refused({ kind: 'wants', secret: 'mine' }, 'secret');
    expect((await app.inject({ method: 'PATCH', url: '/api/shares/999', payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/shares/999' })).statusCode).toBe(404);
  });

  it('lists each link with when it was last opened and how often', async () => {
    const { app } = await collection();
    const { id, secret } = await makeShare(app, { kind: 'collection' });
    await data(app, secret);
    expect((await app.inject(`/s/${secret}`)).statusCode).toBe(200);
    const [listed] = (await app.inject('/api/shares')).json().shares;
    expect(listed).toMatchObject({ id, open_count: 2 });
    expect(Date.now() - Date.parse(listed.last_opened_at)).toBeLessThan(60_000);
  });

  it('needs the login to make, list, change or end links', async () => {
    const { app } = await buildTestApp({ access: { password: PASSWORD } });
    expect((await app.inject('/api/shares')).statusCode).toBe(401);
    expect((await post(app, '/api/shares', { kind: 'wants' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/shares/1' })).statusCode).toBe(401);
  });
});

describe('what a link shows', () => {
  it('collection: copies alike once with how many, by series with completion; values and photos only when chosen', async () => {
    const { app, photoName } = await collection();
    const { id, secret } = await makeShare(app, { kind: 'collection', title: 'Leo and friends' });
    const hidden = await data(app, secret);
    expect(hidden).toMatchObject({ kind: 'collection', title: 'Leo and friends', currency: 'USD', copies: 4 });
    expect(hidden).not.toHaveProperty('total_value');
    if (hidden.kind !== 'collection') throw new Error('not a collection');
    const series = hidden.series.find((s) => s.series === 'Original Series' || s.copies.some((c) => c.name === 'Leonardo'))!;
    expect(series.owned).toBe(3);
    expect(series.total).toBeGreaterThan(2);
    expect(series.percent).toBe(Math.round((3 / series.total) * 100));
    const leo = series.copies.find((c) => c.name === 'Leonardo')!;
    expect(leo).toEqual({ figure_id: expect.any(Number), name: 'Leonardo', year: 1988, series: series.series, picture_url: null, condition: 'Near Mint', packaging_type: 'Loose', variant: null, grade: null, count: 2 });
    const shredder = series.copies.find((c) => c.name === 'Shredder')!;
    expect(shredder).toMatchObject({ grade: 'AFA 85', packaging_type: 'Sealed MOC', count: 1 });
    expect(shredder).not.toHaveProperty('value');
    expect(shredder).not.toHaveProperty('photo_urls');
    expectNothingPrivate(JSON.stringify(hidden));
    expect(JSON.stringify(hidden)).not.toContain(photoName);

    await app.inject({ method: 'PATCH', url: `/api/shares/${id}`, payload: { show_values: true, show_photos: true } });
    const shown = await data(app, secret);
    if (shown.kind !== 'collection') throw new Error('not a collection');
    // Each line's value is what its copies are worth on the market; Bebop's, only what was paid, is not said.
    const copies: { name: string; estimated_value: number }[] = (await app.inject('/api/inventory')).json();
    const worth = (name: string) => copies.filter((c) => c.name === name).reduce((sum, c) => sum + c.estimated_value, 0);
    const line = (name: string) => shown.series.flatMap((s) => s.copies).find((c) => c.name === name)!;
    expect(line('Leonardo').value).toBeCloseTo(worth('Leonardo'), 2);
    expect(line('Leonardo').value).toBeGreaterThan(0);
    expect(line('Shredder').value).toBeCloseTo(worth('Shredder'), 2);
    expect(line('Bebop').value).toBeNull();
    expect(shown.total_value).toBeCloseTo(worth('Leonardo') + worth('Shredder'), 2);
    const withPhoto = shown.series.flatMap((s) => s.copies).find((c) => c.name === 'Shredder')!;
    expect(withPhoto.photo_urls).toEqual([`/s/${secret}/pictures/${photoName}`]);
    const served = await app.inject(withPhoto.photo_urls![0]);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-robots-tag']).toBe('noindex, nofollow');
    expectNothingPrivate(JSON.stringify(shown));
  });

  it('collection: narrowed to one series', async () => {
    const { app, db } = await collection();
    await addCopy(app, db, 'Captain Leonardo', 1994);
    const kirk = await db.selectFrom('figures').select('series').where('name', '=', 'Captain Leonardo').executeTakeFirstOrThrow();
    const { secret } = await makeShare(app, { kind: 'collection', filter: { series: kirk.series } });
    const shown = await data(app, secret);
    if (shown.kind !== 'collection') throw new Error('not a collection');
    expect(shown.copies).toBe(1);
    expect(shown.series.map((s) => s.series)).toEqual([kirk.series]);
    expect(JSON.stringify(shown)).not.toContain('Shredder');
  });

  it('collection and trades: narrowed to a place (with the places inside it) or a tag; a place that ends shows nothing', async () => {
    const { app, leo, shredder } = await collection();
    const place = async (name: string, parent_id?: number) => {
      const res = await post(app, '/api/places', { name, ...(parent_id && { parent_id }) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const garage = await place('Garage');
    const tote = await place('Tote B', garage);
    await app.inject({ method: 'PATCH', url: `/api/inventory/${leo}`, payload: { place_id: tote, tags: ['Show stock'] } });
    await app.inject({ method: 'PATCH', url: `/api/inventory/${shredder}`, payload: { place_id: garage, for_trade: true } });
    const names = (shown: PublicShare) => (shown.kind === 'collection' ? shown.series.flatMap((s) => s.copies) : shown.kind === 'trades' ? shown.trades : []).map((c) => `${c.name} x${c.count}`).sort();

    const inGarage = await makeShare(app, { kind: 'collection', filter: { place: garage } });
    expect(names(await data(app, inGarage.secret))).toEqual(['Leonardo x1', 'Shredder x1']);
    const inTote = await makeShare(app, { kind: 'collection', filter: { place: tote } });
    expect(names(await data(app, inTote.secret))).toEqual(['Leonardo x1']);
    const tagged = await makeShare(app, { kind: 'collection', filter: { tag: 'show STOCK' } });
    expect(names(await data(app, tagged.secret))).toEqual(['Leonardo x1']);
    const trades = await makeShare(app, { kind: 'trades', filter: { place: tote } });
    expect(names(await data(app, trades.secret))).toEqual([]);
    // Nothing of the place itself is said: not its name, not its path.
    expect(JSON.stringify(await data(app, inGarage.secret))).not.toMatch(/Garage|Tote B/);

    const refused = await post(app, '/api/shares', { kind: 'collection', filter: { place: 99_999 } });
    expect([refused.statusCode, refused.json().field]).toEqual([400, 'filter']);
    expect((await app.inject({ method: 'DELETE', url: `/api/places/${tote}?move_to=${garage}` })).statusCode).toBe(204);
    expect(names(await data(app, inTote.secret))).toEqual([]);
  });

  it('wants: figure, tier and variant; targets only when chosen; a figure found since is gone', async () => {
    const { app, db } = await collection();
    const want = async (name: string, year: number, payload: object) => {
      const res = await post(app, '/api/wants', { figure_id: await figureId(db, name, year), ...payload });
      expect(res.statusCode, res.body).toBe(201);
    };
    await want('Bebop', 1988, { tier: 'loose', target_price: 25.37 });
    await want('Rocksteady', 1988, { tier: 'carded', variant: 'Soft head' });
    await want('Splinter', 1988, { tier: 'loose' });
    const { id, secret } = await makeShare(app, { kind: 'wants' });
    const hidden = await data(app, secret);
    if (hidden.kind !== 'wants') throw new Error('not wants');
    expect(hidden.wants).toEqual([
      { figure_id: expect.any(Number), name: 'Bebop', year: 1988, series: expect.any(String), picture_url: null, tier: 'loose', variant: null },
      { figure_id: expect.any(Number), name: 'Rocksteady', year: 1988, series: expect.any(String), picture_url: null, tier: 'carded', variant: 'Soft head' },
      { figure_id: expect.any(Number), name: 'Splinter', year: 1988, series: expect.any(String), picture_url: null, tier: 'loose', variant: null },
    ]);
    expect(JSON.stringify(hidden)).not.toMatch(/target_price|25\.37/);

    await app.inject({ method: 'PATCH', url: `/api/shares/${id}`, payload: { show_targets: true } });
    // Found a loose Splinter since: it is gone from the link; a carded Bebop does not answer a loose want.
    await addCopy(app, db, 'Splinter', 1988);
    await addCopy(app, db, 'Bebop', 1988, { packaging_type: 'Sealed MOC' });
    const shown = await data(app, secret);
    if (shown.kind !== 'wants') throw new Error('not wants');
    expect(shown.wants.map((w) => [w.name, w.target_price])).toEqual([
      ['Bebop', 25.37],
      ['Rocksteady', null],
    ]);
    expectNothingPrivate(JSON.stringify(shown));
  });

  it('trades: only the copies marked for trade, with values only when chosen', async () => {
    const { app, shredder } = await collection();
    const marked = await app.inject({ method: 'PATCH', url: `/api/inventory/${shredder}`, payload: { for_trade: true } });
    expect(marked.json().for_trade).toBe(true);
    expect((await app.inject({ method: 'PATCH', url: `/api/inventory/${shredder}`, payload: { for_trade: 'yes' } })).json().field).toBe('for_trade');
    const { id, secret } = await makeShare(app, { kind: 'trades' });
    const shown = await data(app, secret);
    if (shown.kind !== 'trades') throw new Error('not trades');
    expect(shown.copies).toBe(1);
    expect(shown.trades).toEqual([expect.objectContaining({ name: 'Shredder', condition: 'Near Mint', packaging_type: 'Sealed MOC', count: 1 })]);
    expect(shown.trades[0]).not.toHaveProperty('value');
    expect(JSON.stringify(shown)).not.toContain('Leonardo');
    await app.inject({ method: 'PATCH', url: `/api/shares/${id}`, payload: { show_values: true } });
    const valued = await data(app, secret);
    if (valued.kind !== 'trades') throw new Error('not trades');
    expect(typeof valued.trades[0].value).toBe('number');
    expectNothingPrivate(JSON.stringify(valued));
  });
});

describe('nothing private, whatever a link shows', () => {
  it('sweeps every answer and page of each kind, everything shown, for what was paid, notes, places, sold copies, photos elsewhere', async () => {
    const { app, db, shredder, leo } = await collection();
    await app.inject({ method: 'PATCH', url: `/api/inventory/${shredder}`, payload: { for_trade: true } });
    await post(app, '/api/wants', { figure_id: await figureId(db, 'Bebop', 1988), tier: 'carded', target_price: 30 });
    const leoPhoto = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#10a040' } }).jpeg().toBuffer();
    const up = await app.inject({ method: 'POST', url: `/api/inventory/${leo}/photos`, ...(await multipart([['photo', { filename: 'leo.jpg', data: leoPhoto }]])) });
    const leoPhotoName = (up.json() as { url: string }[])[0].url.slice('/uploads/'.length);
    for (const kind of ['collection', 'wants', 'trades'] as const) {
      const { secret } = await makeShare(app, { kind, show_values: true, show_targets: true, show_photos: true });
      const texts = [(await publicData(app, secret)).body, (await app.inject(`/s/${secret}`)).body];
      for (const text of texts) {
        expectNothingPrivate(text);
        if (kind !== 'collection') expect(text).not.toContain(leoPhotoName);
        if (kind === 'wants') expect(text).not.toContain('Leonardo');
      }
    }
  });
});

describe('a link opens nothing else', () => {
  it('the page and data need no login (a page with a preview card, not indexed); every other route still does, with the secret or without', async () => {
    const location = await freshDatabase();
    const db = await openDatabase({ ...location, poolSize: 4 });
    const app = await buildApp({ db, dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web'), access: { password: PASSWORD } });
    try {
      const login = await post(app, '/api/auth/login', { password: PASSWORD });
      const cookie = String(login.headers['set-cookie']).split(';')[0];
      const copy = await post(app, '/api/inventory', { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good', packaging_type: 'Loose', notes: PRIVATE.notes }, cookie);
      expect(copy.statusCode).toBe(201);
      const made = await post(app, '/api/shares', { kind: 'collection', show_photos: true }, cookie);
      const secret = SECRET_URL.exec(made.json().url)![1];

      expect((await app.inject(`/api/public/${secret}`)).statusCode).toBe(200);
      const page = await app.inject(`/s/${secret}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(page.body).toContain('<meta property="og:title" content="My collection" />');
      expect(page.body).toContain('<meta property="og:description" content="1 figure in 1 series" />');
      expect(page.body).toContain('Leonardo');
      expectNothingPrivate(page.body);

      // The secret is no key to anything else: as a cookie, a header, a query or a path elsewhere.
      for (const url of ['/api/inventory', `/api/inventory?secret=${secret}`, '/api/shares', '/api/inventory/export/full', `/api/inventory/${copy.json().id}`, '/api/wants']) {
        for (const headers of [{}, { cookie: `tmnt_session=${secret}` }, { authorization: `Bearer ${secret}` }, { 'x-share-secret': secret }]) {
          expect((await app.inject({ url, headers })).statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        }
      }
      expect((await app.inject({ method: 'POST', url: `/api/public/${secret}`, payload: {} })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/public/${secret}` })).statusCode).toBe(404);
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('serves only the pictures its answer names, never under /uploads', async () => {
    const { app, photoName, leo } = await collection();
    const other = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a05030' } }).jpeg().toBuffer();
    const up = await app.inject({ method: 'POST', url: `/api/inventory/${leo}/photos`, ...(await multipart([['photo', { filename: 'leo.jpg', data: other }]])) });
    const leoPhoto = (up.json() as { url: string }[])[0].url.slice('/uploads/'.length);
    const { id, secret } = await makeShare(app, { kind: 'trades', show_photos: true });
    // Nothing is for trade: no picture is named, so none is served.
    for (const name of [photoName, leoPhoto, '../collection.db', 'x.jpg']) expect((await app.inject(`/s/${secret}/pictures/${encodeURIComponent(name)}`)).statusCode).toBe(404);
    // Shredder for trade: its photo is served, Leonardo's (not in the link) is not.
    const shredder = (await app.inject('/api/inventory')).json().find((i: { name: string }) => i.name === 'Shredder').id;
    await app.inject({ method: 'PATCH', url: `/api/inventory/${shredder}`, payload: { for_trade: true } });
    expect((await app.inject(`/s/${secret}/pictures/${photoName}`)).statusCode).toBe(200);
    expect((await app.inject(`/s/${secret}/pictures/${leoPhoto}`)).statusCode).toBe(404);
    // Photos hidden again: not served either.
    await app.inject({ method: 'PATCH', url: `/api/shares/${id}`, payload: { show_photos: false } });
    expect((await app.inject(`/s/${secret}/pictures/${photoName}`)).statusCode).toBe(404);
  });

  it('an ended, an expired and a never-made link answer alike', async () => {
    const { app } = await collection();
    const ended = await makeShare(app, { kind: 'wants' });
    expect((await app.inject({ method: 'DELETE', url: `/api/shares/${ended.id}` })).statusCode).toBe(204);
    const expiring = await makeShare(app, { kind: 'wants', expires_at: new Date(Date.now() + 800).toISOString() });
    expect((await publicData(app, expiring.secret)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 900));
    const renewed = await makeShare(app, { kind: 'wants' });
    const renewal = (await post(app, `/api/shares/${renewed.id}/renew`, {})).json();
    expect(renewal.url).not.toBe(renewed.url);
    const never = 'A'.repeat(32);

    const answers = await Promise.all([ended.secret, expiring.secret, renewed.secret, never].map((secret, i) => publicData(app, secret, `198.51.100.${i + 1}`)));
    const pages = await Promise.all([ended.secret, expiring.secret, renewed.secret, never].map((secret, i) => app.inject({ url: `/s/${secret}`, remoteAddress: `198.51.100.${i + 1}` })));
    for (const answer of answers) expect([answer.statusCode, answer.body]).toEqual([answers[3].statusCode, answers[3].body]);
    for (const page of pages) expect([page.statusCode, page.body]).toEqual([pages[3].statusCode, pages[3].body]);
    expect(answers[3].statusCode).toBe(404);
    expect(pages[3].body).toContain('This link does not work');
    // The renewed link's new address works.
    expect((await publicData(app, SECRET_URL.exec(renewal.url)![1])).statusCode).toBe(200);
    // The list says which has expired.
    const listed = (await app.inject('/api/shares')).json().shares.find((s: { id: number }) => s.id === expiring.id);
    expect(listed.expired).toBe(true);
  });

  it('guessing gets nowhere: wrong secrets from one address are refused without reading the database each time', async () => {
    const location = await freshDatabase();
    const own = await openDatabase({ ...location, poolSize: 4 });
    let lookups = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }: { node: RootOperationNode }) => {
        if (JSON.stringify(node).includes('"shares"')) lookups++;
        return node;
      },
      transformResult: async ({ result }: { result: QueryResult<UnknownRow> }) => result,
    };
    const app = await buildApp({ db: own.withPlugin(counter), dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web') });
    try {
      const made = await makeShare(app, { kind: 'wants' });
      const statuses = new Map<number, number>();
      lookups = 0;
      for (let i = 0; i < 1000; i++) {
        const guess = `${String(i).padStart(4, '0')}${'x'.repeat(28)}`;
        const res = await publicData(app, guess, '203.0.113.9');
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
      expect(statuses.get(404)).toBe(20);
      expect(statuses.get(429)).toBe(980);
      expect(lookups).toBeLessThanOrEqual(20);
      // Even the right secret is refused from that address for now; from another it opens.
      expect((await publicData(app, made.secret, '203.0.113.9')).statusCode).toBe(429);
      expect((await publicData(app, made.secret, '203.0.113.10')).statusCode).toBe(200);
    } finally {
      await app.close();
      await own.destroy();
    }
  });

  it('opening links is limited per address', async () => {
    const { app } = await collection();
    const { secret } = await makeShare(app, { kind: 'wants' });
    for (let i = 0; i < 60; i++) expect((await publicData(app, secret, '192.0.2.50')).statusCode).toBe(200);
    const refused = await publicData(app, secret, '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await publicData(app, secret, '192.0.2.51')).statusCode).toBe(200);
  });

  it('an ended link ends on every instance at once', async () => {
    const location = await freshDatabase();
    const web = path.join(location.dataDir, 'no-web');
    const dbA = await openDatabase({ ...location, poolSize: 2 });
    const a = await buildApp({ db: dbA, dataDir: location.dataDir, webDist: web });
    const dbB = await openDatabase({ ...location, poolSize: 2 });
    const b = await buildApp({ db: dbB, dataDir: location.dataDir, webDist: web });
    try {
      const made = await makeShare(a, { kind: 'wants' });
      expect((await publicData(b, made.secret)).statusCode).toBe(200);
      expect((await a.inject({ method: 'PATCH', url: `/api/shares/${made.id}`, payload: { title: 'Renamed' } })).statusCode).toBe(200);
      expect((await data(b, made.secret)).title).toBe('Renamed');
      expect((await a.inject({ method: 'DELETE', url: `/api/shares/${made.id}` })).statusCode).toBe(204);
      expect((await publicData(b, made.secret)).statusCode).toBe(404);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([dbA.destroy(), dbB.destroy()]);
    }
  });

  it('the log names no secret', async () => {
    const location = await freshDatabase();
    const db = await openDatabase({ ...location, poolSize: 4 });
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp({ db, dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web'), logger: { level: 'info', stream } });
    try {
      const { secret } = await makeShare(app, { kind: 'wants' });
      await app.inject(`/s/${secret}`);
      await app.inject(`/api/public/${secret}`);
      await app.inject(`/s/${secret}/pictures/${'a'.repeat(64)}.jpg`);
      const log = lines.join('');
      expect(log).toContain('"url":"/s/<secret>"');
      expect(log).toContain('"url":"/api/public/<secret>"');
      expect(log).toContain(`"url":"/s/<secret>/pictures/${'a'.repeat(64)}.jpg"`);
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('a backup carries the links as hashes only, and the copies marked for trade', async () => {
    const { app, db, dataDir, shredder } = await collection();
    await app.inject({ method: 'PATCH', url: `/api/inventory/${shredder}`, payload: { for_trade: true } });
    const { secret } = await makeShare(app, { kind: 'trades' });
    const full = (await app.inject('/api/inventory/export/full')).json();
    expect(full.copies.find((c: { figure: { name: string } }) => c.figure.name === 'Shredder').for_trade).toBe(true);
    expect(JSON.stringify(full)).not.toContain(secret);
    const backup = await app.inject({ method: 'POST', url: '/api/backup' });
    expect(backup.statusCode, backup.body).toBe(201);
    const file = path.join(dataDir, 'backups', backup.json().name);
    expect(fs.readFileSync(file).includes(Buffer.from(secret))).toBe(false);
    expect((await db.selectFrom('shares').select('secret_hash').executeTakeFirstOrThrow()).secret_hash).not.toBe(secret);
  });
});
