import { collectionStats, fromCents, seriesCompletion, type CollectionStats, type ExportRecord, type SeriesCompletion } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { catalogueFigures, copiesWithoutPackaging, copyGroups, exportRows, ownedFigureIds, topValuableCopies } from './queries.ts';

// Whole-collection answers: one grouped SQL pass over the stored copy values, folded by the domain's rules.

export async function computeStats(db: Db): Promise<CollectionStats> {
  const [groups, figures, withoutPackaging] = await Promise.all([copyGroups(db), catalogueFigures(db), copiesWithoutPackaging(db)]);
  return collectionStats(groups, figures, withoutPackaging);
}

export const computeTopValuable = topValuableCopies;

export async function computeSeriesCompletion(db: Db): Promise<SeriesCompletion[]> {
  const [figures, owned] = await Promise.all([catalogueFigures(db), ownedFigureIds(db)]);
  return seriesCompletion(figures, owned);
}

export async function computeExport(db: Db): Promise<ExportRecord[]> {
  return (await exportRows(db)).map(({ purchase_price_cents, condition, ...row }) => ({
    ...row,
    condition: condition as ExportRecord['condition'],
    purchase_price: purchase_price_cents === null ? null : fromCents(purchase_price_cents),
  }));
}
