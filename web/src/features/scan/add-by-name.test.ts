import { describe, expect, it } from 'vitest';
import { newCopySchema } from '@tmnt/domain';
import { noCost } from '../../components/CostFields.tsx';
import { newCopyOf } from './add-by-name.ts';

describe('newCopyOf', () => {
  it('sends the packaging and a variant when there is one', () => {
    const body = newCopyOf(4, { condition: 'Good', packaging: 'Loose', variant: '  soft head ', ...noCost('USD') });
    expect(body).toEqual({ figure_id: 4, condition: 'Good', packaging_type: 'Loose', variant: 'soft head' });
    expect(newCopySchema.safeParse(body).success).toBe(true);
  });

  it('leaves out a packaging not chosen, an empty variant and costs not typed', () => {
    expect(newCopyOf(4, { condition: 'Mint', packaging: null, variant: ' ', ...noCost('GBP') })).toEqual({ figure_id: 4, condition: 'Mint' });
  });

  it('sends what it cost, each amount as a number, and the currency it was paid in', () => {
    const body = newCopyOf(4, { condition: 'Good', packaging: 'Loose', variant: '', ...noCost('EUR'), purchase_price: '40', purchase_shipping: '12.5', purchase_fees: '2.99' });
    expect(body).toEqual({ figure_id: 4, condition: 'Good', packaging_type: 'Loose', purchase_price: 40, purchase_shipping: 12.5, purchase_fees: 2.99, currency: 'EUR' });
    expect(newCopySchema.safeParse(body).success).toBe(true);
  });
});
