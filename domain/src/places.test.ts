import { describe, expect, it } from 'vitest';
import { cleanPlaceName, isPlaceName, placeAncestry, placeChildren, placeNameKey, placePaths, placeSubtree, splitPlacePath, wouldContain } from './places.ts';

// Garage (1) > Shelf 2 (2) > Tote B (3); Garage > Shelf 1 (4); Attic (5)
const places = [
  { id: 3, name: 'Tote B', parent_id: 2 },
  { id: 1, name: 'Garage', parent_id: null },
  { id: 2, name: 'Shelf 2', parent_id: 1 },
  { id: 4, name: 'Shelf 1', parent_id: 1 },
  { id: 5, name: 'Attic', parent_id: null },
];

describe('place names', () => {
  it('are stored trimmed with single spaces, and the same with case and spaces aside', () => {
    expect(cleanPlaceName('  Tote   B ')).toBe('Tote B');
    expect(placeNameKey('Tote B')).toBe(placeNameKey('tote b'));
    expect(placeNameKey('Tote B ')).toBe(placeNameKey(' TOTE  B'));
    expect(placeNameKey('Tote B')).not.toBe(placeNameKey('Tote C'));
    // Composed and decomposed accents are one name.
    expect(placeNameKey('Cafe\u0301')).toBe(placeNameKey('Café'));
  });

  it('cannot hold a path separator', () => {
    expect(isPlaceName('Shelf 2')).toBe(true);
    expect(isPlaceName('Shelf > 2')).toBe(false);
    expect(isPlaceName('1/2 box')).toBe(false);
  });
});

describe('splitPlacePath', () => {
  it('reads "A > B" and "A / B" as a path, outermost first', () => {
    expect(splitPlacePath('Garage > Shelf 2 > Tote B')).toEqual(['Garage', 'Shelf 2', 'Tote B']);
    expect(splitPlacePath('garage / shelf 2/tote b')).toEqual(['garage', 'shelf 2', 'tote b']);
    expect(splitPlacePath('Garage>Shelf 2 / Tote B')).toEqual(['Garage', 'Shelf 2', 'Tote B']);
  });

  it('keeps a plain text one place, and drops empty parts', () => {
    expect(splitPlacePath('  Tote   B ')).toEqual(['Tote B']);
    expect(splitPlacePath('> Garage >> Shelf 2 /')).toEqual(['Garage', 'Shelf 2']);
    expect(splitPlacePath('  / > ')).toEqual([]);
  });
});

describe('the tree', () => {
  it('gives each place its path', () => {
    expect(placePaths(places)).toEqual(
      new Map([
        [3, 'Garage > Shelf 2 > Tote B'],
        [1, 'Garage'],
        [2, 'Garage > Shelf 2'],
        [4, 'Garage > Shelf 1'],
        [5, 'Attic'],
      ]),
    );
  });

  it('gives a place and the places it is in, outermost first', () => {
    expect(placeAncestry(places, 3).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(placeAncestry(places, 5).map((p) => p.id)).toEqual([5]);
    expect(placeAncestry(places, 99)).toEqual([]);
  });

  it('holds every place inside a place, at any depth', () => {
    expect(placeSubtree(places, 1)).toEqual(new Set([1, 2, 3, 4]));
    expect(placeSubtree(places, 2)).toEqual(new Set([2, 3]));
    expect(placeSubtree(places, 3)).toEqual(new Set([3]));
    expect(placeChildren(places).get(null)?.map((p) => p.id)).toEqual([1, 5]);
  });

  it('knows a move that would make a place its own ancestor', () => {
    expect(wouldContain(places, 1, 3)).toBe(true);
    expect(wouldContain(places, 2, 2)).toBe(true);
    expect(wouldContain(places, 2, 4)).toBe(false);
    expect(wouldContain(places, 3, null)).toBe(false);
    expect(wouldContain(places, 5, 3)).toBe(false);
  });

  it('stops at a chain that comes back on itself', () => {
    const loop = [
      { id: 1, name: 'A', parent_id: 2 },
      { id: 2, name: 'B', parent_id: 1 },
    ];
    expect(placePaths(loop).get(1)).toBe('B > A');
  });
});
