import { describe, expect, it } from 'vitest';
import { REFRESH_STAGES, stageSchedule } from './refresh-stages.ts';

describe('market refresh stages (spec sections 4 and 9)', () => {
  it('are the four stages in order', () => {
    expect(REFRESH_STAGES).toEqual(['Starting', 'Fetching Active Listings', 'Fetching Sold Listings', 'Processing Results']);
  });

  it('show Starting at once, then the next stage after 300 ms and the one after that 500 ms later', () => {
    expect(stageSchedule()).toEqual([
      { stage: 'Starting', atMs: 0 },
      { stage: 'Fetching Active Listings', atMs: 300 },
      { stage: 'Fetching Sold Listings', atMs: 800 },
    ]);
  });
});
