/** Where the copies are kept, as a tree of places, and the stocktakes of a place (server/src/places). */
import { z } from 'zod';
import { fieldMessages as say } from '../fields.ts';
import { isPlaceName, PLACE_LIMITS } from '../places.ts';
import { changesSomething, queryWholeNumber, recordIdSchema, strict, typed } from './common.ts';

/** The error (404) when no place has the id asked for. */
export const PLACE_NOT_FOUND = 'Place not found';

const placeNameSchema = z
  .string(typed('name', say.text))
  .trim()
  .min(1, say.notEmpty('name'))
  .max(PLACE_LIMITS.name, say.tooLong('name', PLACE_LIMITS.name))
  .refine(isPlaceName, "A place's name cannot hold > or /: they separate the places of a path (Garage > Shelf 2)");

const placeNotesSchema = z.string(typed('notes', say.text)).max(PLACE_LIMITS.notes, say.tooLong('notes', PLACE_LIMITS.notes));

export const newPlaceSchema = strict({
  name: placeNameSchema,
  /** The place it is in; none: an outermost place (a room, a garage). */
  parent_id: recordIdSchema('parent_id').nullable().optional(),
  notes: placeNotesSchema.nullable().optional(),
});
export type NewPlace = z.infer<typeof newPlaceSchema>;

/** Renames a place, moves it into another (never into itself or a place inside it), or changes its notes. */
export const placePatchSchema = strict({
  name: placeNameSchema,
  parent_id: recordIdSchema('parent_id').nullable(),
  notes: placeNotesSchema.nullable(),
})
  .partial()
  .refine((body) => Object.keys(body).length > 0, changesSomething);
export type PlacePatch = z.infer<typeof placePatchSchema>;

/**
 * DELETE /places/{id}: what the place holds (copies and places) goes to `move_to`, by default the place it is in
 * (for an outermost place: its copies to no place, its places become outermost). Never a copy left in no place it
 * did not choose, never a place deleted with what it holds.
 */
export const placeDeleteQuerySchema = strict({ move_to: queryWholeNumber('move_to').optional() });

/** The last stocktake of a place, as its list and its page show it. */
const placeCheckSummarySchema = z.object({
  id: z.number().int(),
  checked_at: z.string(),
  /** Copies recorded here when it was done, found among them, counted but recorded elsewhere, and missing. */
  expected: z.number().int(),
  found: z.number().int(),
  not_expected: z.number().int(),
  missing: z.number().int(),
});

export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** "Garage > Shelf 2 > Tote B". */
  path: z.string(),
  /** Copies in the collection kept right here, and here or in any place inside it. */
  copies: z.number().int(),
  total_copies: z.number().int(),
  /** What the copies here and inside are worth (the collection's currency): the sum of their values. */
  value: z.number(),
  last_check: placeCheckSummarySchema.nullable(),
  created_at: z.string(),
});
export type Place = z.infer<typeof placeSchema>;
export const placeListSchema = z.array(placeSchema);

/** A copy a stocktake names (a missing one). */
const checkedCopySchema = z.object({ id: z.number().int(), name: z.string() });

export const placeCheckSchema = placeCheckSummarySchema.extend({
  place_id: z.number().int(),
  /** The copies recorded here that were not found (still recorded here: the collector decides what became of them). */
  missing_copies: z.array(checkedCopySchema),
});
export type PlaceCheck = z.infer<typeof placeCheckSchema>;

/** GET /places/{id}: the place, the places it is in (outermost first), the places right inside it, and its checks (newest first). */
export const placeDetailSchema = placeSchema.extend({
  ancestors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  children: placeListSchema,
  checks: z.array(placeCheckSchema),
});
export type PlaceDetail = z.infer<typeof placeDetailSchema>;

/** The most copies one stocktake counts. */
const MAX_CHECKED_COPIES = 10_000;

/** POST /places/{id}/checks: "Done" on a stocktake, with every copy counted (ids, in the order counted). */
export const placeCheckRequestSchema = strict({
  counted: z
    .array(recordIdSchema('counted'), { error: say.listOf('counted', 'copy ids') })
    .max(MAX_CHECKED_COPIES, say.atMostItems('counted', MAX_CHECKED_COPIES, 'copies')),
});
export type PlaceCheckRequest = z.infer<typeof placeCheckRequestSchema>;
