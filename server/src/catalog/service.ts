import { normalizeUpc, type Figure, type FigurePatch } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { matchCandidates } from './candidates.ts';
import { figuresWithUpc, getFigureRow, listFigures, toFigure, updateFigure, type FigureUpdate } from './queries.ts';
import { UpcLookupError, type UpcLookup } from './upc-lookup.ts';

export const FIGURE_NOT_FOUND = 'Figure not found';

/** The canonical form of a code, or a 400 saying what is wrong with it. */
export function canonicalUpc(raw: string): string {
  const result = normalizeUpc(raw);
  if (!result.ok) throw badRequest(result.error);
  return result.code;
}

export async function getFigure(db: Db, id: number): Promise<Figure> {
  const row = await getFigureRow(db, id);
  if (!row) throw notFound(FIGURE_NOT_FOUND);
  return toFigure(row);
}

/** Titles of marketplace listings found for a code (empty when no marketplace is configured or it failed). */
export type ListingTitles = (code: string) => Promise<string[]>;

/**
 * Finds the one figure a scanned code belongs to. Unknown codes are 404, with candidates ranked by how well their
 * names match the titles eBay's listings for the code carry (when eBay keys are set) and the external UPC
 * database's products (when one is configured); a code several figures share is 409 with those figures as
 * candidates. Nothing is ever assigned here: linking a code to a figure is the collector's choice.
 */
export async function lookupFigure(db: Db, upcLookup: UpcLookup | null, raw: string, listingTitles: ListingTitles = async () => []): Promise<Figure> {
  const code = canonicalUpc(raw);
  const owners = await figuresWithUpc(db, code);
  if (owners.length === 1) return toFigure(owners[0]);
  if (owners.length > 1) {
    throw new HttpError(409, `UPC ${code} is linked to ${owners.length} figures: choose the right one`, { candidates: owners.map(toFigure) });
  }
  const message = `No figure found for UPC ${code}`;
  const ebayTitles = await listingTitles(code);
  let productTitles: string[] = [];
  if (upcLookup) {
    try {
      productTitles = (await upcLookup(code)).map((p) => p.title);
    } catch (error) {
      // The code may well be a real one: say the service failed (502, or 504 when it did not answer in time).
      if (!(error instanceof UpcLookupError)) throw error;
      if (ebayTitles.length === 0) throw new HttpError(error.timedOut ? 504 : 502, `Could not look up UPC ${code}: ${error.message}`);
    }
  }
  if (!upcLookup && ebayTitles.length === 0) throw notFound(message);
  const titles = [...ebayTitles, ...productTitles];
  const candidates = titles.length > 0 ? matchCandidates(await listFigures(db, {}), titles) : [];
  throw notFound(message, { candidates: candidates.map(toFigure), ...(ebayTitles.length > 0 && { listing_titles: ebayTitles.slice(0, 5) }) });
}

export function patchFigure(db: Db, id: number, patch: FigurePatch): Promise<Figure> {
  return inWriteTransaction(db, async (trx) => {
    await getFigure(trx, id);
    const changes: FigureUpdate = { ...patch };
    if (patch.upc !== undefined) changes.upc = patch.upc === null || patch.upc.trim() === '' ? null : canonicalUpc(patch.upc);
    await updateFigure(trx, id, changes);
    return getFigure(trx, id);
  });
}
