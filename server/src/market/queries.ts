import type { Insertable } from 'kysely';
import { fromCents, SOLD_SOURCES, type FigurePrices, type MarketSummary, type PricePoint, type PriceSource } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import type { PriceRecordsTable } from '../db/schema.ts';

/** How many recent observations the prices answer lists. */
const RECENT_SALES_LIMIT = 50;

export async function figurePrices(db: Db, figureId: number): Promise<FigurePrices> {
  const [summary, recent] = await Promise.all([
    db.selectFrom('market_summaries').selectAll().where('figure_id', '=', figureId).executeTakeFirst(),
    db
      .selectFrom('price_records')
      .select(['title', 'price_cents', 'url', 'condition', 'source', 'sold_at', 'fetched_at'])
      .where('figure_id', '=', figureId)
      .orderBy((eb) => eb.fn.coalesce('sold_at', 'fetched_at'), 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_SALES_LIMIT)
      .execute(),
  ]);
  return {
    current_lowest: summary ? fromCents(summary.lowest_cents) : null,
    average_price: summary ? fromCents(summary.average_cents) : null,
    highest_recent: summary ? fromCents(summary.highest_cents) : null,
    last_updated: summary?.last_updated ?? null,
    recent_sales: recent.map((r) => ({
      title: r.title,
      price: fromCents(r.price_cents),
      url: r.url,
      condition: r.condition,
      source: r.source as PriceSource,
      date: r.sold_at ?? r.fetched_at.slice(0, 10),
    })),
  };
}

/** Sold prices over time, one point per day (the day's mean), oldest first. Asking prices are not history. */
export async function priceHistory(db: Db, figureId: number): Promise<PricePoint[]> {
  const rows = await db
    .selectFrom('price_records')
    .select(['sold_at', 'price_cents'])
    .where('figure_id', '=', figureId)
    .where('source', 'in', [...SOLD_SOURCES])
    .where('sold_at', 'is not', null)
    .orderBy('sold_at')
    .execute();
  const days = new Map<string, { total: number; count: number }>();
  for (const r of rows) {
    const day = (r.sold_at as string).slice(0, 10);
    const entry = days.get(day) ?? { total: 0, count: 0 };
    entry.total += r.price_cents;
    entry.count++;
    days.set(day, entry);
  }
  return [...days.entries()].map(([date, { total, count }]) => ({ date, price: fromCents(Math.round(total / count)) }));
}

export function priceObservations(db: Db, figureId: number) {
  return db.selectFrom('price_records').select(['price_cents', 'source', 'sold_at', 'fetched_at']).where('figure_id', '=', figureId).execute();
}

export async function storeMarketSummary(db: Db, figureId: number, summary: MarketSummary | null): Promise<void> {
  if (!summary) {
    await db.deleteFrom('market_summaries').where('figure_id', '=', figureId).execute();
    return;
  }
  const values = {
    lowest_cents: summary.lowestCents,
    average_cents: summary.averageCents,
    highest_cents: summary.highestCents,
    sample_count: summary.sampleCount,
    last_updated: summary.lastUpdated,
  };
  await db
    .insertInto('market_summaries')
    .values({ figure_id: figureId, ...values })
    .onConflict((oc) => oc.column('figure_id').doUpdateSet(values))
    .execute();
}

/** Stores observed prices; one already known (same source and marketplace id) is kept as it was. */
export async function insertPriceRecords(db: Db, records: Insertable<PriceRecordsTable>[]): Promise<void> {
  for (let start = 0; start < records.length; start += 500) {
    await db
      .insertInto('price_records')
      .values(records.slice(start, start + 500))
      .onConflict((oc) => oc.columns(['source', 'external_id']).doNothing())
      .execute();
  }
}
