import { describe, expect, it, onTestFinished } from 'vitest';
import { createBrowseSource, type BrowseClientOptions } from '../src/market/sources/ebay-browse.ts';
import type { SearchSubject } from '../src/market/sources/types.ts';
import { startFakeEbay, type FakeEbay } from './support/fake-ebay.ts';

const leonardo: SearchSubject = { name: 'Leonardo', character: 'Leonardo', series: 'Original Series', year: 1988, upc: null };
const april: SearchSubject = { name: "April O'Neil (Press Badge)", character: "April O'Neil", series: 'Original Series', year: 1990, upc: null };

async function fakeEbay(options?: Parameters<typeof startFakeEbay>[0]): Promise<FakeEbay> {
  const fake = await startFakeEbay(options);
  onTestFinished(() => fake.close());
  return fake;
}

function browse(fake: FakeEbay, options: Partial<BrowseClientOptions> = {}) {
  return createBrowseSource({ apiBase: fake.url, clientId: 'fake-client-id', clientSecret: 'fake-client-secret', spendCall: async () => true, ...options });
}

const searches = (fake: FakeEbay) => fake.requests.filter((r) => r.path === '/buy/browse/v1/item_summary/search');

describe('eBay Browse API source', () => {
  it('searches by GTIN when the figure has a UPC (or for a bare code), else by its words, asking for auctions as well as fixed prices', async () => {
    const fake = await fakeEbay();
    const source = browse(fake, { limit: 20 });
    await source.search({ ...leonardo, upc: '043377051203' });
    await source.search(april);
    await source.searchByCode('012345678905');
    const [byGtin, byWords, byCode] = searches(fake);
    expect(Object.fromEntries(byGtin.query)).toEqual({ gtin: '043377051203', filter: 'buyingOptions:{FIXED_PRICE|AUCTION}', limit: '20' });
    expect(Object.fromEntries(byWords.query)).toEqual({ q: 'TMNT 1990 April ONeil Press Badge', filter: 'buyingOptions:{FIXED_PRICE|AUCTION}', limit: '20' });
    expect(byCode.query.get('gtin')).toBe('012345678905');
    expect(byWords.headers['x-ebay-c-marketplace-id']).toBe('EBAY_US');
    expect(byWords.headers.authorization).toMatch(/^Bearer v\^1\.1#/);
  });

  it('prices listings in hundredths of their own currency, auctions at their current bid, and skips a price that does not read', async () => {
    const fake = await fakeEbay();
    fake.setActive('TMNT 1988 Leonardo', [
      { itemId: 'v1|111|0', title: 'TMNT 1988 Leonardo complete', price: '4.35', condition: 'Used' },
      { itemId: 'v1|222|0', title: 'Vintage Leonardo 1988 loose', price: '7.5', buyingOption: 'AUCTION' },
      { itemId: 'v1|333|0', title: 'Leonardo 1988 UK card', price: '20.00', currency: 'GBP' },
      { itemId: 'v1|444|0', title: 'Leonardo 1988 carded', price: '1234.56', condition: 'New' },
      { itemId: 'v1|555|0', title: 'Leonardo 1988 odd price', price: '12.345' },
      { itemId: 'v1|666|0', title: 'Leonardo 1988 no currency', price: '12.00', currency: '' },
    ]);
    const listings = await browse(fake).search(leonardo);
    expect(listings).toEqual([
      { listingId: 'v1|111|0', title: 'TMNT 1988 Leonardo complete', priceCents: 435, currency: 'USD', url: `${fake.url}/itm/v1%7C111%7C0`, condition: 'Used', soldDate: null, shippingCents: null, endsAt: null },
      // An auction ends: three days from now, as the fake says.
      { listingId: 'v1|222|0', title: 'Vintage Leonardo 1988 loose', priceCents: 750, currency: 'USD', url: `${fake.url}/itm/v1%7C222%7C0`, condition: 'Used', soldDate: null, shippingCents: null, endsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      // Another currency comes through as it is: converting it is the caller's business.
      { listingId: 'v1|333|0', title: 'Leonardo 1988 UK card', priceCents: 2000, currency: 'GBP', url: `${fake.url}/itm/v1%7C333%7C0`, condition: 'Used', soldDate: null, shippingCents: null, endsAt: null },
      { listingId: 'v1|444|0', title: 'Leonardo 1988 carded', priceCents: 123456, currency: 'USD', url: `${fake.url}/itm/v1%7C444%7C0`, condition: 'New', soldDate: null, shippingCents: null, endsAt: null },
    ]);
  });

  it("reads the first shipping option's cost and an auction's end, and says nothing of what eBay does not quote", async () => {
    const fake = await fakeEbay();
    fake.setActive('TMNT 1988 Leonardo', [
      { itemId: 'v1|121|0', title: 'TMNT 1988 Leonardo loose', price: '30.00', shipping: '4.99' },
      { itemId: 'v1|122|0', title: 'TMNT 1988 Leonardo loose', price: '30.00', shipping: '0.00' },
      // Calculated at checkout: no cost quoted.
      { itemId: 'v1|123|0', title: 'TMNT 1988 Leonardo loose', price: '30.00' },
      // Quoted in another currency than the price: not added to it unconverted.
      { itemId: 'v1|124|0', title: 'TMNT 1988 Leonardo loose', price: '30.00', shipping: '5.00', shippingCurrency: 'GBP' },
      { itemId: 'v1|125|0', title: 'TMNT 1988 Leonardo loose', price: '12.50', buyingOption: 'AUCTION', shipping: '6.00', endsAt: '2026-12-01T18:30:00.000Z' },
    ]);
    const listings = await browse(fake).search(leonardo);
    expect(listings.map((l) => [l.listingId, l.shippingCents, l.endsAt])).toEqual([
      ['v1|121|0', 499, null],
      ['v1|122|0', 0, null],
      ['v1|123|0', null, null],
      ['v1|124|0', null, null],
      ['v1|125|0', 600, '2026-12-01T18:30:00.000Z'],
    ]);
  });

  it('searches the chosen marketplace (EBAY_US when none is chosen)', async () => {
    const fake = await fakeEbay();
    fake.setActive('*', [{ itemId: 'v1|777|0', title: 'TMNT 1988 Leonardo Playmates', price: '15.00', currency: 'GBP' }]);
    const source = browse(fake);
    expect(await source.search(leonardo, { marketplace: 'EBAY_GB' })).toMatchObject([{ listingId: 'v1|777|0', priceCents: 1500, currency: 'GBP' }]);
    await source.searchByCode('012345678905', { marketplace: 'EBAY_DE' });
    await source.search(leonardo);
    expect(searches(fake).map((r) => r.headers['x-ebay-c-marketplace-id'])).toEqual(['EBAY_GB', 'EBAY_DE', 'EBAY_US']);
  });

  it('answers no listings when eBay finds none', async () => {
    const fake = await fakeEbay();
    expect(await browse(fake).search(leonardo)).toEqual([]);
  });

  it('fetches one token, shared by concurrent searches and reused until shortly before it expires', async () => {
    const fake = await fakeEbay({ tokenLifetimeSeconds: 7200 });
    let clock = 0;
    const source = browse(fake, { now: () => clock });
    await Promise.all([source.search(leonardo), source.search(april), source.search(leonardo)]);
    expect(fake.tokenRequests()).toBe(1);
    const tokenRequest = fake.requests.find((r) => r.path === '/identity/v1/oauth2/token')!;
    expect(tokenRequest.headers.authorization).toBe(`Basic ${Buffer.from('fake-client-id:fake-client-secret').toString('base64')}`);
    expect(tokenRequest.body).toBe('grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope');

    clock = 7200_000 - 60_001;
    await source.search(leonardo);
    expect(fake.tokenRequests()).toBe(1);
    clock = 7200_000 - 60_000;
    await source.search(leonardo);
    expect(fake.tokenRequests()).toBe(2);
    expect(searches(fake)).toHaveLength(5);
  });

  it('retries once with a fresh token when eBay rejects the cached one', async () => {
    const fake = await fakeEbay();
    fake.setActive('*', [{ itemId: 'v1|111|0', title: 'Leonardo', price: '10.00' }]);
    const source = browse(fake);
    await source.search(leonardo);
    fake.expireTokens();
    expect(await source.search(leonardo)).toHaveLength(1);
    expect(fake.tokenRequests()).toBe(2);
    expect(searches(fake)).toHaveLength(3);
  });

  it('gives up with an auth error when a fresh token is rejected too', async () => {
    const fake = await fakeEbay({ tokenLifetimeSeconds: 0 });
    await expect(browse(fake).search(leonardo)).rejects.toMatchObject({
      kind: 'auth',
      message: 'eBay refused the API keys (Settings → Services, or EBAY_CLIENT_ID / EBAY_CLIENT_SECRET): Invalid access token',
    });
    expect(fake.tokenRequests()).toBe(2);
    expect(searches(fake)).toHaveLength(2);
  });

  it('reports refused keys as an auth error naming the settings', async () => {
    const fake = await fakeEbay();
    await expect(browse(fake, { clientSecret: 'wrong' }).search(leonardo)).rejects.toMatchObject({
      name: 'MarketSourceError',
      kind: 'auth',
      message: 'eBay refused the API keys (Settings → Services, or EBAY_CLIENT_ID / EBAY_CLIENT_SECRET): client authentication failed',
    });
    fake.failActive({ kind: 'bad-keys' });
    await expect(browse(fake).search(leonardo)).rejects.toMatchObject({ kind: 'auth' });
    expect(searches(fake)).toHaveLength(0);
  });

  it("reports eBay's 429 as the quota being spent", async () => {
    const fake = await fakeEbay();
    fake.failActive({ kind: 'quota' });
    await expect(browse(fake).search(leonardo)).rejects.toMatchObject({ kind: 'quota', message: "eBay's daily API call limit is reached: try again tomorrow" });
  });

  it('counts every call, the token included, as bulk or not, and calls nothing once the daily allowance is spent', async () => {
    const fake = await fakeEbay();
    const spent: boolean[] = [];
    const source = browse(fake, { spendCall: async (bulk) => spent.push(bulk) <= 3 });
    await source.search(leonardo, { bulk: true });
    await source.search(leonardo);
    expect(spent).toEqual([true, true, false]);
    await expect(source.search(leonardo)).rejects.toMatchObject({
      kind: 'quota',
      message: 'The daily allowance of eBay API calls (5,000) is spent: bulk runs stop until tomorrow',
    });
    expect(fake.requests).toHaveLength(3);

    const untouched = await fakeEbay();
    await expect(browse(untouched, { spendCall: async () => false }).search(leonardo)).rejects.toMatchObject({ kind: 'quota' });
    expect(untouched.requests).toHaveLength(0);
  });

  it('fails with the time it waited when eBay is slow, and with the cause when it cannot be reached', async () => {
    const fake = await fakeEbay();
    fake.failActive({ kind: 'slow', ms: 1000 });
    await expect(browse(fake, { timeoutMs: 100 }).search(leonardo)).rejects.toMatchObject({
      kind: 'failed',
      message: 'eBay Browse API did not answer within 0.1 s',
    });
    fake.failActive(null);
    await fake.close();
    await expect(browse(fake).search(leonardo)).rejects.toMatchObject({ kind: 'failed', message: expect.stringMatching(/^eBay Browse API \(127\.0\.0\.1:\d+\) could not be reached: .*ECONNREFUSED/) });
  });

  it("stops as soon as the caller's signal aborts, with the caller's reason", async () => {
    const fake = await fakeEbay();
    fake.failActive({ kind: 'slow', ms: 2000 });
    const controller = new AbortController();
    const reason = new Error('refresh cancelled');
    setTimeout(() => controller.abort(reason), 50);
    const started = performance.now();
    await expect(browse(fake).search(leonardo, { signal: controller.signal })).rejects.toBe(reason);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
