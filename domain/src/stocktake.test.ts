import { describe, expect, it } from 'vitest';
import { copyToCount, tallyStocktake } from './stocktake.ts';

// Tote B (3) inside Shelf 2 (2); the check is of Shelf 2, so copies in Tote B are expected too.
const here = new Set([2, 3]);
const copies = [
  { id: 10, figure_id: 1, place_id: 3 }, // Leonardo in Tote B
  { id: 11, figure_id: 1, place_id: 2 }, // Leonardo on Shelf 2
  { id: 12, figure_id: 2, place_id: 3 }, // Bebop in Tote B
  { id: 13, figure_id: 1, place_id: 9 }, // Leonardo elsewhere
  { id: 14, figure_id: 3, place_id: null }, // Rocksteady in no place
];

describe('copyToCount', () => {
  it('counts several copies of one figure one by one, the ones expected here first', () => {
    expect(copyToCount(copies, [1], here, new Set())?.id).toBe(10);
    expect(copyToCount(copies, [1], here, new Set([10]))?.id).toBe(11);
    expect(copyToCount(copies, [1], here, new Set([10, 11]))?.id).toBe(13);
    expect(copyToCount(copies, [1], here, new Set([10, 11, 13]))).toBeNull();
  });

  it('takes a copy of any of the figures a shared code names', () => {
    expect(copyToCount(copies, [3, 2], here, new Set())?.id).toBe(12);
    expect(copyToCount(copies, [3], here, new Set())?.id).toBe(14);
    expect(copyToCount(copies, [99], here, new Set())).toBeNull();
  });
});

describe('tallyStocktake', () => {
  it('tells found, not expected and not found yet', () => {
    const tally = tallyStocktake(copies, here, [12, 13, 10]);
    expect(tally.found.map((c) => c.id)).toEqual([12, 10]);
    expect(tally.notExpected.map((c) => c.id)).toEqual([13]);
    expect(tally.notFound.map((c) => c.id)).toEqual([11]);
  });

  it('counts a copy once however often it is named, and ignores ids it does not know', () => {
    const tally = tallyStocktake(copies, here, [14, 14, 77]);
    expect(tally.notExpected.map((c) => c.id)).toEqual([14]);
    expect(tally.found).toEqual([]);
    expect(tally.notFound.map((c) => c.id)).toEqual([10, 11, 12]);
  });
});
