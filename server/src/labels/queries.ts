import type { Db } from '../db/database.ts';

// What the labels print of the copies: what each place holds, and single copies. Read only.

/** Every copy in the collection, with its figure's name and its place (what a place's label lists). */
export function heldCopies(db: Db) {
  return db.selectFrom('inventory_items as i').innerJoin('figures as f', 'f.id', 'i.figure_id').select(['i.place_id', 'f.name']).where('i.sold_on', 'is', null).where('i.place_id', 'is not', null).execute();
}

/** The copies named, with their figure's name, what they are and where they are kept. */
export function copiesById(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'f.name', 'f.year', 'i.condition', 'i.packaging_type', 'i.variant', 'i.place_id'])
    .where('i.id', 'in', ids)
    .execute();
}
