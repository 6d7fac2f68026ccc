/** Changes to many copies at once, and undoing one (server/src/bulk). */
import { z } from 'zod';
import { fieldMessages as say } from '../fields.ts';
import { copyFieldSchemas, tagListSchema } from './inventory.ts';
import { errorSchema, onlyWhenValid, recordIdSchema, strict, typed } from './common.ts';

/** The most copies one change takes (a whole collection of the size the benches measure). */
const MAX_BULK_COPIES = 10_000;

/** How long a change can be undone. */
export const BULK_UNDO_HOURS = 24;

/** What a bulk change may set on every copy: the same field rules as a copy's own update. */
const bulkSetSchema = strict({
  place_id: copyFieldSchemas.place_id,
  condition: copyFieldSchemas.condition,
  packaging_type: copyFieldSchemas.packaging_type,
  completeness: copyFieldSchemas.completeness,
  for_trade: copyFieldSchemas.for_trade,
})
  .partial()
  .refine((set) => Object.keys(set).length > 0, { message: 'set must name at least one field to change', abort: true });

/**
 * POST /inventory/bulk: one change to every copy named, checked for every copy first and made for all of them or
 * none. Deleting is a change of its own (nothing else with it).
 */
export const bulkRequestSchema = strict({
  ids: z
    .array(recordIdSchema('ids'), { error: say.listOf('ids', 'copy ids') })
    .min(1, 'Choose at least one copy (ids is empty)')
    .max(MAX_BULK_COPIES, say.atMostItems('ids', MAX_BULK_COPIES, 'copies'))
    .transform((ids) => [...new Set(ids)]),
  set: bulkSetSchema.optional(),
  tags_add: tagListSchema('tags_add').optional(),
  tags_remove: tagListSchema('tags_remove').optional(),
  delete: z.literal(true, typed('delete', () => 'delete must be true (or left out)')).optional(),
})
  .refine((body) => body.set !== undefined || (body.tags_add?.length ?? 0) > 0 || (body.tags_remove?.length ?? 0) > 0 || body.delete, {
    message: 'Say what to change: set, tags_add, tags_remove or delete',
    when: onlyWhenValid,
  })
  .refine((body) => !body.delete || (body.set === undefined && body.tags_add === undefined && body.tags_remove === undefined), {
    message: 'Deleting copies is a change of its own: send delete without set, tags_add or tags_remove',
    path: ['delete'],
    when: onlyWhenValid,
  });
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** What a bulk change did, and the token that undoes it until undo_until. */
export const bulkResultSchema = z.object({
  /** Copies changed (or deleted), and copies that were already as asked (left as they were). */
  changed: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
  deleted: z.boolean(),
  undo_token: z.string(),
  undo_until: z.string(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** A copy a refusal names, with why. */
const refusedCopySchema = z.object({ id: z.number().int(), error: z.string() });

/** 400: copies the change cannot be made to (nothing was changed). */
export const bulkRefusalSchema = errorSchema.extend({ refused: z.array(refusedCopySchema).optional() });

export const bulkUndoRequestSchema = strict({ token: z.string(typed('token', say.text)).min(1, say.notEmpty('token')).max(100, say.tooLong('token', 100)) });

/** What an undo put back: the copies changed back, and the ones deleted that are back. */
export const bulkUndoResultSchema = z.object({ restored: z.array(z.number().int()) });
export type BulkUndoResult = z.infer<typeof bulkUndoResultSchema>;

/** 409: copies changed since (named): nothing was undone. */
export const bulkConflictSchema = errorSchema.extend({ changed_since: z.array(z.object({ id: z.number().int(), name: z.string() })).optional() });
