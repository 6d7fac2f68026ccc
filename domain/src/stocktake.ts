/**
 * A stocktake of a place ("Check this place"): the collector counts what is really there, one copy at a time, and
 * the app tells what was expected here (recorded in the place or a place inside it), found, recorded elsewhere, and
 * not found yet. The web counts as it goes; the server records the check with the same tally.
 */

export interface StocktakeCopy {
  id: number;
  figure_id: number;
  place_id: number | null;
}

/** Whether a copy is recorded here: in the place checked or a place inside it (`here`, domain placeSubtree). */
export const isExpectedHere = (copy: Pick<StocktakeCopy, 'place_id'>, here: ReadonlySet<number>): boolean => copy.place_id !== null && here.has(copy.place_id);

/**
 * The copy a scanned code counts: a copy of one of its figures not counted yet, first one recorded here, else one
 * recorded elsewhere (lowest id first, so a second scan of the same box counts the next copy). Several copies of a
 * figure count one by one; null when every copy of it is counted already (or the collection has none).
 */
export function copyToCount<C extends StocktakeCopy>(copies: readonly C[], figureIds: readonly number[], here: ReadonlySet<number>, counted: ReadonlySet<number>): C | null {
  const figures = new Set(figureIds);
  const candidates = copies.filter((c) => figures.has(c.figure_id) && !counted.has(c.id)).sort((a, b) => a.id - b.id);
  return candidates.find((c) => isExpectedHere(c, here)) ?? candidates[0] ?? null;
}

export interface StocktakeTally<C> {
  /** Counted, and recorded here. */
  found: C[];
  /** Counted, but recorded elsewhere (or nowhere): to move here. */
  notExpected: C[];
  /** Recorded here, not counted (yet): at "Done", the missing ones. */
  notFound: C[];
}

/** Where a stocktake stands: every copy of the collection against the ones counted, in the order counted. */
export function tallyStocktake<C extends StocktakeCopy>(copies: readonly C[], here: ReadonlySet<number>, counted: readonly number[]): StocktakeTally<C> {
  const byId = new Map(copies.map((c) => [c.id, c]));
  const countedSet = new Set(counted);
  const tally: StocktakeTally<C> = { found: [], notExpected: [], notFound: [] };
  for (const id of countedSet) {
    const copy = byId.get(id);
    if (copy) (isExpectedHere(copy, here) ? tally.found : tally.notExpected).push(copy);
  }
  tally.notFound = copies.filter((c) => isExpectedHere(c, here) && !countedSet.has(c.id));
  return tally;
}
