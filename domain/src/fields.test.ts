import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inventoryPatchSchema, newCopySchema } from './api/inventory.ts';
import { newSaleSchema } from './api/market.ts';
import { FIELD_LABELS, fieldErrors, fieldLabel, fieldMessages } from './fields.ts';

/** The field errors of a refused body; fails the test if the body was accepted. */
function errorsOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return fieldErrors(result.error.issues);
}

describe('field labels', () => {
  it('are the labels the forms show, and a field without one reads as its name', () => {
    expect(fieldLabel('purchase_price')).toBe('Purchase Price');
    expect(fieldLabel('date')).toBe('Date Sold');
    expect(fieldLabel('colour')).toBe('colour');
    expect(Object.values(FIELD_LABELS).every((label) => /^[A-Z]/.test(label))).toBe(true);
  });
});

describe('field messages', () => {
  it('name the field as a sentence starts, keeping abbreviations', () => {
    expect(fieldMessages.atLeast('purchase_price', 0)).toBe('Purchase price must be 0 or more');
    expect(fieldMessages.notInFuture('purchase_date')).toBe('Purchase date cannot be in the future');
    expect(fieldMessages.tooLong('notes', 10_000)).toBe('Notes can be at most 10,000 characters');
    expect(fieldMessages.atMost('price', 1_000_000)).toBe('Price must be 1,000,000 or less');
    expect(fieldMessages.text('upc')).toBe('UPC must be text');
    expect(fieldMessages.webAddressOrPath('image_url')).toMatch(/^Image URL must be/);
    expect(fieldMessages.wholeNumber('figure_id')).toBe('Figure ID must be a whole number');
  });

  it('name unknown fields, one or several', () => {
    expect(fieldMessages.unknownFields(['foo'])).toBe('Unknown field "foo"');
    expect(fieldMessages.unknownFields(['foo', 'bar'])).toBe('Unknown fields "foo", "bar"');
  });
});

describe('fieldErrors', () => {
  it('gives each wrong field its first message, in the order found', () => {
    expect(errorsOf(newCopySchema, { figure_id: 1, condition: 'Good', purchase_price: -1.234, purchase_date: '2999-01-01', notes: 'n'.repeat(10_001) })).toEqual([
      { field: 'purchase_price', error: 'Purchase price must be 0 or more' },
      { field: 'purchase_date', error: 'Purchase date cannot be in the future' },
      { field: 'notes', error: 'Notes can be at most 10,000 characters' },
    ]);
  });

  it('says a missing field is required, and a wrong choice lists the allowed ones', () => {
    expect(errorsOf(newCopySchema, { condition: 'Excellent' })).toEqual([
      { field: 'figure_id', error: 'Figure ID is required' },
      { field: 'condition', error: 'Condition must be one of: Mint, Near Mint, Good, Fair, Poor' },
    ]);
  });

  it('puts an unknown field under its own name, and an issue inside a list under the list', () => {
    expect(errorsOf(inventoryPatchSchema, { condition: 'Good', colour: 'green' })).toEqual([{ field: 'colour', error: 'Unknown field "colour"' }]);
    expect(errorsOf(inventoryPatchSchema, { owned_accessories: ['Katana', 7] })).toEqual([
      { field: 'owned_accessories', error: 'Owned accessories must be a list of accessory names' },
    ]);
  });

  it('names no field for an error about the whole body', () => {
    expect(errorsOf(inventoryPatchSchema, {})).toEqual([{ error: 'Send at least one field to change' }]);
    expect(errorsOf(newCopySchema, [])).toEqual([{ error: 'Send the fields as a JSON object' }]);
  });

  it('words a sale by the labels of its form', () => {
    expect(errorsOf(newSaleSchema, { price: 0, date: '1987-12-31', tier: 'boxed' })).toEqual([
      { field: 'price', error: 'Price must be more than 0' },
      { field: 'date', error: 'Date sold must be 1988-01-01 or later' },
      { field: 'tier', error: 'Packaging must be one of: carded, loose' },
    ]);
  });
});
