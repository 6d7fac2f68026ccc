import { describe, expect, it } from 'vitest';
import { noCost, typedCost } from '../../../components/CostFields.tsx';
import { newCopyBody } from './new-copy.ts';

describe('newCopyBody', () => {
  it('omits every empty optional field', () => {
    const body = newCopyBody(4, { condition: 'Good', packaging_type: null, ...noCost('GBP'), purchase_date: '', notes: '  ' });
    expect(body).toEqual({ figure_id: 4, condition: 'Good' });
    expect(Object.keys(body)).toEqual(['figure_id', 'condition']);
  });

  it('sends filled fields, the amounts as numbers with their currency', () => {
    const form = { condition: 'Mint', packaging_type: 'Sealed MOC', ...noCost('GBP'), purchase_price: '12.5', purchase_shipping: '7.95', purchase_date: '2024-02-29', notes: 'Carded\nsealed' } as const;
    expect(newCopyBody(4, form)).toEqual({
      figure_id: 4, condition: 'Mint', packaging_type: 'Sealed MOC', purchase_price: 12.5, purchase_shipping: 7.95, currency: 'GBP', purchase_date: '2024-02-29', notes: 'Carded\nsealed',
    });
  });
});

describe('typedCost', () => {
  it('adds what is typed to the cent', () => {
    // 40.10 + 12.20 + 3.30 + 0.01 = 55.61 (in floating point 40.1 + 12.2 + 3.3 + 0.01 is 55.61000000000001)
    expect(typedCost({ purchase_price: '40.10', purchase_shipping: '12.20', purchase_tax: '3.30', purchase_fees: '0.01', currency: 'USD' })).toBe(55.61);
  });
  it('is null while nothing, or something unreadable, is typed', () => {
    expect(typedCost(noCost())).toBeNull();
    expect(typedCost({ ...noCost(), purchase_price: '12', purchase_shipping: '-1' })).toBeNull();
    expect(typedCost({ ...noCost(), purchase_price: '12.345' })).toBeNull();
  });
});
