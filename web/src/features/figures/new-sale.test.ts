import { describe, expect, it } from 'vitest';
import { emptySaleForm, importSummary, newSaleBody } from './new-sale.ts';

describe('newSaleBody', () => {
  it('sends the price as a number, in its currency, and leaves empty optional fields out', () => {
    expect(newSaleBody({ ...emptySaleForm(), price: '24.5', date: '2026-01-02' })).toEqual({ price: 24.5, date: '2026-01-02', currency: 'USD' });
    expect(newSaleBody({ ...emptySaleForm(), price: '45', date: '2026-01-02', currency: 'GBP' })).toEqual({ price: 45, date: '2026-01-02', currency: 'GBP' });
  });

  it('trims the texts and sends the chosen tier', () => {
    const form = { price: '100', date: '2026-01-02', title: '  Leonardo MOC ', condition: ' New ', url: ' https://example.com/1 ', tier: 'carded' as const, currency: 'EUR' as const };
    expect(newSaleBody(form)).toEqual({ price: 100, date: '2026-01-02', title: 'Leonardo MOC', condition: 'New', url: 'https://example.com/1', tier: 'carded', currency: 'EUR' });
  });

  it('leaves an empty price or date out, for the schema to name', () => {
    expect(newSaleBody({ ...emptySaleForm(), title: '   ' })).toEqual({});
  });
});

describe('importSummary', () => {
  it('counts the imported sales and those already recorded', () => {
    expect(importSummary({ imported: 3, duplicates: 1, errors: [] })).toBe('Imported 3 sales (1 already recorded)');
    expect(importSummary({ imported: 1, duplicates: 0, errors: [{ row: 4, error: 'Price must be more than 0' }] })).toBe('Imported 1 sale (0 already recorded)');
  });
});
