import { describe, expect, it, onTestFinished } from 'vitest';
import { createScheduler, INTERRUPTED_MESSAGE } from '../src/jobs/index.ts';
import { buildTestApp, fakeEbayConfig, figureId, type TestApp } from './helpers.ts';
import { soldDateText, startFakeEbay, type FakeEbay } from './support/fake-ebay.ts';

async function fakeEbay(): Promise<FakeEbay> {
  const fake = await startFakeEbay();
  onTestFinished(() => fake.close());
  return fake;
}

const sale = (id: string, title: string, price: string) => ({ listingId: id, title, price, soldDate: soldDateText(3), condition: 'Pre-Owned' });

/** Sold listings for Leonardo and Shredder (1988); other figures' searches find nothing. */
function stock(fake: FakeEbay) {
  fake.setSold('1988 leonardo', [sale('300000000001', 'Vintage 1988 TMNT Leonardo complete', '$30.00')]);
  fake.setSold('1988 shredder', [sale('300000000002', 'TMNT 1988 Shredder loose Playmates', '$40.00')]);
}

async function stats(app: TestApp['app']) {
  return (await app.inject('/api/market-data/stats')).json();
}

/** Polls the stats until the collection is no longer running. */
async function finished(app: TestApp['app']) {
  for (let i = 0; i < 500; i++) {
    const answer = await stats(app);
    if (answer.collectionStatus.status !== 'running') return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The collection did not finish within 10 s');
}

const collect = (app: TestApp['app'], mode: 'top' | 'unpriced', limit: number) =>
  app.inject({ method: 'POST', url: `/api/market-data/collect-${mode}`, payload: { limit } });

const soldSearchWords = (fake: FakeEbay) => fake.requests.filter((r) => r.path === '/sch/i.html').map((r) => r.query.get('_nkw'));

describe('market collection runs', () => {
  it('refresh the most collected figures one after another, with live progress, then say what they did', async () => {
    const fake = await fakeEbay();
    stock(fake);
    const { app, db } = await buildTestApp({ ebay: fakeEbayConfig(fake.url, { spacingMs: 30 }) });
    const [leo, shredder] = [await figureId(db, 'Leonardo', 1988), await figureId(db, 'Shredder', 1988)];
    for (const figure of [shredder, leo, leo]) await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: figure, condition: 'Good' } });

    const started = await collect(app, 'top', 3);
    expect(started.statusCode).toBe(202);
    expect(started.json().collectionStatus.status).toBe('running');
    const busy = await collect(app, 'unpriced', 100);
    expect([busy.statusCode, busy.json().error]).toEqual([409, expect.stringMatching(/^A collection is already running/)]);

    const done = await finished(app);
    expect(done.collectionStatus).toEqual({ status: 'completed', message: 'Collected prices for 3 figures: 2 new price records', current: 3, total: 3 });
    expect(done).toMatchObject({ figuresWithPriceData: 2, totalPriceRecords: 2 });
    // Leonardo (2 copies), Shredder (1), then the catalogue's first figure.
    expect(soldSearchWords(fake)).toEqual(['TMNT 1988 Leonardo', 'TMNT 1988 Shredder', expect.any(String)]);
    expect(fake.peakSoldConcurrency()).toBe(1);

    // Unpriced: the figures with no price record, in catalogue order, skipping the two now priced.
    expect((await collect(app, 'unpriced', 2)).statusCode).toBe(202);
    expect((await finished(app)).collectionStatus).toMatchObject({ status: 'completed', current: 2, total: 2 });
    const unpricedSearches = soldSearchWords(fake).slice(3);
    expect(unpricedSearches).not.toContain('TMNT 1988 Leonardo');
    expect(unpricedSearches).toHaveLength(2);
  });

  it('stop early and say so when eBay blocks sold searches, keeping what came before', async () => {
    const fake = await fakeEbay();
    stock(fake);
    const { app, db } = await buildTestApp({ ebay: fakeEbayConfig(fake.url) });
    const [leo, shredder] = [await figureId(db, 'Leonardo', 1988), await figureId(db, 'Shredder', 1988)];
    for (const figure of [leo, leo, shredder]) await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: figure, condition: 'Good' } });
    fake.failSold({ kind: 'slow', ms: 1 });
    fake.failSold({ kind: 'challenge' });

    expect((await collect(app, 'top', 3)).statusCode).toBe(202);
    const done = await finished(app);
    expect(done.collectionStatus).toMatchObject({ status: 'blocked', current: 2, total: 3 });
    expect(done.collectionStatus.message).toMatch(/^Stopped after 2 of 3 figures: eBay/);
    expect(soldSearchWords(fake)).toEqual(['TMNT 1988 Leonardo', 'TMNT 1988 Shredder']);
    expect(done.totalPriceRecords).toBe(1);
  });

  it('stop before the day’s eBay API allowance is spent, leaving some for the collector’s own refreshes', async () => {
    const fake = await fakeEbay();
    stock(fake);
    const { app, db } = await buildTestApp({ ebay: fakeEbayConfig(fake.url) });
    const today = new Date().toISOString().slice(0, 10);
    await db.insertInto('market_api_calls').values({ day: today, api: 'browse', calls: 4750 }).execute();

    expect((await collect(app, 'top', 3)).statusCode).toBe(202);
    const done = await finished(app);
    expect(done.collectionStatus).toMatchObject({ status: 'blocked', current: 1, total: 3 });
    expect(done.collectionStatus.message).toMatch(/^Stopped after 1 of 3 figures: The daily allowance of eBay API calls/);
    expect(fake.requests.filter((r) => r.path.startsWith('/identity') || r.path.startsWith('/buy'))).toHaveLength(0);

    // The collector's own refresh may still use what was kept back.
    const leo = await figureId(db, 'Leonardo', 1988);
    const prices = (await app.inject(`/api/figures/${leo}/prices?refresh=true`)).json();
    expect(prices.sources[0]).toMatchObject({ source: 'ebay', status: 'ok' });
  });

  it('show a run cut off by a restart as interrupted, never stuck on running', async () => {
    const fake = await fakeEbay();
    const { app, db } = await buildTestApp({ ebay: fakeEbayConfig(fake.url) });
    // What a server that died mid-run leaves behind: a running run whose lease has passed.
    await db
      .insertInto('job_runs')
      .values({ kind: 'market-collection', status: 'running', owner: 'crashed-instance', message: 'Fetching prices for Leonardo (4 of 50)', current: 3, total: 50, started_at: '2026-11-01T10:00:00.000Z', lease_until: '2026-11-01T10:00:30.000Z' })
      .execute();
    expect((await stats(app)).collectionStatus.status).toBe('running');

    const restarted = createScheduler({ db, jobs: [], log: { warn: () => {}, error: () => {} } });
    await restarted.start();
    await restarted.stop();
    expect((await stats(app)).collectionStatus).toEqual({ status: 'interrupted', message: INTERRUPTED_MESSAGE, current: 3, total: 50 });
    expect((await collect(app, 'top', 1)).statusCode).toBe(202);
    await finished(app);
  });

  it('refuse to start without any source, and a bad limit, naming the problem', async () => {
    const { app } = await buildTestApp();
    const none = await collect(app, 'top', 50);
    expect([none.statusCode, none.json().error]).toEqual([503, expect.stringMatching(/set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET/)]);
    const fake = await fakeEbay();
    const { app: withEbay } = await buildTestApp({ ebay: fakeEbayConfig(fake.url) });
    for (const [payload, error] of [
      [{ limit: 0 }, 'Limit must be 1 or more'],
      [{ limit: 2.5 }, 'Limit must be a whole number'],
      [{ limit: 501 }, 'Limit must be 500 or less'],
      [{}, 'Limit is required'],
    ] as const) {
      const res = await withEbay.inject({ method: 'POST', url: '/api/market-data/collect-unpriced', payload });
      expect([res.statusCode, res.json()]).toEqual([400, { error, field: 'limit', errors: [{ field: 'limit', error }] }]);
    }
  });
});

describe('an unknown code, with eBay keys set', () => {
  it("ranks catalogue figures by eBay's listing titles for the code, and says what the listings look like", async () => {
    const fake = await fakeEbay();
    fake.setActive('012345678905', [
      { itemId: 'v1|9|0', title: 'Vintage TMNT 1988 Raphael MOC Playmates' },
      { itemId: 'v1|8|0', title: 'Teenage Mutant Ninja Turtles Raphael figure 1988' },
    ].map((item) => ({ ...item, price: '40.00' })));
    const { app } = await buildTestApp({ ebay: fakeEbayConfig(fake.url) });
    const res = await app.inject({ method: 'POST', url: '/api/figures/lookup', payload: { upc: '012345678905' } });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.listing_titles).toEqual(['Vintage TMNT 1988 Raphael MOC Playmates', 'Teenage Mutant Ninja Turtles Raphael figure 1988']);
    expect(body.candidates[0]).toMatchObject({ name: 'Raphael', year: 1988 });
    expect(fake.requests.find((r) => r.path === '/buy/browse/v1/item_summary/search')?.query.get('gtin')).toBe('012345678905');
  });
});
