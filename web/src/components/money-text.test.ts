import { afterEach, describe, expect, it } from 'vitest';
import { formatDisplayDate, showMoneyIn } from '@tmnt/domain';
import { testItem } from '../test/item.ts';
import { costFacts } from './cost-facts.ts';
import { conversionText, currencyShortLabel, inCollectionCurrency, moneyTick, shortConversionText } from './money-text.ts';

afterEach(() => showMoneyIn('USD'));

const euros = { currency: 'EUR', amount: 50, rate: 0.864, day: '2026-11-20' };

describe('amounts converted from another currency', () => {
  it('say what was paid and what it counts as, at the ECB rate of its day', () => {
    showMoneyIn('GBP');
    // €50.00 at 0.864 pounds a euro: 5000 cents × 0.864 = 4320 cents, £43.20.
    expect(conversionText(euros, 43.2)).toBe(`€50.00 → £43.20 (ECB rate of ${formatDisplayDate('2026-11-20')})`);
    expect(shortConversionText(euros, 43.2)).toBe('€50.00 → £43.20');
  });

  it('say so while the rate is not known, and that the amount is left out of totals', () => {
    showMoneyIn('GBP');
    expect(conversionText({ ...euros, rate: null }, null)).toBe(`€50.00 (no exchange rate for ${formatDisplayDate('2026-11-20')} yet: left out of totals)`);
    expect(conversionText({ ...euros, rate: null, day: null }, null)).toBe('€50.00 (no exchange rate yet: left out of totals)');
    expect(shortConversionText({ ...euros, rate: null }, null)).toBe('€50.00, no rate yet');
  });

  it("turn a copy's own amount into the collection's currency with the rate kept with its cost", () => {
    expect(inCollectionCurrency(30, testItem())).toBe(30);
    expect(inCollectionCurrency(null, testItem())).toBeNull();
    // 5000 cents × 0.864 = 4320 cents; 1999 cents × 0.864 = 1727.136, 1727 cents.
    expect(inCollectionCurrency(50, testItem({ cost_conversion: euros }))).toBe(43.2);
    expect(inCollectionCurrency(19.99, testItem({ cost_conversion: euros }))).toBe(17.27);
    expect(inCollectionCurrency(50, testItem({ cost_conversion: { ...euros, rate: null } }))).toBeNull();
  });
});

describe('currency words', () => {
  it('name a currency briefly, with its sign', () => {
    expect(['USD', 'GBP', 'EUR', 'CAD', 'AUD'].map((c) => currencyShortLabel(c as 'USD'))).toEqual(['USD ($)', 'GBP (£)', 'EUR (€)', 'CAD (CA$)', 'AUD (A$)']);
  });

  it("label a chart's axis in the collection's currency, cents only when there are some", () => {
    expect(moneyTick(25)).toBe('$25');
    expect(moneyTick('12.5')).toBe('$12.50');
    showMoneyIn('AUD');
    expect(moneyTick(1200)).toBe('A$1,200');
  });
});

describe("a copy's cost facts", () => {
  it('show each part in the currency it was paid in, and the cost as paid and converted', () => {
    showMoneyIn('GBP');
    const item = testItem({ purchase_price: 40, purchase_shipping: 10, currency: 'EUR', cost: 43.2, cost_conversion: euros });
    expect(costFacts(item)).toEqual([
      ['Purchase Price', '€40.00'],
      ['Shipping Paid', '€10.00'],
      ['Cost in all', `€50.00 → £43.20 (ECB rate of ${formatDisplayDate('2026-11-20')})`],
    ]);
    expect(costFacts({ ...item, purchase_price: 50, purchase_shipping: null })).toEqual([
      ['Purchase Price', '€50.00'],
      ['Cost', `€50.00 → £43.20 (ECB rate of ${formatDisplayDate('2026-11-20')})`],
    ]);
  });

  it("show a cost paid in the collection's currency as before", () => {
    showMoneyIn('GBP');
    expect(costFacts(testItem({ purchase_price: 40, currency: 'GBP', cost: 40 }))).toEqual([['Purchase Price', '£40.00']]);
    expect(costFacts(testItem({ purchase_price: 40, purchase_fees: 2.5, currency: 'GBP', cost: 42.5 }))).toEqual([
      ['Purchase Price', '£40.00'],
      ['Fees Paid', '£2.50'],
      ['Cost in all', '£42.50'],
    ]);
  });
});
