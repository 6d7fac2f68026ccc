import {
  cleanPlaceName, fromCents, placeAncestry, placeChildren, placeNameKey, placePaths, placeSubtree, PLACE_NOT_FOUND, splitPlacePath, wouldContain,
  type NewPlace, type Place, type PlaceCheck, type PlaceDetail, type PlacePatch,
} from '@tmnt/domain';
import { z } from 'zod';
import { inWriteTransaction, logCopiesChanged } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { readStoredJson } from '../db/stored-json.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import {
  allPlaces, checksOfPlace, copiesIn, copiesPerPlace, copyNames, deletePlace, insertPlace, lastChecks, moveChildPlaces, moveCopiesOf, placeById, siblingNamed, updatePlace, type CheckRow, type PlaceRow,
} from './queries.ts';

/** Checks a place's page lists. */
const CHECKS_SHOWN = 10;

const missingIds = z.array(z.number().int().min(1));

/** A check's counts, as a place's list shows its last one. */
const lastCheckSummary = ({ id, checked_at, expected, found, not_expected, missing }: CheckRow) => ({ id, checked_at, expected, found, not_expected, missing });

/** Checks as answered, each naming its missing copies (a copy deleted since is left out of the names). */
async function checkAnswers(db: Db, checks: readonly CheckRow[]): Promise<PlaceCheck[]> {
  const read = checks.map((check) => ({ check, missing: readStoredJson(check.missing_ids, missingIds, () => `Check #${check.id} of place #${check.place_id}`, 'missing_ids') }));
  const names = await copyNames(db, [...new Set(read.flatMap((r) => r.missing))]);
  return read.map(({ check, missing }) => ({
    ...lastCheckSummary(check),
    place_id: check.place_id,
    missing_copies: missing.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
  }));
}

/** Every place with its path, what it holds (right there and inside) and its last check, in the order they were made. */
export async function listPlaces(db: Db): Promise<Place[]> {
  const [places, held, checks] = await Promise.all([allPlaces(db), copiesPerPlace(db), lastChecks(db)]);
  const paths = placePaths(places);
  const children = placeChildren(places);
  // Each place's totals: its own copies and those of every place inside it (each place visited once).
  const totals = new Map<number, { copies: number; valueCents: number }>();
  const total = (id: number): { copies: number; valueCents: number } => {
    const known = totals.get(id);
    if (known) return known;
    const sum = { ...(held.get(id) ?? { copies: 0, valueCents: 0 }) };
    totals.set(id, sum);
    for (const child of children.get(id) ?? []) {
      const inside = total(child.id);
      sum.copies += inside.copies;
      sum.valueCents += inside.valueCents;
    }
    return sum;
  };
  return places.map((p) => {
    const { copies, valueCents } = total(p.id);
    const check = checks.get(p.id);
    return {
      ...p,
      path: paths.get(p.id)!,
      copies: held.get(p.id)?.copies ?? 0,
      total_copies: copies,
      value: fromCents(valueCents),
      last_check: check ? lastCheckSummary(check) : null,
    };
  });
}

export async function requirePlaceRow(db: Db, id: number): Promise<PlaceRow> {
  const place = await placeById(db, id);
  if (!place) throw notFound(PLACE_NOT_FOUND);
  return place;
}

/** A place, the places it is in, the places right inside it, and its checks (newest first). */
export async function getPlaceDetail(db: Db, id: number): Promise<PlaceDetail> {
  await requirePlaceRow(db, id);
  const places = await listPlaces(db);
  const place = places.find((p) => p.id === id)!;
  const checks = await checksOfPlace(db, id, CHECKS_SHOWN);
  return {
    ...place,
    ancestors: placeAncestry(places, id)
      .slice(0, -1)
      .map(({ id: ancestor, name }) => ({ id: ancestor, name })),
    children: places.filter((p) => p.parent_id === id).sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
    checks: await checkAnswers(db, checks),
  };
}

/** A place's id that a copy or a place names, refused (400, naming the field) when no place has it. */
export async function checkPlaceId(db: Db, id: number, field: string): Promise<void> {
  if (!(await placeById(db, id))) throw badRequest(`No place has the id ${id}`, field);
}

/** 409 naming the sibling that already has this name (case and spaces aside). */
async function refuseSameName(db: Db, parentId: number | null, name: string, except?: number): Promise<void> {
  const same = await siblingNamed(db, parentId, placeNameKey(name), except);
  if (!same) return;
  const where = parentId === null ? 'among the outermost places' : `in ${placePaths(await allPlaces(db)).get(parentId)}`;
  throw new HttpError(409, `There is already a place called "${same.name}" ${where}`, { field: 'name', place_id: same.id });
}

export function createPlace(db: Db, body: NewPlace): Promise<Place> {
  return inWriteTransaction(db, async (trx) => {
    const parentId = body.parent_id ?? null;
    if (parentId !== null) await checkPlaceId(trx, parentId, 'parent_id');
    const name = cleanPlaceName(body.name);
    await refuseSameName(trx, parentId, name);
    const now = new Date().toISOString();
    const id = await insertPlace(trx, { name, name_key: placeNameKey(name), parent_id: parentId, notes: body.notes || null, created_at: now, updated_at: now });
    return (await listPlaces(trx)).find((p) => p.id === id)!;
  });
}

export function changePlace(db: Db, id: number, patch: PlacePatch): Promise<Place> {
  return inWriteTransaction(db, async (trx) => {
    const place = await requirePlaceRow(trx, id);
    const parentId = patch.parent_id === undefined ? place.parent_id : patch.parent_id;
    if (patch.parent_id !== undefined && patch.parent_id !== null) {
      await checkPlaceId(trx, patch.parent_id, 'parent_id');
      if (wouldContain(await allPlaces(trx), id, patch.parent_id)) {
        throw badRequest(`A place cannot go inside itself or a place inside it: "${place.name}" holds the place chosen`, 'parent_id');
      }
    }
    const name = patch.name === undefined ? place.name : cleanPlaceName(patch.name);
    await refuseSameName(trx, parentId, name, id);
    await updatePlace(trx, id, {
      name,
      name_key: placeNameKey(name),
      parent_id: parentId,
      ...(patch.notes !== undefined && { notes: patch.notes || null }),
      updated_at: new Date().toISOString(),
    });
    // Renamed or moved: every copy in it or inside it has another path (its storage_location), though its row is the same.
    if (name !== place.name || parentId !== place.parent_id) await logCopiesChanged(trx, await copiesIn(trx, [...placeSubtree(await allPlaces(trx), id)]));
    return (await listPlaces(trx)).find((p) => p.id === id)!;
  });
}

/**
 * Deletes a place; its copies and places go to `moveTo`, by default the place it is in (an outermost place's copies
 * then have no place, its places become outermost). Refused when `moveTo` is the place or inside it, and when a
 * place moved there would share a name with one already there (nothing is deleted then).
 */
export function removePlace(db: Db, id: number, moveTo: number | undefined): Promise<void> {
  return inWriteTransaction(db, async (trx) => {
    const place = await requirePlaceRow(trx, id);
    const places = await allPlaces(trx);
    const to = moveTo ?? place.parent_id;
    if (moveTo !== undefined) {
      await checkPlaceId(trx, moveTo, 'move_to');
      if (placeSubtree(places, id).has(moveTo)) throw badRequest(`What "${place.name}" holds cannot go into it or a place inside it: choose another place`, 'move_to');
    }
    for (const child of places.filter((p) => p.parent_id === id)) await refuseSameName(trx, to, child.name, child.id);
    const now = new Date().toISOString();
    await moveCopiesOf(trx, id, to, now);
    await moveChildPlaces(trx, id, to, now);
    // The copies inside the places moved up have other paths now, their rows the same.
    await logCopiesChanged(trx, await copiesIn(trx, [...placeSubtree(places, id)].filter((placeId) => placeId !== id)));
    await deletePlace(trx, id);
  });
}

/**
 * The place a path written as text names ("Garage > Shelf 2 > Tote B", or "garage / shelf 2"), each of its places
 * found by name under the one before (case and spaces aside) or made: how a storage text becomes a place, whichever
 * door it comes through (a copy's update, the JSON import, a spreadsheet). Null for a text with no name in it.
 */
export async function placeForPath(trx: Db, text: string): Promise<number | null> {
  let parent: number | null = null;
  for (const name of splitPlacePath(text)) parent = (await findOrMakePlace(trx, parent, name)).id;
  return parent;
}

/** The place of this name (case and spaces aside) in `parent`, else one made there (with these notes); `made` says which. */
export async function findOrMakePlace(trx: Db, parent: number | null, name: string, notes: string | null = null): Promise<{ id: number; made: boolean }> {
  const clean = cleanPlaceName(name);
  const found = await siblingNamed(trx, parent, placeNameKey(clean));
  if (found) return { id: found.id, made: false };
  const now = new Date().toISOString();
  return { id: await insertPlace(trx, { name: clean, name_key: placeNameKey(clean), parent_id: parent, notes, created_at: now, updated_at: now }), made: true };
}

/** Every place's path, by id (a copy's storage_location). */
export async function placePathsById(db: Db): Promise<Map<number, string>> {
  return placePaths(await allPlaces(db));
}
