import { describe, expect, it, onTestFinished } from 'vitest';
import { daysBefore, utcToday, type CollectionStats, type FigurePrices, type InventoryItem, type MoneySettings } from '@tmnt/domain';
import type { App } from '../src/app.ts';
import { fillMissingRates } from '../src/money/index.ts';
import { createRates } from '../src/rates/index.ts';
import { buildTestApp, fakeEbayConfig, figureId, recordSales } from './helpers.ts';
import { startFakeEcb, type FakeEcb } from './support/fake-ecb.ts';
import { soldDateText, startFakeEbay } from './support/fake-ebay.ts';

// Units of each currency for one euro, as the ECB publishes them (illustrative numbers, easy to compute by hand).
const WEDNESDAY = { day: '2026-03-04', perEuro: { USD: 1.08, GBP: 0.84, CAD: 1.46, AUD: 1.62 } };
const FRIDAY = { day: '2026-03-06', perEuro: { USD: 1.09, GBP: 0.85, CAD: 1.47, AUD: 1.63 } };

async function ecb(): Promise<FakeEcb> {
  const fake = await startFakeEcb([WEDNESDAY, FRIDAY]);
  onTestFinished(() => fake.close());
  return fake;
}

const post = (app: App, url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const get = async <T>(app: App, url: string): Promise<T> => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
async function addCopy(app: App, payload: object): Promise<InventoryItem> {
  const res = await post(app, '/api/inventory', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("the collection's currency", () => {
  it('converts what a copy cost in another currency at the rate of its purchase date, kept with it', async () => {
    const fake = await ecb();
    const { app, db } = await buildTestApp({ ecbRatesUrl: fake.url });
    const leo = await figureId(db, 'Leonardo', 1988);

    // €50 + €10 shipping on Wednesday: €60 × 1.08 = $64.80.
    const copy = await addCopy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', currency: 'EUR', purchase_price: 50, purchase_shipping: 10, purchase_date: '2026-03-04' });
    expect(copy).toMatchObject({ currency: 'EUR', purchase_price: 50, purchase_shipping: 10, cost: 64.8, cost_conversion: { currency: 'EUR', amount: 60, rate: 1.08, day: '2026-03-04' } });
    // Bought on a Saturday: Friday's publication, €60 × 1.09 = $65.40, and it says which day's rate it is.
    const saturday = await addCopy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', currency: 'EUR', purchase_price: 60, purchase_date: '2026-03-07' });
    expect(saturday).toMatchObject({ cost: 65.4, cost_conversion: { amount: 60, rate: 1.09, day: '2026-03-06' } });
    // In the collection's own currency: no conversion.
    const dollars = await addCopy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 20, purchase_date: '2026-03-04' });
    expect(dollars).toMatchObject({ currency: 'USD', cost: 20, cost_conversion: null });

    // No sales: each copy is worth what it cost, in dollars: 64.80 + 65.40 + 20 = 150.20.
    expect(await get<CollectionStats>(app, '/api/inventory/stats')).toMatchObject({ total_invested: 150.2, total_value: 150.2 });
    // Newer rates coming in later do not change a rate kept with an amount.
    fake.publish([WEDNESDAY, FRIDAY, { day: '2026-03-04', perEuro: { USD: 2, GBP: 2 } }]);
    expect((await get<InventoryItem>(app, `/api/inventory/${copy.id}`)).cost).toBe(64.8);

    // Moving the purchase date moves the rate with it: Friday, €60 × 1.09 = $65.40.
    const moved = await app.inject({ method: 'PATCH', url: `/api/inventory/${copy.id}`, payload: { purchase_date: '2026-03-06' } });
    expect(moved.json()).toMatchObject({ cost: 65.4, cost_conversion: { rate: 1.09, day: '2026-03-06' } });
  });

  it('says which rates are missing, shows the amount as paid, and fills them in once the ECB answers', async () => {
    const fake = await ecb();
    fake.fail('status');
    const { app, db } = await buildTestApp({ ecbRatesUrl: fake.url });
    const leo = await figureId(db, 'Leonardo', 1988);

    const copy = await addCopy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', currency: 'GBP', purchase_price: 42, purchase_date: '2026-03-04' });
    // Never a guess: the cost is unknown, the amount paid is shown as it was, and nothing is summed from it.
    expect(copy).toMatchObject({ cost: null, cost_conversion: { currency: 'GBP', amount: 42, rate: null, day: null }, estimated_value: 0, value_basis: 'none' });
    expect(await get<CollectionStats>(app, '/api/inventory/stats')).toMatchObject({ total_invested: 0, items_with_purchase_price: 0 });
    expect(await get<MoneySettings>(app, '/api/money')).toMatchObject({ currency: 'USD', missing_rates: { count: 1, examples: [{ currency: 'GBP', day: '2026-03-04' }] } });

    fake.fail(null);
    expect(await fillMissingRates(db, createRates(db, { baseUrl: fake.url }))).toBe(0);
    // £42 × 1.08 / 0.84 = $54.00.
    expect(await get<InventoryItem>(app, `/api/inventory/${copy.id}`)).toMatchObject({ cost: 54, cost_conversion: { rate: 1.08 / 0.84, day: '2026-03-04' } });
    expect(await get<CollectionStats>(app, '/api/inventory/stats')).toMatchObject({ total_invested: 54, items_with_purchase_price: 1 });
    expect((await get<MoneySettings>(app, '/api/money')).missing_rates).toEqual({ count: 0, examples: [] });
  });

  it('counts sales in other currencies converted, and a sale of a copy in pounds at its date', async () => {
    const fake = await ecb();
    const { app, db } = await buildTestApp({ ecbRatesUrl: fake.url });
    const leo = await figureId(db, 'Leonardo', 1988);

    // A loose sale recorded in euros on Wednesday (€100 × 1.08 = $108) and one in dollars ($92): average $100.
    expect((await post(app, `/api/figures/${leo}/sales`, { price: 100, currency: 'EUR', date: '2026-03-04', tier: 'loose' })).statusCode).toBe(201);
    expect((await post(app, `/api/figures/${leo}/sales`, { price: 92, date: '2026-03-05', tier: 'loose' })).statusCode).toBe(201);
    const prices = await get<FigurePrices>(app, `/api/figures/${leo}/prices`);
    expect(prices.loose).toMatchObject({ average_price: 100, sample_size: 2 });
    expect(prices.recent_sales.map((s) => [s.price, s.conversion])).toEqual([
      [92, null],
      [108, { currency: 'EUR', amount: 100, rate: 1.08, day: '2026-03-04' }],
    ]);

    // A sales file may name each sale's currency: €50 × 1.08 = $54 counts beside the two above: (108 + 92 + 54) / 3.
    const file = await app.inject({ method: 'POST', url: '/api/market-data/sales/import', headers: { 'content-type': 'text/csv' }, payload: `figure_id,price,date,tier,currency\n${leo},50,2026-03-04,loose,eur\n${leo},5,2026-03-04,loose,yen\n` });
    expect(file.json()).toMatchObject({ imported: 1, errors: [{ row: 3, error: 'currency must be one of: USD, GBP, EUR, CAD, AUD' }] });
    expect((await get<FigurePrices>(app, `/api/figures/${leo}/prices`)).loose).toMatchObject({ average_price: 84.67, sample_size: 3 });

    // Bought for $50, sold for £50 + £5 shipping - £3 fees on Wednesday: £52 × 1.08 / 0.84 = $66.857… → $66.86, a gain of $16.86.
    const copy = await addCopy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 50 });
    const sold = await post(app, `/api/inventory/${copy.id}/sell`, { price: 50, shipping: 5, fees: 3, currency: 'GBP', date: '2026-03-04' });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().sale).toMatchObject({ currency: 'GBP', price: 50, proceeds: 66.86, gain: 16.86, conversion: { currency: 'GBP', amount: 52, day: '2026-03-04' } });
    expect(await get<CollectionStats>(app, '/api/inventory/stats')).toMatchObject({ realised_proceeds: 66.86, realised_gain: 16.86 });
  });

  it('switches every amount to pounds, each at its own date, and the marketplace with it', async () => {
    const fake = await ecb();
    const { app, db } = await buildTestApp({ ecbRatesUrl: fake.url });
    const leo = await figureId(db, 'Leonardo', 1988);
    // Two loose dollar sales: $108 on Wednesday (× 0.84 / 1.08 = £84.00) and $109 on Friday (× 0.85 / 1.09 = £85.00).
    await recordSales(db, leo, [{ cents: 10800, date: '2026-03-04', tier: 'loose' }, { cents: 10900, date: '2026-03-06', tier: 'loose' }]);
    // $100 on Wednesday: £77.777… → £77.78.
    const copy = await addCopy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 100, purchase_date: '2026-03-04' });
    // Bought for $54 on Wednesday, worth what it cost, sold for $60 on Friday.
    const raph = await figureId(db, 'Raphael', 1988);
    const gone = await addCopy(app, { figure_id: raph, condition: 'Good', purchase_price: 54, purchase_date: '2026-03-04' });
    expect((await post(app, `/api/inventory/${gone.id}/sell`, { price: 60, date: '2026-03-06' })).statusCode).toBe(200);

    const res = await app.inject({ method: 'PUT', url: '/api/money', payload: { currency: 'GBP' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'GBP', marketplace: 'EBAY_GB', marketplace_matched: true, missing_rates: { count: 0 } });

    expect(await get<InventoryItem>(app, `/api/inventory/${copy.id}`)).toMatchObject({
      currency: 'USD', purchase_price: 100, cost: 77.78, cost_conversion: { currency: 'USD', amount: 100, day: '2026-03-04' }, estimated_value: 84.5, value_basis: 'loose_older',
    });
    // The sold copy: cost $54 × 0.84 / 1.08 = £42.00; sold $60 × 0.85 / 1.09 = £46.79; the value it had when sold,
    // $54, at its sale date: £42.11.
    expect(await get<InventoryItem>(app, `/api/inventory/${gone.id}`)).toMatchObject({ cost: 42, estimated_value: 42.11, sale: { proceeds: 46.79, gain: 4.79 } });
    // Worth the loose average (£84 + £85) / 2 = £84.50 against £77.78 paid.
    expect(await get<CollectionStats>(app, '/api/inventory/stats')).toMatchObject({ total_value: 84.5, total_invested: 77.78, gain_loss: 6.72 });
    expect((await get<FigurePrices>(app, `/api/figures/${leo}/prices`)).loose).toMatchObject({ average_price: 84.5, sample_low: 84, sample_high: 85 });

    // A new copy is in pounds by default; choosing the US site keeps the currency.
    expect(await addCopy(app, { figure_id: leo, condition: 'Good', purchase_price: 30 })).toMatchObject({ currency: 'GBP', cost: 30, cost_conversion: null });
    const chosen = await app.inject({ method: 'PUT', url: '/api/money', payload: { currency: 'GBP', marketplace: 'EBAY_US' } });
    expect(chosen.json()).toMatchObject({ currency: 'GBP', marketplace: 'EBAY_US', marketplace_matched: false });
  });

  it('refuses a currency it does not support, and a switch whose value history cannot be converted, changing nothing', async () => {
    const fake = await ecb();
    const { app, db } = await buildTestApp({ ecbRatesUrl: fake.url });
    const leo = await figureId(db, 'Leonardo', 1988);
    for (const [url, payload] of [
      ['/api/money', { currency: 'JPY' }],
      ['/api/inventory', { figure_id: leo, condition: 'Good', purchase_price: 5, currency: 'XYZ' }],
      [`/api/figures/${leo}/sales`, { price: 5, date: '2026-03-04', currency: 'usd' }],
    ] as const) {
      const res = await app.inject({ method: url === '/api/money' ? 'PUT' : 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field).toBe('currency');
    }
    expect((await app.inject({ method: 'PUT', url: '/api/money', payload: { currency: 'GBP', marketplace: 'EBAY_FR' } })).json().field).toBe('marketplace');

    // A day of value history the ECB has no rate for (the fake publishes March only).
    await db.insertInto('portfolio_snapshots').values({ day: '2026-06-01', value_cents: 5000, invested_cents: 4000, items: 1, price_data_at: null, taken_at: '2026-06-01T12:00:00.000Z' }).execute();
    const refused = await app.inject({ method: 'PUT', url: '/api/money', payload: { currency: 'GBP' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toContain('2026-06-01');
    expect((await get<MoneySettings>(app, '/api/money')).currency).toBe('USD');
  });

  it("counts eBay's listings in other currencies converted at their day's rate, searching the collector's marketplace", async () => {
    // Rates for every day of the last two weeks: USD 1.10, GBP 0.88 per euro (GBP → USD × 1.25).
    const days = Array.from({ length: 15 }, (_, n) => ({ day: daysBefore(utcToday(), n), perEuro: { USD: 1.1, GBP: 0.88 } }));
    const fakeRates = await startFakeEcb(days);
    onTestFinished(() => fakeRates.close());
    const ebay = await startFakeEbay();
    onTestFinished(() => ebay.close());
    ebay.setSold('1988 leonardo', [
      { listingId: '110000000001', title: 'TMNT 1988 Leonardo loose complete', price: '$30.00', soldDate: soldDateText(3) },
      // £24.00 × 1.25 = $30.00... and £40.00 × 1.25 = $50.00.
      { listingId: '110000000002', title: 'TMNT 1988 Leonardo loose', price: 'GBP 24.00', soldDate: soldDateText(4) },
      { listingId: '110000000003', title: 'TMNT Leonardo 1988 loose figure', price: 'GBP 40.00', soldDate: soldDateText(5) },
    ]);
    const { app, db } = await buildTestApp({ ebay: fakeEbayConfig(ebay.url), ecbRatesUrl: fakeRates.url });
    const leo = await figureId(db, 'Leonardo', 1988);

    const prices = await get<FigurePrices>(app, `/api/figures/${leo}/prices?refresh=true`);
    // (30 + 30 + 50) / 3 = $36.67, every listing counted.
    expect(prices.loose).toMatchObject({ average_price: 36.67, sample_size: 3, sample_low: 30, sample_high: 50 });
    const pounds = prices.recent_sales.find((s) => s.conversion?.amount === 40)!;
    expect(pounds).toMatchObject({ price: 50, conversion: { currency: 'GBP', amount: 40, rate: expect.closeTo(1.25, 12), day: daysBefore(utcToday(), 5) } });
    expect(ebay.requests.find((r) => r.path === '/buy/browse/v1/item_summary/search')?.headers['x-ebay-c-marketplace-id']).toBe('EBAY_US');

    // A want's target is what the collector would pay now: $50 at today's rate, £40.
    expect((await post(app, '/api/wants', { figure_id: leo, tier: 'loose', target_price: 50 })).statusCode).toBe(201);

    // In pounds, the same sales: $30 × 0.8 = £24, £24, £40: £29.33; and the UK site is searched.
    expect((await app.inject({ method: 'PUT', url: '/api/money', payload: { currency: 'GBP' } })).statusCode).toBe(200);
    expect((await get<{ target_price: number }[]>(app, '/api/wants'))[0].target_price).toBe(40);
    expect((await get<FigurePrices>(app, `/api/figures/${leo}/prices`)).loose).toMatchObject({ average_price: 29.33, sample_low: 24, sample_high: 40 });
    await get<FigurePrices>(app, `/api/figures/${leo}/prices?refresh=true`);
    expect(ebay.requests.filter((r) => r.path === '/buy/browse/v1/item_summary/search').at(-1)?.headers['x-ebay-c-marketplace-id']).toBe('EBAY_GB');
  });
});
