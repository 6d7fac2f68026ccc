import { z } from 'zod';
import { conditionSchema, completenessSchema, packagingTypeSchema } from '@tmnt/domain';
import type { DeletedCopies } from '../inventory/index.ts';
import { ROW_SCHEMAS } from '../db/row-schemas.ts';

// What a change to many copies keeps for its undo (bulk_changes.changes, JSON). Read back with these schemas: a
// record that does not read (its database was edited outside the app) is the server's fault, never applied.

/** A changed copy's columns as they were before the change (only the ones it changed). */
const beforeSchema = z.strictObject({
  place_id: z.number().int().nullable(),
  condition: conditionSchema,
  packaging_type: packagingTypeSchema.nullable(),
  completeness: completenessSchema.nullable(),
  for_trade: z.union([z.literal(0), z.literal(1)]),
  tags: z.string(),
}).partial();
export type Before = z.infer<typeof beforeSchema>;

/** Deleted rows, each as its table stores it (db/row-schemas.ts). */
const rowsOf = (table: 'inventory_items' | 'grade_history' | 'item_photos') => z.array(ROW_SCHEMAS[table] as z.ZodType<Record<string, unknown>>);

export const undoRecordSchema = z.object({
  /** Each changed copy: its figure's name (to name it in a refusal), when the change wrote it, and what it was. */
  changed: z.array(z.object({ id: z.number().int(), name: z.string(), updated_at: z.string(), before: beforeSchema })),
  deleted: z.object({ copies: rowsOf('inventory_items'), grades: rowsOf('grade_history'), photos: rowsOf('item_photos') }).nullable(),
});
export type UndoRecord = Omit<z.infer<typeof undoRecordSchema>, 'deleted'> & { deleted: DeletedCopies | null };

/** The photo files the deleted copies of a record named (kept until it can no longer be undone). */
export function deletedPhotoFiles(record: UndoRecord): string[] {
  return record.deleted?.photos.map((photo) => photo.file_name) ?? [];
}
