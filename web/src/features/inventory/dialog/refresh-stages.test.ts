import { describe, expect, it } from 'vitest';
import { nextTimedStage, REFRESH_STAGES } from './refresh-stages.ts';

describe('market refresh stages (spec sections 4 and 9)', () => {
  it('are the four stages in order', () => {
    expect(REFRESH_STAGES).toEqual(['Starting', 'Fetching Active Listings', 'Fetching Sold Listings', 'Processing Results']);
  });

  it('move on from Starting after 300 ms, then after 500 ms, then wait for the server', () => {
    expect(nextTimedStage('Starting')).toEqual({ stage: 'Fetching Active Listings', afterMs: 300 });
    expect(nextTimedStage('Fetching Active Listings')).toEqual({ stage: 'Fetching Sold Listings', afterMs: 500 });
    expect(nextTimedStage('Fetching Sold Listings')).toBeNull();
    expect(nextTimedStage('Processing Results')).toBeNull();
  });
});
