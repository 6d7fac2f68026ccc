import { fromCents, fromCentsOrNull, LOT_NOT_FOUND, marketValueOn, splitLotCost, TIER_PACKAGING, toCents, type Lot, type LotSplit, type NewLot } from '@tmnt/domain';
import { getFigure } from '../catalog/index.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LotsTable } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { copiesOfLot, insertNewCopy, type OnUnreadable } from '../inventory/index.ts';
import { priceObservations } from '../market/index.ts';
import { moneySetting, prepareRates, type Rates } from '../rates/index.ts';
import { insertLot, lotRow, lotRows } from './queries.ts';

const HAND_SHARES_TOO_HIGH = "The prices set by hand come to more than the lot's total";
const HAND_SHARES_DO_NOT_ADD_UP = "Every copy's price is set by hand, and they do not add up to the lot's total";

/**
 * How the lot's total and its shipping are split across its copies (domain splitLotCost), each in proportion to
 * the copy's market value for its tier on the purchase date (domain marketValueOn); a price set by hand is kept.
 */
export async function splitLot(db: Db, lot: NewLot): Promise<LotSplit> {
  const observations = new Map<number, Awaited<ReturnType<typeof priceObservations>>>();
  for (const { figure_id } of lot.copies) {
    if (observations.has(figure_id)) continue;
    await getFigure(db, figure_id);
    observations.set(figure_id, await priceObservations(db, figure_id));
  }
  const values = lot.copies.map((c) => marketValueOn(observations.get(c.figure_id)!, c.tier, lot.purchase_date));
  const prices = splitLotCost(
    toCents(lot.total_cost),
    lot.copies.map((c, i) => ({ valueCents: values[i], fixedCents: c.price === undefined ? null : toCents(c.price) })),
  );
  if (!prices) {
    const handSum = lot.copies.reduce((sum, c) => sum + (c.price === undefined ? 0 : toCents(c.price)), 0);
    throw badRequest(handSum > toCents(lot.total_cost) ? HAND_SHARES_TOO_HIGH : HAND_SHARES_DO_NOT_ADD_UP, 'copies');
  }
  const shipping = splitLotCost(toCents(lot.shipping ?? 0), values.map((valueCents) => ({ valueCents })))!;
  return {
    copies: lot.copies.map((c, i) => ({
      figure_id: c.figure_id, tier: c.tier, market_value: fromCentsOrNull(values[i]), price: fromCents(prices[i]), shipping: fromCents(shipping[i]),
    })),
  };
}

/** Stores the lot and its copies, each costing its share (in the lot's currency), in one write. */
export async function addLot(db: Db, rates: Rates, lot: NewLot, onUnreadable: OnUnreadable): Promise<Lot> {
  const currency = lot.currency ?? (await moneySetting(db)).currency;
  await prepareRates(rates, db, [{ currency, day: lot.purchase_date }]);
  return inWriteTransaction(db, async (trx) => {
    const { copies } = await splitLot(trx, lot);
    const lotId = await insertLot(trx, {
      currency,
      purchase_date: lot.purchase_date,
      total_cost_cents: toCents(lot.total_cost),
      shipping_cents: lot.shipping === undefined ? null : toCents(lot.shipping),
      note: lot.note?.trim() || null,
      copies_bought: copies.length,
      created_at: new Date().toISOString(),
    });
    for (const [i, share] of copies.entries()) {
      await insertNewCopy(trx, {
        figure_id: share.figure_id,
        condition: lot.copies[i].condition,
        packaging_type: TIER_PACKAGING[share.tier],
        purchase_price: share.price,
        ...(lot.shipping !== undefined && { purchase_shipping: share.shipping }),
        purchase_date: lot.purchase_date,
        currency,
        lot_id: lotId,
      });
    }
    return getLot(trx, lotId, onUnreadable);
  });
}

/** A stored lot as the API answers it, its copies apart. */
const lotFields = (row: Selectable<LotsTable>): Omit<Lot, 'copies'> => ({
  id: row.id,
  purchase_date: row.purchase_date,
  total_cost: fromCents(row.total_cost_cents),
  shipping: fromCentsOrNull(row.shipping_cents),
  currency: row.currency,
  note: row.note,
  created_at: row.created_at,
  copies_bought: row.copies_bought,
});

export async function getLot(db: Db, id: number, onUnreadable: OnUnreadable): Promise<Lot> {
  const row = await lotRow(db, id);
  if (!row) throw notFound(LOT_NOT_FOUND);
  return { ...lotFields(row), copies: await copiesOfLot(db, id, onUnreadable) };
}

export async function listLots(db: Db) {
  return (await lotRows(db)).map((row) => ({ ...lotFields(row), copies_now: Number(row.copies_now ?? 0) }));
}
