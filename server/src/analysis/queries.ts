import { sql } from 'kysely';
import {
  convertCents, fromCents, saleProceedsCents, SOLD_SOURCES, type Condition, type GradeCost, type Insights, type MissingFigure, type OwnedCopy, type PackagingType, type PortfolioSnapshot,
  type ListingCompleteness, type SubTier, type PortfolioSale, type PriceTier, type SoldRecord, type ValueBasis, variantsToPrice,
} from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import { storedJsonOrNone } from '../db/stored-json.ts';
import { costOf, MARKET_FACT_COLUMNS, marketFacts } from '../inventory/index.ts';

/** Every owned copy with its stored value, as the advice rules take it. */
export async function ownedCopies(db: Db): Promise<OwnedCopy[]> {
  const rows = await db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'i.figure_id', 'f.name', 'i.condition', 'i.packaging_type', 'i.variant', 'i.value_cents', 'i.value_basis', 'i.purchase_price_cents', 'i.shipping_cents', 'i.tax_cents', 'i.fees_cents', 'i.cost_rate'])
    .where('i.sold_on', 'is', null)
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    figureId: r.figure_id,
    figureName: r.name,
    condition: r.condition as Condition,
    packagingType: r.packaging_type as PackagingType | null,
    variant: r.variant,
    valueCents: r.value_cents,
    basis: r.value_basis as ValueBasis,
    costCents: costOf(r),
  }));
}

/**
 * The sold records (not excluded) of owned figures since `afterDay` (exclusive), per figure. A sale's day is its sale
 * date, else the day it was first recorded (as the market summaries count it); the two kinds are read apart so the
 * dated ones come through the (figure_id, sold_at) index.
 */
export async function soldRecordsOfOwnedFigures(db: Db, afterDay: string): Promise<Map<number, SoldRecord[]>> {
  const sales = db
    .selectFrom('price_records')
    .where('figure_id', 'in', db.selectFrom('copy_groups').select('figure_id').distinct().where('items', '>', 0))
    .where('excluded', '=', 0)
    // A graded sale is no carded or loose price (domain summarizeMarket leaves it out too).
    .where('grade_company', 'is', null)
    // A price whose rate is not known yet counts once it is (never guessed).
    .where('rate', 'is not', null)
    .where('source', 'in', [...SOLD_SOURCES]);
  const [dated, undated] = await Promise.all([
    sales.select(['figure_id', 'sold_at as day', 'price_cents', 'rate', 'tier', 'title', 'reissue', 'completeness']).where('sold_at', '>', afterDay).execute(),
    sales
      .select(['figure_id', sql<string>`substr(coalesce(seen_at, fetched_at), 1, 10)`.as('day'), 'price_cents', 'rate', 'tier', 'title', 'reissue', 'completeness'])
      .where('sold_at', 'is', null)
      .where(sql<string>`coalesce(seen_at, fetched_at)`, '>', afterDay)
      .execute(),
  ]);
  const byFigure = new Map<number, SoldRecord[]>();
  for (const r of [...dated, ...undated]) {
    const record = {
      day: r.day!, priceCents: convertCents(r.price_cents, r.rate!), tier: r.tier as PriceTier | null, title: r.title, reissue: r.reissue === 1, completeness: r.completeness as ListingCompleteness | null,
    };
    const records = byFigure.get(r.figure_id);
    if (records) records.push(record);
    else byFigure.set(r.figure_id, [record]);
  }
  return byFigure;
}

/** The variants of the figures the collector owns, as their prices are read (domain variantsToPrice). */
export async function ownedFigureVariants(db: Db): Promise<Map<number, string[]>> {
  const [figures, copies] = await Promise.all([
    db
      .selectFrom('figures')
      .select(['id', 'variants'])
      .where('id', 'in', db.selectFrom('copy_groups').select('figure_id').distinct().where('items', '>', 0))
      .where('variants', '!=', '[]')
      .execute(),
    db.selectFrom('inventory_items').select(['figure_id', 'variant']).distinct().where('variant', 'is not', null).where('sold_on', 'is', null).execute(),
  ]);
  const known = new Map(figures.map((r) => [r.id, storedJsonOrNone(r.variants, storedJson.figureNames) ?? []]));
  const byFigure = new Map<number, string[]>();
  for (const id of new Set([...known.keys(), ...copies.map((c) => c.figure_id)])) {
    byFigure.set(id, variantsToPrice(known.get(id) ?? [], copies.filter((c) => c.figure_id === id).map((c) => c.variant)));
  }
  return byFigure;
}

/**
 * A figure's market averages in cents: overall (what a copy with no packaging is valued at), per tier and per sub-tier
 * (domain SUB_TIERS), null where there is none.
 */
export interface MarketAverages extends Partial<Record<SubTier, number>> {
  overall: number | null;
  carded: number | null;
  loose: number | null;
}

/** Each figure's market averages, for the figures that have a market summary or sub-tier prices. */
export async function figureMarketAverages(db: Db): Promise<Map<number, MarketAverages>> {
  const [rows, subTiers] = await Promise.all([
    db.selectFrom('market_summaries').select(['figure_id', 'average_cents', 'carded_average_cents', 'loose_average_cents']).execute(),
    db.selectFrom('sub_tier_summaries').select(['figure_id', 'tier', 'average_cents']).execute(),
  ]);
  const averages = new Map<number, MarketAverages>(rows.map((r) => [r.figure_id, { overall: r.average_cents, carded: r.carded_average_cents, loose: r.loose_average_cents }]));
  for (const r of subTiers) {
    const figure = averages.get(r.figure_id) ?? { overall: null, carded: null, loose: null };
    figure[r.tier as SubTier] = r.average_cents;
    averages.set(r.figure_id, figure);
  }
  return averages;
}

/** Catalogue figures the collection holds no copy of, with their market prices. */
export async function missingFigures(db: Db): Promise<MissingFigure[]> {
  const rows = await db
    .selectFrom('figures as f')
    .leftJoin('market_summaries as m', 'm.figure_id', 'f.id')
    .select(['f.id', 'f.name', 'f.series', ...MARKET_FACT_COLUMNS])
    .where('f.id', 'not in', db.selectFrom('copy_groups').select('figure_id').where('items', '>', 0))
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, series: r.series, market: marketFacts(r) }));
}

// ---------- AI insights, by the hash of the numbers they were written from ----------

export async function storedInsights(db: Db, inputHash: string): Promise<{ insights: Insights; cost: GradeCost } | undefined> {
  const row = await db.selectFrom('analysis_insights').select(['insights', 'cost']).where('input_hash', '=', inputHash).executeTakeFirst();
  if (!row) return undefined;
  // Kept insights that do not read are as good as none: they are written again.
  const insights = storedJsonOrNone(row.insights, storedJson.insights);
  const cost = storedJsonOrNone(row.cost, storedJson.gradeCost);
  return insights && cost && { insights, cost };
}

/** Keeps the newest insights only: older numbers do not come back (today's date is part of them). */
export async function storeInsights(db: Db, inputHash: string, insights: Insights, cost: GradeCost, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('analysis_insights').where('input_hash', '!=', inputHash).execute();
    await trx
      .insertInto('analysis_insights')
      .values({ input_hash: inputHash, insights: JSON.stringify(insights), cost: JSON.stringify(cost), created_at: now })
      .onConflict((oc) => oc.column('input_hash').doNothing())
      .execute();
  });
}

// ---------- Portfolio snapshots ----------

/** Every sold copy's sale, oldest first: the day, the copy, and what the sale returned (domain saleProceedsCents). */
export async function soldCopies(db: Db): Promise<PortfolioSale[]> {
  const rows = await db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'f.name', 'i.sold_on', 'i.sold_price_cents', 'i.sold_shipping_cents', 'i.sold_fees_cents', 'i.sold_rate'])
    .where('i.sold_on', 'is not', null)
    // In another currency whose rate is not known yet: marked once it is.
    .where('i.sold_rate', 'is not', null)
    .orderBy('i.sold_on')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    date: r.sold_on!,
    item_id: r.id,
    name: r.name,
    proceeds: fromCents(convertCents(saleProceedsCents({ priceCents: r.sold_price_cents ?? 0, shippingCents: r.sold_shipping_cents, feesCents: r.sold_fees_cents }), r.sold_rate!)),
  }));
}

/** Stores the day's snapshot, replacing an earlier one of the same day: one row per day. */
export async function storeSnapshot(db: Db, snapshot: PortfolioSnapshot, takenAt: string): Promise<void> {
  const row = {
    value_cents: snapshot.valueCents,
    invested_cents: snapshot.investedCents,
    items: snapshot.items,
    price_data_at: snapshot.priceDataAt,
    taken_at: takenAt,
  };
  await db
    .insertInto('portfolio_snapshots')
    .values({ day: snapshot.day, ...row })
    .onConflict((oc) => oc.column('day').doUpdateSet(row))
    .execute();
}

export async function hasSnapshot(db: Db, day: string): Promise<boolean> {
  return (await db.selectFrom('portfolio_snapshots').select('day').where('day', '=', day).executeTakeFirst()) !== undefined;
}

export async function snapshots(db: Db): Promise<PortfolioSnapshot[]> {
  const rows = await db.selectFrom('portfolio_snapshots').selectAll().orderBy('day').execute();
  return rows.map((r) => ({ day: r.day, valueCents: r.value_cents, investedCents: r.invested_cents, items: r.items, priceDataAt: r.price_data_at }));
}

/** When the newest price data came in: the latest moment any figure's market summary rests on. */
export async function latestPriceData(db: Db): Promise<string | null> {
  const row = await db.selectFrom('market_summaries').select((eb) => eb.fn.max('last_updated').as('latest')).executeTakeFirst();
  return row?.latest ?? null;
}
