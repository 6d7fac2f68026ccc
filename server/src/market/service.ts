import type { Insertable } from 'kysely';
import { summarizeMarket, type PriceSource } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import type { PriceRecordsTable } from '../db/schema.ts';
import { revalueCopies } from '../inventory/index.ts';
import { insertPriceRecords, priceObservations, storeMarketSummary } from './queries.ts';

export type NewPriceRecord = Omit<Insertable<PriceRecordsTable>, 'id'>;

/**
 * Recomputes figures' stored market price from their price records, and the stored value of their copies,
 * inside the caller's transaction (call it after their price records change).
 */
async function refreshMarketSummaries(trx: Db, figureIds: Iterable<number>): Promise<void> {
  for (const figureId of new Set(figureIds)) {
    const records = await priceObservations(trx, figureId);
    const summary = summarizeMarket(
      records.map((r) => ({ priceCents: r.price_cents, source: r.source as PriceSource, date: r.sold_at, fetchedAt: r.fetched_at })),
    );
    await storeMarketSummary(trx, figureId, summary);
    await revalueCopies(trx, { figureId });
  }
}

/** Records observed prices and brings every figure's market price and its copies' values up to date, in one write. */
export function recordPrices(db: Db, records: NewPriceRecord[]): Promise<void> {
  return inWriteTransaction(db, async (trx) => {
    await insertPriceRecords(trx, records);
    await refreshMarketSummaries(trx, records.map((r) => r.figure_id));
  });
}
