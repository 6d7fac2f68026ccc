import { describe, expect, it } from 'vitest';
import { noCost, typedCost } from '../../../components/CostFields.tsx';
import { newCopyBody, newCopyForm } from './new-copy.ts';

describe('newCopyBody', () => {
  it('omits every empty optional field', () => {
    const body = newCopyBody(4, { condition: 'Good', packaging_type: null, variant: ' ', ...noCost('GBP'), purchase_date: '', notes: '  ' });
    expect(body).toEqual({ figure_id: 4, condition: 'Good' });
    expect(Object.keys(body)).toEqual(['figure_id', 'condition']);
  });

  it('sends filled fields, the amounts as numbers with their currency', () => {
    const form = { condition: 'Mint', packaging_type: 'Sealed MOC', variant: ' Soft head ', ...noCost('GBP'), purchase_price: '12.5', purchase_shipping: '7.95', purchase_date: '2024-02-29', notes: 'Carded\nsealed' } as const;
    expect(newCopyBody(4, form)).toEqual({
      figure_id: 4, condition: 'Mint', packaging_type: 'Sealed MOC', variant: 'Soft head', purchase_price: 12.5, purchase_shipping: 7.95, currency: 'GBP', purchase_date: '2024-02-29', notes: 'Carded\nsealed',
    });
  });
});

describe('newCopyForm (issue 36: Add Copy starts from the copy)', () => {
  it("starts with the copy's packaging and variant, whatever was remembered", () => {
    expect(newCopyForm({ packaging_type: 'Loose', variant: 'Light-blue pants' }, 'Sealed MOC')).toEqual({
      condition: 'Good', packaging_type: 'Loose', variant: 'Light-blue pants', ...noCost(), purchase_date: '', notes: '',
    });
  });

  it('starts at the remembered packaging for a copy of none, and with no variant for a copy of none', () => {
    expect(newCopyForm({ packaging_type: null, variant: null }, 'Sealed MOC')).toMatchObject({ packaging_type: 'Sealed MOC', variant: '' });
  });

  it('leaves the packaging to choose only when the copy has none and nothing was remembered', () => {
    expect(newCopyForm({ packaging_type: null, variant: null }, null).packaging_type).toBeNull();
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
