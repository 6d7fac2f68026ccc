import { fromCentsOrNull, type PocketWant } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { storedWants } from './queries.ts';

/** The wants as a phone keeps them (all, or those of these ids that are still there). */
export async function pocketWants(db: Db, ids?: readonly number[]): Promise<PocketWant[]> {
  return (await storedWants(db, ids)).map((row) => ({
    id: row.id,
    figure_id: row.figure_id,
    tier: row.tier as PocketWant['tier'],
    variant: row.variant,
    target_price: fromCentsOrNull(row.target_cents),
    note: row.note,
    created_at: row.created_at,
  }));
}
