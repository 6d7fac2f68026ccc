import { collectionStats, fromCents, seriesCompletion, type CollectionStats, type ExportRecord, type SeriesCompletion } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { collectionCounts, collectionTotals, exportRows, seriesOwnership, topValuableCopies } from './queries.ts';

// Whole-collection answers: SQL sums and counts over the stored copy values, shaped by the domain's rules.

export async function computeStats(db: Db): Promise<CollectionStats> {
  const [totals, counts] = await Promise.all([collectionTotals(db), collectionCounts(db)]);
  return collectionStats(totals, counts);
}

export const computeTopValuable = topValuableCopies;

export async function computeSeriesCompletion(db: Db): Promise<SeriesCompletion[]> {
  return seriesCompletion(await seriesOwnership(db));
}

export async function computeExport(db: Db): Promise<ExportRecord[]> {
  return (await exportRows(db)).map(({ purchase_price_cents, condition, ...row }) => ({
    ...row,
    condition: condition as ExportRecord['condition'],
    purchase_price: purchase_price_cents === null ? null : fromCents(purchase_price_cents),
  }));
}
