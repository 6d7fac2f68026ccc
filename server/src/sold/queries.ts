import { isPostgres, type Db } from '../db/database.ts';
import type { CopySaleColumns } from '../inventory/index.ts';

/**
 * What selling a copy, or undoing its sale, reads of it, in the caller's write transaction: on PostgreSQL the row
 * stays locked until it ends (a second sale of the same copy waits, then finds it sold); SQLite's write transaction
 * holds the whole database already. Undefined when there is no such copy.
 */
export async function copyForSale(trx: Db, id: number) {
  const query = trx
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'i.figure_id', 'f.name', 'i.condition', 'i.packaging_type', 'i.sold_on', 'i.sold_price_record_id'])
    .where('i.id', '=', id);
  return (isPostgres(trx) ? query.forUpdate('i') : query).executeTakeFirst();
}

/** The columns of a copy back in the collection. */
export const IN_COLLECTION: CopySaleColumns = {
  sold_on: null,
  sold_price_cents: null,
  sold_shipping_cents: null,
  sold_fees_cents: null,
  sold_where: null,
  sold_note: null,
  sold_price_record_id: null,
  sold_currency: null,
  sold_rate: null,
  sold_rate_day: null,
};
