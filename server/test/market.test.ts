import { describe, expect, it, onTestFinished } from 'vitest';
import { daysBefore } from '@tmnt/domain';
import { readDataVersion } from '../src/db/app-state.ts';
import { createScheduler } from '../src/jobs/index.ts';
import { createMarket } from '../src/market/index.ts';
import { buildTestApp, fakeEbayConfig, figureId, type TestApp } from './helpers.ts';
import { soldDateText, startFakeEbay, type FakeEbay } from './support/fake-ebay.ts';

const today = () => new Date().toISOString().slice(0, 10);

async function fakeEbay(): Promise<FakeEbay> {
  const fake = await startFakeEbay();
  onTestFinished(() => fake.close());
  return fake;
}

/** The app with both eBay sources pointed at a fake eBay, and Leonardo (1988)'s id. */
async function appWithEbay(fake: FakeEbay, overrides: Parameters<typeof fakeEbayConfig>[1] = {}): Promise<TestApp & { leo: number }> {
  const testApp = await buildTestApp({ ebay: fakeEbayConfig(fake.url, overrides) });
  return { ...testApp, leo: await figureId(testApp.db, 'Leonardo', 1988) };
}

/** What eBay shows for Leonardo: relevant sales (carded and loose), and the noise a real search carries. */
function stockLeonardo(fake: FakeEbay) {
  fake.setSold('1988 leonardo', [
    { listingId: '110000000001', title: 'Vintage 1988 TMNT Leonardo MOC unpunched Playmates', price: '$120.00', soldDate: soldDateText(2), condition: 'New' },
    { listingId: '110000000002', title: 'TMNT 1988 Leonardo carded sealed', price: '$100.00', soldDate: soldDateText(10), condition: 'New' },
    { listingId: '110000000003', title: 'Teenage Mutant Ninja Turtles Leonardo 1988 MOC', price: '$110.00', soldDate: soldDateText(30), condition: 'New' },
    { listingId: '110000000004', title: 'Vintage 1988 TMNT Leonardo complete with weapons', price: '$30.00', soldDate: soldDateText(5), condition: 'Pre-Owned' },
    { listingId: '110000000005', title: 'TMNT Leonardo 1988 loose figure', price: '$20.00', soldDate: soldDateText(40), condition: 'Pre-Owned' },
    // Noise: a lot, another figure, a price range, a foreign price; and a reissue, kept apart in a tier of its own.
    { listingId: '110000000006', title: 'Lot of 5 Vintage TMNT figures 1988 Leonardo Donatello', price: '$80.00', soldDate: soldDateText(3) },
    { listingId: '110000000007', title: 'TMNT Classic Collection Leonardo 2019 Playmates reissue', price: '$25.00', soldDate: soldDateText(4) },
    { listingId: '110000000008', title: 'TMNT 1990 Mutatin Leonardo loose', price: '$15.00', soldDate: soldDateText(6) },
    { listingId: '110000000009', title: 'TMNT 1988 Leonardo loose', price: '$10.00 to $40.00', soldDate: soldDateText(7) },
    { listingId: '110000000010', title: 'TMNT 1988 Leonardo loose', price: 'GBP 12.00', soldDate: soldDateText(8) },
  ]);
  fake.setActive('*', [
    { itemId: 'v1|220000000001|0', title: 'TMNT 1988 Leonardo loose complete Playmates', price: '35.00' },
    { itemId: 'v1|220000000002|0', title: 'Vintage TMNT Leonardo 1988 MOC', price: '150.00', buyingOption: 'AUCTION' },
    { itemId: 'v1|220000000003|0', title: 'TMNT Leonardo custom 1988 repaint', price: '60.00' },
  ]);
}

describe('a price refresh', () => {
  it('stores the relevant listings of both sources with their tier, and answers prices, basis, tiers and sales', async () => {
    const fake = await fakeEbay();
    stockLeonardo(fake);
    const { app, db, leo } = await appWithEbay(fake);

    const res = await app.inject(`/api/figures/${leo}/prices?refresh=true`);
    expect(res.statusCode).toBe(200);
    const prices = res.json();
    // Counted sales in 90 days: 120, 100, 110 (carded), 30, 20 (loose): mean 380 / 5 = 76.
    // Lowest: the cheapest current listing (35); highest: the highest recent sale (120).
    expect(prices).toMatchObject({ average_price: 76, current_lowest: 35, highest_recent: 120, basis: 'sold', sample_size: 5, window_days: 90 });
    // Carded: its lowest is the cheapest current carded listing (150), above what sold (100 to 120).
    expect(prices.carded).toEqual({ average_price: 110, current_lowest: 150, highest_recent: 120, basis: 'sold', sample_size: 3, sample_low: 100, sample_high: 120, window_days: 90, recent_sold: 3 });
    expect(prices.loose).toMatchObject({ average_price: 25, current_lowest: 35, sample_size: 2, sample_low: 20, sample_high: 30, recent_sold: 2 });
    expect(prices).toMatchObject({ sample_low: 20, sample_high: 120 });
    // The reissue (25) is in none of the figures above, only in its own tier; the complete loose sale (30) in its sub-tier.
    expect(prices.reissue).toMatchObject({ average_price: 25, sample_size: 1, recent_sold: 1 });
    expect(prices.loose_complete).toMatchObject({ average_price: 30, sample_size: 1 });
    expect(prices.loose_incomplete).toBeNull();
    expect(prices.sources).toEqual([
      { source: 'ebay', status: 'ok', message: '3 listings found, 2 about this figure (1 left out: lots, bootlegs, customs, modern lines or other figures)' },
      { source: 'ebay_scrape', status: 'ok', message: '9 listings found, 7 about this figure (2 left out: lots, bootlegs, customs, modern lines or other figures)' },
    ]);
    const sold = prices.recent_sales.filter((s: { source: string }) => s.source === 'ebay_scrape');
    // The sale in pounds is kept, shown as it was, and counts nowhere until its rate is known (this app reaches no ECB).
    expect(sold.map((s: { price: number; tier: string; date: string; reissue: boolean; completeness: string | null }) => [s.price, s.tier, s.date, s.reissue, s.completeness])).toEqual([
      [120, 'carded', daysBefore(today(), 2), false, null], [25, 'loose', daysBefore(today(), 4), true, null], [30, 'loose', daysBefore(today(), 5), false, 'complete'],
      [null, 'loose', daysBefore(today(), 8), false, null], [100, 'carded', daysBefore(today(), 10), false, null], [110, 'carded', daysBefore(today(), 30), false, null],
      [20, 'loose', daysBefore(today(), 40), false, null],
    ]);
    expect(sold[3].conversion).toEqual({ currency: 'GBP', amount: 12, rate: null, day: null });
    expect(prices.recent_sales.filter((s: { source: string }) => s.source === 'ebay').map((s: { price: number }) => s.price).sort()).toEqual([150, 35]);

    // The Browse API was asked for auctions too, by the figure's words (no UPC is known for it).
    const search = fake.requests.find((r) => r.path === '/buy/browse/v1/item_summary/search')!;
    expect(search.query.get('filter')).toBe('buyingOptions:{FIXED_PRICE|AUCTION}');
    expect(search.query.get('q')).toBe('TMNT 1988 Leonardo');
    expect(search.headers['x-ebay-c-marketplace-id']).toBe('EBAY_US');

    // Every counted sale, and the asking prices seen today, oldest first, each in its tier; the sale in pounds (no rate
    // yet) is not among them.
    const history = (await app.inject(`/api/figures/${leo}/price-history`)).json();
    const ago = (days: number) => daysBefore(today(), days);
    expect(history).toEqual([
      { date: ago(40), price: 20, tier: 'loose', kind: 'sold' },
      { date: ago(30), price: 110, tier: 'carded', kind: 'sold' },
      { date: ago(10), price: 100, tier: 'carded', kind: 'sold' },
      { date: ago(5), price: 30, tier: 'loose', kind: 'sold' },
      { date: ago(2), price: 120, tier: 'carded', kind: 'sold' },
      { date: today(), price: 150, tier: 'carded', kind: 'asking' },
      { date: today(), price: 35, tier: 'loose', kind: 'asking' },
    ]);
    // The reissue's record is kept (marked), and drawn in no vintage tier's history above.
    expect(await db.selectFrom('price_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: 9 });
    expect(await db.selectFrom('price_records').select(['price_cents', 'reissue']).where('reissue', '=', 1).execute()).toEqual([{ price_cents: 2500, reissue: 1 }]);
  });

  it('values copies by their packaging tier at once, and says what each value rests on', async () => {
    const fake = await fakeEbay();
    stockLeonardo(fake);
    const { app, leo } = await appWithEbay(fake);
    const post = async (body: object) => (await app.inject({ method: 'POST', url: '/api/inventory', payload: body })).json();
    const sealed = await post({ figure_id: leo, condition: 'Mint', purchase_price: 50 });
    await app.inject({ method: 'PATCH', url: `/api/inventory/${sealed.id}`, payload: { packaging_type: 'Sealed MOC' } });
    const loose = await post({ figure_id: leo, condition: 'Good' });
    await app.inject({ method: 'PATCH', url: `/api/inventory/${loose.id}`, payload: { packaging_type: 'Loose' } });
    const unknown = await post({ figure_id: leo, condition: 'Good' });
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ total_value: 50, items_with_price_data: 0 });

    await app.inject(`/api/figures/${leo}/prices?refresh=true`);
    const item = async (id: number) => (await app.inject(`/api/inventory/${id}`)).json();
    expect(await item(sealed.id)).toMatchObject({ estimated_value: 110, value_basis: 'carded', value_sample_size: 3 });
    // Two loose sales in 90 days (30 and 20): the loose average, however few; never the figure's blended 76.
    expect(await item(loose.id)).toMatchObject({ estimated_value: 25, value_basis: 'loose', value_sample_size: 2 });
    // No packaging set and nothing paid: no value, rather than a blend of carded and loose prices.
    expect(await item(unknown.id)).toMatchObject({ estimated_value: 0, value_basis: 'none' });
    expect((await app.inject('/api/inventory/stats')).json()).toMatchObject({ total_value: 135, items_with_price_data: 2 });
  });

  it('is refused when another site asks for it (a GET an <img src> there can send), and eBay is not called', async () => {
    const fake = await fakeEbay();
    stockLeonardo(fake);
    const { app, db, leo } = await appWithEbay(fake);
    const url = `/api/figures/${leo}/prices?refresh=true`;
    const own = 'http://localhost:80';
    const elsewhere: [Record<string, string>, string][] = [
      [{ 'sec-fetch-site': 'cross-site' }, 'Sec-Fetch-Site: cross-site'],
      [{ 'sec-fetch-site': 'same-site', referer: 'http://shop.localhost/' }, 'Sec-Fetch-Site: same-site'],
      [{ origin: 'https://evil.example' }, 'Origin: https://evil.example'],
      [{ origin: 'null' }, 'Origin: null'],
      [{ referer: 'https://evil.example/page.html' }, 'a Referer of another origin'],
      [{ referer: 'http://localhost:8080/figures/1' }, 'a Referer of another origin'],
    ];
    for (const [headers, from] of elsewhere) {
      const res = await app.inject({ url, headers });
      expect([res.statusCode, res.json()], JSON.stringify(headers)).toEqual([403, { error: `Refused: this request came from another web site (${from}); prices are refreshed only from this app's own pages` }]);
    }
    expect(fake.requests).toEqual([]);
    expect(await db.selectFrom('price_records').select('id').execute()).toEqual([]);
    // Stored prices are still read from anywhere; only the refresh is refused.
    expect((await app.inject({ url: `/api/figures/${leo}/prices`, headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);

    // The app's own page (same origin), and a client that says nothing (curl, a script): refreshed.
    const fromApp = await app.inject({ url, headers: { 'sec-fetch-site': 'same-origin', referer: `${own}/figures/${leo}` } });
    expect([fromApp.statusCode, fromApp.json().sample_size]).toEqual([200, 5]);
    const requests = fake.requests.length;
    expect(requests).toBeGreaterThan(0);
    expect((await app.inject(url)).statusCode).toBe(200);
    expect(fake.requests.length).toBeGreaterThan(requests);
  });

  it('never duplicates a record and never deletes history; a listing seen again is current again', async () => {
    const fake = await fakeEbay();
    stockLeonardo(fake);
    const { app, db, leo } = await appWithEbay(fake);
    await app.inject(`/api/figures/${leo}/prices?refresh=true`);
    const before = await db.selectFrom('price_records').select(['id', 'external_id', 'seen_at']).orderBy('id').execute();
    // The next day eBay shows fewer sold listings: the earlier ones stay.
    fake.setSold('1988 leonardo', [{ listingId: '110000000001', title: 'Vintage 1988 TMNT Leonardo MOC unpunched Playmates', price: '$120.00', soldDate: soldDateText(2) }]);
    const again = (await app.inject(`/api/figures/${leo}/prices?refresh=true`)).json();
    const after = await db.selectFrom('price_records').select(['id', 'external_id', 'seen_at']).orderBy('id').execute();
    expect(after.map((r) => r.external_id)).toEqual(before.map((r) => r.external_id));
    expect(again.sample_size).toBe(5);
    const listing = after.find((r) => r.external_id === 'v1|220000000001|0')!;
    expect(listing.seen_at! >= before.find((r) => r.external_id === 'v1|220000000001|0')!.seen_at!).toBe(true);
  });

  it('reports a blocked sold search as blocked, not as no sales, and keeps what the other source found', async () => {
    const fake = await fakeEbay();
    stockLeonardo(fake);
    fake.failSold({ kind: 'challenge' });
    const { app, leo } = await appWithEbay(fake);
    const res = await app.inject(`/api/figures/${leo}/prices?refresh=true`);
    expect(res.statusCode).toBe(200);
    const prices = res.json();
    expect(prices.sources[1]).toMatchObject({ source: 'ebay_scrape', status: 'blocked' });
    expect(prices.sources[1].message).toMatch(/bot check|challenge/i);
    // Asking prices only: 35 (loose) and 150 (carded auction).
    expect(prices).toMatchObject({ basis: 'asking', average_price: 92.5, sample_size: 2 });
  });

  it('answers 502 with each reason only when no source answered and nothing is stored', async () => {
    const fake = await fakeEbay();
    fake.failActive({ kind: 'bad-keys' });
    fake.failSold({ kind: 'signin' });
    const { app, leo } = await appWithEbay(fake);
    const res = await app.inject(`/api/figures/${leo}/prices?refresh=true`);
    expect(res.statusCode).toBe(502);
    const body = res.json();
    expect(body.error).toMatch(/^No prices could be fetched for Leonardo\. active listings: eBay refused the API keys/);
    expect(body.sources.map((s: { status: string }) => s.status)).toEqual(['failed', 'blocked']);
    // What was answered is kept, so the figure page can say why there is no data.
    expect((await app.inject(`/api/figures/${leo}/prices`)).json().sources).toEqual(body.sources);
  });

  it('shares one fetch between concurrent refreshes of a figure', async () => {
    const fake = await fakeEbay();
    stockLeonardo(fake);
    fake.failSold({ kind: 'slow', ms: 200 });
    const { app, leo } = await appWithEbay(fake);
    const answers = await Promise.all([1, 2, 3].map(() => app.inject(`/api/figures/${leo}/prices?refresh=true`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(fake.requests.filter((r) => r.path === '/sch/i.html')).toHaveLength(1);
  });

  it('searches the Browse API by GTIN when the figure has a UPC', async () => {
    const fake = await fakeEbay();
    const { app, leo } = await appWithEbay(fake);
    await app.inject({ method: 'PATCH', url: `/api/figures/${leo}`, payload: { upc: '012345678905' } });
    fake.setActive('012345678905', [{ itemId: 'v1|1|0', title: 'TMNT 1988 Leonardo loose', price: '22.00' }]);
    const prices = (await app.inject(`/api/figures/${leo}/prices?refresh=true`)).json();
    const search = fake.requests.find((r) => r.path === '/buy/browse/v1/item_summary/search')!;
    expect(search.query.get('gtin')).toBe('012345678905');
    expect(prices.average_price).toBe(22);
  });
});

describe("the collector's own sales", () => {
  it('adds a sale by hand, refuses the same sale twice and bad input by name', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const add = (payload: object) => app.inject({ method: 'POST', url: `/api/figures/${leo}/sales`, payload });
    const sale = { price: 45.5, date: daysBefore(today(), 3), title: 'Leonardo at a toy show', condition: 'Loose, complete' };
    const res = await add(sale);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ average_price: 45.5, basis: 'sold', sample_size: 1, window_days: 90 });
    expect(res.json().recent_sales[0]).toMatchObject({ title: 'Leonardo at a toy show', price: 45.5, source: 'manual', tier: 'loose', excluded: false, url: null });
    expect((await add(sale)).statusCode).toBe(409);

    const refused = [
      [{ price: 0, date: today() }, 'price', 'Price must be more than 0'],
      [{ date: today() }, 'price', 'Price is required'],
      [{ price: 10, date: '2999-01-01' }, 'date', 'Date sold cannot be in the future'],
      [{ price: 10, date: '2024-02-30' }, 'date', 'Date sold must be a real date, written YYYY-MM-DD'],
      [{ price: 10.123, date: today() }, 'price', 'Price can have at most 2 decimal places'],
      [{ price: 10, date: today(), url: 'javascript:alert(1)' }, 'url', 'Link must be a web address starting with http:// or https://'],
      [{ price: 10, date: today(), tier: 'boxed' }, 'tier', 'Packaging must be one of: carded, loose'],
      [{ price: 10, date: today(), seller: 'me' }, 'seller', 'Unknown field "seller"'],
    ] as const;
    for (const [payload, field, error] of refused) {
      const bad = await add(payload);
      expect([bad.statusCode, bad.json()]).toEqual([400, { error, field, errors: [{ field, error }] }]);
    }
    expect((await app.inject({ method: 'POST', url: '/api/figures/999999/sales', payload: { price: 10, date: today() } })).statusCode).toBe(404);
    expect(await db.selectFrom('price_records').select('id').execute()).toHaveLength(1);
  });

  it('imports a CSV of sales, keeping valid rows and reporting each bad one by its line', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    await app.inject({ method: 'PATCH', url: `/api/figures/${leo}`, payload: { upc: '012345678905' } });
    const csv = [
      'UPC,Figure ID,Price,Date,Title,Condition,URL',
      `012345678905,,$25.00,${daysBefore(today(), 1)},"Leonardo, loose",Pre-Owned,https://www.ebay.com/itm/1`,
      `,${leo},"1,250.00",${daysBefore(today(), 2)},Leonardo MOC sealed,New,`,
      `,${leo},-3,${daysBefore(today(), 2)},Refund,,`,
      `999999999993,,10,${today()},Unknown,,`,
      `,abc,10,${today()},Bad id,,`,
      `012345678905,,12,not a date,Leonardo,,`,
    ].join('\r\n');
    const importCsv = () => app.inject({ method: 'POST', url: '/api/market-data/sales/import', headers: { 'content-type': 'text/csv' }, payload: csv });
    const res = await importCsv();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 2,
      duplicates: 0,
      errors: [
        { row: 4, error: 'Price must be more than 0' },
        { row: 5, error: 'no figure carries UPC 999999999993' },
        { row: 6, error: 'figure_id "abc" is not a figure id' },
        { row: 7, error: 'Date sold must be a real date, written YYYY-MM-DD' },
      ],
    });
    const prices = (await app.inject(`/api/figures/${leo}/prices`)).json();
    expect(prices.recent_sales.map((s: { price: number; tier: string }) => [s.price, s.tier])).toEqual([[25, 'loose'], [1250, 'carded']]);
    // The same file again: nothing doubles.
    expect((await importCsv()).json()).toMatchObject({ imported: 0, duplicates: 2 });

    const noHeader = await app.inject({ method: 'POST', url: '/api/market-data/sales/import', headers: { 'content-type': 'text/csv' }, payload: 'name,cost\nLeo,5' });
    expect([noHeader.statusCode, noHeader.json().error]).toEqual([400, 'The header row must name upc or figure_id, price and date (it names: name, cost)']);
    const json = await app.inject({ method: 'POST', url: '/api/market-data/sales/import', payload: { rows: [] } });
    expect(json.statusCode).toBe(415);
  });

  it('takes a sales file up to 2 MB, and its 413 names that limit', async () => {
    const { app } = await buildTestApp();
    const send = (payload: string) => app.inject({ method: 'POST', url: '/api/market-data/sales/import', headers: { 'content-type': 'text/csv' }, payload });
    // Over the app-wide 1 MB, within the import's own 2 MB: read (and refused for its header row, not its size).
    const big = await send(`name,cost\n${'Leo,5\n'.repeat(250_000)}`);
    expect([big.statusCode, big.json().error]).toEqual([400, 'The header row must name upc or figure_id, price and date (it names: name, cost)']);
    const huge = await send('x'.repeat(2 * 1024 * 1024 + 1));
    expect([huge.statusCode, huge.json()]).toEqual([413, { error: 'The request body is too large (the limit is 2 MB)' }]);
  });

  it('excludes a record from every figure and value, and includes it again', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good', packaging_type: 'Loose' } })).json();
    for (const [price, days] of [[20, 1], [30, 2], [400, 3]]) {
      await app.inject({ method: 'POST', url: `/api/figures/${leo}/sales`, payload: { price, date: daysBefore(today(), days) } });
    }
    const prices = (await app.inject(`/api/figures/${leo}/prices`)).json();
    expect(prices.average_price).toBe(150);
    const crazy = prices.recent_sales.find((s: { price: number }) => s.price === 400);
    const exclude = (excluded: boolean) => app.inject({ method: 'PATCH', url: `/api/price-records/${crazy.id}`, payload: { excluded } });

    expect((await exclude(true)).statusCode).toBe(204);
    const after = (await app.inject(`/api/figures/${leo}/prices`)).json();
    expect(after).toMatchObject({ average_price: 25, sample_size: 2 });
    expect(after.recent_sales.find((s: { id: number }) => s.id === crazy.id).excluded).toBe(true);
    // Sales posted without a title or packaging count as loose; the excluded one is not drawn.
    const history = (await app.inject(`/api/figures/${leo}/price-history`)).json();
    expect(history.map((p: { tier: string; price: number }) => [p.tier, p.price])).toEqual([['loose', 30], ['loose', 20]]);
    expect((await app.inject(`/api/inventory/${copy.id}`)).json().estimated_value).toBe(25);
    expect((await app.inject('/api/inventory/stats')).json().total_value).toBe(25);

    await exclude(false);
    expect((await app.inject(`/api/inventory/${copy.id}`)).json().estimated_value).toBe(150);
    expect((await app.inject({ method: 'PATCH', url: '/api/price-records/999999', payload: { excluded: true } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PATCH', url: `/api/price-records/${crazy.id}`, payload: { excluded: 'yes' } })).statusCode).toBe(400);
  });
});

describe('the market-summaries job', () => {
  it('brings every summary and every copy value up to today, as sales leave the 90-day window', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: leo, condition: 'Good', packaging_type: 'Loose' } })).json();
    for (const [price, days] of [[20, 10], [40, 20]]) {
      await app.inject({ method: 'POST', url: `/api/figures/${leo}/sales`, payload: { price, date: daysBefore(today(), days) } });
    }
    // What yesterday's summary of a sale now out of the window looks like: stale numbers, stale value.
    await db.updateTable('market_summaries').set({ average_cents: 9900, sample_size: 3 }).execute();
    await db.updateTable('inventory_items').set({ value_cents: 9900 }).execute();
    await db.updateTable('app_state').set({ market_summaries_day: daysBefore(today(), 1) }).execute();

    const market = createMarket(db, { active: null, sold: null }, {} as never);
    const scheduler = createScheduler({ db, jobs: market.jobs });
    onTestFinished(() => scheduler.stop());
    const outcome = await scheduler.runNow('market-summaries');
    expect(outcome.started && (await outcome.finished).status).toBe('succeeded');
    expect((await app.inject(`/api/figures/${leo}/prices`)).json()).toMatchObject({ average_price: 30, sample_size: 2 });
    // Sales posted without a packaging count as loose: the loose copy is worth their average.
    expect((await app.inject(`/api/inventory/${copy.id}`)).json()).toMatchObject({ estimated_value: 30, value_basis: 'loose', value_sample_size: 2 });
    expect((await app.inject('/api/inventory/stats')).json().total_value).toBe(30);
  });

  it("does nothing, and writes nothing, once today's rebuild is done (as at a start that has just upgraded)", async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    await app.inject({ method: 'POST', url: `/api/figures/${leo}/sales`, payload: { price: 20, date: today() } });
    await db.updateTable('market_summaries').set({ average_cents: 9900 }).execute();
    const version = await readDataVersion(db);

    const scheduler = createScheduler({ db, jobs: createMarket(db, { active: null, sold: null }, {} as never).jobs });
    onTestFinished(() => scheduler.stop());
    const outcome = await scheduler.runNow('market-summaries');
    expect(outcome.started && (await outcome.finished).status).toBe('succeeded');
    expect(await readDataVersion(db)).toBe(version);
    expect((await app.inject(`/api/figures/${leo}/prices`)).json().average_price).toBe(99);
  });
});

describe('market stats', () => {
  it('counts figures, coverage and records, current on the first read after a price write', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const empty = (await app.inject('/api/market-data/stats')).json();
    expect(empty).toEqual({
      totalFigures: 214, figuresWithPriceData: 0, coveragePercentage: 0, totalPriceRecords: 0,
      collectionStatus: { status: 'idle', message: null, current: 0, total: 0 },
    });
    await app.inject({ method: 'POST', url: `/api/figures/${leo}/sales`, payload: { price: 20, date: today() } });
    await app.inject({ method: 'POST', url: `/api/figures/${leo}/sales`, payload: { price: 22, date: today() } });
    // 1 of 214 figures: 0.4672...% -> 0.5
    expect((await app.inject('/api/market-data/stats')).json()).toMatchObject({ figuresWithPriceData: 1, coveragePercentage: 0.5, totalPriceRecords: 2 });
  });
});
