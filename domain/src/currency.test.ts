import { describe, expect, it } from 'vitest';
import { conversionOf, convertCents, convertedOrNull, crossRate, marketplaceFor, publicationFor } from './currency.ts';
import { formatMoney, formatSignedMoney } from './money.ts';

describe('converting an amount', () => {
  it('goes through the euro: units of `to` for one of `from` are rate(to) / rate(from) of the same day', () => {
    const day = { USD: 1.1642, GBP: 0.87455, CAD: 1.6287 };
    // £1 = 1.1642 / 0.87455 = $1.33120… ; $1 = 0.87455 / 1.1642 = £0.75120…
    expect(crossRate(day, 'GBP', 'USD')).toBeCloseTo(1.331199, 6);
    expect(crossRate(day, 'USD', 'GBP')).toBeCloseTo(0.751203, 6);
    expect(crossRate(day, 'EUR', 'CAD')).toBe(1.6287);
    expect(crossRate(day, 'CAD', 'EUR')).toBeCloseTo(1 / 1.6287, 12);
    expect(crossRate(day, 'USD', 'USD')).toBe(1);
    // A currency the day does not quote has no rate (never a guess).
    expect(crossRate(day, 'JPY', 'USD')).toBeNull();
  });

  it('rounds to the cent, half away from zero, negative amounts alike', () => {
    // $100.00 at 0.75120… = £75.12; £52.00 at 1.2857142… = $66.857… → $66.86.
    expect(convertCents(10000, 0.87455 / 1.1642)).toBe(7512);
    expect(convertCents(5200, 1.08 / 0.84)).toBe(6686);
    expect(convertCents(-5200, 1.08 / 0.84)).toBe(-6686);
    expect(convertCents(5, 0.5)).toBe(3);
    expect(convertedOrNull(1000, null)).toBeNull();
    expect(convertedOrNull(null, 1.2)).toBeNull();
  });

  it('takes the last publication on or before the day, at most 7 days back', () => {
    const published = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09'];
    expect(publicationFor('2026-03-04', published)).toBe('2026-03-04');
    // Saturday and Sunday: Friday's.
    expect(publicationFor('2026-03-07', published)).toBe('2026-03-06');
    expect(publicationFor('2026-03-08', published)).toBe('2026-03-06');
    expect(publicationFor('2026-03-13', published)).toBe('2026-03-09');
    // More than 7 days after the last one known, or before the first: missing.
    expect(publicationFor('2026-03-17', published)).toBeNull();
    expect(publicationFor('2026-03-01', published)).toBeNull();
    expect(publicationFor('2026-03-04', [])).toBeNull();
  });

  it('says what an amount was when it was in another currency, and nothing for the collection\'s own', () => {
    expect(conversionOf(6000, 'EUR', 1.08, '2026-03-04')).toEqual({ currency: 'EUR', amount: 60, rate: 1.08, day: '2026-03-04' });
    expect(conversionOf(6000, 'EUR', null, null)).toEqual({ currency: 'EUR', amount: 60, rate: null, day: null });
    expect(conversionOf(6000, 'USD', 1, null)).toBeNull();
    expect(conversionOf(null, 'EUR', 1.08, '2026-03-04')).toBeNull();
  });
});

describe('the marketplace', () => {
  it('follows the currency unless one is chosen', () => {
    expect(marketplaceFor('GBP', null)).toBe('EBAY_GB');
    expect(marketplaceFor('EUR', null)).toBe('EBAY_DE');
    expect(marketplaceFor('AUD', null)).toBe('EBAY_AU');
    expect(marketplaceFor('GBP', 'EBAY_US')).toBe('EBAY_US');
  });
});

describe('money as shown', () => {
  it('has two decimals and the symbol of its currency, never a bare $ for another dollar', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'CAD')).toBe('CA$1,234.50');
    expect(formatMoney(-3, 'AUD')).toBe('-A$3.00');
    expect(formatSignedMoney(11.88)).toBe('+$11.88');
  });
});
