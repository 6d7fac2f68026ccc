import { describe, expect, it } from 'vitest';
import { soldListingsUrl } from './sold-listings-url.ts';

describe('soldListingsUrl', () => {
  it('searches sold and completed listings by UPC when the figure has one', () => {
    expect(soldListingsUrl({ upc: '036000291452', name: 'Leonardo', year: 1988 })).toBe(
      'https://www.ebay.com/sch/i.html?_nkw=036000291452&LH_Sold=1&LH_Complete=1',
    );
  });

  it('falls back to name and year, encoded, without a UPC', () => {
    expect(soldListingsUrl({ upc: null, name: "April O'Neil & Co", year: 1988 })).toBe(
      "https://www.ebay.com/sch/i.html?_nkw=April%20O'Neil%20%26%20Co%201988&LH_Sold=1&LH_Complete=1",
    );
  });
});
