import { describe, expect, it } from 'vitest';
import { collectionPercent, lastCollectionText } from './collection-status.ts';

describe('lastCollectionText', () => {
  it('says how the last run ended, with its message', () => {
    expect(lastCollectionText({ status: 'completed', message: 'Collected prices for 3 figures: 7 new price records' })).toBe(
      'Last collection completed: Collected prices for 3 figures: 7 new price records',
    );
    expect(lastCollectionText({ status: 'failed', message: 'database is locked' })).toBe('Last collection failed: database is locked');
    expect(lastCollectionText({ status: 'blocked', message: 'Stopped after 2 of 50 figures: eBay showed a bot check (challenge page)' })).toBe(
      'Last collection was blocked by eBay: Stopped after 2 of 50 figures: eBay showed a bot check (challenge page)',
    );
    expect(lastCollectionText({ status: 'interrupted', message: null })).toBe('Last collection was interrupted by a server restart');
  });

  it('says nothing before the first run or while one runs', () => {
    expect(lastCollectionText({ status: 'idle', message: null })).toBeNull();
    expect(lastCollectionText({ status: 'running', message: 'Fetching prices for Leonardo (1 of 50)' })).toBeNull();
  });
});

describe('collectionPercent', () => {
  it('is current over total, rounded, only when the total is known', () => {
    expect(collectionPercent({ current: 1, total: 3 })).toBe(33);
    expect(collectionPercent({ current: 50, total: 50 })).toBe(100);
    expect(collectionPercent({ current: 0, total: 0 })).toBeNull();
  });
});
