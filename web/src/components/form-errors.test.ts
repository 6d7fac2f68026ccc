import { describe, expect, it } from 'vitest';
import { inventoryPatchSchema, newCopySchema } from '@tmnt/domain';
import { ApiError } from '../api/client.ts';
import { failureErrors, placeErrors, schemaErrors } from './form-errors.ts';

describe('schemaErrors', () => {
  it('words each bad field as the server would, by its field name', () => {
    expect(schemaErrors(newCopySchema, { figure_id: 1, condition: 'Good', purchase_price: -5, purchase_date: '2999-01-01' })).toEqual([
      { field: 'purchase_price', error: 'Purchase price must be 0 or more' },
      { field: 'purchase_date', error: 'Purchase date cannot be in the future' },
    ]);
  });

  it('is empty for a body the server would accept', () => {
    expect(schemaErrors(inventoryPatchSchema, { purchase_price: null, notes: 'Soft head' })).toEqual([]);
  });
});

describe('failureErrors', () => {
  it("takes every field of a schema's refusal", () => {
    const body = {
      error: 'Purchase price must be 0 or more; Notes can be at most 10,000 characters',
      field: 'purchase_price',
      errors: [
        { field: 'purchase_price', error: 'Purchase price must be 0 or more' },
        { field: 'notes', error: 'Notes can be at most 10,000 characters' },
      ],
    };
    const error = new ApiError(400, body.error, body);
    expect(error.field).toBe('purchase_price');
    expect(failureErrors(error)).toEqual(body.errors);
  });

  it('takes the one field a service refusal names', () => {
    const error = new ApiError(400, '"Lightsaber" is not one of this figure\'s accessories', { error: '"Lightsaber" is not one of this figure\'s accessories', field: 'owned_accessories' });
    expect(failureErrors(error)).toEqual([{ field: 'owned_accessories', error: '"Lightsaber" is not one of this figure\'s accessories' }]);
  });

  it('says any other failure for the whole form', () => {
    expect(failureErrors(new ApiError(409, 'This sale is already recorded', { error: 'This sale is already recorded' }))).toEqual([{ error: 'This sale is already recorded' }]);
    expect(failureErrors(new ApiError(0, 'Cannot reach the server: is it running?', null))).toEqual([{ error: 'Cannot reach the server: is it running?' }]);
  });
});

describe('placeErrors', () => {
  it("puts the form's own fields beside them, first message each, and the rest on the form", () => {
    const placed = placeErrors(
      [
        { field: 'purchase_price', error: 'Purchase price must be 0 or more' },
        { field: 'purchase_price', error: 'Purchase price can have at most 2 decimal places' },
        { field: 'owned_accessories', error: 'Owned accessories must be a list of accessory names' },
        { error: 'Send at least one field to change' },
      ],
      ['purchase_price', 'notes'],
    );
    expect(placed).toEqual({
      fields: { purchase_price: 'Purchase price must be 0 or more' },
      form: 'Owned accessories must be a list of accessory names; Send at least one field to change',
    });
  });

  it('says nothing for the form when every error has its field', () => {
    expect(placeErrors([{ field: 'notes', error: 'Notes must be text' }], ['notes']).form).toBeNull();
  });
});
