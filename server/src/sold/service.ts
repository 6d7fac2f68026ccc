// Selling a copy and undoing the sale: the copy leaves the collection's counts and value, and is kept.
import { ITEM_NOT_FOUND, packagingTier, type Condition, type InventoryItem, type PackagingType, type SellRequest } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { copyName, requireItem, saleColumns, storeCopySale } from '../inventory/index.ts';
import { recordCopySale, removeCopySale } from '../market/index.ts';
import { moneySetting, prepareRates, type Rates } from '../rates/index.ts';
import { copyForSale, IN_COLLECTION } from './queries.ts';

/** A market sale is a sale of one tier: a copy whose packaging is not set has none yet. */
const NO_TIER = "Set this copy's packaging (carded or loose) first: a market sale is recorded in its packaging's prices";

async function requireCopy(trx: Db, id: number) {
  const copy = await copyForSale(trx, id);
  if (!copy) throw notFound(ITEM_NOT_FOUND);
  return copy;
}

/**
 * Marks a copy sold (409 when it is sold already) and, when the collector chose it, records the sale as a market
 * sale of the copy's packaging tier, whose prices and copies' values follow. Answers the copy.
 */
export async function sellCopy(db: Db, rates: Rates, id: number, request: SellRequest): Promise<InventoryItem> {
  const sale = { ...request, currency: request.currency ?? (await moneySetting(db)).currency };
  await prepareRates(rates, db, [{ currency: sale.currency, day: sale.date }]);
  return inWriteTransaction(db, async (trx) => {
    const copy = await requireCopy(trx, id);
    if (copy.sold_on !== null) throw new HttpError(409, `${copyName(copy)()} was already sold on ${copy.sold_on}: undo that sale to record it again`);
    const tier = packagingTier(copy.packaging_type as PackagingType | null);
    if (sale.record_market_sale && tier === null) throw badRequest(NO_TIER, 'record_market_sale');
    const marketSaleId = sale.record_market_sale
      ? await recordCopySale(trx, copy.figure_id, id, { price: sale.price, currency: sale.currency, date: sale.date, condition: copy.condition as Condition, tier: tier! })
      : null;
    await storeCopySale(trx, id, await saleColumns(trx, sale, marketSaleId));
    return requireItem(trx, id);
  });
}

/** Puts a sold copy back in the collection (409 when it is not sold), removing the market sale it recorded. Answers the copy. */
export function undoSale(db: Db, id: number): Promise<InventoryItem> {
  return inWriteTransaction(db, async (trx) => {
    const copy = await requireCopy(trx, id);
    if (copy.sold_on === null) throw new HttpError(409, `${copyName(copy)()} is not sold: it is in the collection`);
    await storeCopySale(trx, id, IN_COLLECTION);
    if (copy.sold_price_record_id !== null) await removeCopySale(trx, copy.sold_price_record_id);
    return requireItem(trx, id);
  });
}
