import { describe, expect, it } from 'vitest';
import { EMPTY_SALE_FORM, importSummary, newSaleBody } from './new-sale.ts';

describe('newSaleBody', () => {
  it('sends the price as a number and leaves empty optional fields out', () => {
    expect(newSaleBody({ ...EMPTY_SALE_FORM, price: '24.5', date: '2026-01-02' })).toEqual({ price: 24.5, date: '2026-01-02' });
  });

  it('trims the texts and sends the chosen tier', () => {
    const form = { price: '100', date: '2026-01-02', title: '  Leonardo MOC ', condition: ' New ', url: ' https://example.com/1 ', tier: 'carded' as const };
    expect(newSaleBody(form)).toEqual({ price: 100, date: '2026-01-02', title: 'Leonardo MOC', condition: 'New', url: 'https://example.com/1', tier: 'carded' });
  });

  it('leaves an empty price or date out, for the schema to name', () => {
    expect(newSaleBody({ ...EMPTY_SALE_FORM, title: '   ' })).toEqual({});
  });
});

describe('importSummary', () => {
  it('counts the imported sales and those already recorded', () => {
    expect(importSummary({ imported: 3, duplicates: 1, errors: [] })).toBe('Imported 3 sales (1 already recorded)');
    expect(importSummary({ imported: 1, duplicates: 0, errors: [{ row: 4, error: 'Price must be more than 0' }] })).toBe('Imported 1 sale (0 already recorded)');
  });
});
