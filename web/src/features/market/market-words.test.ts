import { describe, expect, it } from 'vitest';
import { pricesBasisText, saleSourceLabel, sourceOutcomeText, tierLabel } from './market-words.ts';

describe('pricesBasisText', () => {
  it('says an average of recent sales rests on that many sold in the window', () => {
    expect(pricesBasisText({ basis: 'sold', sample_size: 12, window_days: 90 })).toBe('Average of 12 sold, last 90 days');
  });

  it('says when no sale falls in the window', () => {
    expect(pricesBasisText({ basis: 'sold', sample_size: 4, window_days: null })).toBe('Average of 4 sold, none in the last 90 days');
  });

  it('says when only asking prices are known, counting listings', () => {
    expect(pricesBasisText({ basis: 'asking', sample_size: 3, window_days: null })).toBe('Asking prices only (3 listings)');
    expect(pricesBasisText({ basis: 'asking', sample_size: 1, window_days: null })).toBe('Asking prices only (1 listing)');
  });

  it('is null without prices', () => {
    expect(pricesBasisText({ basis: null, sample_size: 0, window_days: null })).toBeNull();
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
});
