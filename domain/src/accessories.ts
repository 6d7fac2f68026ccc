import type { Completeness } from './conditions.ts';

/** A figure's accessory names from their stored text (a JSON list); anything else means none. */
export function parseAccessories(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * How complete a copy's accessories are: the owned count over the count its figure lists, as a whole percent
 * (rounded). Null when the figure lists no accessories, since there is nothing to be complete against.
 */
export function accessoriesPercent(ownedCount: number, listedCount: number): number | null {
  if (listedCount === 0) return null;
  return Math.round((ownedCount / listedCount) * 100);
}

// Pieces

/** The most pieces one accessory of a figure's list may stand for ("Pizza discs (6)" is six). */
const MAX_PIECES = 20;

/** "Katana (2)", "Katana (2) (themed version)": a whole number in brackets is how many pieces the accessory is. */
const PIECE_COUNT = /\s*\((\d{1,2})\)/;

/** How many pieces an accessory of a figure's list is: the number in brackets, else one. */
export function pieceCount(accessory: string): number {
  const count = Number(PIECE_COUNT.exec(accessory)?.[1] ?? 1);
  return Math.min(Math.max(count, 1), MAX_PIECES);
}

/** One piece a figure came with: the accessory of its list it belongs to, and which of its pieces it is (1 to of). */
export interface AccessoryPiece {
  accessory: string;
  number: number;
  of: number;
}

/** Every piece the figure came with, in its list's order: a pair of katanas is two pieces. */
export function accessoryPieces(listed: readonly string[]): AccessoryPiece[] {
  return [...new Set(listed)].flatMap((accessory) => {
    const of = pieceCount(accessory);
    return Array.from({ length: of }, (_, i) => ({ accessory, number: i + 1, of }));
  });
}

/** A piece as a checklist names it: "Katana 1 of 2", "Kama", "Katana (themed version) 2 of 2". */
export function pieceLabel({ accessory, number, of }: Pick<AccessoryPiece, 'accessory' | 'number' | 'of'>): string {
  const name = accessory.replace(PIECE_COUNT, '').trim() || accessory;
  return of > 1 ? `${name} ${number} of ${of}` : name;
}

/** Where an owned piece came from, as the collector knows it. */
export const PIECE_ORIGINS = ['original', 'reproduction', 'reissue', 'unsure'] as const;
export type PieceOrigin = (typeof PIECE_ORIGINS)[number];

export const PIECE_ORIGIN_LABELS: Record<PieceOrigin, string> = {
  original: 'Original',
  reproduction: 'Reproduction',
  reissue: 'From a reissue',
  unsure: 'Not sure',
};

/** A piece the copy has; the pieces of its figure's list it does not have are missing. */
export interface OwnedPiece {
  accessory: string;
  number: number;
  origin: PieceOrigin;
}

const samePiece = (a: Pick<OwnedPiece, 'accessory' | 'number'>, b: Pick<OwnedPiece, 'accessory' | 'number'>) => a.accessory === b.accessory && a.number === b.number;

/** The owned pieces as a set to look pieces up in (every copy of a long list is read this way, so without objects). */
const pieceKey = (accessory: string, number: number) => `${number}\u0000${accessory}`;
const pieceKeys = (owned: readonly OwnedPiece[]) => new Set(owned.map((o) => pieceKey(o.accessory, o.number)));

/** How many of an accessory's pieces are owned. */
function ownedOf(accessory: string, have: ReadonlySet<string>): number {
  let count = 0;
  for (let number = 1; number <= pieceCount(accessory); number++) if (have.has(pieceKey(accessory, number))) count++;
  return count;
}

/** Each piece once (the first said wins), in the figure's order; a piece its list no longer has stays, last. */
export function orderedPieces(listed: readonly string[], owned: readonly OwnedPiece[]): OwnedPiece[] {
  const unique = owned.filter((piece, i) => owned.findIndex((other) => samePiece(other, piece)) === i);
  const place = (p: OwnedPiece) => {
    const i = listed.indexOf(p.accessory);
    return (i === -1 ? listed.length : i) * (MAX_PIECES + 1) + p.number;
  };
  return unique.sort((a, b) => place(a) - place(b));
}

/** A checklist row: every piece of the figure's list (owned or not), then owned pieces its list no longer has. */
export interface PieceRow extends AccessoryPiece {
  owned: boolean;
  origin: PieceOrigin | null;
}

export function pieceRows(listed: readonly string[], owned: readonly OwnedPiece[]): PieceRow[] {
  const rows: PieceRow[] = accessoryPieces(listed).map((piece) => {
    const own = owned.find((o) => samePiece(o, piece));
    return { ...piece, owned: own !== undefined, origin: own?.origin ?? null };
  });
  for (const own of owned) {
    if (!rows.some((row) => samePiece(row, own))) rows.push({ accessory: own.accessory, number: own.number, of: Math.max(pieceCount(own.accessory), own.number), owned: true, origin: own.origin });
  }
  return rows;
}

/**
 * The names of the figure's list the copy has every piece of (the API's owned_accessories: a pair of katanas is
 * owned when both are), then names its list no longer has that the copy holds pieces of.
 */
export function ownedAccessoryNames(listed: readonly string[], owned: readonly OwnedPiece[]): string[] {
  if (owned.length === 0) return [];
  const have = pieceKeys(owned);
  const names = new Set(listed);
  const complete = [...names].filter((name) => ownedOf(name, have) === pieceCount(name));
  const unlisted = [...new Set(owned.map((o) => o.accessory))].filter((name) => !names.has(name));
  return [...complete, ...unlisted];
}

/**
 * The pieces after the owned names are set to `names` (PATCH owned_accessories, an older export): a name newly
 * given gets all its pieces, a name taken off loses all of them, and a name the list leaves as it was (one of a pair
 * owned) keeps its pieces as they are. A name says nothing of where its pieces came from: a new piece is 'unsure'.
 */
export function piecesOwningNames(listed: readonly string[], owned: readonly OwnedPiece[], names: readonly string[]): OwnedPiece[] {
  const before = new Set(ownedAccessoryNames(listed, owned));
  const after = new Set(names);
  let pieces = owned.filter((piece) => !(before.has(piece.accessory) && !after.has(piece.accessory)));
  for (const name of after) {
    if (before.has(name)) continue;
    const have = pieces.filter((p) => p.accessory === name);
    const all = Array.from({ length: pieceCount(name) }, (_, i) => have.find((p) => p.number === i + 1) ?? { accessory: name, number: i + 1, origin: 'unsure' as const });
    pieces = [...pieces.filter((p) => p.accessory !== name), ...all];
  }
  return orderedPieces(listed, pieces);
}

// Completeness

/** What a copy's completeness means for its value: complete sales, incomplete ones, or the loose tier's. */
type CompletenessTier = 'complete' | 'incomplete';

export interface CopyCompleteness {
  /** What the copy's completeness is: the collector's word when given, else what its checklist says (null: nothing). */
  completeness: Completeness | null;
  /** The completeness follows the checklist (the collector has not set it). */
  fromChecklist: boolean;
  /** Owned pieces marked as reproductions. */
  reproductions: number;
  /** Which loose sales value it: complete ones, incomplete ones, or (null) the whole loose tier's. */
  valueTier: CompletenessTier | null;
}

/**
 * The one completeness rule. The field follows the checklist unless the collector sets it: every piece owned is
 * Complete, some owned Missing Accessories; a checklist with nothing ticked (or a figure listing nothing) says
 * nothing. A copy is complete for its value only when it is Complete and no owned piece is a reproduction (the
 * grading companies' rule: the correct number and colour of accessories); one with a reproduction piece is valued
 * on the loose tier. Figure Only and Missing Accessories are valued on incomplete sales; Extra Accessories, which
 * says nothing of the pieces the figure came with, on the loose tier.
 */
export function copyCompleteness({ set, listed, owned }: { set: Completeness | null; listed: readonly string[]; owned: readonly OwnedPiece[] }): CopyCompleteness {
  const have = pieceKeys(owned);
  let listedPieces = 0;
  let ownedListed = 0;
  for (const name of new Set(listed)) {
    listedPieces += pieceCount(name);
    ownedListed += ownedOf(name, have);
  }
  const checklist: Completeness | null = ownedListed === 0 ? null : ownedListed === listedPieces ? 'Complete' : 'Missing Accessories';
  const completeness = set ?? checklist;
  const reproductions = owned.filter((o) => o.origin === 'reproduction').length;
  const valueTier: CompletenessTier | null =
    completeness === 'Complete' ? (reproductions === 0 ? 'complete' : null) : completeness === 'Missing Accessories' || completeness === 'Figure Only' ? 'incomplete' : null;
  return { completeness, fromChecklist: set === null, reproductions, valueTier };
}

const pieces = (n: number) => `${n} reproduction ${n === 1 ? 'piece' : 'pieces'}`;

/** A copy's completeness as every screen says it: "Complete", "Complete with 1 reproduction piece"; null when none. */
export function describeCompleteness({ completeness, reproductions }: Pick<CopyCompleteness, 'completeness' | 'reproductions'>): string | null {
  if (completeness === null) return null;
  return reproductions > 0 ? `${completeness} with ${pieces(reproductions)}` : completeness;
}
