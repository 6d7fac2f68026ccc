/**
 * A lot: several copies bought together for one sum ("12 loose turtles for $180"). What each copy cost is its share
 * of the lot, in proportion to its market value for its tier on the purchase date, so the collection's returns rest
 * on what was paid rather than on guesses.
 */
import type { PackagingType } from './conditions.ts';
import { isSoldSource, saleDay, summarizeMarket, type PriceObservation } from './market.ts';
import type { PriceTier } from './relevance.ts';

/** The most copies one lot may hold. */
export const MAX_LOT_COPIES = 200;

/** The packaging a copy bought in a lot gets from the tier the collector chose for it. */
export const TIER_PACKAGING: Record<PriceTier, PackagingType> = { carded: 'Sealed MOC', loose: 'Loose' };

/** One copy of a lot, as its share is worked out. */
export interface LotShareInput {
  /** Its market value for its tier on the purchase date, in cents; null when no sale tells it. */
  valueCents: number | null;
  /** A share the collector set by hand, in cents: kept as it is, the rest of the total split among the others. */
  fixedCents?: number | null;
}

/**
 * Splits `totalCents` across the copies: a share the collector fixed is kept, and what remains is split in
 * proportion to the others' market values. A copy whose value is unknown weighs as the average of the known ones
 * (every copy equally when none is known, or when the known values are all 0). Shares are whole cents and always add
 * up to the total exactly: each takes its proportion rounded down, and the cents left over go one each to the copies
 * whose proportion lost the most in rounding (earlier copies first on a tie). Null when the fixed shares come to more
 * than the total (or the total is negative).
 */
export function splitLotCost(totalCents: number, copies: readonly LotShareInput[]): number[] | null {
  if (totalCents < 0) return null;
  const fixed = copies.reduce((sum, c) => sum + (c.fixedCents ?? 0), 0);
  const remaining = totalCents - fixed;
  if (remaining < 0) return null;
  const open = copies.flatMap((c, i) => (c.fixedCents === undefined || c.fixedCents === null ? [i] : []));
  if (open.length === 0) return remaining === 0 ? copies.map((c) => c.fixedCents!) : null;

  const known = open.map((i) => copies[i].valueCents).filter((v): v is number => v !== null && v > 0);
  const average = known.length === 0 ? 1 : known.reduce((a, b) => a + b, 0) / known.length;
  const weights = open.map((i) => {
    const value = copies[i].valueCents;
    return known.length === 0 ? 1 : value === null ? average : value;
  });
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (totalWeight === 0 ? remaining / open.length : (remaining * w) / totalWeight));
  const shares = exact.map(Math.floor);
  let left = remaining - shares.reduce((a, b) => a + b, 0);
  const byLoss = exact.map((e, k) => ({ k, loss: e - Math.floor(e) })).sort((a, b) => b.loss - a.loss || a.k - b.k);
  for (const { k } of byLoss) {
    if (left === 0) break;
    shares[k] += 1;
    left -= 1;
  }
  const result = copies.map((c) => c.fixedCents ?? 0);
  open.forEach((i, k) => (result[i] = shares[k]));
  return result;
}

/**
 * A copy's market value for its tier on a day, by the rule every value follows (summarizeMarket as of that day):
 * the average of that tier's sales in the RECENT_DAYS up to it, else of its earlier sales; null when no sale of the
 * tier was known by then. Asking prices and later sales do not count.
 */
export function marketValueOn(observations: readonly PriceObservation[], tier: PriceTier, day: string): number | null {
  const known = observations.filter((o) => isSoldSource(o.source) && saleDay(o) <= day);
  return summarizeMarket(known, day)?.[tier]?.averageCents ?? null;
}
