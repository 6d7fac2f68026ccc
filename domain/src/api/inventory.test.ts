import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { LIMITS, MAX_PRICE } from '../limits.ts';
import { inventoryPatchSchema, newCopySchema } from './inventory.ts';

// purchase_date is checked against the real clock: pin it. Latest "today" anywhere is then 2026-11-22.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

/** The issue messages of a rejected body; fails the test if the body was accepted. */
function messages(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return result.error.issues.map((i) => i.message);
}

const CONDITION_MESSAGE = 'Condition must be one of: Mint, Near Mint, Good, Fair, Poor';

describe('newCopySchema', () => {
  it('accepts a minimal and a complete body', () => {
    expect(newCopySchema.parse({ figure_id: 7, condition: 'Good' })).toEqual({ figure_id: 7, condition: 'Good' });
    const full = { figure_id: 7, condition: 'Near Mint', purchase_price: 19.99, purchase_date: '2024-02-29', notes: 'from a flea market' };
    expect(newCopySchema.parse(full)).toEqual(full);
  });

  it('accepts the limits: price 0 and 1,000,000, date latest today anywhere, notes of 10,000 chars', () => {
    expect(MAX_PRICE).toBe(1_000_000);
    expect(LIMITS.notes).toBe(10_000);
    expect(newCopySchema.safeParse({ figure_id: 1, condition: 'Mint', purchase_price: 0 }).success).toBe(true);
    expect(newCopySchema.safeParse({ figure_id: 1, condition: 'Mint', purchase_price: 1_000_000 }).success).toBe(true);
    expect(newCopySchema.safeParse({ figure_id: 1, condition: 'Mint', purchase_price: 0.1 + 0.2 }).success).toBe(true);
    expect(newCopySchema.safeParse({ figure_id: 1, condition: 'Mint', purchase_date: '2026-11-22' }).success).toBe(true);
    expect(newCopySchema.safeParse({ figure_id: 1, condition: 'Mint', notes: 'n'.repeat(10_000) }).success).toBe(true);
  });

  it('rejects unknown fields', () => {
    const result = newCopySchema.safeParse({ figure_id: 1, condition: 'Good', price: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['price'] })]);
  });

  it('rejects a missing or non-integer figure_id', () => {
    expect(messages(newCopySchema, { condition: 'Good' })).toEqual(['Figure ID is required']);
    expect(messages(newCopySchema, { figure_id: '7', condition: 'Good' })).toEqual(['Figure ID must be a whole number']);
    expect(messages(newCopySchema, { figure_id: 7.5, condition: 'Good' })).toEqual(['Figure ID must be a whole number']);
  });

  it('rejects a condition outside the list, naming the allowed values', () => {
    expect(messages(newCopySchema, { figure_id: 1, condition: 'Excellent' })).toEqual([CONDITION_MESSAGE]);
    expect(messages(newCopySchema, { figure_id: 1, condition: 'mint' })).toEqual([CONDITION_MESSAGE]);
    expect(messages(newCopySchema, { figure_id: 1 })).toEqual(['Condition is required']);
  });

  it('rejects bad purchase prices', () => {
    const withPrice = (purchase_price: unknown) => messages(newCopySchema, { figure_id: 1, condition: 'Good', purchase_price });
    expect(withPrice(-0.01)).toEqual(['Purchase price must be 0 or more']);
    expect(withPrice(1_000_000.01)).toEqual(['Purchase price must be 1,000,000 or less']);
    expect(withPrice(19.999)).toEqual(['Purchase price can have at most 2 decimal places']);
    expect(withPrice('19.99')).toEqual(['Purchase price must be a number']);
    expect(withPrice(null)).toEqual(['Purchase price must be a number']);
    expect(withPrice(Number.NaN)).toEqual(['Purchase price must be a number']);
  });

  it('rejects bad purchase dates', () => {
    const withDate = (purchase_date: unknown) => messages(newCopySchema, { figure_id: 1, condition: 'Good', purchase_date });
    expect(withDate('2023-02-29')).toEqual(['Purchase date must be a real date, written YYYY-MM-DD']);
    expect(withDate('02/01/2024')).toEqual(['Purchase date must be a real date, written YYYY-MM-DD']);
    expect(withDate('2026-11-23')).toEqual(['Purchase date cannot be in the future']);
    expect(withDate(20240101)).toEqual(['Purchase date must be a real date, written YYYY-MM-DD']);
  });

  it('rejects notes over 10,000 characters or not text', () => {
    expect(messages(newCopySchema, { figure_id: 1, condition: 'Good', notes: 'n'.repeat(10_001) })).toEqual(['Notes can be at most 10,000 characters']);
    expect(messages(newCopySchema, { figure_id: 1, condition: 'Good', notes: 42 })).toEqual(['Notes must be text']);
  });
});

describe('inventoryPatchSchema', () => {
  it('accepts a single field and clears nullable fields with null', () => {
    expect(inventoryPatchSchema.parse({ condition: 'Fair' })).toEqual({ condition: 'Fair' });
    const clearing = { purchase_price: null, purchase_date: null, notes: null, box_condition: null, limited_edition: null };
    expect(inventoryPatchSchema.parse(clearing)).toEqual(clearing);
  });

  it('accepts a full valid patch and trims short texts', () => {
    const patch = {
      condition: 'Poor',
      purchase_price: 1_000_000,
      purchase_date: '2026-11-22',
      notes: 'ok',
      box_condition: 'No Box',
      completeness: 'Figure Only',
      packaging_type: 'Loose',
      storage_location: '  Shelf 3  ',
      variant: 'Red bandana',
      limited_edition: true,
      custom_modifications: '',
      owned_accessories: ['Katana', 'Katana sheath'],
    };
    expect(inventoryPatchSchema.parse(patch)).toEqual({ ...patch, storage_location: 'Shelf 3' });
  });

  it('rejects an empty body', () => {
    expect(messages(inventoryPatchSchema, {})).toEqual(['Send at least one field to change']);
  });

  it('rejects unknown fields, even next to a valid one', () => {
    const result = inventoryPatchSchema.safeParse({ condition: 'Good', figure_id: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['figure_id'] })]);
  });

  it('rejects a condition outside the list, naming the allowed values', () => {
    expect(messages(inventoryPatchSchema, { condition: 'Loose' })).toEqual([CONDITION_MESSAGE]);
    expect(messages(inventoryPatchSchema, { condition: null })).toEqual([CONDITION_MESSAGE]);
  });

  it('rejects bad purchase prices', () => {
    expect(messages(inventoryPatchSchema, { purchase_price: -1 })).toEqual(['Purchase price must be 0 or more']);
    expect(messages(inventoryPatchSchema, { purchase_price: 1_000_001 })).toEqual(['Purchase price must be 1,000,000 or less']);
    expect(messages(inventoryPatchSchema, { purchase_price: 0.005 })).toEqual(['Purchase price can have at most 2 decimal places']);
    expect(messages(inventoryPatchSchema, { purchase_price: '5' })).toEqual(['Purchase price must be a number']);
  });

  it('rejects bad purchase dates', () => {
    expect(messages(inventoryPatchSchema, { purchase_date: '2024-13-01' })).toEqual(['Purchase date must be a real date, written YYYY-MM-DD']);
    expect(messages(inventoryPatchSchema, { purchase_date: '2027-01-01' })).toEqual(['Purchase date cannot be in the future']);
  });

  it('rejects notes over 10,000 characters', () => {
    expect(messages(inventoryPatchSchema, { notes: 'n'.repeat(10_001) })).toEqual(['Notes can be at most 10,000 characters']);
  });

  it('rejects bad values in the other fields', () => {
    expect(messages(inventoryPatchSchema, { box_condition: 'Crushed' })).toEqual([
      'Box condition must be one of: Mint in Box, Near Mint Box, Good Box, Damaged Box, No Box',
    ]);
    expect(messages(inventoryPatchSchema, { limited_edition: 'yes' })).toEqual(['Limited edition must be true or false']);
    expect(messages(inventoryPatchSchema, { storage_location: 's'.repeat(201) })).toEqual(['Storage location can be at most 200 characters']);
    expect(messages(inventoryPatchSchema, { owned_accessories: Array.from({ length: 101 }, (_, i) => `a${i}`) })).toEqual([
      'Owned accessories can list at most 100 names',
    ]);
    expect(messages(inventoryPatchSchema, { owned_accessories: 'Katana' })).toEqual(['Owned accessories must be a list of accessory names']);
  });
});
