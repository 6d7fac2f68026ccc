import { describe, expect, it } from 'vitest';
import { gradedPricesOf, summarizeGraded } from './graded.ts';
import { daysBefore, type PriceObservation } from './market.ts';
import { copyCompleteness, type OwnedPiece } from './accessories.ts';
import { summarizeMarket, summarizeSubTiers } from './market.ts';
import {
  completenessNotPricedApart, describeValueBasis, variantNotPricedApart, formatCopyValue, formatTotalValue, hasPriceData, hasValue, packagingTier, valueCopy, valueIsPurchasePrice, VALUE_BASES,
  type CopyValueFacts,
} from './value.ts';

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
      'carded', 'loose', 'carded_variant', 'loose_variant', 'loose_complete', 'loose_incomplete', 'carded_older', 'loose_older', 'carded_asking', 'loose_asking',
      'graded', 'graded_unsupported', 'reissue', 'recent_sold', 'sold', 'asking',
    ]);
  });
});

describe('hasValue and valueIsPurchasePrice', () => {
  it('split every basis into market, purchase price and no value', () => {
    expect(VALUE_BASES.filter(hasValue)).toEqual([
      'carded', 'loose', 'carded_variant', 'loose_variant', 'loose_complete', 'loose_incomplete', 'carded_older', 'loose_older', 'carded_asking', 'loose_asking',
      'graded', 'graded_unsupported', 'reissue', 'reissue_purchase', 'bootleg_purchase', 'custom_purchase', 'recent_sold', 'sold', 'asking', 'purchase',
    ]);
    expect(VALUE_BASES.filter(valueIsPurchasePrice)).toEqual(['reissue_purchase', 'bootleg_purchase', 'custom_purchase', 'purchase']);
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

describe('valueCopy of a loose copy by its completeness (issue 40)', () => {
  const TODAY = '2026-11-29';
  const sale = (priceCents: number, daysAgo: number, completeness: 'complete' | 'incomplete' | null, reissue = false): PriceObservation => ({
    priceCents, source: 'ebay_scrape', date: daysBefore(TODAY, daysAgo), seenAt: `${TODAY}T12:00:00.000Z`, tier: 'loose', excluded: false, completeness, reissue,
  });
  // Loose sales of the last 90 days: complete 60, 64, 68; figure only 25, 27, 29; plain 40, 44; a reissue 15 apart.
  const sales = [
    sale(6000, 10, 'complete'), sale(6400, 20, 'complete'), sale(6800, 30, 'complete'),
    sale(2500, 15, 'incomplete'), sale(2700, 25, 'incomplete'), sale(2900, 35, 'incomplete'),
    sale(4000, 40, null), sale(4400, 50, null), sale(1500, 5, null, true),
  ];
  const summary = summarizeMarket(sales, TODAY)!;
  const sub = summarizeSubTiers(sales, TODAY);
  const prices = (f: NonNullable<typeof summary.loose>) => ({ averageCents: f.averageCents, lowestCents: f.lowestCents, sampleSize: f.sampleSize, recentSold: f.recentSold, basis: f.basis, windowDays: f.windowDays });
  const market = { overall: summary.overall, carded: null, loose: prices(summary.loose!), looseComplete: prices(sub.loose_complete!), looseIncomplete: prices(sub.loose_incomplete!) };

  it('keeps the reissue out of the loose tier and splits the loose sales by what their titles say', () => {
    // By hand: the loose tier (60 + 64 + 68 + 25 + 27 + 29 + 40 + 44) / 8 = 44.625 -> 4463 cents; complete 6400; incomplete 2700.
    expect(summary.loose).toMatchObject({ averageCents: 4463, sampleSize: 8, recentSold: 8 });
    expect(sub.loose_complete).toMatchObject({ averageCents: 6400, sampleSize: 3, recentSold: 3 });
    expect(sub.loose_incomplete).toMatchObject({ averageCents: 2700, sampleSize: 3, recentSold: 3 });
    expect(sub.reissue).toMatchObject({ averageCents: 1500, sampleSize: 1 });
  });

  it('values a complete copy on complete sales, a figure-only one on incomplete sales, a plain one on the loose tier', () => {
    expect(valueCopy({ costCents: 3000, packagingType: 'Loose', market, completeness: 'complete' })).toEqual({
      valueCents: 6400, basis: 'loose_complete', sampleSize: 3, insuranceCents: 6400, minimumCents: 6000,
    });
    expect(valueCopy({ costCents: 3000, packagingType: 'Loose', market, completeness: 'incomplete' })).toEqual({
      valueCents: 2700, basis: 'loose_incomplete', sampleSize: 3, insuranceCents: 3000, minimumCents: 2500,
    });
    expect(valueCopy({ costCents: null, packagingType: 'Loose', market, completeness: null })).toMatchObject({ valueCents: 4463, basis: 'loose' });
    // A carded copy's completeness says nothing of its value.
    expect(valueCopy({ costCents: null, packagingType: 'Sealed MOC', market: { ...market, carded: market.loose }, completeness: 'complete' }).basis).toBe('carded');
  });

  it('falls back to the loose tier with fewer than 3 complete sales in 90 days', () => {
    const two = summarizeSubTiers([sale(6000, 10, 'complete'), sale(6400, 20, 'complete'), sale(9000, 120, 'complete')], TODAY).loose_complete!;
    expect(two).toMatchObject({ recentSold: 2 });
    expect(valueCopy({ costCents: null, packagingType: 'Loose', market: { ...market, looseComplete: prices(two) }, completeness: 'complete' })).toMatchObject({ valueCents: 4463, basis: 'loose' });
  });

  it('values a variant on its own sales before its completeness', () => {
    expect(valueCopy({ costCents: null, packagingType: 'Loose', market: { ...market, variant: tier(9000, 3) }, completeness: 'complete' }).basis).toBe('loose_variant');
  });
});

describe('valueCopy of a reissue, a bootleg and a custom', () => {
  const market = { overall: overall(40000), carded: tier(45000, 5), loose: tier(4000, 5) };

  it('values a reissue on 3 reissue sales of the last 90 days, never on vintage sales', () => {
    expect(valueCopy({ costCents: 1200, packagingType: 'Sealed MOC', market, release: 'reissue', reissue: tier(2000, 3) })).toEqual({
      valueCents: 2000, basis: 'reissue', sampleSize: 3, insuranceCents: 2000, minimumCents: 1900,
    });
    // Two reissue sales, or none: what was paid, saying there are no reissue sales yet; nothing paid, no value.
    expect(valueCopy({ costCents: 1200, packagingType: 'Sealed MOC', market, release: 'reissue', reissue: tier(2000, 2) })).toEqual({
      valueCents: 1200, basis: 'reissue_purchase', sampleSize: null, insuranceCents: 1200, minimumCents: 1200,
    });
    expect(valueCopy({ costCents: null, packagingType: 'Sealed MOC', market, release: 'reissue', reissue: null })).toMatchObject({ valueCents: 0, basis: 'reissue_none' });
    // Graded or not, a reissue is a reissue.
    expect(valueCopy({ costCents: null, packagingType: 'Sealed MOC', market, release: 'reissue', reissue: tier(2000, 3), graded: { prices: null } }).basis).toBe('reissue');
  });

  it('values a bootleg or custom at what was paid, whatever the market says', () => {
    expect(valueCopy({ costCents: 800, packagingType: 'Loose', market, release: 'bootleg', completeness: 'complete' })).toEqual({
      valueCents: 800, basis: 'bootleg_purchase', sampleSize: null, insuranceCents: 800, minimumCents: 800,
    });
    expect(valueCopy({ costCents: null, packagingType: 'Loose', market, release: 'custom' })).toMatchObject({ valueCents: 0, basis: 'custom_none' });
    expect(hasValue('custom_none')).toBe(false);
    expect(valueCopy({ costCents: 2500, packagingType: null, market: null, release: 'custom' }).basis).toBe('custom_purchase');
  });

  it('says why in the words every screen uses', () => {
    expect(describeValueBasis('reissue', 3)).toBe('reissue average of 3 sold, last 90 days');
    expect(describeValueBasis('reissue_purchase', null)).toBe('purchase price: no reissue sales yet (fewer than 3 in the last 90 days); a reissue is never valued on vintage sales');
    expect(describeValueBasis('bootleg_purchase', null)).toBe("purchase price: a bootleg (knock-off) is never valued on an original's sales");
    expect(describeValueBasis('custom_none', null)).toBe("no purchase price: a custom is never valued on an original's sales");
    expect(describeValueBasis('loose_complete', 3)).toBe('loose complete average of 3 sold, last 90 days');
    expect(describeValueBasis('loose_incomplete', 4)).toBe('loose figure-only or incomplete average of 4 sold, last 90 days');
  });
});

describe('completenessNotPricedApart', () => {
  const listed = ['Katana (2)', 'Kama'];
  const piece = (accessory: string, number: number, origin: OwnedPiece['origin'] = 'original'): OwnedPiece => ({ accessory, number, origin });
  const all = [piece('Katana (2)', 1), piece('Katana (2)', 2), piece('Kama', 1)];

  it('says a reproduction piece took the copy off the complete price', () => {
    const oneRepro = copyCompleteness({ set: null, listed, owned: [piece('Katana (2)', 1), piece('Katana (2)', 2, 'reproduction'), piece('Kama', 1)] });
    expect(completenessNotPricedApart(oneRepro, 'loose')).toBe('Complete with 1 reproduction piece: valued on all loose sales, not complete ones.');
  });

  it('says when too few complete or incomplete sales price it apart, and nothing when they do', () => {
    expect(completenessNotPricedApart(copyCompleteness({ set: null, listed, owned: all }), 'loose')).toBe('Fewer than 3 complete loose sales in the last 90 days: valued on all loose sales.');
    expect(completenessNotPricedApart(copyCompleteness({ set: 'Figure Only', listed, owned: [] }), 'loose_older')).toBe(
      'Fewer than 3 figure-only or incomplete loose sales in the last 90 days: valued on all loose sales.',
    );
    expect(completenessNotPricedApart(copyCompleteness({ set: null, listed, owned: all }), 'loose_complete')).toBeNull();
    expect(completenessNotPricedApart(copyCompleteness({ set: null, listed, owned: [] }), 'loose')).toBeNull();
    expect(completenessNotPricedApart(copyCompleteness({ set: null, listed, owned: all }), 'carded')).toBeNull();
  });
});
