import { collectionStats, fromCentsOrNull, realisedStats, realisedTotals, seriesCompletion, type CollectionStats, type ExportRecord, type SeriesCompletion } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { catalogueFigures, copiesWithoutPackaging, copyGroups, costFields, exportRows, paidCents, ownedFigureIds, soldCopyMoney, topValuableCopies } from './queries.ts';

// Whole-collection answers: one grouped SQL pass over the stored copy values, folded by the domain's rules.

export async function computeStats(db: Db): Promise<CollectionStats> {
  const [groups, figures, withoutPackaging, sold] = await Promise.all([copyGroups(db), catalogueFigures(db), copiesWithoutPackaging(db), soldCopyMoney(db)]);
  return { ...collectionStats(groups, figures, withoutPackaging), ...realisedStats(realisedTotals(sold)) };
}

export const computeTopValuable = topValuableCopies;

export async function computeSeriesCompletion(db: Db): Promise<SeriesCompletion[]> {
  const [figures, owned] = await Promise.all([catalogueFigures(db), ownedFigureIds(db)]);
  return seriesCompletion(figures, owned);
}

export async function computeExport(db: Db): Promise<ExportRecord[]> {
  return (await exportRows(db)).map((row) => {
    const { purchase_price, purchase_shipping, purchase_tax, purchase_fees } = costFields(row);
    return {
      id: row.id, name: row.name, year: row.year, series: row.series, condition: row.condition as ExportRecord['condition'], purchase_price, notes: row.notes,
      purchase_shipping, purchase_tax, purchase_fees, cost: fromCentsOrNull(paidCents(row)), currency: row.currency,
    };
  });
}
