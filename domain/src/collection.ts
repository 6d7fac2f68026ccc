import type { CollectionStats, SeriesCompletion } from './api/inventory-stats.ts';
import { fromCents, toCents } from './money.ts';
import type { RealisedStats } from './sold.ts';
import { hasPriceData, hasValue, valueIsPurchasePrice, type ValueBasis } from './value.ts';

/**
 * Sums over the owned copies of one figure in one condition, from each copy's stored value (see valueCopy). The
 * server keeps them as a summary table, updated in the transaction of every write to a copy, and makes every
 * collection figure from them.
 */
export interface CopyGroup {
  figureId: number;
  condition: string;
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
  /** Copies whose value is only their purchase price (no market data). */
  valuedAtPurchase: number;
  /** Copies nothing values yet (no market data, no purchase price). */
  withoutValue: number;
}

/** The summed fields of a CopyGroup. */
const GROUP_SUMS = ['items', 'valueCents', 'investedCents', 'valueOfPurchasedCents', 'insuranceCents', 'minimumCents', 'withPurchase', 'withPriceData', 'valuedAtPurchase', 'withoutValue'] as const;

/** Adds up groups of the same figure and condition: one group each, ordered by figure, then condition. */
export function mergeCopyGroups(groups: readonly CopyGroup[]): CopyGroup[] {
  const merged = new Map<string, CopyGroup>();
  for (const group of groups) {
    const key = `${group.figureId}\n${group.condition}`;
    const into = merged.get(key);
    if (!into) merged.set(key, { ...group });
    else for (const field of GROUP_SUMS) into[field] += group[field];
  }
  return [...merged.values()].sort((a, b) => a.figureId - b.figureId || (a.condition < b.condition ? -1 : a.condition > b.condition ? 1 : 0));
}

/** What a copy, as stored with its value, adds to its group's sums (one item). */
export function copyContribution(copy: {
  figureId: number;
  condition: string;
  costCents: number | null;
  valueCents: number;
  basis: ValueBasis;
  insuranceCents: number;
  minimumCents: number;
}): CopyGroup {
  const purchased = copy.costCents !== null;
  return {
    figureId: copy.figureId,
    condition: copy.condition,
    items: 1,
    valueCents: copy.valueCents,
    investedCents: copy.costCents ?? 0,
    valueOfPurchasedCents: purchased ? copy.valueCents : 0,
    insuranceCents: copy.insuranceCents,
    minimumCents: copy.minimumCents,
    withPurchase: purchased ? 1 : 0,
    withPriceData: hasPriceData(copy) ? 1 : 0,
    valuedAtPurchase: valueIsPurchasePrice(copy.basis) ? 1 : 0,
    withoutValue: hasValue(copy.basis) ? 0 : 1,
  };
}

/** What the collection figures need to know of a catalogue figure. */
export interface CatalogueFigure {
  id: number;
  series: string;
  year: number;
}

/** Return on investment in percent, two decimals; 0 when nothing was paid. */
function roiPercentage(gainLossCents: number, investedCents: number): number {
  return investedCents > 0 ? Math.round((gainLossCents / investedCents) * 10000) / 100 : 0;
}

/** Counts per key, keys in order. Built from entries: a series a collector names "__proto__" is a series like any other. */
function countsBy(groups: CopyGroup[], key: (group: CopyGroup) => string): Record<string, number> {
  const counts = new Map<string, number>();
  for (const g of groups) counts.set(key(g), (counts.get(key(g)) ?? 0) + g.items);
  return Object.fromEntries([...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What one copy gained over what was paid, and that gain in percent of what was paid (null when nothing was paid). */
export interface CopyGain {
  gainLoss: number;
  roiPercentage: number | null;
}

/**
 * A copy's real profit: its value less its purchase price, as the collection's gain/loss counts it. Null without a
 * purchase price, and when the value is only the purchase price (no market data): that profit is not known, it is
 * not 0. (The spec's Market Value panel treats the cost as 0, so profit was always 100%: see decision 008.)
 */
export function copyGain(copy: { estimatedValue: number; basis: ValueBasis; purchasePrice: number | null }): CopyGain | null {
  if (copy.purchasePrice === null || !hasPriceData(copy)) return null;
  const investedCents = toCents(copy.purchasePrice);
  const gainLossCents = toCents(copy.estimatedValue) - investedCents;
  return { gainLoss: fromCents(gainLossCents), roiPercentage: investedCents > 0 ? roiPercentage(gainLossCents, investedCents) : null };
}

/**
 * The collection's figures from its copy groups; `withoutPackaging` counts the copies whose packaging is not set.
 * Sold copies are in no group: what their sales returned is added beside these (domain realisedStats).
 */
export function collectionStats(groups: CopyGroup[], figures: readonly CatalogueFigure[], withoutPackaging: number): Omit<CollectionStats, keyof RealisedStats> {
  const figureById = new Map(figures.map((f) => [f.id, f]));
  const figureOf = (g: CopyGroup) => {
    const figure = figureById.get(g.figureId);
    if (!figure) throw new Error(`Copies of figure ${g.figureId}, which is not in the catalogue`);
    return figure;
  };
  const sum = (field: (typeof GROUP_SUMS)[number]) => groups.reduce((total, g) => total + g[field], 0);
  const invested = sum('investedCents');
  const gainLoss = sum('valueOfPurchasedCents') - invested;
  return {
    total_items: sum('items'),
    total_value: fromCents(sum('valueCents')),
    total_invested: fromCents(invested),
    gain_loss: fromCents(gainLoss),
    roi_percentage: roiPercentage(gainLoss, invested),
    items_with_purchase_price: sum('withPurchase'),
    insurance_value: fromCents(sum('insuranceCents')),
    min_value: fromCents(sum('minimumCents')),
    items_with_price_data: sum('withPriceData'),
    items_valued_at_purchase_price: sum('valuedAtPurchase'),
    items_without_value: sum('withoutValue'),
    items_without_packaging: withoutPackaging,
    by_series: countsBy(groups, (g) => figureOf(g).series),
    by_year: countsBy(groups, (g) => String(figureOf(g).year)),
    by_condition: countsBy(groups, (g) => g.condition),
  };
}

/**
 * The dashboard's top list: the TOP_VALUABLE_COUNT most valuable copies, highest value first; copies of equal
 * value in the order they were added (lowest id first). The query that reads them orders by exactly this.
 */
export const TOP_VALUABLE_COUNT = 10;

/**
 * Completion of every catalogue series: distinct figures owned over figures in the series, best-completed first,
 * then by series name.
 */
export function seriesCompletion(figures: readonly Pick<CatalogueFigure, 'id' | 'series'>[], ownedFigureIds: ReadonlySet<number>): SeriesCompletion[] {
  const bySeries = new Map<string, { owned: number; total: number }>();
  for (const f of figures) {
    const entry = bySeries.get(f.series) ?? { owned: 0, total: 0 };
    entry.total++;
    if (ownedFigureIds.has(f.id)) entry.owned++;
    bySeries.set(f.series, entry);
  }
  return [...bySeries.entries()]
    .map(([series, { owned, total }]) => ({ series, owned, total, percentage: Math.round((owned / total) * 1000) / 10 }))
    .sort((a, b) => b.percentage - a.percentage || a.series.localeCompare(b.series));
}
