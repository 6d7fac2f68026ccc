// The want list's API (issue 29), on SQLite and (npm run test:pg) PostgreSQL.
import { describe, expect, it } from 'vitest';
import { daysBefore, utcToday } from '@tmnt/domain';
import type { Db } from '../src/db/database.ts';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

type App = TestApp['app'];

const addWant = (app: App, payload: object) => app.inject({ method: 'POST', url: '/api/wants', payload });
const patchWant = (app: App, id: number | string, payload: object) => app.inject({ method: 'PATCH', url: `/api/wants/${id}`, payload });
const wantMissing = (app: App, payload: object) => app.inject({ method: 'POST', url: '/api/wants/missing', payload });
const wants = async (app: App) => (await app.inject('/api/wants')).json() as { id: number; figure_name: string; gap: number | null }[];

const today = utcToday();
const ago = (days: number) => daysBefore(today, days);

/** Sales of a figure in a tier, one a day from yesterday back. */
const sales = (db: Db, figure: number, tier: 'carded' | 'loose', cents: number[]) =>
  recordSales(db, figure, cents.map((c, n) => ({ cents: c, date: ago(n + 1), tier })));

/** What the last check saw as a want's cheapest listing (what the job writes; see wants-check.test.ts). */
async function sawBest(db: Db, wantId: number, listing: { price: number; shipping: number; seenAt?: string; endsAt?: string | null }) {
  await db
    .updateTable('wants')
    .set({
      best_listing_id: `v1|${wantId}|0`,
      best_title: `Listing for want ${wantId}`,
      best_price_cents: listing.price,
      best_shipping_cents: listing.shipping,
      best_total_cents: listing.price + listing.shipping,
      best_url: `https://www.ebay.com/itm/${wantId}`,
      best_ends_at: listing.endsAt ?? null,
      best_seen_at: listing.seenAt ?? new Date().toISOString(),
    })
    .where('id', '=', wantId)
    .execute();
}

describe('adding a want', () => {
  it('answers 201 with the want, its figure and the rule it watches by', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const res = await addWant(app, { figure_id: leo, tier: 'loose', variant: ' Soft head ', target_price: 45, note: ' Blue mask, complete ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      figure_id: leo,
      figure_name: 'Leonardo',
      year: 1988,
      series: 'Original Series',
      tier: 'loose',
      variant: 'Soft head',
      target_price: 45,
      note: 'Blue mask, complete',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      market_average: null,
      watch: { kind: 'target', price: 45, rule: 'Your target: $45.00' },
      best_listing: null,
      gap: null,
    });
    // The highest target there is, and none at all.
    expect((await addWant(app, { figure_id: leo, tier: 'carded', target_price: 100000 })).json().target_price).toBe(100000);
    const shredder = await figureId(db, 'Shredder', 1988);
    expect((await addWant(app, { figure_id: shredder, tier: 'carded' })).json()).toMatchObject({
      target_price: null, variant: null, note: null,
      watch: { kind: 'none', price: null, rule: 'No target, and 0 of the 5 sales needed to watch for prices 20% under the average' },
    });
  });

  it('refuses a bad tier, target or note with 400 naming the field', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const refused = async (payload: object, field: string, error: RegExp) => {
      const res = await addWant(app, { figure_id: leo, tier: 'loose', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ field, error: expect.stringMatching(error) });
    };
    await refused({ tier: 'mint' }, 'tier', /must be one of/);
    await refused({ tier: undefined }, 'tier', /is required/);
    await refused({ target_price: 0 }, 'target_price', /must be more than 0/);
    await refused({ target_price: -5 }, 'target_price', /must be more than 0/);
    await refused({ target_price: 100000.01 }, 'target_price', /must be 100,000 or less/);
    await refused({ target_price: 12.345 }, 'target_price', /at most 2 decimal places/);
    await refused({ target_price: 'cheap' }, 'target_price', /must be a number/);
    await refused({ note: 'x'.repeat(1001) }, 'note', /at most 1,000 characters/);
    await refused({ figure_id: 'Leonardo' }, 'figure_id', /whole number/);
    await refused({ colour: 'blue' }, 'colour', /colour/);
    // A note of exactly 1,000 characters is fine; nothing was stored by the refusals.
    expect((await addWant(app, { figure_id: leo, tier: 'loose', note: 'x'.repeat(1000) })).statusCode).toBe(201);
    expect(await wants(app)).toHaveLength(1);
  });

  it('answers 404 for an unknown figure', async () => {
    const { app } = await buildTestApp();
    const res = await addWant(app, { figure_id: 999_999, tier: 'loose' });
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'Figure not found' }]);
  });

  it('refuses the same figure, tier and variant twice with 409 naming it; another tier or variant is another want', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    expect((await addWant(app, { figure_id: leo, tier: 'loose' })).statusCode).toBe(201);
    const again = await addWant(app, { figure_id: leo, tier: 'loose', target_price: 20 });
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'Leonardo (1988), loose, is already on your want list' }]);
    // An empty variant is none.
    expect((await addWant(app, { figure_id: leo, tier: 'loose', variant: '  ' })).statusCode).toBe(409);
    expect((await addWant(app, { figure_id: leo, tier: 'carded' })).statusCode).toBe(201);
    expect((await addWant(app, { figure_id: leo, tier: 'loose', variant: 'Soft head' })).statusCode).toBe(201);
    // The variant however written.
    const variant = await addWant(app, { figure_id: leo, tier: 'loose', variant: 'soft-HEAD' });
    expect([variant.statusCode, variant.json()]).toEqual([409, { error: 'Leonardo (1988), loose, soft-HEAD, is already on your want list' }]);
    expect(await wants(app)).toHaveLength(3);
  });
});

describe('the want list', () => {
  it("shows each want's tier average, the rule it watches by, its best listing and gap, closest to target first", async () => {
    const { app, db } = await buildTestApp();
    const [leo, shredder, splinter, april] = [
      await figureId(db, 'Leonardo', 1988), await figureId(db, 'Shredder', 1988), await figureId(db, 'Splinter', 1988), await figureId(db, "April O'Neil", 1988),
    ];
    // Leonardo loose: 7 sales averaging (50 + 52 + 54 + 56 + 58 + 60 + 62) / 7 = $56.00; carded sales do not count for it.
    await sales(db, leo, 'loose', [5000, 5200, 5400, 5600, 5800, 6000, 6200]);
    await sales(db, leo, 'carded', [20000]);
    // Shredder carded: 3 sales averaging $110.00, too few to watch by without a target.
    await sales(db, shredder, 'carded', [10000, 11000, 12000]);
    // Splinter loose: 5 sales averaging $30.00 exactly (the least the rule takes).
    await sales(db, splinter, 'loose', [2800, 2900, 3000, 3100, 3200]);

    const leoLoose = (await addWant(app, { figure_id: leo, tier: 'loose' })).json();
    const shredderCarded = (await addWant(app, { figure_id: shredder, tier: 'carded', target_price: 100 })).json();
    const shredderWatchless = (await addWant(app, { figure_id: shredder, tier: 'loose' })).json();
    const splinterLoose = (await addWant(app, { figure_id: splinter, tier: 'loose' })).json();
    const aprilLoose = (await addWant(app, { figure_id: april, tier: 'loose', target_price: 30 })).json();
    const leoCarded = (await addWant(app, { figure_id: leo, tier: 'carded', target_price: 150 })).json();

    // Leonardo loose: $48.00 + $4.50 = $52.50 against 20% under $56.00 = $44.80: $7.70 over.
    await sawBest(db, leoLoose.id, { price: 4800, shipping: 450 });
    // Shredder carded: $85.00 + $5.00 = $90.00 against the $100.00 target: $10.00 under.
    await sawBest(db, shredderCarded.id, { price: 8500, shipping: 500 });
    // Nothing is watched for on Shredder loose: a best listing, but no gap.
    await sawBest(db, shredderWatchless.id, { price: 1000, shipping: 0 });
    // Splinter loose: $24.00 free shipping against 20% under $30.00 = $24.00: exactly on it.
    await sawBest(db, splinterLoose.id, { price: 2400, shipping: 0 });
    // April: seen three days ago, no longer current.
    await sawBest(db, aprilLoose.id, { price: 100, shipping: 0, seenAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    // Leonardo carded: an auction that has ended.
    await sawBest(db, leoCarded.id, { price: 100, shipping: 0, endsAt: new Date(Date.now() - 60_000).toISOString() });

    const list = await wants(app);
    expect(list.map((w) => [w.figure_name, w.gap])).toEqual([
      ['Shredder', -10],
      ['Splinter', 0],
      ['Leonardo', 7.7],
      // No gap: in the order they were added.
      ['Shredder', null],
      ["April O'Neil", null],
      ['Leonardo', null],
    ]);
    const byId = new Map(list.map((w) => [w.id, w]));
    expect(byId.get(leoLoose.id)).toMatchObject({
      market_average: 56,
      watch: { kind: 'under_average', price: 44.8, rule: '20% under the loose average of $56.00 (7 sales): $44.80' },
      best_listing: { title: `Listing for want ${leoLoose.id}`, price: 48, shipping: 4.5, total: 52.5, url: `https://www.ebay.com/itm/${leoLoose.id}`, ends_at: null },
      gap: 7.7,
    });
    expect(byId.get(shredderCarded.id)).toMatchObject({ market_average: 110, watch: { kind: 'target', price: 100, rule: 'Your target: $100.00' }, best_listing: { total: 90 } });
    expect(byId.get(shredderWatchless.id)).toMatchObject({
      market_average: null,
      watch: { kind: 'none', price: null, rule: 'No target, and 0 of the 5 sales needed to watch for prices 20% under the average' },
      best_listing: { total: 10 },
      gap: null,
    });
    expect(byId.get(splinterLoose.id)).toMatchObject({ market_average: 30, watch: { kind: 'under_average', price: 24, rule: '20% under the loose average of $30.00 (5 sales): $24.00' } });
    expect(byId.get(aprilLoose.id)).toMatchObject({ market_average: null, best_listing: null, gap: null });
    expect(byId.get(leoCarded.id)).toMatchObject({ market_average: 200, best_listing: null, gap: null });

    // Three sales say so.
    const shredderRule = (await addWant(app, { figure_id: shredder, tier: 'carded', variant: 'Soft head' })).json().watch;
    expect(shredderRule).toEqual({ kind: 'none', price: null, rule: 'No target, and 3 of the 5 sales needed to watch for prices 20% under the average' });
  });

  it('answers an empty list', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject('/api/wants')).json()).toEqual([]);
  });
});

describe('changing and removing a want', () => {
  it('changes its target, note, tier and variant, clears them with null, and refuses a clash with 409', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const loose = (await addWant(app, { figure_id: leo, tier: 'loose', target_price: 40, note: 'Any' })).json();
    await addWant(app, { figure_id: leo, tier: 'carded' });
    await sawBest(db, loose.id, { price: 3000, shipping: 500 });

    const cheaper = await patchWant(app, loose.id, { target_price: 30.5, note: 'Complete only' });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    // $35.00 against $30.50: $4.50 over.
    expect(cheaper.json()).toMatchObject({ target_price: 30.5, note: 'Complete only', watch: { rule: 'Your target: $30.50' }, gap: 4.5 });
    expect((await patchWant(app, loose.id, { target_price: null, note: null })).json()).toMatchObject({ target_price: null, note: null, watch: { kind: 'none' }, gap: null });

    const clash = await patchWant(app, loose.id, { tier: 'carded' });
    expect([clash.statusCode, clash.json()]).toEqual([409, { error: 'Leonardo (1988), carded, is already on your want list' }]);
    // Another variant is another want; its best listing asked for the old one, so it is forgotten until the next check.
    const softHead = await patchWant(app, loose.id, { tier: 'carded', variant: 'Soft head' });
    expect(softHead.json()).toMatchObject({ tier: 'carded', variant: 'Soft head', best_listing: null });
    expect((await patchWant(app, loose.id, { variant: null })).statusCode).toBe(409);

    const bad = await patchWant(app, loose.id, { target_price: 0 });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'target_price']);
    expect((await patchWant(app, loose.id, {})).statusCode).toBe(400);
  });

  it('answers 404 for an unknown want, and 204 once removed (with its deals)', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const want = (await addWant(app, { figure_id: leo, tier: 'loose', target_price: 40 })).json();
    const now = new Date().toISOString();
    await db.insertInto('deals').values({ want_id: want.id, listing_id: 'v1|9|0', title: 'TMNT 1988 Leonardo loose', price_cents: 3000, shipping_cents: 0, total_cents: 3000, url: null, ends_at: null, found_at: now, updated_at: now, status: 'new' }).execute();

    for (const id of [999_999, 'abc']) {
      expect((await patchWant(app, id, { note: 'x' })).json()).toEqual({ error: 'Want not found' });
      const res = await app.inject({ method: 'DELETE', url: `/api/wants/${id}` });
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'Want not found' }]);
    }
    const removed = await app.inject({ method: 'DELETE', url: `/api/wants/${want.id}` });
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect(await wants(app)).toEqual([]);
    expect((await app.inject('/api/deals?status=all')).json()).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: `/api/wants/${want.id}` })).statusCode).toBe(404);
    expect((await patchWant(app, want.id, { note: 'x' })).statusCode).toBe(404);
  });
});

describe('wanting the missing figures of a series', () => {
  it('adds every figure the collection holds no copy of, skipping those already wanted in the tier', async () => {
    const { app, db } = await buildTestApp();
    // Rock 'n Roll: Classic Rocker Leo, Punker Don, Rappin' Mike and Rock 'n Roll Mondo Gecko.
    const [rocker, punker, rappin] = [await figureId(db, 'Classic Rocker Leo'), await figureId(db, 'Punker Don'), await figureId(db, "Rappin' Mike")];
    const mondo = await figureId(db, "Rock 'n Roll Mondo Gecko");
    // A copy of Classic Rocker Leo is held; Punker Don's only copy was sold, so he is missing again.
    expect((await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: rocker, condition: 'Good' } })).statusCode).toBe(201);
    const sold = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: punker, condition: 'Good' } })).json();
    expect((await app.inject({ method: 'POST', url: `/api/inventory/${sold.id}/sell`, payload: { price: 20, date: today } })).statusCode).toBe(200);
    // Rappin' Mike is already wanted loose (in a variant: wanted in that tier all the same).
    await addWant(app, { figure_id: rappin, tier: 'loose', variant: 'Blue microphone' });

    const res = await wantMissing(app, { series: "Rock 'n Roll", tier: 'loose', target_price: 25 });
    expect([res.statusCode, res.json()]).toEqual([200, { added: 2, already_wanted: 1 }]);
    const list = await app.inject('/api/wants');
    expect(list.json().map((w: { figure_id: number; tier: string; target_price: number | null; variant: string | null }) => [w.figure_id, w.tier, w.target_price, w.variant])).toEqual(
      expect.arrayContaining([[punker, 'loose', 25, null], [mondo, 'loose', 25, null], [rappin, 'loose', null, 'Blue microphone']]),
    );
    expect(list.json()).toHaveLength(3);

    // Again: nothing new. Carded is another tier: every missing figure is added.
    expect((await wantMissing(app, { series: "Rock 'n Roll", tier: 'loose' })).json()).toEqual({ added: 0, already_wanted: 3 });
    expect((await wantMissing(app, { series: "Rock 'n Roll", tier: 'carded' })).json()).toEqual({ added: 3, already_wanted: 0 });
    expect(await wants(app)).toHaveLength(6);
  });

  it('answers 404 naming an unknown series, and 400 for a bad tier or target', async () => {
    const { app } = await buildTestApp();
    const unknown = await wantMissing(app, { series: 'Space Cadets', tier: 'loose' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'No figure of the catalogue is in the series "Space Cadets"' }]);
    expect((await wantMissing(app, { series: "Rock 'n Roll", tier: 'boxed' })).json().field).toBe('tier');
    expect((await wantMissing(app, { series: "Rock 'n Roll", tier: 'loose', target_price: -1 })).json().field).toBe('target_price');
    expect(await wants(app)).toEqual([]);
  });
});

describe('deals', () => {
  it('lists the new ones newest first (dismissed or all when asked) and dismisses one', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const want = (await addWant(app, { figure_id: leo, tier: 'loose', variant: 'Soft head', target_price: 40 })).json();
    const deal = (listing: string, cents: number, foundAt: string) => ({
      want_id: want.id, listing_id: listing, title: `TMNT 1988 Leonardo soft head loose ${listing}`, price_cents: cents, shipping_cents: 450, total_cents: cents + 450,
      url: `https://www.ebay.com/itm/${listing}`, ends_at: null, found_at: foundAt, updated_at: foundAt, status: 'new',
    });
    const [older, newer] = await db
      .insertInto('deals')
      .values([deal('111', 3000, '2026-11-20T08:00:00.000Z'), deal('222', 3500, '2026-11-21T08:00:00.000Z')])
      .returning('id')
      .execute();

    const fresh = await app.inject('/api/deals');
    expect(fresh.json()).toEqual([
      {
        id: newer.id, want_id: want.id, figure_id: leo, figure_name: 'Leonardo', tier: 'loose', variant: 'Soft head', title: 'TMNT 1988 Leonardo soft head loose 222',
        price: 35, shipping: 4.5, total: 39.5, url: 'https://www.ebay.com/itm/222', ends_at: null, found_at: '2026-11-21T08:00:00.000Z', status: 'new',
      },
      expect.objectContaining({ id: older.id, total: 34.5 }),
    ]);
    const dismissed = await app.inject({ method: 'POST', url: `/api/deals/${newer.id}/dismiss` });
    expect([dismissed.statusCode, dismissed.body]).toEqual([204, '']);
    expect((await app.inject('/api/deals')).json().map((d: { id: number }) => d.id)).toEqual([older.id]);
    expect((await app.inject('/api/deals?status=dismissed')).json()).toMatchObject([{ id: newer.id, status: 'dismissed' }]);
    expect((await app.inject('/api/deals?status=all')).json().map((d: { id: number }) => d.id)).toEqual([newer.id, older.id]);

    expect((await app.inject('/api/deals?status=sent')).json().field).toBe('status');
    for (const id of [999_999, 'x']) {
      const res = await app.inject({ method: 'POST', url: `/api/deals/${id}/dismiss` });
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'Deal not found' }]);
    }
  });
});
