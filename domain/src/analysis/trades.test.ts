import { describe, expect, it } from 'vitest';
import type { OwnedCopy } from './advice.ts';
import { tradeMatches, type MissingFigure } from './trades.ts';

/** A spare loose Leonardo in Good condition valued 10,000 cents at the loose tier. */
const spare = (facts: Partial<OwnedCopy> & Pick<OwnedCopy, 'id'>): OwnedCopy => ({
  figureId: 1,
  figureName: 'Leonardo',
  condition: 'Good',
  packagingType: 'Loose',
  variant: null,
  valueCents: 10_000,
  basis: 'loose',
  costCents: null,
  ...facts,
});

type Market = NonNullable<MissingFigure['market']>;
const tier = (averageCents: number, recentSold: number) => ({ averageCents, lowestCents: averageCents, sampleSize: recentSold, recentSold, basis: 'sold' as const, windowDays: 90 });
const market = (averageCents: number, tiers: Partial<Pick<Market, 'carded' | 'loose'>> = {}): Market => ({
  overall: { averageCents, lowestCents: averageCents, sampleSize: 6, basis: 'sold', windowDays: 90 },
  carded: null,
  loose: null,
  ...tiers,
});
const missing = (id: number, averageCents: number | null, series = 'Mutants', name = `Figure ${id}`): MissingFigure => ({
  id,
  name,
  series,
  // Priced in the spares' tier (loose): only a tier's own prices value a copy.
  market: averageCents === null ? null : market(averageCents, { loose: tier(averageCents, 3) }),
});
const progress = (entries: Record<string, [owned: number, total: number]>) =>
  new Map(Object.entries(entries).map(([series, [owned, total]]) => [series, { owned, total }]));
const MUTANTS = progress({ Mutants: [5, 10] });

describe('tradeMatches', () => {
  it("matches a missing figure worth within 25% of the spare's value: exactly 25% in, a cent more out", () => {
    const match = (cents: number) => tradeMatches([spare({ id: 1 })], [missing(100, cents)], MUTANTS).map((m) => m.valueCents);
    expect(match(12_500)).toEqual([12_500]);
    expect(match(12_501)).toEqual([]);
    expect(match(7500)).toEqual([7500]);
    expect(match(7499)).toEqual([]);
  });

  it('names both values and the series progress', () => {
    const [match, ...rest] = tradeMatches([spare({ id: 1 })], [missing(100, 11_000, 'Mutants', 'Splinter')], MUTANTS);
    expect(rest).toEqual([]);
    expect(match).toMatchObject({ spare: { id: 1 }, figure: { id: 100 }, valueCents: 11_000, series: { owned: 5, total: 10 } });
    expect(match.reasoning).toBe('Your spare Leonardo (Good, $100.00) for Splinter (about $110.00): Mutants from 5 of 10 to 6 of 10.');
  });

  it('suggests only figures of a series the collector has started', () => {
    const figures = [missing(100, 10_000, 'Villains'), missing(101, 10_000, 'Vehicles')];
    expect(tradeMatches([spare({ id: 1 })], figures, progress({ Villains: [0, 8] }))).toEqual([]);
    expect(tradeMatches([spare({ id: 1 })], figures, progress({ Villains: [0, 8], Vehicles: [1, 4] })).map((m) => m.figure.id)).toEqual([101]);
  });

  it('suggests each missing figure once, to the most valuable spare first', () => {
    const spares = [spare({ id: 1, valueCents: 9500 }), spare({ id: 2, valueCents: 10_000 })];
    // Spare 1 is closer in value, but spare 2 chooses first.
    const matches = tradeMatches(spares, [missing(100, 9500)], MUTANTS);
    expect(matches.map((m) => [m.spare.id, m.figure.id])).toEqual([[2, 100]]);
    const two = tradeMatches(spares, [missing(100, 9500), missing(101, 10_000)], MUTANTS);
    expect(two.map((m) => [m.spare.id, m.figure.id])).toEqual([
      [2, 101],
      [1, 100],
    ]);
  });

  it('prefers the match that brings a series closest to complete, then the closest in value', () => {
    const series = progress({ Mutants: [5, 10], 'Foot Clan': [2, 3] });
    // Mutants to 6 of 10 at the exact value, or Foot Clan complete (3 of 3) at 20% more: Foot Clan.
    const figures = [missing(100, 10_000, 'Mutants'), missing(101, 12_000, 'Foot Clan')];
    expect(tradeMatches([spare({ id: 1 })], figures, series).map((m) => m.figure.id)).toEqual([101]);
    // Same series: the closer value (500 off rather than 1000).
    expect(tradeMatches([spare({ id: 1 })], [missing(100, 11_000), missing(101, 9500), missing(102, 8000)], MUTANTS).map((m) => m.figure.id)).toEqual([101]);
    // Two series brought equally close (1 of 2 → 2 of 2, 2 of 3 → 3 of 3): the closer value.
    const tied = progress({ A: [1, 2], B: [2, 3] });
    expect(tradeMatches([spare({ id: 1 })], [missing(100, 11_000, 'A'), missing(101, 10_400, 'B')], tied).map((m) => m.figure.id)).toEqual([101]);
  });

  it('skips spares without a market value and missing figures without market prices', () => {
    expect(tradeMatches([spare({ id: 1, basis: 'purchase', costCents: 10_000 })], [missing(100, 10_000)], MUTANTS)).toEqual([]);
    expect(tradeMatches([spare({ id: 1, basis: 'none', valueCents: 0 })], [missing(100, 0)], MUTANTS)).toEqual([]);
    expect(tradeMatches([spare({ id: 1 })], [missing(100, null)], MUTANTS)).toEqual([]);
  });

  it("values the missing figure in the spare's packaging", () => {
    // Overall 10,000, but loose copies of it sell for 16,000 (3 recent sales): 60% above a loose spare.
    const figure: MissingFigure = { id: 100, name: 'Shredder', series: 'Mutants', market: market(10_000, { loose: tier(16_000, 3), carded: tier(19_000, 3) }) };
    expect(tradeMatches([spare({ id: 1 })], [figure], MUTANTS)).toEqual([]);
    // A sealed spare worth 20,000 (carded) against its carded 19,000.
    const sealed = tradeMatches([spare({ id: 2, packagingType: 'Sealed MOC', valueCents: 20_000, basis: 'carded' })], [figure], MUTANTS);
    expect(sealed.map((m) => m.valueCents)).toEqual([19_000]);
    // The blended 10,000 never stands for a tier: without loose prices the missing figure has no loose value to match.
    const noLoose: MissingFigure = { ...figure, market: market(10_000, { carded: tier(19_000, 3) }) };
    expect(tradeMatches([spare({ id: 1 })], [noLoose], MUTANTS)).toEqual([]);
  });

  it('answers nothing without spares or missing figures', () => {
    expect(tradeMatches([], [missing(100, 10_000)], MUTANTS)).toEqual([]);
    expect(tradeMatches([spare({ id: 1 })], [], MUTANTS)).toEqual([]);
  });
});
