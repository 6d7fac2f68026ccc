import { describe, expect, it } from 'vitest';
import { dealChange, describeWatch, isDeal, MAX_WANT_TARGET, NO_TARGET_MIN_SALES, watchRule, type TierAverage, type WatchedListing, type WantedCopy } from './wants.ts';

const sold = (averageCents: number, sampleSize: number): TierAverage => ({ averageCents, sampleSize, basis: 'sold' });
const listing = (priceCents: number, shippingCents: number, tier: WatchedListing['tier'] = 'loose', variant: string | null = null): WatchedListing => ({
  // The check adds shipping to the price before asking: the rule judges what the collector pays in all.
  totalCents: priceCents + shippingCents,
  tier,
  variant,
});
const LOOSE: WantedCopy = { tier: 'loose', variant: null };

describe('watchRule', () => {
  it("watches for the want's own target when it has one, whatever the market says", () => {
    expect(watchRule(4500, null)).toEqual({ kind: 'target', cents: 4500 });
    expect(watchRule(4500, sold(9000, 40))).toEqual({ kind: 'target', cents: 4500 });
  });

  it('without a target, watches for 20% under the tier average once it rests on 5 sales', () => {
    // $56.00 average of 7 sales: 5600 × 0.8 = 4480.
    expect(watchRule(null, sold(5600, 7))).toEqual({ kind: 'under_average', cents: 4480, averageCents: 5600, sampleSize: 7 });
    // Exactly 5 sales is enough: 3333 × 0.8 = 2666.4, rounded down to whole cents (never above 80%).
    expect(watchRule(null, sold(3333, 5))).toEqual({ kind: 'under_average', cents: 2666, averageCents: 3333, sampleSize: 5 });
    expect(NO_TARGET_MIN_SALES).toBe(5);
  });

  it('without a target, watches for nothing on 4 sales, asking prices only, or no market data, and says why', () => {
    expect(watchRule(null, sold(5600, 4))).toEqual({ kind: 'none', reason: 'no target, and 4 of the 5 sales needed to watch for prices 20% under the average' });
    // Asking prices are what sellers hope for, not what copies sell for: they never set the price watched for.
    expect(watchRule(null, { averageCents: 5600, sampleSize: 30, basis: 'asking' })).toEqual({
      kind: 'none',
      reason: 'no target, and 0 of the 5 sales needed to watch for prices 20% under the average',
    });
    expect(watchRule(null, null)).toEqual({ kind: 'none', reason: 'no target, and 0 of the 5 sales needed to watch for prices 20% under the average' });
  });
});

describe('describeWatch', () => {
  it('says which rule applies in words, in the given currency', () => {
    expect(describeWatch(watchRule(4500, null), 'carded', 'USD')).toBe('Your target: $45.00');
    expect(describeWatch(watchRule(null, sold(5600, 7)), 'loose', 'USD')).toBe('20% under the loose average of $56.00 (7 sales): $44.80');
    expect(describeWatch(watchRule(null, sold(10_000, 1)), 'carded', 'GBP')).toBe('No target, and 1 of the 5 sales needed to watch for prices 20% under the average');
    expect(describeWatch(watchRule(null, sold(10_000, 5)), 'carded', 'GBP')).toBe('20% under the carded average of £100.00 (5 sales): £80.00');
    expect(describeWatch(watchRule(123_456, null), 'loose', 'EUR')).toBe('Your target: €1,234.56');
  });
});

describe('isDeal', () => {
  it('counts price plus shipping against the price watched for, at or under it', () => {
    const target = watchRule(4500, null);
    // $40.00 + $5.00 = $45.00: exactly the target is a deal.
    expect(isDeal(listing(4000, 500), LOOSE, target)).toBe(true);
    // $40.00 + $5.01 = $45.01: a cent over.
    expect(isDeal(listing(4000, 501), LOOSE, target)).toBe(false);
    // $44.99 with free shipping.
    expect(isDeal(listing(4499, 0), LOOSE, target)).toBe(true);
    // A price under the target that shipping takes over it is no deal: $39.00 + $8.00 = $47.00.
    expect(isDeal(listing(3900, 800), LOOSE, target)).toBe(false);
  });

  it('takes only listings of the want’s tier', () => {
    const target = watchRule(10_000, null);
    expect(isDeal(listing(5000, 0, 'carded'), LOOSE, target)).toBe(false);
    expect(isDeal(listing(5000, 0, 'carded'), { tier: 'carded', variant: null }, target)).toBe(true);
    expect(isDeal(listing(5000, 0, 'loose'), { tier: 'carded', variant: null }, target)).toBe(false);
  });

  it('takes only listings naming the want’s variant when it names one (however written); a want of any variant takes all', () => {
    const target = watchRule(10_000, null);
    const softHead: WantedCopy = { tier: 'loose', variant: 'Soft head' };
    expect(isDeal(listing(5000, 0, 'loose', 'soft-head'), softHead, target)).toBe(true);
    expect(isDeal(listing(5000, 0, 'loose', 'Hard head'), softHead, target)).toBe(false);
    expect(isDeal(listing(5000, 0, 'loose', null), softHead, target)).toBe(false);
    expect(isDeal(listing(5000, 0, 'loose', 'Hard head'), LOOSE, target)).toBe(true);
    expect(isDeal(listing(5000, 0, 'loose', null), LOOSE, target)).toBe(true);
  });

  it('without a target, takes listings 20% under an average of 5 sales and nothing on 4 sales or asking prices', () => {
    // $50.00 average of 5 sales: watched for $40.00. $36.00 + $4.00 = $40.00 is a deal; $36.00 + $4.01 is not.
    expect(isDeal(listing(3600, 400), LOOSE, watchRule(null, sold(5000, 5)))).toBe(true);
    expect(isDeal(listing(3600, 401), LOOSE, watchRule(null, sold(5000, 5)))).toBe(false);
    // The same $10.00 listing against 4 sales, or 50 asking prices, of $50.00: nothing is watched for.
    expect(isDeal(listing(1000, 0), LOOSE, watchRule(null, sold(5000, 4)))).toBe(false);
    expect(isDeal(listing(1000, 0), LOOSE, watchRule(null, { averageCents: 5000, sampleSize: 50, basis: 'asking' }))).toBe(false);
  });

  it('takes the highest target a want may have', () => {
    const top = watchRule(MAX_WANT_TARGET * 100, null);
    expect(isDeal(listing(9_999_000, 1000, 'carded'), { tier: 'carded', variant: null }, top)).toBe(true);
    expect(isDeal(listing(9_999_000, 1001, 'carded'), { tier: 'carded', variant: null }, top)).toBe(false);
  });
});

describe('dealChange', () => {
  it('makes a listing a deal once per want: new the first time, then the same however often it is seen', () => {
    // Run 1 sees it at $44.00 total; run 2 and 3 at the same.
    expect(dealChange(undefined, 4400)).toBe('new');
    expect(dealChange(4400, 4400)).toBe('same');
    expect(dealChange(4400, 4400)).toBe('same');
  });

  it('says a price that drops further is lower (updated, not repeated), and a price that rises changes nothing', () => {
    // $44.00 then $39.50 + $3.00 = $42.50: lower.
    expect(dealChange(4400, 3950 + 300)).toBe('lower');
    expect(dealChange(4250, 4251)).toBe('same');
  });
});
