/**
 * A copy the collector sold: what the sale returned, what it gained over what the copy cost, and what every sale
 * together returned (the realised side of the collection's money, beside the unrealised gain of the copies kept).
 */
import type { CollectionStats } from './api/inventory-stats.ts';
import { fromCents } from './money.ts';

/** What a sale says in money: the price, the shipping the buyer paid on top, and the fees the seller paid. */
export interface SaleParts {
  priceCents: number;
  shippingCents: number | null;
  feesCents: number | null;
}

/** What a sale returned: the price plus the shipping charged, less the fees (negative when fees took more). */
export function saleProceedsCents({ priceCents, shippingCents, feesCents }: SaleParts): number {
  return priceCents + (shippingCents ?? 0) - (feesCents ?? 0);
}

/** What a sale gained over what the copy cost (domain copyCostCents); null when that cost is not known. */
export function realisedGainCents(proceedsCents: number, costCents: number | null): number | null {
  return costCents === null ? null : proceedsCents - costCents;
}

/** What every sale together returned. */
export interface RealisedTotals {
  soldItems: number;
  /** The sold copies whose cost is known: only they have a gain. */
  withCost: number;
  /** What every sale returned. */
  proceedsCents: number;
  /** What the sold copies with a known cost cost. */
  costCents: number;
  /** Their proceeds less their cost: a copy of unknown cost adds nothing (its gain is not known, it is not 0). */
  gainCents: number;
}

/**
 * Over each sold copy's proceeds and cost in the collection's currency; proceeds in another currency whose rate is
 * not known yet (null) count the copy as sold and add nothing else (never a guess).
 */
export function realisedTotals(sold: readonly { proceedsCents: number | null; costCents: number | null }[]): RealisedTotals {
  const totals: RealisedTotals = { soldItems: 0, withCost: 0, proceedsCents: 0, costCents: 0, gainCents: 0 };
  for (const { proceedsCents: proceeds, costCents } of sold) {
    totals.soldItems++;
    if (proceeds === null) continue;
    totals.proceedsCents += proceeds;
    if (costCents === null) continue;
    totals.withCost++;
    totals.costCents += costCents;
    totals.gainCents += proceeds - costCents;
  }
  return totals;
}

/** The realised fields of the collection's statistics. */
export type RealisedStats = Pick<CollectionStats, 'sold_items' | 'sold_items_with_cost' | 'realised_proceeds' | 'realised_cost' | 'realised_gain'>;

export function realisedStats(totals: RealisedTotals): RealisedStats {
  return {
    sold_items: totals.soldItems,
    sold_items_with_cost: totals.withCost,
    realised_proceeds: fromCents(totals.proceedsCents),
    realised_cost: fromCents(totals.costCents),
    realised_gain: fromCents(totals.gainCents),
  };
}
