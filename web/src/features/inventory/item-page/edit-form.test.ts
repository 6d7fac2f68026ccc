import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@tmnt/domain';
import { formFromItem, patchFromForm } from './edit-form.ts';

const item = {
  condition: 'Near Mint',
  purchase_price: 24.5,
  purchase_date: '2024-03-05',
  notes: 'line one\nline two',
} as InventoryItem;

describe('item edit form', () => {
  it('starts from the current values', () => {
    expect(formFromItem(item)).toEqual({ condition: 'Near Mint', purchasePrice: '24.5', purchaseDate: '2024-03-05', notes: 'line one\nline two' });
    expect(formFromItem({ ...item, purchase_price: null, purchase_date: null, notes: null })).toEqual({
      condition: 'Near Mint',
      purchasePrice: '',
      purchaseDate: '',
      notes: '',
    });
  });

  it('sends filled fields as typed, the price as a number', () => {
    expect(patchFromForm({ condition: 'Mint', purchasePrice: '0', purchaseDate: '2023-12-24', notes: ' keep spacing ' })).toEqual({
      condition: 'Mint',
      purchase_price: 0,
      purchase_date: '2023-12-24',
      notes: ' keep spacing ',
    });
  });

  it('sends an empty price, date or notes as null', () => {
    expect(patchFromForm({ condition: 'Poor', purchasePrice: '  ', purchaseDate: '', notes: '\n ' })).toEqual({
      condition: 'Poor',
      purchase_price: null,
      purchase_date: null,
      notes: null,
    });
  });
});
