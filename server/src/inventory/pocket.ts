import { copyCompleteness, describeCompleteness, fromCents, fromCentsOrNull, parseAccessories, type Completeness, type PocketCopy } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import { storedJsonOrNone } from '../db/stored-json.ts';
import { placePathsById } from '../places/index.ts';
import { costFields, costOf, figureAccessoryLists, storedCopies, type PlacePaths, type StoredCopyText } from './queries.ts';
import { copyRow, copyVersion } from './version.ts';

function toPocketCopy(stored: StoredCopyText, paths: PlacePaths, accessories: ReadonlyMap<number, string>): PocketCopy {
  const row = copyRow(stored);
  // As the copy's own answer says it: the collector's word, else its checklist's (a list that does not read: none).
  const owned = storedJsonOrNone(row.accessory_pieces, storedJson.accessoryPieces) ?? [];
  const completeness = copyCompleteness({ set: row.completeness as Completeness | null, listed: parseAccessories(accessories.get(row.figure_id) ?? '[]'), owned });
  return {
    id: row.id,
    figure_id: row.figure_id,
    condition: row.condition as PocketCopy['condition'],
    packaging_type: row.packaging_type as PocketCopy['packaging_type'],
    variant: row.variant,
    completeness: completeness.completeness,
    completeness_text: describeCompleteness(completeness),
    ...costFields(row),
    currency: row.currency,
    cost: fromCentsOrNull(costOf(row)),
    purchase_date: row.purchase_date,
    storage_location: row.place_id === null ? null : (paths.get(row.place_id) ?? null),
    tags: storedJsonOrNone(row.tags, storedJson.tags) ?? [],
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
  const [copies, paths, accessories] = await Promise.all([storedCopies(db, ids), placePathsById(db), figureAccessoryLists(db)]);
  return copies.map((copy) => toPocketCopy(copy, paths, accessories));
}
