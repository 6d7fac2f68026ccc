import {
  conversionOf, convertedOrNull, fromCents, fromCentsOrNull, priceHistoryPoints, summarizeGraded, summarizeMarket, summarizeSubTiers, summarizeVariants, toCents, utcToday,
  type ListingCompleteness,
  type Currency, type ExportedSale, type FigurePrices, type GradedPrices, type GradedTierPrices, type GradingCompany, type PocketPrices, type PriceFigures, type PriceHistory, type PriceSource, type PriceTier, type TierPrices,
} from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { revalueCopies } from '../inventory/index.ts';
import {
  figureVariants,
  figuresWithPriceRecords,
  marketCounts,
  getMarketSummary,
  marketSummaries,
  excludeOwnSales,
  insertPriceRecords,
  ownSaleRows,
  storeVariantSummaries,
  lastRefresh,
  priceObservations,
  recentRecords,
  rereadStoredTitles,
  setExcluded,
  storeSubTierSummaries,
  subTierSummaries,
  setSummariesDay,
  summariesDay,
  storeMarketSummary,
  type NewPriceRecord,
} from './queries.ts';

export const PRICE_RECORD_NOT_FOUND = 'Price record not found';

/**
 * Recomputes figures' stored market summary from their price records, and the stored value of their copies,
 * inside the caller's transaction (call it after their price records change).
 */
export async function rebuildMarketSummaries(trx: Db, figureIds: Iterable<number>): Promise<void> {
  for (const figureId of new Set(figureIds)) {
    await storeSummary(trx, figureId);
    await revalueCopies(trx, { figureId });
  }
}

/** A figure's market summary, its variants' prices and its sub-tiers' (complete, incomplete, reissue), from its price records as of today. */
async function storeSummary(trx: Db, figureId: number, today = utcToday()): Promise<void> {
  const observations = await priceObservations(trx, figureId);
  const { variants, cardedOnly } = await figureVariants(trx, figureId);
  await storeMarketSummary(trx, figureId, summarizeMarket(observations, today));
  await storeVariantSummaries(trx, figureId, summarizeVariants(observations, variants, today, cardedOnly));
  await storeSubTierSummaries(trx, figureId, summarizeSubTiers(observations, today));
}

/**
 * Rebuilds every figure's market summary as of today (the rules may have changed), leaving the copies' values to
 * the caller, which revalues them all at once.
 */
export async function rebuildAllMarketSummaries(trx: Db): Promise<void> {
  const today = utcToday();
  await trx.deleteFrom('market_summaries').execute();
  await trx.deleteFrom('variant_summaries').execute();
  await trx.deleteFrom('sub_tier_summaries').execute();
  for (const figureId of await figuresWithPriceRecords(trx)) await storeSummary(trx, figureId, today);
  await setSummariesDay(trx, today);
}

/**
 * Every market summary rebuilt as the rules are now (at start under newer value rules, after a restore): what each
 * record's title says read again first (its grade, whether it is a reissue, what it says of the pieces), so a graded
 * sale or a reissue stored before they were read leaves the vintage prices. The copies' values are the caller's to revalue.
 */
export async function rebuildUnderCurrentRules(trx: Db): Promise<void> {
  await rereadStoredTitles(trx);
  await rebuildAllMarketSummaries(trx);
}

/**
 * Sales leave the 90-day window as days pass: once a day, every summary, then every copy's value, is brought up to
 * today. Nothing is done (and nothing written) when today's rebuild already happened.
 */
export async function bringSummariesToToday(db: Db): Promise<void> {
  if ((await summariesDay(db)) === utcToday()) return;
  await inWriteTransaction(db, async (trx) => {
    await rebuildAllMarketSummaries(trx);
    await revalueCopies(trx, 'all');
  });
}

/**
 * Records observed prices and brings every figure's market summary and its copies' values up to date, in one
 * write. Answers how many records are new.
 */
export function recordPrices(db: Db, records: NewPriceRecord[]): Promise<number> {
  return inWriteTransaction(db, (trx) => storePrices(trx, records));
}

/** recordPrices in the caller's write transaction (an import that writes copies and sales at once, a copy's sale). */
export async function storePrices(trx: Db, records: NewPriceRecord[]): Promise<number> {
  const inserted = await insertPriceRecords(trx, records);
  await rebuildMarketSummaries(trx, records.map((r) => r.figure_id));
  return inserted;
}

/** The sales the collector recorded by hand (the full export). */
export async function exportOwnSales(db: Db): Promise<ExportedSale[]> {
  return (await ownSaleRows(db)).map((r) => ({
    figure: { id: r.figure_id, name: r.name, year: r.year, series: r.series },
    price: fromCents(r.price_cents),
    currency: r.currency as Currency,
    date: r.sold_at ?? r.fetched_at.slice(0, 10),
    title: r.title,
    condition: r.condition,
    url: r.url,
    tier: r.tier as ExportedSale['tier'],
    external_id: r.external_id ?? '',
    excluded: r.excluded === 1,
    recorded_at: r.fetched_at,
  }));
}

/**
 * Records exported own sales in the caller's write transaction, each under its exported id so one already recorded
 * is skipped; summaries and values follow. Answers how many were new.
 */
export async function restoreOwnSales(trx: Db, sales: { figureId: number; sale: ExportedSale }[]): Promise<number> {
  if (sales.length === 0) return 0;
  const records: NewPriceRecord[] = sales.map(({ figureId, sale }) => ({
    figure_id: figureId,
    price_cents: toCents(sale.price),
    currency: sale.currency,
    title: sale.title,
    url: sale.url,
    condition: sale.condition,
    source: 'manual',
    external_id: sale.external_id,
    sold_at: sale.date,
    fetched_at: sale.recorded_at,
    seen_at: sale.recorded_at,
    tier: sale.tier,
  }));
  const unique = [...new Map(records.map((r) => [r.external_id, r])).values()];
  const before = new Set((await ownSaleRows(trx)).map((r) => r.external_id));
  const inserted = await storePrices(trx, unique);
  const excluded = sales.filter(({ sale }) => sale.excluded && !before.has(sale.external_id)).map(({ sale }) => sale.external_id);
  if (excluded.length > 0) {
    const figureIds = await excludeOwnSales(trx, excluded);
    await rebuildMarketSummaries(trx, figureIds);
  }
  return inserted;
}

/** Leaves a record out of (or brings it back into) its figure's prices and its copies' values. */
export function setRecordExcluded(db: Db, id: number, excluded: boolean): Promise<void> {
  return inWriteTransaction(db, async (trx) => {
    const figureId = await setExcluded(trx, id, excluded);
    if (figureId === undefined) throw notFound(PRICE_RECORD_NOT_FOUND);
    await rebuildMarketSummaries(trx, [figureId]);
  });
}

function tierPrices(figures: PriceFigures | null): TierPrices | null {
  if (!figures) return null;
  return {
    average_price: fromCents(figures.averageCents),
    current_lowest: fromCents(figures.lowestCents),
    highest_recent: fromCents(figures.highestCents),
    basis: figures.basis,
    sample_size: figures.sampleSize,
    sample_low: fromCents(figures.sampleLowCents),
    sample_high: fromCents(figures.sampleHighCents),
    window_days: figures.windowDays,
    recent_sold: figures.recentSold,
  };
}

function gradedPrices(prices: GradedPrices): GradedTierPrices {
  return {
    company: prices.company,
    band: prices.band,
    average_price: fromCents(prices.averageCents),
    sample_size: prices.sampleSize,
    sample_low: fromCents(prices.lowestCents),
    sample_high: fromCents(prices.highestCents),
    window_days: prices.windowDays,
    recent_sold: prices.recentSold,
  };
}

/** Figures' prices as a phone keeps them (all, or those of these figures that have any). */
export async function pocketPrices(db: Db, figureIds?: readonly number[]): Promise<PocketPrices[]> {
  return [...(await marketSummaries(db, figureIds))].map(([figureId, summary]) => ({
    figure_id: figureId,
    last_updated: summary.lastUpdated,
    overall: tierPrices(summary.overall)!,
    carded: tierPrices(summary.carded),
    loose: tierPrices(summary.loose),
  }));
}

/**
 * A figure's prices as stored: the same summary and sub-tiers its copies are valued by; its graded sales' prices (domain
 * summarizeGraded), which move with the days, from its records as they are today.
 */
export async function figurePrices(db: Db, figureId: number): Promise<FigurePrices> {
  const [summary, subTiers, recent, refresh, observations] = await Promise.all([
    getMarketSummary(db, figureId), subTierSummaries(db, figureId), recentRecords(db, figureId), lastRefresh(db, figureId), priceObservations(db, figureId),
  ]);
  const overall = tierPrices(summary?.overall ?? null);
  return {
    current_lowest: overall?.current_lowest ?? null,
    average_price: overall?.average_price ?? null,
    highest_recent: overall?.highest_recent ?? null,
    last_updated: summary?.lastUpdated ?? null,
    basis: overall?.basis ?? null,
    sample_size: overall?.sample_size ?? 0,
    window_days: overall?.window_days ?? null,
    sample_low: overall?.sample_low ?? null,
    sample_high: overall?.sample_high ?? null,
    carded: tierPrices(summary?.carded ?? null),
    loose: tierPrices(summary?.loose ?? null),
    loose_complete: tierPrices(subTiers.loose_complete ?? null),
    loose_incomplete: tierPrices(subTiers.loose_incomplete ?? null),
    reissue: tierPrices(subTiers.reissue ?? null),
    graded: summarizeGraded(observations, utcToday()).map(gradedPrices),
    recent_sales: recent.map((r) => ({
      id: r.id,
      title: r.title,
      price: fromCentsOrNull(convertedOrNull(r.price_cents, r.rate)),
      conversion: conversionOf(r.price_cents, r.currency, r.rate, r.rate_day),
      url: r.url,
      condition: r.condition,
      source: r.source as PriceSource,
      date: r.day,
      tier: r.tier as PriceTier | null,
      grade_company: r.grade_company as GradingCompany | null,
      grade: r.grade,
      reissue: r.reissue === 1,
      completeness: r.completeness as ListingCompleteness | null,
      excluded: r.excluded === 1,
    })),
    sources: refresh?.sources ?? [],
    refreshed_at: refresh?.refreshedAt ?? null,
  };
}

/** A figure's price history: every counted sale and asking price, oldest first, in dollars (domain priceHistoryPoints). */
export async function priceHistory(db: Db, figureId: number): Promise<PriceHistory> {
  return priceHistoryPoints(await priceObservations(db, figureId)).map(({ date, priceCents, tier, kind }) => ({ date, price: fromCents(priceCents), tier, kind }));
}

/** The spec's Market stats, but the collection status (which changes without a write). */
export async function marketStats(db: Db) {
  const { figures, withPriceData, records } = await marketCounts(db);
  return {
    totalFigures: figures,
    figuresWithPriceData: withPriceData,
    coveragePercentage: figures === 0 ? 0 : Math.round((withPriceData / figures) * 1000) / 10,
    totalPriceRecords: records,
  };
}
