import { describe, expect, it } from 'vitest';
import { BLENDED_PRICES, priceViewLabel, pricesBasisText, saleGradeLabel, saleSourceLabel, sourceOutcomeText, tierLabel, tierSales } from './market-words.ts';

describe('pricesBasisText', () => {
  it("says what one tier's average rests on, naming the tier: its sales of the window, older sales, or asking prices", () => {
    expect(pricesBasisText({ basis: 'sold', sample_size: 12, window_days: 90 }, 'carded')).toBe('Carded average of 12 sold, last 90 days');
    expect(pricesBasisText({ basis: 'sold', sample_size: 4, window_days: null }, 'loose')).toBe('Loose average of 4 sold, none in the last 90 days');
    expect(pricesBasisText({ basis: 'asking', sample_size: 1, window_days: null }, 'loose')).toBe('Loose asking prices only (1 listing)');
  });

  it('says of the blend of all packaging that it is one', () => {
    expect(pricesBasisText({ basis: 'sold', sample_size: 12, window_days: 90 }, null)).toBe('Average of 12 sold, last 90 days, carded and loose together');
    expect(pricesBasisText({ basis: 'asking', sample_size: 3, window_days: null }, null)).toBe('Asking prices only (3 listings), carded and loose together');
  });

  it('is null without prices', () => {
    expect(pricesBasisText({ basis: null, sample_size: 0, window_days: null }, null)).toBeNull();
  });
});

describe('sourceOutcomeText', () => {
  it('names the source and what happened, then the server reason', () => {
    expect(sourceOutcomeText({ source: 'ebay', status: 'not_configured', message: 'Active listings need eBay developer keys: set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET' })).toBe(
      'Active listings: not set up — Active listings need eBay developer keys: set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET',
    );
    expect(sourceOutcomeText({ source: 'ebay_scrape', status: 'blocked', message: 'eBay showed a bot check (challenge page)' })).toBe(
      'Sold listings: blocked by eBay — eBay showed a bot check (challenge page)',
    );
    expect(sourceOutcomeText({ source: 'ebay_scrape', status: 'failed', message: 'eBay asked us to slow down (429): try again in 1 min' })).toBe(
      'Sold listings: failed — eBay asked us to slow down (429): try again in 1 min',
    );
  });
});

describe('labels', () => {
  it('tells sold, listed and own sales apart, and names the tiers', () => {
    expect(['ebay_scrape', 'ebay', 'manual'].map((s) => saleSourceLabel(s as 'ebay'))).toEqual(['Sold', 'Listed', 'Your sale']);
    expect([tierLabel('carded'), tierLabel('loose')]).toEqual(['Carded', 'Loose']);
  });

  it('names a graded price by its company and grade, and says nothing of an ungraded one', () => {
    expect(saleGradeLabel({ grade_company: 'CAS', grade: '80+' })).toBe('CAS 80+');
    expect(saleGradeLabel({ grade_company: null, grade: null })).toBeNull();
  });
});

describe('price views', () => {
  it('names the blend of all packaging as such, and each tier by its name', () => {
    expect(BLENDED_PRICES).toBe('All packaging (blended)');
    expect([priceViewLabel('carded'), priceViewLabel('loose'), priceViewLabel('all')]).toEqual(['Carded', 'Loose', 'All packaging (blended)']);
  });

  it('counts the sales a tier rests on: none for asking prices only, null without prices', () => {
    expect(tierSales({ basis: 'sold', sample_size: 5 })).toBe(5);
    expect(tierSales({ basis: 'asking', sample_size: 3 })).toBe(0);
    expect(tierSales(null)).toBeNull();
  });
});
