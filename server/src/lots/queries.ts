import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LotsTable } from '../db/schema.ts';

export async function insertLot(db: Db, lot: Insertable<LotsTable>): Promise<number> {
  const { id } = await db.insertInto('lots').values(lot).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function lotRow(db: Db, id: number) {
  return db.selectFrom('lots').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every lot, newest purchase first, with how many of its copies are still linked to it. */
export function lotRows(db: Db) {
  return db
    .selectFrom('lots as l')
    .selectAll('l')
    .select((eb) => eb.selectFrom('inventory_items as i').select((c) => c.fn.countAll<number | string>().as('n')).whereRef('i.lot_id', '=', 'l.id').as('copies_now'))
    .orderBy('l.purchase_date', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}
