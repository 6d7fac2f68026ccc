/**
 * What a copy's value rests on: its figure's market price, what the collector paid, or nothing known.
 * A copy "has price data" exactly when its value rests on the market.
 */
export const VALUE_BASES = ['market', 'purchase', 'none'] as const;
export type ValueBasis = (typeof VALUE_BASES)[number];

/** The basis of a copy that has price data. */
const PRICED_BASIS: ValueBasis = 'market';

/**
 * Bump whenever valueCopy (or anything it rests on, such as the market summary) changes: the server stores each
 * copy's value, and revalues every copy once when it finds values stored under an older rule.
 */
export const VALUE_RULES_VERSION = 1;

/** What valuing one owned copy needs to know. */
export interface CopyValueFacts {
  purchaseCents: number | null;
  /** The figure's market average and lowest price, when any price is known. */
  marketAverageCents: number | null;
  marketLowestCents: number | null;
}

export interface CopyValue {
  /** The estimated value every screen shows. */
  valueCents: number;
  basis: ValueBasis;
  /** What to insure it for: the higher of what it would cost to replace and what was paid. */
  insuranceCents: number;
  /** What it would fetch at the low end of the market (its value when the market is unknown). */
  minimumCents: number;
}

/**
 * The one valuation of a copy: its figure's market average, else what was paid, else 0 (a known market
 * average of 0 stays 0 rather than falling back).
 */
export function valueCopy({ purchaseCents, marketAverageCents, marketLowestCents }: CopyValueFacts): CopyValue {
  const basis: ValueBasis = marketAverageCents !== null ? 'market' : purchaseCents !== null ? 'purchase' : 'none';
  const valueCents = marketAverageCents ?? purchaseCents ?? 0;
  return {
    valueCents,
    basis,
    insuranceCents: Math.max(marketAverageCents ?? 0, purchaseCents ?? 0),
    minimumCents: marketLowestCents ?? valueCents,
  };
}

export const hasPriceData = (value: { basis: ValueBasis }): boolean => value.basis === PRICED_BASIS;
