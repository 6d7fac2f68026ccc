import { describe, expect, it } from 'vitest';
import { utcToday, type CollectionStats, type FullExport, type InventoryItem } from '@tmnt/domain';
import type { App } from '../src/app.ts';
import { copyGroups, sumCopyGroups } from '../src/inventory/queries.ts';
import { reportCopies } from '../src/reports/queries.ts';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';

const post = (app: App, url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const addCopy = async (app: App, payload: object): Promise<InventoryItem> => {
  const res = await post(app, '/api/inventory', payload);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const sell = (app: App, id: number | string, payload: object) => post(app, `/api/inventory/${id}/sell`, payload);
const undo = (app: App, id: number | string) => app.inject({ method: 'DELETE', url: `/api/inventory/${id}/sell` });
const get = async <T>(app: App, url: string): Promise<T> => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const today = utcToday();

/**
 * Leonardo, loose, bought for $40 + $12.50 shipping (cost $52.50) and worth $40 (loose sales of $30 and $50); Raphael,
 * loose, bought for $10 with no market data (worth what was paid).
 */
async function collection({ app, db }: TestApp) {
  const leo = await figureId(db, 'Leonardo', 1988);
  const raph = await figureId(db, 'Raphael', 1988);
  await recordSales(db, leo, [{ cents: 3000, date: '2026-03-01', tier: 'loose' }, { cents: 5000, date: '2026-03-02', tier: 'loose' }]);
  const sold = await addCopy(app, { figure_id: leo, condition: 'Good', packaging_type: 'Loose', purchase_price: 40, purchase_shipping: 12.5 });
  const kept = await addCopy(app, { figure_id: raph, condition: 'Fair', packaging_type: 'Loose', purchase_price: 10 });
  return { leo, raph, sold, kept };
}

/** Everything the collection answers that a sold copy must leave: the list, stats, top list, completion, its figure's copies, the analysis. */
async function collectionFigures(app: App, figure: number, series: string) {
  const [list, stats, top, completion, copies, analysis] = await Promise.all([
    get<InventoryItem[]>(app, '/api/inventory'),
    get<CollectionStats>(app, '/api/inventory/stats'),
    get<{ id: number }[]>(app, '/api/inventory/top-valuable'),
    get<{ series: string; owned: number }[]>(app, '/api/inventory/series-completion'),
    get<{ copies: InventoryItem[]; total_copies: number }>(app, `/api/inventory/figure/${figure}/copies`),
    get<{ portfolio_summary: { total_items: number; current_value: number }; realised_summary: object }>(app, '/api/inventory/financial-analysis'),
  ]);
  return { list: ids(list), stats, top: ids(top), seriesOwned: completion.find((s) => s.series === series)?.owned, copies: copies.total_copies, analysis };
}

describe('selling a copy', () => {
  it('moves it out of every collection figure into the Sold list, keeps it, and undo brings it back', async () => {
    const test = await buildTestApp();
    const { app, db } = test;
    const { leo, sold, kept } = await collection(test);
    const before = await collectionFigures(app, leo, sold.series);
    expect(before).toMatchObject({ list: [kept.id, sold.id], top: [sold.id, kept.id], seriesOwned: 2, copies: 1 });
    expect(before.stats).toMatchObject({ total_items: 2, total_value: 50, total_invested: 62.5, sold_items: 0, realised_proceeds: 0, realised_gain: 0 });

    // Sold for $65 + $8.50 shipping charged - $9.12 fees = $64.38; it cost $52.50: a gain of $11.88.
    const res = await sell(app, sold.id, { price: 65, shipping: 8.5, fees: 9.12, date: today, where: ' eBay ', buyer_note: 'Quick payer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sale).toEqual({ date: today, price: 65, shipping: 8.5, fees: 9.12, where: 'eBay', buyer_note: 'Quick payer', currency: 'USD', proceeds: 64.38, conversion: null, gain: 11.88, market_sale_id: null });
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));

    const after = await collectionFigures(app, leo, sold.series);
    expect(after).toMatchObject({ list: [kept.id], top: [kept.id], seriesOwned: 1, copies: 0 });
    expect(after.stats).toMatchObject({
      total_items: 1, total_value: 10, total_invested: 10, gain_loss: 0, items_with_price_data: 0, items_valued_at_purchase_price: 1,
      by_condition: { Fair: 1 }, sold_items: 1, sold_items_with_cost: 1, realised_proceeds: 64.38, realised_cost: 52.5, realised_gain: 11.88,
    });
    expect(after.analysis.portfolio_summary).toMatchObject({ total_items: 1, current_value: 10 });
    expect(after.analysis.realised_summary).toEqual({ sold_items: 1, sold_items_with_cost: 1, proceeds: 64.38, cost: 52.5, realised_gain_loss: 11.88 });
    expect((await reportCopies(db)).map((c) => c.id)).toEqual([kept.id]);
    // Kept: its own page, the Sold list, and the value-over-time chart's sales.
    expect((await get<InventoryItem>(app, `/api/inventory/${sold.id}`)).sale).toMatchObject({ proceeds: 64.38, gain: 11.88 });
    expect(ids(await get<InventoryItem[]>(app, '/api/inventory?status=sold'))).toEqual([sold.id]);
    expect(ids(await get<InventoryItem[]>(app, '/api/inventory?status=owned'))).toEqual([kept.id]);
    expect(ids(await get<InventoryItem[]>(app, `/api/inventory?series=${encodeURIComponent(sold.series)}`))).toEqual([kept.id]);
    expect((await get<{ sales: object[] }>(app, '/api/portfolio/history')).sales).toEqual([{ date: today, item_id: sold.id, name: 'Leonardo', proceeds: 64.38 }]);

    const back = await undo(app, sold.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: sold.id, sale: null, estimated_value: 40 });
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
    const restored = await collectionFigures(app, leo, sold.series);
    expect({ ...restored, analysis: restored.analysis.portfolio_summary }).toEqual({ ...before, analysis: before.analysis.portfolio_summary });
    expect(await get<InventoryItem[]>(app, '/api/inventory?status=sold')).toEqual([]);
  });

  it('lists the sold copies newest sale first, a gain unknown when the cost is', async () => {
    const test = await buildTestApp();
    const { app } = test;
    const { sold, kept } = await collection(test);
    const gift = await addCopy(test.app, { figure_id: kept.figure_id, condition: 'Good' });
    await sell(app, sold.id, { price: 30, date: '2025-06-01' });
    await sell(app, kept.id, { price: 12, date: '2025-08-15', fees: 2 });
    await sell(app, gift.id, { price: 5, date: '2025-07-04' });
    const list = await get<InventoryItem[]>(app, '/api/inventory?status=sold');
    expect(list.map((i) => [i.id, i.sale?.date, i.sale?.proceeds, i.sale?.gain])).toEqual([
      [kept.id, '2025-08-15', 10, 0], // $12 - $2 fees against $10 paid
      [gift.id, '2025-07-04', 5, null], // nothing recorded of what it cost
      [sold.id, '2025-06-01', 30, -22.5], // $30 against $52.50
    ]);
    // Proceeds over all three; cost and gain over the two of known cost.
    expect(await get<CollectionStats>(app, '/api/inventory/stats')).toMatchObject({
      total_items: 0, total_value: 0, sold_items: 3, sold_items_with_cost: 2, realised_proceeds: 45, realised_cost: 62.5, realised_gain: -22.5,
    });
  });
});

describe('a refused sale', () => {
  it('names the field, and changes nothing', async () => {
    const test = await buildTestApp();
    const { app } = test;
    const { sold } = await collection(test);
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string, string][] = [
      [{ price: 20, fees: -1, date: today }, 'fees', 'Fees must be 0 or more'],
      [{ price: 20, date: tomorrowPlus }, 'date', 'Date sold cannot be in the future'],
      [{ price: 20, date: '2026-02-30' }, 'date', 'Date sold must be a real date, written YYYY-MM-DD'],
      [{ date: today }, 'price', 'Price is required'],
      [{ price: 20.005, date: today }, 'price', 'Price can have at most 2 decimal places'],
      [{ price: 20, date: today, where: 'x'.repeat(201) }, 'where', 'Sold where can be at most 200 characters'],
      [{ price: 20, date: today, buyer: 'Bob' }, '', 'Unknown field "buyer"'],
      [{ price: 0, date: today, record_market_sale: true }, 'price', 'Price must be more than 0'],
    ];
    for (const [payload, field, error] of cases) {
      const res = await sell(app, sold.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(error);
      if (field) expect(res.json().field).toBe(field);
    }
    expect((await get<InventoryItem>(app, `/api/inventory/${sold.id}`)).sale).toBeNull();
    expect((await get<CollectionStats>(app, '/api/inventory/stats')).total_items).toBe(2);
  });

  it('is 404 for an unknown copy and 409 for a sold one, or an undo of one not sold', async () => {
    const test = await buildTestApp();
    const { app } = test;
    const { sold } = await collection(test);
    for (const id of [999999, 'abc']) {
      expect((await sell(app, id, { price: 20, date: today })).json()).toEqual({ error: 'Item not found' });
      expect((await undo(app, id)).statusCode).toBe(404);
    }
    const notSold = await undo(app, sold.id);
    expect([notSold.statusCode, notSold.json().error]).toEqual([409, `Copy #${sold.id} (Leonardo) is not sold: it is in the collection`]);
    expect((await sell(app, sold.id, { price: 20, date: '2026-01-02' })).statusCode).toBe(200);
    const again = await sell(app, sold.id, { price: 25, date: today });
    expect([again.statusCode, again.json().error]).toEqual([409, `Copy #${sold.id} (Leonardo) was already sold on 2026-01-02: undo that sale to record it again`]);
    expect((await get<InventoryItem>(app, `/api/inventory/${sold.id}`)).sale).toMatchObject({ price: 20, date: '2026-01-02' });
  });
});

describe('a sale recorded as a market sale', () => {
  it("counts in its figure's prices for its tier and the copies kept, until the sale is undone", async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const selling = await addCopy(app, { figure_id: leo, condition: 'Near Mint', packaging_type: 'Sealed MOC', purchase_price: 80 });
    const keeping = await addCopy(app, { figure_id: leo, condition: 'Near Mint', packaging_type: 'Sealed MOC', purchase_price: 90 });
    const unpackaged = await addCopy(app, { figure_id: leo, condition: 'Good' });
    expect(keeping).toMatchObject({ estimated_value: 90, value_basis: 'purchase' });

    const refused = await sell(app, unpackaged.id, { price: 20, date: today, record_market_sale: true });
    expect([refused.statusCode, refused.json().field]).toEqual([400, 'record_market_sale']);
    expect(refused.json().error).toContain("Set this copy's packaging");

    const res = await sell(app, selling.id, { price: 120, shipping: 10, date: today, record_market_sale: true });
    expect(res.statusCode).toBe(200);
    const marketSaleId = res.json().sale.market_sale_id;
    expect(marketSaleId).toEqual(expect.any(Number));
    const prices = await get<{ carded: { average_price: number } | null; recent_sales: { id: number; price: number; source: string; tier: string; date: string; title: string }[] }>(app, `/api/figures/${leo}/prices`);
    expect(prices.recent_sales).toEqual([expect.objectContaining({ id: marketSaleId, price: 120, source: 'manual', tier: 'carded', date: today, title: `Sold from my collection (copy #${selling.id})` })]);
    expect(prices.carded?.average_price).toBe(120);
    // The carded copy kept is valued on it now; the sold one is in no figure.
    expect(await get<InventoryItem>(app, `/api/inventory/${keeping.id}`)).toMatchObject({ estimated_value: 120 });
    expect(await get<CollectionStats>(app, '/api/inventory/stats')).toMatchObject({ total_items: 2, realised_proceeds: 130, realised_gain: 50 });
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));

    expect((await undo(app, selling.id)).json().sale).toBeNull();
    expect((await get<{ recent_sales: unknown[] }>(app, `/api/figures/${leo}/prices`)).recent_sales).toEqual([]);
    expect(await get<InventoryItem>(app, `/api/inventory/${keeping.id}`)).toMatchObject({ estimated_value: 90, value_basis: 'purchase' });
    expect(await copyGroups(db)).toEqual(await sumCopyGroups(db));
    // Sold again with the same sale: recorded again, not refused as a duplicate.
    expect((await sell(app, selling.id, { price: 120, shipping: 10, date: today, record_market_sale: true })).json().sale.market_sale_id).toEqual(expect.any(Number));
  });
});

describe('the full export', () => {
  it('keeps a sold copy and its sale, and import restores it sold, linked to its market sale', async () => {
    const source = await buildTestApp();
    const { sold, kept } = await collection(source);
    await sell(source.app, sold.id, { price: 65, shipping: 8.5, fees: 9.12, date: '2026-05-02', where: 'A show in Columbus', buyer_note: 'Trade-in', record_market_sale: true });
    const doc = await get<FullExport>(source.app, '/api/inventory/export/full');
    expect(doc.copies).toHaveLength(2);
    const [exported] = doc.own_sales;
    expect(doc.copies.find((c) => c.sale !== null)?.sale).toEqual({
      date: '2026-05-02', price: 65, shipping: 8.5, fees: 9.12, where: 'A show in Columbus', buyer_note: 'Trade-in', currency: 'USD', market_sale: exported.external_id,
    });
    expect(doc.copies.find((c) => c.purchase_price === kept.purchase_price)?.sale).toBeNull();

    const target = await buildTestApp();
    const imported = await post(target.app, '/api/inventory/import', doc);
    expect(imported.json()).toMatchObject({ imported: 2, own_sales: { imported: 1 } });
    const [restored] = await get<InventoryItem[]>(target.app, '/api/inventory?status=sold');
    const [marketSale] = (await get<{ recent_sales: { id: number }[] }>(target.app, `/api/figures/${restored.figure_id}/prices`)).recent_sales;
    expect(restored.sale).toEqual({ date: '2026-05-02', price: 65, shipping: 8.5, fees: 9.12, where: 'A show in Columbus', buyer_note: 'Trade-in', currency: 'USD', proceeds: 64.38, conversion: null, gain: 11.88, market_sale_id: marketSale.id });
    expect(await get<CollectionStats>(target.app, '/api/inventory/stats')).toMatchObject({ total_items: 1, sold_items: 1, realised_gain: 11.88 });
    expect(await copyGroups(target.db)).toEqual(await sumCopyGroups(target.db));
    expect((await get<FullExport>(target.app, '/api/inventory/export/full')).copies.map((c) => c.sale)).toEqual(doc.copies.map((c) => c.sale));

    // Undone there, its market sale goes with it.
    expect((await undo(target.app, restored.id)).statusCode).toBe(200);
    expect((await get<{ recent_sales: unknown[] }>(target.app, `/api/figures/${restored.figure_id}/prices`)).recent_sales).toEqual([]);
  });

  it('reads a copy exported before sales as in the collection', async () => {
    const source = await buildTestApp();
    await collection(source);
    const doc = await get<FullExport>(source.app, '/api/inventory/export/full');
    const older = { ...doc, copies: doc.copies.map(({ sale: _sale, ...copy }) => copy) };
    const target = await buildTestApp();
    expect((await post(target.app, '/api/inventory/import', older)).json()).toMatchObject({ imported: 2 });
    expect(await get<CollectionStats>(target.app, '/api/inventory/stats')).toMatchObject({ total_items: 2, sold_items: 0 });
  });
});
