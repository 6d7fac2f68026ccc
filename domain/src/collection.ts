import type { CollectionStats, SeriesCompletion } from './api.ts';
import { fromCents } from './money.ts';

/** Sums over every owned copy of its stored value (see valueCopy); what the collection stats are made from. */
export interface CollectionTotals {
  items: number;
  valueCents: number;
  /** Sum of purchase prices, over the copies that have one. */
  investedCents: number;
  /** Sum of values, over the same copies: gain or loss compares like with like. */
  valueOfPurchasedCents: number;
  insuranceCents: number;
  minimumCents: number;
  withPurchase: number;
  withPriceData: number;
}

export interface CollectionCounts {
  bySeries: [string, number][];
  byYear: [number, number][];
  byCondition: [string, number][];
}

/** Return on investment in percent, two decimals; 0 when nothing was paid. */
function roiPercentage(gainLossCents: number, investedCents: number): number {
  return investedCents > 0 ? Math.round((gainLossCents / investedCents) * 10000) / 100 : 0;
}

// Built from entries, not by assignment: a series a collector names "__proto__" is a series like any other.
const record = (entries: [string | number, number][]) => Object.fromEntries(entries.map(([k, n]) => [String(k), n]));

export function collectionStats(totals: CollectionTotals, counts: CollectionCounts): CollectionStats {
  const gainLoss = totals.valueOfPurchasedCents - totals.investedCents;
  return {
    total_items: totals.items,
    total_value: fromCents(totals.valueCents),
    total_invested: fromCents(totals.investedCents),
    gain_loss: fromCents(gainLoss),
    roi_percentage: roiPercentage(gainLoss, totals.investedCents),
    items_with_purchase_price: totals.withPurchase,
    insurance_value: fromCents(totals.insuranceCents),
    min_value: fromCents(totals.minimumCents),
    items_with_price_data: totals.withPriceData,
    by_series: record(counts.bySeries),
    by_year: record(counts.byYear),
    by_condition: record(counts.byCondition),
  };
}

/**
 * The dashboard's top list: the TOP_VALUABLE_COUNT most valuable copies, highest value first; copies of equal
 * value in the order they were added (lowest id first). The query that reads them orders by exactly this.
 */
export const TOP_VALUABLE_COUNT = 10;

/** Completion of every catalogue series, best-completed first, then by series name. */
export function seriesCompletion(series: { series: string; owned: number; total: number }[]): SeriesCompletion[] {
  return series
    .filter((s) => s.total > 0)
    .map(({ series: name, owned, total }) => ({ series: name, owned, total, percentage: Math.round((owned / total) * 1000) / 10 }))
    .sort((a, b) => b.percentage - a.percentage || a.series.localeCompare(b.series));
}
