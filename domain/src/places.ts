/**
 * Where the copies are kept: places as a tree ("Garage > Shelf 2 > Tote B"). A place's name is unique among its
 * siblings with case and spaces aside, and a path written as text ("Garage > Shelf 2", "garage / shelf 2") names
 * the same places whichever way it is spelt. The server, the imports and the web all read paths with these rules.
 */

/** How a path is shown: the names from the outermost place in. */
export const PLACE_PATH_SEPARATOR = ' > ';

/** What separates places in a path written as text: ">" or "/" (so neither can be part of a name). */
const SEPARATORS = /[>/]/;

export const PLACE_LIMITS = {
  /** One place's name: as long as a storage text could be (each became a place's name). */
  name: 200,
  notes: 2_000,
} as const;

export interface PlaceNode {
  id: number;
  name: string;
  parent_id: number | null;
}

/** A name as stored: trimmed, each run of spaces one space, composed (é typed two ways is one é). */
export const cleanPlaceName = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/** What makes two names the same place among siblings: case and spaces aside. */
export const placeNameKey = (name: string): string => cleanPlaceName(name).toLowerCase();

/** Whether a name may be a place's: it must not hold a path separator. */
export const isPlaceName = (name: string): boolean => !SEPARATORS.test(name);

/** The names of a path written as text, outermost first ("Garage > Shelf 2 / Tote B"); empty parts are dropped. */
export function splitPlacePath(text: string): string[] {
  return text.split(SEPARATORS).map(cleanPlaceName).filter((name) => name !== '');
}

/** Each place's id with its place (a lookup for the functions below). */
const byId = <P extends PlaceNode>(places: readonly P[]) => new Map(places.map((p) => [p.id, p]));

/**
 * The place and the places it is in, outermost first. A parent that is missing ends the chain there; a chain that
 * comes back on itself (never stored: see wouldContain) is cut where it repeats.
 */
export function placeAncestry<P extends PlaceNode>(places: readonly P[] | ReadonlyMap<number, P>, id: number): P[] {
  const index = places instanceof Map ? places : byId(places as readonly P[]);
  const chain: P[] = [];
  const seen = new Set<number>();
  for (let place = index.get(id); place && !seen.has(place.id); place = place.parent_id === null ? undefined : index.get(place.parent_id)) {
    seen.add(place.id);
    chain.unshift(place);
  }
  return chain;
}

/** Every place's path ("Garage > Shelf 2 > Tote B"), by id. */
export function placePaths(places: readonly PlaceNode[]): Map<number, string> {
  const index = byId(places);
  return new Map(places.map((p) => [p.id, placeAncestry(index, p.id).map((a) => a.name).join(PLACE_PATH_SEPARATOR)]));
}

/** The places under each place, by parent id (null: the outermost places). */
export function placeChildren<P extends PlaceNode>(places: readonly P[]): Map<number | null, P[]> {
  const children = new Map<number | null, P[]>();
  for (const place of places) {
    const siblings = children.get(place.parent_id);
    if (siblings) siblings.push(place);
    else children.set(place.parent_id, [place]);
  }
  return children;
}

/** A place and every place inside it, at any depth: what "in Garage" means for a filter, a count or a check. */
export function placeSubtree(places: readonly PlaceNode[], id: number): Set<number> {
  const children = placeChildren(places);
  const inside = new Set<number>();
  const visit = (at: number) => {
    if (inside.has(at)) return;
    inside.add(at);
    for (const child of children.get(at) ?? []) visit(child.id);
  };
  visit(id);
  return inside;
}

/** Whether moving place `id` into `parentId` would make it its own ancestor (itself, or a place inside it). */
export function wouldContain(places: readonly PlaceNode[], id: number, parentId: number | null): boolean {
  return parentId !== null && placeSubtree(places, id).has(parentId);
}
