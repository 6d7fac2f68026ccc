import { describe, expect, it } from 'vitest';
import { newCopyBody } from './new-copy.ts';

describe('newCopyBody', () => {
  it('omits every empty optional field', () => {
    const body = newCopyBody(4, { condition: 'Good', packaging_type: null, purchase_price: '', purchase_date: '', notes: '  ' });
    expect(body).toEqual({ figure_id: 4, condition: 'Good' });
    expect(Object.keys(body)).toEqual(['figure_id', 'condition']);
  });

  it('sends filled fields, the price as a number', () => {
    expect(newCopyBody(4, { condition: 'Mint', packaging_type: 'Sealed MOC', purchase_price: '12.5', purchase_date: '2024-02-29', notes: 'Carded\nsealed' })).toEqual({
      figure_id: 4, condition: 'Mint', packaging_type: 'Sealed MOC', purchase_price: 12.5, purchase_date: '2024-02-29', notes: 'Carded\nsealed',
    });
  });
});
