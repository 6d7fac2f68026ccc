import { MARKETPLACES } from '@tmnt/domain';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createSoldSource, type SoldSourceOptions } from '../src/market/sources/ebay-sold.ts';
import type { SearchSubject } from '../src/market/sources/types.ts';
import { fakeServer } from './helpers.ts';
import { startFakeEbay, type FakeEbay } from './support/fake-ebay.ts';

const USER_AGENT = "tmnt-inventory/1.0 (one collector's personal price tool)";
const leonardo: SearchSubject = { name: 'Leonardo', character: 'Leonardo', series: 'Original Series', year: 1988, upc: '043377051203' };
const shredder: SearchSubject = { name: 'Shredder', character: 'Shredder', series: 'Original Series', year: 1988, upc: null };
const sale = { listingId: '226600112233', title: 'TMNT 1988 Leonardo complete with weapons', price: '$24.99', soldDate: 'Jul 30, 2026', condition: 'Pre-Owned' };

async function fakeEbay(): Promise<FakeEbay> {
  const fake = await startFakeEbay();
  onTestFinished(() => fake.close());
  return fake;
}

/** A sold source whose sleeps are recorded and skipped. */
function soldSource(base: string | null, options: Partial<SoldSourceOptions> = {}) {
  const sleeps: number[] = [];
  const source = createSoldSource({ webBase: base, userAgent: USER_AGENT, sleep: async (ms) => void sleeps.push(ms), ...options });
  return { source, sleeps };
}

const soldSearches = (fake: FakeEbay) => fake.requests.filter((r) => r.path === '/sch/i.html');

afterEach(() => {
  vi.restoreAllMocks();
});

describe("eBay's sold search source", () => {
  it("searches the figure's words (not its UPC) among sold listings, saying who is asking", async () => {
    const fake = await fakeEbay();
    fake.setSold('1988 leonardo', [sale]);
    const { source } = soldSource(fake.url);
    expect(await source.search(leonardo)).toEqual([
      { listingId: '226600112233', title: sale.title, priceCents: 2499, currency: 'USD', url: `${fake.url}/itm/226600112233`, condition: 'Pre-Owned', soldDate: '2026-07-30', shippingCents: null, endsAt: null },
    ]);
    const [request] = soldSearches(fake);
    expect(Object.fromEntries(request.query)).toEqual({ _nkw: 'TMNT 1988 Leonardo', LH_Sold: '1', LH_Complete: '1', _sacat: '0', _ipg: '60' });
    expect(request.headers).toMatchObject({ 'user-agent': USER_AGENT, accept: 'text/html', 'accept-language': 'en-US' });
  });

  it("searches the chosen marketplace's own site when EBAY_WEB_BASE is not set (ebay.com when none is chosen)", async () => {
    const fake = await fakeEbay();
    fake.setSold('*', [{ ...sale, price: '£24.99', soldDate: '30 Jul 2026' }]);
    // eBay's sites are not reached from tests: every request is answered by the fake, as asked.
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(String(input));
      asked.push(url.origin + url.pathname);
      return realFetch(new URL(url.pathname + url.search, fake.url), init);
    });
    const { source } = soldSource(null);
    for (const marketplace of MARKETPLACES) await source.search(leonardo, { marketplace });
    await source.search(leonardo);
    expect(asked).toEqual(
      ['www.ebay.com', 'www.ebay.co.uk', 'www.ebay.de', 'www.ebay.ca', 'www.ebay.com.au', 'www.ebay.com'].map((host) => `https://${host}/sch/i.html`),
    );
    expect(await source.search(leonardo, { marketplace: 'EBAY_GB' })).toEqual([
      { listingId: '226600112233', title: sale.title, priceCents: 2499, currency: 'GBP', url: 'https://www.ebay.co.uk/itm/226600112233', condition: 'Pre-Owned', soldDate: '2026-07-30', shippingCents: null, endsAt: null },
    ]);
  });

  it('searches EBAY_WEB_BASE, when set, for every marketplace, reading the page as that marketplace writes it', async () => {
    const fake = await fakeEbay();
    fake.setSold('*', [{ ...sale, price: 'EUR 1.234,50', soldDate: '3. Okt 2026' }], 's-card', 'de');
    const { source } = soldSource(fake.url);
    expect(await source.search(leonardo, { marketplace: 'EBAY_DE' })).toMatchObject([
      { listingId: '226600112233', priceCents: 123450, currency: 'EUR', url: `${fake.url}/itm/226600112233`, soldDate: '2026-10-03' },
    ]);
    expect(soldSearches(fake)).toHaveLength(1);
  });

  it('reads every card markup eBay serves, and an empty search as no sales', async () => {
    const fake = await fakeEbay();
    const { source } = soldSource(fake.url);
    for (const markup of ['s-card', 's-item', 'su-item-card'] as const) {
      fake.setSold('leonardo', [sale], markup);
      expect(await source.search(leonardo), markup).toMatchObject([{ listingId: '226600112233', priceCents: 2499, soldDate: '2026-07-30' }]);
    }
    expect(await source.search(shredder)).toEqual([]);
  });

  it('reports a bot challenge, a captcha and a sign-in wall as blocked, never as no sales', async () => {
    const fake = await fakeEbay();
    fake.setSold('*', [sale]);
    const { source } = soldSource(fake.url);
    fake.failSold({ kind: 'challenge' });
    await expect(source.search(leonardo)).rejects.toMatchObject({ kind: 'blocked', message: 'eBay showed a bot check (challenge page)' });
    fake.failSold({ kind: 'captcha' });
    await expect(source.search(leonardo)).rejects.toMatchObject({ kind: 'blocked', message: 'eBay showed a bot check (captcha)' });
    fake.failSold({ kind: 'signin' });
    await expect(source.search(leonardo)).rejects.toMatchObject({ kind: 'blocked', message: 'eBay asked to sign in before showing sold listings' });
    // A block answers one request: the next is read as usual.
    expect(await source.search(leonardo)).toHaveLength(1);
  });

  it('reports a 403 with a challenge page as blocked', async () => {
    const server = await fakeServer((_req, res) => {
      res.writeHead(403, { 'content-type': 'text/html' }).end('<html><head><title>Pardon Our Interruption...</title></head><body></body></html>');
    });
    await expect(soldSource(server.url).source.search(leonardo)).rejects.toMatchObject({ kind: 'blocked', message: 'eBay showed a bot check (challenge page)' });
  });

  it('waits out a 429 for as long as eBay asks, then tries once more', async () => {
    const fake = await fakeEbay();
    fake.setSold('*', [sale]);
    const { source, sleeps } = soldSource(fake.url);
    fake.failSold({ kind: 'rate-limit', retryAfterSeconds: 7 });
    expect(await source.search(leonardo)).toHaveLength(1);
    expect(sleeps).toEqual([7000]);
    expect(soldSearches(fake)).toHaveLength(2);
  });

  it('gives up when eBay still asks to slow down, or asks for a longer pause than we take', async () => {
    const fake = await fakeEbay();
    const { source, sleeps } = soldSource(fake.url, { maxRetryAfterMs: 60_000 });
    fake.failSold({ kind: 'rate-limit', retryAfterSeconds: 30 }, 2);
    await expect(source.search(leonardo)).rejects.toMatchObject({
      kind: 'failed',
      message: 'eBay asked us to slow down (429): try again in 1 min',
      retryAfterMs: 30_000,
    });
    expect(sleeps).toEqual([30_000]);

    fake.failSold({ kind: 'rate-limit', retryAfterSeconds: 600 });
    await expect(source.search(leonardo)).rejects.toMatchObject({ kind: 'failed', message: 'eBay asked us to slow down (429): try again in 10 min', retryAfterMs: 600_000 });
    expect(sleeps).toEqual([30_000]);
    expect(soldSearches(fake)).toHaveLength(3);
  });

  it('spaces out the requests of a bulk run by the jittered spacing, but not a single refresh', async () => {
    const fake = await fakeEbay();
    const { source, sleeps } = soldSource(fake.url, { minSpacingMs: 1000, random: () => 0.5 });
    await source.search(leonardo, { bulk: true });
    expect(sleeps).toEqual([]);
    await source.search(shredder, { bulk: true });
    // 1000 ms * (1 + 0.5 * 0.5), less the little time since the previous request started.
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(1150);
    expect(sleeps[0]).toBeLessThanOrEqual(1250);
    await source.search(leonardo);
    expect(sleeps).toHaveLength(1);
  });

  it('keeps the spacing between request starts in real time', async () => {
    const fake = await fakeEbay();
    const source = createSoldSource({ webBase: fake.url, userAgent: USER_AGENT, minSpacingMs: 100, random: () => 0 });
    const starts: number[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      starts.push(performance.now());
      return realFetch(...args);
    });
    for (let n = 0; n < 3; n++) await source.search(leonardo, { bulk: true });
    expect(starts).toHaveLength(3);
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(99);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(99);
  });

  it('never has two requests to eBay in flight at once, bulk or not', async () => {
    const fake = await fakeEbay();
    fake.setSold('*', [sale]);
    fake.failSold({ kind: 'slow', ms: 50 }, 4);
    const { source } = soldSource(fake.url);
    const results = await Promise.all([source.search(leonardo), source.search(shredder, { bulk: true }), source.search(leonardo), source.search(shredder)]);
    expect(results.map((r) => r.length)).toEqual([1, 1, 1, 1]);
    expect(fake.peakSoldConcurrency()).toBe(1);

    // The fake does see overlap: two sources do not share a queue.
    fake.failSold({ kind: 'slow', ms: 50 }, 2);
    await Promise.all([source.search(leonardo), soldSource(fake.url).source.search(leonardo)]);
    expect(fake.peakSoldConcurrency()).toBe(2);
  });

  it('fails with a clear message when eBay is slow or cannot be reached', async () => {
    const fake = await fakeEbay();
    fake.failSold({ kind: 'slow', ms: 1000 });
    const { source } = soldSource(fake.url, { timeoutMs: 100 });
    await expect(source.search(leonardo)).rejects.toMatchObject({ kind: 'failed', message: "eBay's sold search did not answer within 0.1 s" });
    await fake.close();
    await expect(source.search(leonardo)).rejects.toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^eBay's sold search \(127\.0\.0\.1:\d+\) could not be reached: .*ECONNREFUSED/),
    });
  });
});
