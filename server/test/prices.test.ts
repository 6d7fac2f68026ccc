import { describe, expect, it } from 'vitest';
import { buildTestApp, figureId, recordSales } from './helpers.ts';

describe('recorded prices', () => {
  it('summarises sales (outliers trimmed) and lists them newest first', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    // 20, 22, 24, 26 and a 500 lot: quartiles 22 and 26, fences 16..32, so the 500 is dropped.
    await recordSales(db, id, [
      { cents: 2000, date: '2026-01-10' },
      { cents: 2200, date: '2026-01-11' },
      { cents: 2400, date: '2026-01-12' },
      { cents: 2600, date: '2026-01-12' },
      { cents: 50000, date: '2026-01-13', title: 'Lot of 20 figures' },
    ]);
    const prices = (await app.inject(`/api/figures/${id}/prices`)).json();
    expect(prices).toMatchObject({ current_lowest: 20, average_price: 23, highest_recent: 26, last_updated: '2026-01-13T12:00:00.000Z' });
    expect(prices.recent_sales[0]).toMatchObject({ title: 'Lot of 20 figures', price: 500, source: 'ebay_scrape', date: '2026-01-13' });
    expect(prices.recent_sales).toHaveLength(5);
  });

  it('gives one history point a day, the mean of that day, oldest first', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    await recordSales(db, id, [
      { cents: 3000, date: '2026-02-02' },
      { cents: 1000, date: '2026-02-01' },
      { cents: 2000, date: '2026-02-02' },
    ]);
    expect((await app.inject(`/api/figures/${id}/price-history`)).json()).toEqual([
      { date: '2026-02-01', price: 10 },
      { date: '2026-02-02', price: 25 },
    ]);
  });
});
