import { summarizeMarket, type PriceSource } from '@tmnt/domain';
import type { Db } from '../db/database.ts';

/** Recomputes one figure's stored market price from its price records (call after they change). */
export async function refreshMarketSummary(db: Db, figureId: number): Promise<void> {
  const records = await db
    .selectFrom('price_records')
    .select(['price_cents', 'source', 'sold_at', 'fetched_at'])
    .where('figure_id', '=', figureId)
    .execute();
  const summary = summarizeMarket(
    records.map((r) => ({ priceCents: r.price_cents, source: r.source as PriceSource, date: r.sold_at, fetchedAt: r.fetched_at })),
  );
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
