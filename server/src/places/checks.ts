import { placeSubtree, tallyStocktake, type PlaceCheck } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { allPlaces, collectionCopies, insertCheck } from './queries.ts';
import { requirePlaceRow } from './service.ts';

/**
 * "Done" on a stocktake: the copies counted against what is recorded in the place (and the places inside it) now,
 * recorded with its date and counts and the copies that were missing. The copies themselves are left where they
 * are recorded (moving one here is its own change, made before "Done").
 */
export function recordCheck(db: Db, placeId: number, counted: readonly number[]): Promise<PlaceCheck> {
  return inWriteTransaction(db, async (trx) => {
    await requirePlaceRow(trx, placeId);
    const [places, copies] = await Promise.all([allPlaces(trx), collectionCopies(trx)]);
    const tally = tallyStocktake(copies, placeSubtree(places, placeId), counted);
    const counts = {
      place_id: placeId,
      checked_at: new Date().toISOString(),
      expected: tally.found.length + tally.notFound.length,
      found: tally.found.length,
      not_expected: tally.notExpected.length,
      missing: tally.notFound.length,
    };
    const id = await insertCheck(trx, { ...counts, missing_ids: JSON.stringify(tally.notFound.map((c) => c.id)) });
    return { id, ...counts, missing_copies: tally.notFound.map(({ id: copy, name }) => ({ id: copy, name })) };
  });
}
