// The background deal check (issue 29) against the project's fake eBay, with fake ntfy and webhook receivers.
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { backgroundJobs, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createScheduler } from '../src/jobs/index.ts';
import { createMarket, createMarketSources } from '../src/market/index.ts';
import { createRates } from '../src/rates/index.ts';
import { ServiceSettings } from '../src/settings/index.ts';
import { wantsCheckOptions } from '../src/wants/index.ts';
import { fakeEbayConfig, fakeServer, figureId, freshDatabase } from './helpers.ts';
import { startFakeEbay } from './support/fake-ebay.ts';

const quiet = { warn: () => {}, error: () => {} };

/** The app over a fake eBay (active listings only), its deal check spaced `spacingMs` apart, sending on the channels `alertEnv` sets. */
async function checkApp(options: { keys?: boolean; spacingMs?: number; alertEnv?: NodeJS.ProcessEnv } = {}) {
  const fake = await startFakeEbay();
  onTestFinished(() => fake.close());
  const location = await freshDatabase();
  const db = await openDatabase({ ...location, poolSize: 4 });
  const ebay = fakeEbayConfig(fake.url, { soldSearch: false, ...(options.keys === false && { keys: null }) });
  // The ECB is not reachable: a listing in another currency has no rate.
  const market = createMarket(db, createMarketSources(db, ebay), createRates(db, { baseUrl: 'http://127.0.0.1:9/' }));
  const serviceSettings = ServiceSettings.read(location.dataDir, options.alertEnv ?? {});
  const wantsCheck = { spacingMs: options.spacingMs ?? 0, alerts: { channels: () => serviceSettings.configs().alerts } };
  const scheduler = createScheduler({ db, jobs: backgroundJobs(db, market, undefined, wantsCheck), log: quiet });
  const app = await buildApp({ db, market, scheduler, serviceSettings, dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web') });
  onTestFinished(async () => {
    await scheduler.stop();
    await app.close();
    await db.destroy();
  });
  return { app, db, fake, scheduler };
}

type App = Awaited<ReturnType<typeof checkApp>>['app'];

const startCheck = (app: App) => app.inject({ method: 'POST', url: '/api/wants/check' });

/** Starts a run and waits for its end; answers GET /api/wants/check then. */
async function check(app: App) {
  const started = await startCheck(app);
  expect(started.statusCode, started.body).toBe(202);
  return finished(app);
}

async function finished(app: App) {
  for (let i = 0; i < 500; i++) {
    const run = (await app.inject('/api/wants/check')).json();
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The check did not finish within 10 s');
}

const deals = async (app: App) => (await app.inject('/api/deals?status=all')).json();

/** A receiver of alerts: answers each request with the next of `statuses` (then 200), keeping what it was sent. */
async function receiver(statuses: number[] = []) {
  const bodies: string[] = [];
  const server = await fakeServer((req, res: http.ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  return { url: server.url, bodies };
}

const leonardo = (itemId: string, price: string, shipping: string | undefined, title = 'Vintage 1988 TMNT Leonardo loose complete Playmates') => ({ itemId, title, price, shipping });

describe('the deal check', () => {
  it('runs by itself every WANTS_CHECK_HOURS (6 by default), never by itself at 0', () => {
    const market = createMarket({} as never, { active: null, sold: null }, {} as never);
    const everyMs = (env: NodeJS.ProcessEnv) => backgroundJobs({} as never, market, undefined, wantsCheckOptions(loadConfig(env))).find((j) => j.kind === 'wants-check')?.everyMs;
    expect(everyMs({})).toBe(6 * 3600_000);
    expect(everyMs({ WANTS_CHECK_HOURS: '24' })).toBe(24 * 3600_000);
    expect(everyMs({ WANTS_CHECK_HOURS: '0' })).toBeUndefined();
  });

  it('records a listing once it drops under the target, once however often seen, updated when it drops further, sent once per channel', async () => {
    const ntfy = await receiver();
    // The webhook fails once: the delivery is tried again on the next run.
    const webhook = await receiver([500]);
    const { app, db, fake } = await checkApp({ alertEnv: { NTFY_URL: `${ntfy.url}/tmnt-deals`, ALERT_WEBHOOK_URL: `${webhook.url}/hook` } });
    const leo = await figureId(db, 'Leonardo', 1988);
    expect((await app.inject('/api/wants/check')).json()).toEqual({
      status: 'never', message: null, current: 0, total: null, started_at: null, finished_at: null, deals_found: 0, alerts_sent: 0, alerts_failed: 0,
    });
    const want = (await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: leo, tier: 'loose', target_price: 45 } })).json();

    // Run 1: $48.00 + $4.00 = $52.00, over the $45.00 target: no deal, but the best listing, $7.00 over.
    fake.setActive('*', [leonardo('v1|100|0', '48.00', '4.00')]);
    const first = await check(app);
    expect(first).toMatchObject({ status: 'succeeded', current: 1, total: 1, deals_found: 0, alerts_sent: 0, alerts_failed: 0 });
    expect(first.message).toBe('Checked 1 want (1 figure searched): 0 new deals');
    expect(await deals(app)).toEqual([]);
    expect((await app.inject('/api/wants')).json()[0]).toMatchObject({
      best_listing: { title: 'Vintage 1988 TMNT Leonardo loose complete Playmates', price: 48, shipping: 4, total: 52, url: `${fake.url}/itm/v1%7C100%7C0`, ends_at: null },
      gap: 7,
    });

    // Run 2: the seller drops it to $40.00 + $4.00 = $44.00: one deal, sent on ntfy; the webhook answers 500.
    fake.setActive('*', [leonardo('v1|100|0', '40.00', '4.00')]);
    const second = await check(app);
    expect(second).toMatchObject({ status: 'succeeded', deals_found: 1, alerts_sent: 1, alerts_failed: 1 });
    expect(second.message).toBe('Checked 1 want (1 figure searched): 1 new deal; 1 alert sent, 1 failed (tried again on the next runs)');
    const [deal] = await deals(app);
    expect(deal).toMatchObject({ want_id: want.id, figure_id: leo, figure_name: 'Leonardo', tier: 'loose', variant: null, price: 40, shipping: 4, total: 44, status: 'new', ends_at: null });
    expect((await app.inject('/api/wants')).json()[0].gap).toBe(-1);
    expect(ntfy.bodies).toHaveLength(1);
    expect(webhook.bodies).toHaveLength(1);

    // Run 3: seen again at the same price: no new deal, nothing sent again on ntfy; the webhook gets its retry.
    const third = await check(app);
    expect(third).toMatchObject({ status: 'succeeded', deals_found: 0, alerts_sent: 1, alerts_failed: 0 });
    expect(await deals(app)).toHaveLength(1);
    expect(ntfy.bodies).toHaveLength(1);
    expect(webhook.bodies).toHaveLength(2);
    expect(JSON.parse(webhook.bodies[1])).toEqual({
      type: 'deal', figure: 'Leonardo', tier: 'loose', variant: null, title: 'Vintage 1988 TMNT Leonardo loose complete Playmates',
      price: 40, shipping: 4, total: 44, target_price: 45, url: `${fake.url}/itm/v1%7C100%7C0`,
    });

    // Run 4: it drops further, to $38.00 + $4.00 = $42.00: the deal is updated, not repeated, and not sent again.
    fake.setActive('*', [leonardo('v1|100|0', '38.00', '4.00')]);
    const fourth = await check(app);
    expect(fourth).toMatchObject({ status: 'succeeded', deals_found: 0, alerts_sent: 0, alerts_failed: 0 });
    expect(fourth.message).toBe('Checked 1 want (1 figure searched): 0 new deals, 1 lower price on deals already found');
    expect(await deals(app)).toEqual([{ ...deal, price: 38, total: 42 }]);
    expect([ntfy.bodies.length, webhook.bodies.length]).toEqual([1, 2]);
    expect(await db.selectFrom('alert_deliveries').select(['channel', 'status', 'attempts']).orderBy('channel').execute()).toEqual([
      { channel: 'ntfy', status: 'sent', attempts: 1 },
      { channel: 'webhook', status: 'sent', attempts: 2 },
    ]);
  });

  it('never takes a lot, reissue, custom, other figure, wrong tier or wrong variant, and counts shipping', async () => {
    const { app, db, fake } = await checkApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const loose = (await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: leo, tier: 'loose', target_price: 45 } })).json();
    const softHead = (await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: leo, tier: 'carded', variant: 'Soft head', target_price: 200 } })).json();
    fake.setActive('*', [
      { itemId: 'lot', title: 'Lot of 4 TMNT 1988 figures Leonardo Raphael Donatello Michaelangelo loose', price: '10.00', shipping: '0.00' },
      { itemId: 'reissue', title: 'TMNT 1988 Leonardo reissue loose figure', price: '10.00', shipping: '0.00' },
      { itemId: 'custom', title: 'Custom painted TMNT 1988 Leonardo loose', price: '10.00', shipping: '0.00' },
      { itemId: 'rival', title: "TMNT Mutatin' Leonardo 1992 loose", price: '10.00', shipping: '0.00' },
      { itemId: 'parts', title: 'TMNT 1988 Leonardo katana weapons only', price: '10.00', shipping: '0.00' },
      // Carded, and in a variant: for the soft-head want only when it names soft head.
      { itemId: 'hard-head-moc', title: 'TMNT 1988 Leonardo hard head MOC unpunched', price: '150.00', shipping: '10.00', condition: 'New' },
      { itemId: 'carded-no-variant', title: 'TMNT 1988 Leonardo MOC sealed', price: '150.00', shipping: '10.00', condition: 'New' },
      { itemId: 'soft-head-moc', title: 'TMNT 1988 Leonardo soft head MOC', price: '180.00', shipping: '25.00', condition: 'New' },
      { itemId: 'soft-head-auction', title: 'TMNT 1988 Leonardo soft head carded', price: '120.00', shipping: '15.00', buyingOption: 'AUCTION', endsAt: '2099-01-01T12:00:00.000Z', condition: 'New' },
      // Loose: under the target on price, over it with shipping.
      { itemId: 'shipping-over', title: 'TMNT 1988 Leonardo loose complete', price: '40.00', shipping: '8.00' },
      // No shipping quoted (calculated at checkout): counted at its price.
      { itemId: 'shipping-unknown', title: 'Playmates TMNT 1988 Leonardo loose', price: '44.00' },
      // In pounds, with no rate to dollars known: left out this run.
      { itemId: 'pounds', title: 'TMNT 1988 Leonardo loose', price: '5.00', currency: 'GBP', shipping: '1.00' },
    ]);

    const run = await check(app);
    expect(run).toMatchObject({ status: 'succeeded', deals_found: 2 });
    // One search served both wants of the figure.
    expect(fake.requests.filter((r) => r.path === '/buy/browse/v1/item_summary/search')).toHaveLength(1);
    const found = await deals(app);
    expect(found.map((d: { want_id: number; title: string; total: number; ends_at: string | null }) => [d.want_id, d.title, d.total, d.ends_at]).sort()).toEqual(
      [
        [loose.id, 'Playmates TMNT 1988 Leonardo loose', 44, null],
        [softHead.id, 'TMNT 1988 Leonardo soft head carded', 135, '2099-01-01T12:00:00.000Z'],
      ].sort(),
    );
    const list = (await app.inject('/api/wants')).json();
    expect(list.find((w: { id: number }) => w.id === softHead.id)).toMatchObject({ best_listing: { total: 135, ends_at: '2099-01-01T12:00:00.000Z' }, gap: -65 });
  });

  it('searches the collection’s eBay site with every call counted as bulk, and spaces its searches', async () => {
    const { app, db, fake } = await checkApp({ spacingMs: 150 });
    // Pounds first: a switch with targets set would need today's rate, which this app cannot reach.
    expect((await app.inject({ method: 'PUT', url: '/api/money', payload: { currency: 'GBP' } })).statusCode).toBe(200);
    for (const name of ['Leonardo', 'Shredder']) {
      await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: await figureId(db, name, 1988), tier: 'loose', target_price: 10 } });
    }
    const run = await check(app);
    expect(run).toMatchObject({ status: 'succeeded', current: 2, total: 2 });
    const searches = fake.requests.filter((r) => r.path === '/buy/browse/v1/item_summary/search');
    expect(searches.map((r) => r.headers['x-ebay-c-marketplace-id'])).toEqual(['EBAY_GB', 'EBAY_GB']);
    // Spaced: the second search came at least 150 ms after the first (jittered up to 225 ms).
    expect(Date.parse(run.finished_at) - Date.parse(run.started_at)).toBeGreaterThanOrEqual(150);
    // Token and searches, each counted against the day's allowance.
    expect((await db.selectFrom('market_api_calls').select('calls').executeTakeFirstOrThrow()).calls).toBe(3);
  });

  it('stops, keeping what it found, when the day’s allowance for bulk runs is spent', async () => {
    const { app, db, fake } = await checkApp();
    await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: await figureId(db, 'Leonardo', 1988), tier: 'loose', target_price: 45 } });
    await db.insertInto('market_api_calls').values({ day: new Date().toISOString().slice(0, 10), api: 'browse', calls: 4750 }).execute();
    const run = await check(app);
    expect(run).toMatchObject({ status: 'blocked', current: 0, total: 1 });
    expect(run.message).toMatch(/^Stopped after 0 of 1 figure: The daily allowance of eBay API calls/);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 503 naming what to set without eBay keys, and 409 while a run is going', async () => {
    const noKeys = await checkApp({ keys: false });
    const refused = await startCheck(noKeys.app);
    expect([refused.statusCode, refused.json()]).toEqual([503, { error: 'Set eBay developer keys in Settings → Services (or EBAY_CLIENT_ID and EBAY_CLIENT_SECRET)' }]);
    expect((await noKeys.app.inject('/api/wants/check')).json().status).toBe('never');
    // A scheduled run says the same.
    await noKeys.app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: await figureId(noKeys.db, 'Leonardo', 1988), tier: 'loose' } });
    const outcome = await noKeys.scheduler.runNow('wants-check');
    expect(outcome.started && (await outcome.finished)).toMatchObject({ status: 'blocked', message: `No deals were looked for: ${refused.json().error}` });

    const { app, db, fake } = await checkApp();
    await app.inject({ method: 'POST', url: '/api/wants', payload: { figure_id: await figureId(db, 'Leonardo', 1988), tier: 'loose', target_price: 45 } });
    fake.failActive({ kind: 'slow', ms: 300 });
    const started = await startCheck(app);
    expect([started.statusCode, started.json().status]).toEqual([202, 'running']);
    const busy = await startCheck(app);
    expect([busy.statusCode, busy.json().error]).toEqual([409, expect.stringMatching(/^A deal check is already running/)]);
    expect((await finished(app)).status).toBe('succeeded');
  });
});
