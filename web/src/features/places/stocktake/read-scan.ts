import { copyToCount, isExpectedHere, labelTarget, normalizeUpc, type InventoryItem } from '@tmnt/domain';

/** What a stocktake reads of a copy of the collection. */
export type CheckedCopy = Pick<InventoryItem, 'id' | 'figure_id' | 'place_id' | 'name' | 'storage_location'>;

/** A figure a code names. */
export interface NamedFigure {
  id: number;
  name: string;
}

/** What one scan (or typed code) came to. */
export type ScanOutcome =
  | { kind: 'counted'; copy: CheckedCopy; expected: boolean }
  | { kind: 'already-counted'; copy: CheckedCopy }
  /** The code's figure has no copy left to count: the collector may add one here. */
  | { kind: 'all-counted'; figure: NamedFigure }
  /** The catalogue knows no figure by this code: the collector may add a copy of the figure it is. */
  | { kind: 'unknown-code'; code: string }
  | { kind: 'place-label'; id: number }
  | { kind: 'not-in-collection'; id: number }
  | { kind: 'not-a-code'; error: string };

interface ScanContext {
  copies: readonly CheckedCopy[];
  /** The place checked and the places inside it. */
  here: ReadonlySet<number>;
  counted: ReadonlySet<number>;
  /** The figures the catalogue has under a code; empty when it knows none. */
  figuresOf: (code: string) => Promise<NamedFigure[]>;
}

/**
 * What a scanned or typed code counts: a copy's label counts that copy; a figure's barcode counts the next copy of it
 * not counted yet (one recorded here first: domain copyToCount). Several copies of a figure count one by one.
 */
export async function readScan(text: string, { copies, here, counted, figuresOf }: ScanContext): Promise<ScanOutcome> {
  const target = labelTarget(text);
  if (target?.kind === 'place') return { kind: 'place-label', id: target.id };
  if (target?.kind === 'copy') {
    const copy = copies.find((c) => c.id === target.id);
    if (!copy) return { kind: 'not-in-collection', id: target.id };
    return counted.has(copy.id) ? { kind: 'already-counted', copy } : { kind: 'counted', copy, expected: isExpectedHere(copy, here) };
  }
  const normal = normalizeUpc(text);
  if (!normal.ok) return { kind: 'not-a-code', error: normal.error };
  const figures = await figuresOf(normal.code);
  if (figures.length === 0) return { kind: 'unknown-code', code: normal.code };
  const copy = copyToCount(copies, figures.map((f) => f.id), here, counted);
  if (!copy) return { kind: 'all-counted', figure: figures[0] };
  return { kind: 'counted', copy, expected: isExpectedHere(copy, here) };
}
