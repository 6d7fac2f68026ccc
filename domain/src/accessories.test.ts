import { describe, expect, it } from 'vitest';
import {
  accessoriesPercent, accessoryPieces, copyCompleteness, describeCompleteness, ownedAccessoryNames, parseAccessories, pieceCount, pieceLabel, pieceRows, piecesOwningNames, type OwnedPiece,
} from './accessories.ts';

describe('parseAccessories', () => {
  it('reads the names from their JSON text, tolerating bad text', () => {
    expect(parseAccessories('["Katana (2)","Kama"]')).toEqual(['Katana (2)', 'Kama']);
    expect(parseAccessories('["Bo staff", 3, null]')).toEqual(['Bo staff']);
    expect(parseAccessories('not json')).toEqual([]);
    expect(parseAccessories('{"a":1}')).toEqual([]);
  });
});

describe('accessoriesPercent', () => {
  it('divides owned by listed as a whole percent', () => {
    expect(accessoriesPercent(0, 5)).toBe(0);
    expect(accessoriesPercent(1, 5)).toBe(20);
    expect(accessoriesPercent(5, 5)).toBe(100);
  });

  it('rounds to the nearest percent, halves up', () => {
    // 2/3 = 66.67 -> 67; 1/3 = 33.33 -> 33; 1/8 = 12.5 -> 13; 5/6 = 83.33 -> 83
    expect(accessoriesPercent(2, 3)).toBe(67);
    expect(accessoriesPercent(1, 3)).toBe(33);
    expect(accessoriesPercent(1, 8)).toBe(13);
    expect(accessoriesPercent(5, 6)).toBe(83);
  });

  it('is null when the figure lists no accessories', () => {
    expect(accessoriesPercent(0, 0)).toBeNull();
  });
});

const LEO = ['Katana (2)', 'Turtle fist dagger (2)', 'Ninja star (2)', 'Kama', 'Weapon rack'];
const piece = (accessory: string, number: number, origin: OwnedPiece['origin'] = 'original'): OwnedPiece => ({ accessory, number, origin });
const everyPiece = (listed: string[], origin: OwnedPiece['origin'] = 'original') => accessoryPieces(listed).map((p) => piece(p.accessory, p.number, origin));

describe('pieces', () => {
  it('counts the pieces an accessory stands for: the number in brackets, else one', () => {
    expect(pieceCount('Katana (2)')).toBe(2);
    expect(pieceCount('Katana (2) (themed version)')).toBe(2);
    expect(pieceCount('Pizza discs (6)')).toBe(6);
    expect(pieceCount('Shogun sash (weapon belt)')).toBe(1);
    expect(pieceCount('Kama')).toBe(1);
  });

  it("lists every piece of the figure's list, a pair of katanas as two", () => {
    // By hand: 2 + 2 + 2 + 1 + 1 = 8 pieces.
    expect(accessoryPieces(LEO)).toHaveLength(8);
    expect(accessoryPieces(['Katana (2)', 'Kama']).map(pieceLabel)).toEqual(['Katana 1 of 2', 'Katana 2 of 2', 'Kama']);
    expect(pieceLabel({ accessory: 'Katana (2) (themed version)', number: 2, of: 2 })).toBe('Katana (themed version) 2 of 2');
  });

  it('shows each piece owned or missing, and an owned piece the list no longer has last', () => {
    const rows = pieceRows(['Katana (2)', 'Kama'], [piece('Katana (2)', 2, 'reproduction'), piece('Old belt', 1, 'unsure')]);
    expect(rows.map((r) => [pieceLabel(r), r.owned, r.origin])).toEqual([
      ['Katana 1 of 2', false, null],
      ['Katana 2 of 2', true, 'reproduction'],
      ['Kama', false, null],
      ['Old belt', true, 'unsure'],
    ]);
  });

  it('owns an accessory name when every piece of it is owned (the API\'s owned_accessories)', () => {
    expect(ownedAccessoryNames(LEO, [piece('Katana (2)', 1), piece('Katana (2)', 2), piece('Ninja star (2)', 1), piece('Kama', 1)])).toEqual(['Katana (2)', 'Kama']);
  });

  it('sets the owned names piece by piece: new names get all their pieces (origin not known), dropped names lose them, the rest stay', () => {
    const before = [piece('Katana (2)', 1, 'reproduction'), piece('Katana (2)', 2), piece('Ninja star (2)', 1, 'unsure'), piece('Kama', 1)];
    // Katana kept (its reproduction stays one), Kama dropped, Weapon rack added, the half-owned stars untouched.
    expect(piecesOwningNames(LEO, before, ['Katana (2)', 'Weapon rack'])).toEqual([
      piece('Katana (2)', 1, 'reproduction'), piece('Katana (2)', 2), piece('Ninja star (2)', 1, 'unsure'), piece('Weapon rack', 1, 'unsure'),
    ]);
    // Naming the stars gets the second one too, keeping what the first was.
    expect(piecesOwningNames(LEO, before, ['Katana (2)', 'Ninja star (2)', 'Kama'])).toEqual([...before.slice(0, 3), piece('Ninja star (2)', 2, 'unsure'), piece('Kama', 1)]);
  });
});

describe('copyCompleteness: the one completeness rule', () => {
  it('follows the checklist: every piece owned is Complete, some Missing Accessories, none says nothing', () => {
    expect(copyCompleteness({ set: null, listed: LEO, owned: everyPiece(LEO) })).toEqual({ completeness: 'Complete', fromChecklist: true, reproductions: 0, valueTier: 'complete' });
    expect(copyCompleteness({ set: null, listed: LEO, owned: everyPiece(LEO).slice(1) })).toEqual({ completeness: 'Missing Accessories', fromChecklist: true, reproductions: 0, valueTier: 'incomplete' });
    expect(copyCompleteness({ set: null, listed: LEO, owned: [] })).toEqual({ completeness: null, fromChecklist: true, reproductions: 0, valueTier: null });
    expect(copyCompleteness({ set: null, listed: [], owned: [] }).completeness).toBeNull();
  });

  it('is complete for its value only when no owned piece is a reproduction', () => {
    const owned = everyPiece(LEO);
    owned[1] = { ...owned[1], origin: 'reproduction' };
    const withRepro = copyCompleteness({ set: null, listed: LEO, owned });
    expect(withRepro).toEqual({ completeness: 'Complete', fromChecklist: true, reproductions: 1, valueTier: null });
    expect(describeCompleteness(withRepro)).toBe('Complete with 1 reproduction piece');
    // Pieces from a reissue, or not known, are not reproductions.
    expect(copyCompleteness({ set: null, listed: LEO, owned: everyPiece(LEO, 'reissue') }).valueTier).toBe('complete');
    expect(copyCompleteness({ set: null, listed: LEO, owned: everyPiece(LEO, 'unsure') }).valueTier).toBe('complete');
  });

  it("takes the collector's word over the checklist, a reproduction piece still counting", () => {
    expect(copyCompleteness({ set: 'Figure Only', listed: LEO, owned: everyPiece(LEO) })).toEqual({ completeness: 'Figure Only', fromChecklist: false, reproductions: 0, valueTier: 'incomplete' });
    expect(copyCompleteness({ set: 'Complete', listed: LEO, owned: [] }).valueTier).toBe('complete');
    expect(copyCompleteness({ set: 'Complete', listed: LEO, owned: [piece('Kama', 1, 'reproduction'), piece('Katana (2)', 1, 'reproduction')] })).toMatchObject({ reproductions: 2, valueTier: null });
    expect(describeCompleteness({ completeness: 'Complete', reproductions: 2 })).toBe('Complete with 2 reproduction pieces');
    expect(copyCompleteness({ set: 'Extra Accessories', listed: LEO, owned: everyPiece(LEO) }).valueTier).toBeNull();
  });
});
