import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { InventoryItemsTable } from '../db/schema.ts';
import type { StoredCopyText } from './queries.ts';

/**
 * A copy's version (its ETag): a hash of every stored column of its row, whatever their names (the database writes
 * them all, queries.ts storedCopy). Any change to any of them, by any path (an edit, a revaluation, a grade, a sale,
 * a change made by code added later), gives a new version; no path has to remember to move a counter.
 */
export const copyVersion = (stored: StoredCopyText): string => crypto.createHash('sha256').update(stored.text).digest('base64url').slice(0, 22);

/** The row itself, read back from the same text. */
export function copyRow(stored: StoredCopyText): Selectable<InventoryItemsTable> {
  const values = JSON.parse(stored.text) as unknown[];
  return Object.fromEntries(stored.columns.map((column, at) => [column, values[at]])) as unknown as Selectable<InventoryItemsTable>;
}
