import { describe, expect, it } from 'vitest';
import { suggestMapping } from './columns.ts';

describe('suggestMapping', () => {
  it("maps a collector's usual headers to the fields", () => {
    const headers = ['Figure', 'Year', 'UPC', 'Condition', 'Carded/Loose', 'Price Paid', 'Date Bought', 'Tote', 'Variant', 'Notes', 'Qty'];
    expect(suggestMapping(headers)).toEqual({
      figure_name: 0,
      year: 1,
      upc: 2,
      condition: 3,
      packaging: 4,
      purchase_price: 5,
      purchase_date: 6,
      storage_location: 7,
      variant: 8,
      notes: 9,
      quantity: 10,
    });
  });

  it('knows the other names: Name, Barcode, Packaging, Cost, Purchased, Location, Quantity', () => {
    expect(suggestMapping(['Name', 'Barcode', 'Packaging', 'Cost', 'Purchased', 'Location', 'Quantity'])).toEqual({
      figure_name: 0,
      upc: 1,
      packaging: 2,
      purchase_price: 3,
      purchase_date: 4,
      storage_location: 5,
      quantity: 6,
    });
    expect(suggestMapping(['Character', 'Paid', 'Date', 'Storage'])).toEqual({ figure_name: 0, purchase_price: 1, purchase_date: 2, storage_location: 3 });
  });

  it('reads headers with units and other words in them, and uses each column once', () => {
    expect(suggestMapping(['  figure name ', 'Price ($)', 'Purchase Date (M/D/Y)', 'price'])).toEqual({ figure_name: 0, purchase_price: 1, purchase_date: 2 });
  });

  it('leaves out what it does not know, and suggests nothing for a sheet without a header it knows', () => {
    expect(suggestMapping(['Figure', 'Value today', '#'])).toEqual({ figure_name: 0 });
    expect(suggestMapping(['Leonardo', '1988', '$12'])).toEqual({});
  });
});
