import { collectionStats, estimatedValueCents, fromCents, seriesCompletion, topValuable, type TopValuableItem } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { allCopyFacts, catalogueSeries } from './queries.ts';

export async function computeStats(db: Db) {
  return collectionStats(await allCopyFacts(db));
}

export async function computeTopValuable(db: Db): Promise<TopValuableItem[]> {
  return topValuable(await allCopyFacts(db)).map((c) => ({
    id: c.id,
    figure_id: c.figureId,
    name: c.name,
    image_url: c.imageUrl,
    estimated_value: fromCents(estimatedValueCents(c)),
    condition: c.condition as TopValuableItem['condition'],
    year: c.year,
    series: c.series,
  }));
}

export async function computeSeriesCompletion(db: Db) {
  const [catalogue, copies] = await Promise.all([catalogueSeries(db), allCopyFacts(db)]);
  return seriesCompletion(catalogue, new Set(copies.map((c) => c.figureId)));
}
