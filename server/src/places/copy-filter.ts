import { hasTag, placeNameKey, placeSubtree, PLACE_NOT_FOUND, splitPlacePath } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { allPlaces, siblingNamed } from './queries.ts';

/** A collection's filters by place and tag, as GET /inventory takes them (and any list of copies may). */
export interface CopyFilterQuery {
  /** A place's id: the copies kept there or in any place inside it. */
  place?: number;
  /** A place's path as text (found case and spaces aside, never made): the same (a query gives one or the other). */
  storage_location?: string;
  /** A tag, case-blind. */
  tag?: string;
}

export interface CopyFilter {
  /** The places a copy must be kept in (the place asked for and every place inside it); null: anywhere. */
  placeIds: number[] | null;
  /** Whether a copy's tags pass (always, without a tag asked for). */
  tagged(tags: readonly string[]): boolean;
}

/** The place a path names, found (never made); undefined when there is none. */
async function placeAtPath(db: Db, text: string): Promise<number | undefined> {
  let parent: number | null = null;
  for (const name of splitPlacePath(text)) {
    const found = await siblingNamed(db, parent, placeNameKey(name));
    if (!found) return undefined;
    parent = found.id;
  }
  return parent ?? undefined;
}

/** The filter a query asks for; an unknown place id is a 404 (Place not found). */
export async function copyFilter(db: Db, query: CopyFilterQuery): Promise<CopyFilter> {
  let placeIds: number[] | null = null;
  if (query.place !== undefined || query.storage_location !== undefined) {
    const places = await allPlaces(db);
    if (query.place !== undefined && !places.some((p) => p.id === query.place)) throw notFound(PLACE_NOT_FOUND);
    const root = query.place ?? (await placeAtPath(db, query.storage_location!));
    placeIds = root === undefined ? [] : [...placeSubtree(places, root)];
  }
  const tag = query.tag;
  return { placeIds, tagged: (tags) => tag === undefined || hasTag(tags, tag) };
}
