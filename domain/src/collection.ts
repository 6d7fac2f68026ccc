import { fromCents } from './money.ts';

/** What the collection rules need to know about one owned copy. */
export interface CopyFacts {
  id: number;
  name: string;
  series: string;
  year: number;
  condition: string;
  purchaseCents: number | null;
  /** The figure's market average and lowest price, when any price is known. */
  marketAverageCents: number | null;
  marketLowestCents: number | null;
}

/** Estimated value of a copy: its figure's market average, else what was paid, else 0. */
export function estimatedValueCents(copy: CopyFacts): number {
  return copy.marketAverageCents ?? copy.purchaseCents ?? 0;
}

export interface CollectionStats {
  total_items: number;
  total_value: number;
  total_invested: number;
  gain_loss: number;
  roi_percentage: number;
  items_with_purchase_price: number;
  insurance_value: number;
  min_value: number;
  items_with_price_data: number;
  by_series: Record<string, number>;
  by_year: Record<string, number>;
  by_condition: Record<string, number>;
}

// Counted in a Map: a series a collector names "constructor" or "__proto__" is a series like any other.
function countBy(copies: CopyFacts[], key: (c: CopyFacts) => string): Record<string, number> {
  const counts = new Map<string, number>();
  for (const c of copies) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  return Object.fromEntries(counts);
}

export function collectionStats(copies: CopyFacts[]): CollectionStats {
  let value = 0;
  let invested = 0;
  let gainLoss = 0;
  let insurance = 0;
  let minimum = 0;
  let withPurchase = 0;
  let withPriceData = 0;
  for (const c of copies) {
    const estimate = estimatedValueCents(c);
    value += estimate;
    if (c.purchaseCents !== null) {
      withPurchase++;
      invested += c.purchaseCents;
      gainLoss += estimate - c.purchaseCents;
    }
    if (c.marketAverageCents !== null) withPriceData++;
    // Insure for the higher of what it would cost to replace and what was paid.
    insurance += Math.max(c.marketAverageCents ?? 0, c.purchaseCents ?? 0);
    minimum += c.marketLowestCents ?? estimate;
  }
  return {
    total_items: copies.length,
    total_value: fromCents(value),
    total_invested: fromCents(invested),
    gain_loss: fromCents(gainLoss),
    roi_percentage: invested > 0 ? Math.round((gainLoss / invested) * 10000) / 100 : 0,
    items_with_purchase_price: withPurchase,
    insurance_value: fromCents(insurance),
    min_value: fromCents(minimum),
    items_with_price_data: withPriceData,
    by_series: countBy(copies, (c) => c.series),
    by_year: countBy(copies, (c) => String(c.year)),
    by_condition: countBy(copies, (c) => c.condition),
  };
}

export const TOP_VALUABLE_COUNT = 10;

/** The most valuable copies: estimated value descending, then name, then oldest first. */
export function topValuable<T extends CopyFacts>(copies: T[], count = TOP_VALUABLE_COUNT): T[] {
  return [...copies]
    .sort((a, b) => estimatedValueCents(b) - estimatedValueCents(a) || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, count);
}

export interface SeriesCompletion {
  series: string;
  owned: number;
  total: number;
  percentage: number;
}

/**
 * Completion of every catalogue series: distinct figures owned over figures in the series,
 * best-completed first, then by series name.
 */
export function seriesCompletion(
  catalogue: { id: number; series: string }[],
  ownedFigureIds: Set<number>,
): SeriesCompletion[] {
  const bySeries = new Map<string, { owned: number; total: number }>();
  for (const f of catalogue) {
    const entry = bySeries.get(f.series) ?? { owned: 0, total: 0 };
    entry.total++;
    if (ownedFigureIds.has(f.id)) entry.owned++;
    bySeries.set(f.series, entry);
  }
  return [...bySeries.entries()]
    .map(([series, { owned, total }]) => ({ series, owned, total, percentage: Math.round((owned / total) * 1000) / 10 }))
    .sort((a, b) => b.percentage - a.percentage || a.series.localeCompare(b.series));
}
