/**
 * What a copy cost the collector: the price paid plus the shipping, tax and fees paid for it (each optional). Every
 * return, gain, insurance and analysis figure rests on this sum, never on the price alone.
 */
export interface CostParts {
  priceCents: number | null;
  shippingCents: number | null;
  taxCents: number | null;
  feesCents: number | null;
}

/** The sum of the parts recorded; null when none is (what it cost is not known). */
export function copyCostCents({ priceCents, shippingCents, taxCents, feesCents }: CostParts): number | null {
  const parts = [priceCents, shippingCents, taxCents, feesCents].filter((part): part is number => part !== null);
  return parts.length === 0 ? null : parts.reduce((sum, part) => sum + part, 0);
}
