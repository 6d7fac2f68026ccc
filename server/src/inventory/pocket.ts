import { fromCents, fromCentsOrNull, type PocketCopy } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { costFields, costOf, storedCopies, type StoredCopyText } from './queries.ts';
import { copyRow, copyVersion } from './version.ts';

function toPocketCopy(stored: StoredCopyText): PocketCopy {
  const row = copyRow(stored);
  return {
    id: row.id,
    figure_id: row.figure_id,
    condition: row.condition as PocketCopy['condition'],
    packaging_type: row.packaging_type as PocketCopy['packaging_type'],
    variant: row.variant,
    completeness: row.completeness as PocketCopy['completeness'],
    ...costFields(row),
    currency: row.currency,
    cost: fromCentsOrNull(costOf(row)),
    purchase_date: row.purchase_date,
    storage_location: row.storage_location,
    notes: row.notes,
    estimated_value: fromCents(row.value_cents),
    value_basis: row.value_basis as PocketCopy['value_basis'],
    value_sample_size: row.value_sample_size,
    created_at: row.created_at,
    version: copyVersion(stored),
  };
}

/** The copies in the collection as a phone keeps them (all, or those of these ids that are still in it). */
export async function pocketCopies(db: Db, ids?: readonly number[]): Promise<PocketCopy[]> {
  return (await storedCopies(db, ids)).map(toPocketCopy);
}
