import { describe, expect, it } from 'vitest';
import { gradedPricesOf, summarizeGraded } from './graded.ts';
import { daysBefore, type PriceObservation } from './market.ts';
import { describeValueBasis, variantNotPricedApart, formatCopyValue, formatTotalValue, hasPriceData, hasValue, packagingTier, valueCopy, valueIsPurchasePrice, VALUE_BASES, type CopyValueFacts } from './value.ts';

const overall = (averageCents: number, extra: Partial<NonNullable<CopyValueFacts['market']>['overall']> = {}) => ({
  averageCents, lowestCents: averageCents - 500, sampleSize: 8, basis: 'sold' as const, windowDays: 90, ...extra,
});
const tier = (averageCents: number, recentSold: number, extra: Partial<{ basis: 'sold' | 'asking'; windowDays: number | null }> = {}) => ({
  averageCents, lowestCents: averageCents - 100, sampleSize: recentSold, recentSold, basis: 'sold' as const, windowDays: 90, ...extra,
});

describe('valueCopy', () => {
  it('values a sealed copy at the carded tier when it has 3 recent sales', () => {
    const market = { overall: overall(4000), carded: tier(9000, 3), loose: tier(2500, 5) };
    expect(valueCopy({ costCents: 5000, packagingType: 'Sealed MOC', market })).toEqual({
      valueCents: 9000, basis: 'carded', sampleSize: 3, insuranceCents: 9000, minimumCents: 8900,
    });
  });

  it('values loose, opened and resealed copies at the loose tier', () => {
    const market = { overall: overall(4000), carded: tier(9000, 3), loose: tier(2500, 5) };
    for (const packagingType of ['Loose', 'Opened Package', 'Resealed'] as const) {
      // Insurance: the higher of 2500 and the 3000 paid.
      expect(valueCopy({ costCents: 3000, packagingType, market })).toEqual({
        valueCents: 2500, basis: 'loose', sampleSize: 5, insuranceCents: 3000, minimumCents: 2400,
      });
    }
  });

  it('values on its tier however few sales it has, and says when they are older sales or asking prices', () => {
    const market = { overall: overall(4000), carded: tier(9000, 1), loose: tier(2500, 0, { windowDays: null }) };
    expect(valueCopy({ costCents: null, packagingType: 'Sealed MOC', market })).toEqual({
      valueCents: 9000, basis: 'carded', sampleSize: 1, insuranceCents: 9000, minimumCents: 8900,
    });
    expect(valueCopy({ costCents: null, packagingType: 'Loose', market })).toMatchObject({ valueCents: 2500, basis: 'loose_older' });
    const asking = { ...market, loose: tier(2600, 0, { basis: 'asking', windowDays: null }) };
    expect(valueCopy({ costCents: null, packagingType: 'Resealed', market: asking })).toMatchObject({ valueCents: 2600, basis: 'loose_asking' });
  });

  it("never values a copy at the figure's blended average: not without its tier's prices, nor without a packaging", () => {
    // By hand: the blended 4000 is neither a carded (9000) nor a loose (2500) price.
    const onlyCarded = { overall: overall(4000), carded: tier(9000, 10), loose: null };
    expect(valueCopy({ costCents: 1200, packagingType: 'Loose', market: onlyCarded })).toMatchObject({ valueCents: 1200, basis: 'purchase' });
    const both = { overall: overall(4000), carded: tier(9000, 10), loose: tier(2500, 10) };
    expect(valueCopy({ costCents: null, packagingType: null, market: both })).toMatchObject({ valueCents: 0, basis: 'none' });
    expect(valueCopy({ costCents: 3000, packagingType: null, market: both })).toMatchObject({ valueCents: 3000, basis: 'purchase' });
  });

  it("values a copy of a variant on that variant's recent sales in its tier when there are 3, else on its tier's", () => {
    // By hand: red vest loose sales 85, 90, 95 -> 9000; the loose tier (red and yellow vests together) 6160.
    const redVest = tier(9000, 3);
    const market = { overall: overall(4000), carded: null, loose: tier(6160, 5), variant: redVest };
    expect(valueCopy({ costCents: 2000, packagingType: 'Loose', market })).toEqual({
      valueCents: 9000, basis: 'loose_variant', sampleSize: 3, insuranceCents: 9000, minimumCents: 8900,
    });
    expect(valueCopy({ costCents: null, packagingType: 'Loose', market: { ...market, variant: tier(9000, 2) } })).toMatchObject({ valueCents: 6160, basis: 'loose' });
    // Older variant sales do not price it apart either; nor does a variant without a packaging.
    expect(valueCopy({ costCents: null, packagingType: 'Loose', market: { ...market, variant: tier(9000, 3, { windowDays: null }) } }).basis).toBe('loose');
    expect(valueCopy({ costCents: null, packagingType: null, market }).basis).toBe('none');
  });

  it('uses the purchase price without market data, and 0 without either', () => {
    expect(valueCopy({ costCents: 800, packagingType: 'Loose', market: null })).toEqual({
      valueCents: 800, basis: 'purchase', sampleSize: null, insuranceCents: 800, minimumCents: 800,
    });
    expect(valueCopy({ costCents: null, packagingType: null, market: null })).toEqual({
      valueCents: 0, basis: 'none', sampleSize: null, insuranceCents: 0, minimumCents: 0,
    });
  });

  it('keeps a known market average of 0 rather than falling back to the purchase price', () => {
    const market = { overall: overall(0, { lowestCents: 0 }), carded: null, loose: { ...tier(0, 3), lowestCents: 0 } };
    expect(valueCopy({ costCents: 1000, packagingType: 'Loose', market })).toMatchObject({ valueCents: 0, basis: 'loose', insuranceCents: 1000 });
  });
});

describe('packagingTier', () => {
  it('puts only Sealed MOC in the carded tier', () => {
    expect(packagingTier('Sealed MOC')).toBe('carded');
    expect(packagingTier('Resealed')).toBe('loose');
    expect(packagingTier(null)).toBeNull();
  });
});

describe('hasPriceData', () => {
  it('is true exactly for values resting on market prices', () => {
    expect(VALUE_BASES.filter((basis) => hasPriceData({ basis }))).toEqual([
      'carded', 'loose', 'carded_variant', 'loose_variant', 'carded_older', 'loose_older', 'carded_asking', 'loose_asking', 'graded', 'graded_unsupported', 'recent_sold', 'sold', 'asking',
    ]);
  });
});

describe('hasValue and valueIsPurchasePrice', () => {
  it('split every basis into market, purchase price and no value', () => {
    expect(VALUE_BASES.filter(hasValue)).toEqual([
      'carded', 'loose', 'carded_variant', 'loose_variant', 'carded_older', 'loose_older', 'carded_asking', 'loose_asking', 'graded', 'graded_unsupported', 'recent_sold', 'sold', 'asking', 'purchase',
    ]);
    expect(VALUE_BASES.filter(valueIsPurchasePrice)).toEqual(['purchase']);
    // A copy with neither market data nor a purchase price is valued 0 and has no value.
    const unpriced = valueCopy({ costCents: null, packagingType: null, market: null });
    expect([unpriced.valueCents, hasValue(unpriced.basis)]).toEqual([0, false]);
    // A copy bought for nothing (a gift) has a value: $0.00, what was paid.
    expect(hasValue(valueCopy({ costCents: 0, packagingType: null, market: null }).basis)).toBe(true);
  });
});

describe('formatCopyValue', () => {
  it('shows "No value yet" rather than $0.00 for a copy nothing values, and money otherwise', () => {
    expect(formatCopyValue(0, 'none')).toBe('No value yet');
    expect(formatCopyValue(0, 'purchase')).toBe('$0.00');
    expect(formatCopyValue(1234.5, 'recent_sold')).toBe('$1,234.50');
  });
});

describe('formatTotalValue', () => {
  it('shows "No value yet" when every copy lacks a value, and the sum otherwise (an empty collection is worth $0.00)', () => {
    expect(formatTotalValue({ total_value: 0, total_items: 3, items_without_value: 3 })).toBe('No value yet');
    expect(formatTotalValue({ total_value: 12, total_items: 3, items_without_value: 2 })).toBe('$12.00');
    expect(formatTotalValue({ total_value: 0, total_items: 0, items_without_value: 0 })).toBe('$0.00');
  });
});

describe('describeValueBasis', () => {
  it('names the tier, the number of prices and the window', () => {
    expect(describeValueBasis('carded', 5)).toBe('carded average of 5 sold, last 90 days');
    expect(describeValueBasis('loose_older', 2)).toBe('loose average of 2 sold, none in the last 90 days');
    expect(describeValueBasis('loose_variant', 3, 'Red vest')).toBe('loose Red vest average of 3 sold, last 90 days');
    expect(describeValueBasis('carded_asking', 1)).toBe('carded asking prices only (1 listing)');
    // A figure's blended prices (never a copy's value) say that they blend both tiers.
    expect(describeValueBasis('recent_sold', 12)).toBe('average of 12 sold, last 90 days, carded and loose together');
    expect(describeValueBasis('sold', 4)).toBe('average of 4 sold, none in the last 90 days, carded and loose together');
    expect(describeValueBasis('asking', 1)).toBe('asking prices only (1 listing), carded and loose together');
    expect(describeValueBasis('purchase', null)).toBe('purchase price');
    expect(describeValueBasis('graded', 3)).toBe('average of 3 sold of its grading company and grade band, last 180 days');
    expect(describeValueBasis('graded_unsupported', 5)).toBe(
      'carded average of 5 ungraded prices: no graded sales support it (fewer than 3 of its grading company and grade band in the last 180 days)',
    );
  });
});

describe('variantNotPricedApart', () => {
  it('says when a variant copy is valued on its packaging, and nothing otherwise', () => {
    expect(variantNotPricedApart('Red vest', 'loose')).toBe('Fewer than 3 sales of the Red vest variant in the last 90 days: valued on its packaging\'s sales.');
    expect(variantNotPricedApart('Red vest', 'loose_variant')).toBeNull();
    expect(variantNotPricedApart('Red vest', 'purchase')).toBeNull();
    expect(variantNotPricedApart(null, 'loose')).toBeNull();
    // A graded copy's value never rests on its variant: nothing to say about it.
    expect(variantNotPricedApart('Red vest', 'graded_unsupported')).toBeNull();
  });
});

describe('valueCopy of a graded copy', () => {
  const TODAY = '2026-11-23';
  const market = { overall: overall(10000), carded: tier(12000, 4), loose: tier(2500, 5) };
  const afa = (priceCents: number, daysAgo: number, grade = '85'): PriceObservation => ({
    priceCents, source: 'ebay_scrape', date: daysBefore(TODAY, daysAgo), seenAt: `${TODAY}T12:00:00.000Z`, tier: 'carded', excluded: false, grade: { company: 'AFA', grade },
  });
  const gradedFacts = (sales: PriceObservation[], grade = { company: 'AFA' as const, grade: '85' }) => ({
    prices: gradedPricesOf(summarizeGraded(sales, TODAY), grade),
  });

  it('rests on 3 sales of its company and band in the last 180 days', () => {
    // By hand: AFA 85, 85+ and 88 sold for 400, 420 and 470 -> (40000 + 42000 + 47000) / 3 = 43000.
    const graded = gradedFacts([afa(40000, 10), afa(42000, 90, '85+'), afa(47000, 170, '88'), afa(90000, 20, '90')]);
    expect(valueCopy({ costCents: 30000, packagingType: 'Sealed MOC', market, graded })).toEqual({
      valueCents: 43000, basis: 'graded', sampleSize: 3, insuranceCents: 43000, minimumCents: 40000,
    });
    // Its packaging does not matter: it is valued as graded.
    expect(valueCopy({ costCents: 50000, packagingType: null, market: null, graded })).toEqual({
      valueCents: 43000, basis: 'graded', sampleSize: 3, insuranceCents: 50000, minimumCents: 40000,
    });
  });

  it('falls back to the carded tier, saying so, with only 2 such sales, or 3 of which one is older than 180 days', () => {
    const fallback = { valueCents: 12000, basis: 'graded_unsupported', sampleSize: 4, insuranceCents: 30000, minimumCents: 11900 };
    expect(valueCopy({ costCents: 30000, packagingType: 'Sealed MOC', market, graded: gradedFacts([afa(40000, 10), afa(42000, 90)]) })).toEqual(fallback);
    expect(valueCopy({ costCents: 30000, packagingType: 'Sealed MOC', market, graded: gradedFacts([afa(40000, 10), afa(42000, 90), afa(44000, 181)]) })).toEqual(fallback);
    // Older sales only: no more support than none.
    expect(valueCopy({ costCents: 30000, packagingType: 'Loose', market, graded: gradedFacts([afa(40000, 200), afa(42000, 300), afa(44000, 400)]) })).toEqual(fallback);
    expect(valueCopy({ costCents: 30000, packagingType: null, market, graded: { prices: null } })).toEqual(fallback);
  });

  it('is valued at what was paid when the figure has no carded prices either', () => {
    const looseOnly = { ...market, carded: null };
    expect(valueCopy({ costCents: 30000, packagingType: 'Loose', market: looseOnly, graded: { prices: null } })).toMatchObject({ valueCents: 30000, basis: 'purchase' });
    expect(valueCopy({ costCents: null, packagingType: 'Sealed MOC', market: null, graded: { prices: null } })).toMatchObject({ valueCents: 0, basis: 'none' });
  });
});
