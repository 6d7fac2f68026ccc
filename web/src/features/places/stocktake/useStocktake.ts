import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isExpectedHere, lookupFailureSchema, placeSubtree, tallyStocktake, type InventoryItem, type Place } from '@tmnt/domain';
import { ApiError } from '../../../api/client.ts';
import { figureByCode } from '../../../api/figures.ts';
import { readScan, type NamedFigure, type ScanOutcome } from './read-scan.ts';

/** The figures the catalogue has under a code: one, the several a shared code names, or none. */
async function figuresOf(code: string): Promise<NamedFigure[]> {
  try {
    const figure = await figureByCode(code);
    return [{ id: figure.id, name: figure.name }];
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) throw error;
    const body = lookupFailureSchema.safeParse(error.body);
    return body.success ? (body.data.candidates ?? []).map(({ id, name }) => ({ id, name })) : [];
  }
}

/** A scan's outcome as it goes into the log (newest first). */
export interface LoggedScan {
  key: number;
  outcome: ScanOutcome | { kind: 'failed'; error: string };
}

/**
 * A stocktake of a place as it goes: each code scanned or typed (in turn, so a USB scanner's quick codes keep their
 * order), each copy picked by name, and the tally of found, not expected and not found yet against the collection as
 * the server has it now (a copy moved here counts as found at once).
 */
export function useStocktake(placeId: number, places: readonly Place[], copies: readonly InventoryItem[]) {
  const [counted, setCounted] = useState<number[]>([]);
  const [log, setLog] = useState<LoggedScan[]>([]);
  const countedNow = useRef(new Set<number>());
  const queue = useRef(Promise.resolve());
  const nextKey = useRef(1);
  const here = useMemo(() => placeSubtree(places, placeId), [places, placeId]);
  // Read by a scan when its turn comes: the collection as it is then (after a copy was moved or added here).
  const collection = useRef(copies);
  useEffect(() => {
    collection.current = copies;
  }, [copies]);

  const record = useCallback((outcome: LoggedScan['outcome']) => {
    if (outcome.kind === 'counted') {
      countedNow.current.add(outcome.copy.id);
      setCounted([...countedNow.current]);
    }
    setLog((previous) => [{ key: nextKey.current++, outcome }, ...previous].slice(0, 30));
  }, []);

  const scan = useCallback(
    (code: string) => {
      queue.current = queue.current.then(async () => {
        try {
          record(await readScan(code, { copies: collection.current, here, counted: countedNow.current, figuresOf }));
        } catch (error) {
          record({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
        }
      });
    },
    [here, record],
  );

  /** A copy picked by name (or just added here). */
  const count = useCallback(
    (copy: Pick<InventoryItem, 'id' | 'figure_id' | 'place_id' | 'name' | 'storage_location'>) =>
      record(countedNow.current.has(copy.id) ? { kind: 'already-counted', copy } : { kind: 'counted', copy, expected: isExpectedHere(copy, here) }),
    [here, record],
  );

  const tally = useMemo(() => tallyStocktake(copies, here, counted), [copies, here, counted]);
  return { scan, count, counted, tally, log };
}
