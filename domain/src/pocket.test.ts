import { describe, expect, it } from 'vitest';
import { asOfWords, mergeEdit, ownedCopyWords, tierPriceWords, wantTargetWords } from './pocket.ts';

describe('mergeEdit', () => {
  it('sends what only the phone changed, and leaves what only home changed as home has it', () => {
    const base = { storage_location: 'Tote A', notes: null, condition: 'Good' };
    const home = { storage_location: 'Tote A', notes: 'Boxed at home', condition: 'Good' };
    expect(mergeEdit(base, { storage_location: 'Tote C' }, home)).toEqual({ send: { storage_location: 'Tote C' }, clashes: [] });
  });

  it('asks about a field both changed to different values, never overwriting either', () => {
    const base = { storage_location: 'Tote A', purchase_price: 18 };
    const home = { storage_location: 'Tote B', purchase_price: 18 };
    expect(mergeEdit(base, { storage_location: 'Tote C', purchase_price: 20 }, home)).toEqual({
      send: { purchase_price: 20 },
      clashes: [{ field: 'storage_location', home: 'Tote B', phone: 'Tote C' }],
    });
  });

  it('needs nothing for a field home already changed to the same value (null and missing are the same)', () => {
    expect(mergeEdit({ notes: 'a', storage_location: 'x' }, { notes: 'b', storage_location: null }, { notes: 'b' })).toEqual({ send: {}, clashes: [] });
  });

  it('counts a value cleared at home as a change (a clash with a phone that set another)', () => {
    expect(mergeEdit({ purchase_price: 18 }, { purchase_price: 25 }, { purchase_price: null })).toEqual({
      send: {},
      clashes: [{ field: 'purchase_price', home: null, phone: 25 }],
    });
  });
});

describe('asOfWords', () => {
  const now = new Date(2026, 10, 29, 15, 30);
  it('says the time, and the day when it is not today', () => {
    expect(asOfWords(new Date(2026, 10, 29, 14, 2).toISOString(), now)).toEqual({ text: 'as of 14:02 today', stale: false });
    expect(asOfWords(new Date(2026, 10, 28, 18, 40).toISOString(), now)).toEqual({ text: 'as of 18:40 yesterday', stale: false });
  });

  it('says in words when it is more than a day old', () => {
    expect(asOfWords(new Date(2026, 10, 28, 9, 5).toISOString(), now)).toEqual({
      text: 'as of 09:05 yesterday: more than a day old (1 day); prices and your collection may have changed since',
      stale: true,
    });
    expect(asOfWords(new Date(2026, 10, 20, 18, 40).toISOString(), now).text).toBe(
      'as of Nov 20, 18:40: more than a day old (8 days); prices and your collection may have changed since',
    );
    expect(asOfWords(new Date(2025, 11, 31, 23, 0).toISOString(), now).text).toMatch(/^as of Dec 31 2025, 23:00: more than a day old/);
  });
});

describe('wantTargetWords', () => {
  it('says the tier, the variant and the target', () => {
    expect(wantTargetWords('loose', 25)).toBe('loose, up to $25.00');
    expect(wantTargetWords('carded', null, 'Soft head')).toBe('carded (Soft head)');
  });
});

describe('tierPriceWords and ownedCopyWords', () => {
  it('say a tier as the check answers it', () => {
    expect(tierPriceWords('loose', { average_price: 24.5, sample_size: 7, basis: 'sold', window_days: null })).toBe('loose $24.50 avg of 7 sold');
    expect(tierPriceWords('carded', { average_price: 80, sample_size: 1, basis: 'asking', window_days: null })).toBe('carded $80.00 avg of 1 asking price');
    expect(tierPriceWords('loose', { average_price: 30, sample_size: 3, basis: 'sold', window_days: 90 })).toBe('loose $30.00 avg of 3 sold in 90 days');
  });

  it('say an owned copy with what was paid', () => {
    expect(ownedCopyWords('Loose', 'Good', 18, 'USD')).toBe('Loose Good paid $18.00');
    expect(ownedCopyWords(null, 'Mint', null, 'USD')).toBe('Mint (packaging not set), no price recorded');
    expect(ownedCopyWords('Carded', 'Near Mint', 95, 'GBP')).toBe('Carded Near Mint paid £95.00');
  });
});
