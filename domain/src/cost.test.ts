import { describe, expect, it } from 'vitest';
import { copyCostCents } from './cost.ts';

describe('copyCostCents', () => {
  it('adds price, shipping, tax and fees', () => {
    // $40.00 + $12.50 shipping + $3.20 tax + $1.99 fees = $57.69
    expect(copyCostCents({ priceCents: 4000, shippingCents: 1250, taxCents: 320, feesCents: 199 })).toBe(5769);
  });
  it('counts only the parts recorded', () => {
    expect(copyCostCents({ priceCents: 4000, shippingCents: null, taxCents: null, feesCents: null })).toBe(4000);
    expect(copyCostCents({ priceCents: null, shippingCents: 850, taxCents: null, feesCents: null })).toBe(850);
  });
  it('is unknown when nothing is recorded, and 0 when a free copy is', () => {
    expect(copyCostCents({ priceCents: null, shippingCents: null, taxCents: null, feesCents: null })).toBeNull();
    expect(copyCostCents({ priceCents: 0, shippingCents: null, taxCents: null, feesCents: null })).toBe(0);
  });
});
