import { sql, type Insertable, type Selectable } from 'kysely';
import {
  convertCents, listingCompleteness, listingIsReissue, PRICE_SOURCES, readListingGrade, SOLD_SOURCES, SUB_TIERS, type GradingCompany, type ListingCompleteness, type MarketSummary, type PriceFigures,
  type PriceObservation, type PriceSource, type PriceTier, type SourceOutcome, type SubTier, type VariantPrices, variantsToPrice,
} from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import type { Database, PriceRecordsTable } from '../db/schema.ts';
import { readStoredJson } from '../db/stored-json.ts';
import { keepRates } from '../rates/index.ts';

/** How many of the newest sales, and of the most recently seen listings, a prices answer lists. */
const RECENT_LIMIT = 50;

/** A record's stored grade (readListingGrade of its title, see gradeColumns); null for an ungraded one. */
const storedGrade = (r: { grade_company: string | null; grade: string | null }) =>
  r.grade_company !== null && r.grade !== null ? { company: r.grade_company as GradingCompany, grade: r.grade } : null;

/** The columns a record's title decides: its grade (readListingGrade), whether it is a reissue, what it says of the pieces. */
type TitleColumns = Pick<PriceRecordsTable, 'grade_company' | 'grade' | 'completeness'> & { reissue: number };

function titleColumns(title: string): TitleColumns {
  const grade = readListingGrade(title);
  return { grade_company: grade?.company ?? null, grade: grade?.grade ?? null, reissue: listingIsReissue(title) ? 1 : 0, completeness: listingCompleteness(title) };
}

export async function priceObservations(db: Db, figureId: number): Promise<(PriceObservation & { title: string })[]> {
  const rows = await db
    .selectFrom('price_records')
    .select(['price_cents', 'rate', 'source', 'sold_at', 'seen_at', 'fetched_at', 'tier', 'excluded', 'title', 'grade_company', 'grade', 'reissue', 'completeness'])
    .where('figure_id', '=', figureId)
    // In another currency whose rate is not known yet: left out until it is (never guessed).
    .where('rate', 'is not', null)
    .execute();
  return rows.map((r) => ({
    grade: storedGrade(r),
    title: r.title,
    priceCents: convertCents(r.price_cents, r.rate!),
    source: r.source as PriceSource,
    date: r.sold_at,
    seenAt: r.seen_at ?? r.fetched_at,
    tier: r.tier as PriceTier | null,
    excluded: r.excluded === 1,
    reissue: r.reissue === 1,
    completeness: r.completeness as ListingCompleteness | null,
  }));
}

type SummaryRow = Selectable<Database['market_summaries']>;
type TierPrefix = '' | 'carded_' | 'loose_';

function figuresColumns(prefix: TierPrefix, figures: PriceFigures | null): Record<string, string | number | null> {
  return {
    [`${prefix}basis`]: figures?.basis ?? null,
    [`${prefix}window_days`]: figures?.windowDays ?? null,
    [`${prefix}average_cents`]: figures?.averageCents ?? null,
    [`${prefix}lowest_cents`]: figures?.lowestCents ?? null,
    [`${prefix}highest_cents`]: figures?.highestCents ?? null,
    [`${prefix}sample_size`]: figures?.sampleSize ?? null,
    [`${prefix}recent_sold`]: figures?.recentSold ?? null,
    [`${prefix}sample_low_cents`]: figures?.sampleLowCents ?? null,
    [`${prefix}sample_high_cents`]: figures?.sampleHighCents ?? null,
  };
}

function figuresOf(row: SummaryRow, prefix: TierPrefix): PriceFigures | null {
  const r = row as unknown as Record<string, string | number | null>;
  if (r[`${prefix}basis`] === null) return null;
  return {
    basis: r[`${prefix}basis`] as PriceFigures['basis'],
    windowDays: r[`${prefix}window_days`] as number | null,
    averageCents: r[`${prefix}average_cents`] as number,
    lowestCents: r[`${prefix}lowest_cents`] as number,
    highestCents: r[`${prefix}highest_cents`] as number,
    sampleSize: r[`${prefix}sample_size`] as number,
    // Filled by every summary stored since the columns came (the start after them rebuilt every summary).
    sampleLowCents: r[`${prefix}sample_low_cents`] as number,
    sampleHighCents: r[`${prefix}sample_high_cents`] as number,
    recentSold: r[`${prefix}recent_sold`] as number,
  };
}

export async function getMarketSummary(db: Db, figureId: number): Promise<MarketSummary | null> {
  const row = await db.selectFrom('market_summaries').selectAll().where('figure_id', '=', figureId).executeTakeFirst();
  if (!row) return null;
  return { overall: figuresOf(row, '')!, carded: figuresOf(row, 'carded_'), loose: figuresOf(row, 'loose_'), lastUpdated: row.last_updated };
}

/** The stored summaries, by figure: all of them, or those of these figures. */
export async function marketSummaries(db: Db, figureIds?: readonly number[]): Promise<Map<number, MarketSummary>> {
  const query = db.selectFrom('market_summaries').selectAll();
  const rows = await (figureIds ? query.where('figure_id', 'in', figureIds.length > 0 ? [...figureIds] : [0]) : query).execute();
  return new Map(rows.map((row) => [row.figure_id, { overall: figuresOf(row, '')!, carded: figuresOf(row, 'carded_'), loose: figuresOf(row, 'loose_'), lastUpdated: row.last_updated }]));
}

export async function storeMarketSummary(db: Db, figureId: number, summary: MarketSummary | null): Promise<void> {
  if (!summary) {
    await db.deleteFrom('market_summaries').where('figure_id', '=', figureId).execute();
    return;
  }
  const values = {
    last_updated: summary.lastUpdated,
    ...figuresColumns('', summary.overall),
    ...figuresColumns('carded_', summary.carded),
    ...figuresColumns('loose_', summary.loose),
  } as Omit<Insertable<Database['market_summaries']>, 'figure_id'>;
  await db
    .insertInto('market_summaries')
    .values({ figure_id: figureId, ...values })
    .onConflict((oc) => oc.column('figure_id').doUpdateSet(values))
    .execute();
}

/** The figures that have price records. */
export async function figuresWithPriceRecords(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('price_records').select('figure_id').distinct().execute();
  return rows.map((r) => r.figure_id);
}

/** A price to store, in its own currency (the rate to the collection's is kept by insertPriceRecords). */
export type NewPriceRecord = Omit<Insertable<PriceRecordsTable>, 'id' | 'excluded' | 'grade_company' | 'grade' | 'reissue' | 'completeness' | 'rate' | 'rate_day' | 'currency'> & { currency: string };

/**
 * Stores observed prices, each with what its title says (titleColumns: its professional grade, whether it is a
 * reissue, what it says of the pieces; every source, one rule). A sale already known (same source and marketplace id) is kept as it was; an active listing seen again gets
 * its current price, title and the time it was seen, so "current" asking prices stay current. Each new price gets
 * the rate of its date to the collection's currency (rates/kept.ts; fetch them first). Answers how many records are new.
 */
export async function insertPriceRecords(db: Db, records: NewPriceRecord[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < records.length; start += 500) {
    const batch = records.slice(start, start + 500).map((r) => ({ ...r, ...titleColumns(r.title) }));
    const sales = batch.filter((r) => SOLD_SOURCES.includes(r.source as PriceSource));
    const listings = batch.filter((r) => !SOLD_SOURCES.includes(r.source as PriceSource));
    if (sales.length > 0) {
      const result = await db
        .insertInto('price_records')
        .values(sales)
        .onConflict((oc) => oc.columns(['source', 'external_id']).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    if (listings.length > 0) {
      const known = await db
        .selectFrom('price_records')
        .select('external_id')
        .where('source', 'in', [...new Set(listings.map((r) => r.source))])
        .where('external_id', 'in', listings.map((r) => r.external_id ?? ''))
        .execute();
      const knownIds = new Set(known.map((r) => r.external_id));
      inserted += listings.filter((r) => !knownIds.has(r.external_id ?? null)).length;
      await db
        .insertInto('price_records')
        .values(listings)
        .onConflict((oc) =>
          oc.columns(['source', 'external_id']).doUpdateSet((eb) => ({
            seen_at: eb.ref('excluded.seen_at'),
            price_cents: eb.ref('excluded.price_cents'),
            title: eb.ref('excluded.title'),
            grade_company: eb.ref('excluded.grade_company'),
            grade: eb.ref('excluded.grade'),
            reissue: eb.ref('excluded.reissue'),
            completeness: eb.ref('excluded.completeness'),
            // A new price on a new day: its rate is that day's.
            currency: eb.ref('excluded.currency'),
            rate: null,
            rate_day: null,
          })),
        )
        .execute();
    }
  }
  if (records.length > 0) await keepRates(db, 'missing');
  return inserted;
}

/** Which figure a record belongs to, after setting whether it is excluded; undefined when there is no such record. */
export async function setExcluded(db: Db, id: number, excluded: boolean): Promise<number | undefined> {
  const row = await db
    .updateTable('price_records')
    .set({ excluded: excluded ? 1 : 0 })
    .where('id', '=', id)
    .returning('figure_id')
    .executeTakeFirst();
  return row?.figure_id;
}

const saleColumns = [
  'id', 'title', 'price_cents', 'currency', 'rate', 'rate_day', 'url', 'condition', 'source', 'sold_at', 'seen_at', 'fetched_at', 'tier', 'grade_company', 'grade', 'reissue', 'completeness', 'excluded',
] as const;

/** The newest sales and the most recently seen listings of a figure, newest first. */
export async function recentRecords(db: Db, figureId: number) {
  const [sales, listings] = await Promise.all([
    db
      .selectFrom('price_records')
      .select(saleColumns)
      .where('figure_id', '=', figureId)
      .where('source', 'in', [...SOLD_SOURCES])
      // Read backwards through the (figure_id, sold_at) index; a sale of unknown day is dated by when it was seen below.
      .orderBy('sold_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
    db
      .selectFrom('price_records')
      .select(saleColumns)
      .where('figure_id', '=', figureId)
      .where('source', 'in', PRICE_SOURCES.filter((s) => !SOLD_SOURCES.includes(s)))
      .orderBy('seen_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
  ]);
  const day = (r: (typeof sales)[number]) => r.sold_at ?? (r.seen_at ?? r.fetched_at).slice(0, 10);
  return [...sales, ...listings]
    .map((r) => ({ ...r, day: day(r) }))
    .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : b.id - a.id));
}

export async function storeRefresh(db: Db, figureId: number, refreshedAt: string, sources: SourceOutcome[]): Promise<void> {
  const values = { refreshed_at: refreshedAt, sources: JSON.stringify(sources) };
  await db
    .insertInto('market_refreshes')
    .values({ figure_id: figureId, ...values })
    .onConflict((oc) => oc.column('figure_id').doUpdateSet(values))
    .execute();
}

export async function lastRefresh(db: Db, figureId: number): Promise<{ refreshedAt: string; sources: SourceOutcome[] } | null> {
  const row = await db.selectFrom('market_refreshes').selectAll().where('figure_id', '=', figureId).executeTakeFirst();
  return row ? { refreshedAt: row.refreshed_at, sources: readStoredJson(row.sources, storedJson.sources, () => `Figure #${figureId}`, 'market_refreshes.sources') } : null;
}

export async function marketCounts(db: Db): Promise<{ figures: number; withPriceData: number; records: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('figures').select(eb.fn.countAll<number>().as('n')).as('figures'),
      eb.selectFrom('market_summaries').select(eb.fn.countAll<number>().as('n')).as('with_price_data'),
      eb.selectFrom('price_records').select(eb.fn.countAll<number>().as('n')).as('records'),
    ])
    .executeTakeFirstOrThrow();
  return { figures: Number(row.figures), withPriceData: Number(row.with_price_data), records: Number(row.records) };
}

/**
 * Spends one call of today's allowance of `api`, answering false (and spending nothing) once `limit` calls are
 * spent. One statement, so instances sharing the database never overspend together.
 */
export async function spendApiCall(db: Db, day: string, api: string, limit: number): Promise<boolean> {
  const row = await db
    .insertInto('market_api_calls')
    .values({ day, api, calls: 1 })
    .onConflict((oc) =>
      oc
        .columns(['day', 'api'])
        .doUpdateSet((eb) => ({ calls: eb('market_api_calls.calls', '+', 1) }))
        .where('market_api_calls.calls', '<', limit),
    )
    .returning('calls')
    .executeTakeFirst();
  return row !== undefined;
}

/** The figures owned in the most copies, then the rest in catalogue order. */
export async function mostOwnedFigures(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('figures as f')
    .leftJoin('copy_groups as g', 'g.figure_id', 'f.id')
    .select(['f.id', (eb) => eb.fn.coalesce(eb.fn.sum<number>('g.items'), sql.lit(0)).as('copies')])
    .groupBy('f.id')
    .orderBy('copies', 'desc')
    .orderBy('f.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Figures with no price record at all, in catalogue order. */
export async function unpricedFigures(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('figures as f')
    .select('f.id')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('price_records as p').select('p.id').whereRef('p.figure_id', '=', 'f.id'))))
    .orderBy('f.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function hasPriceRecords(db: Db, figureId: number): Promise<boolean> {
  const row = await db.selectFrom('price_records').select('id').where('figure_id', '=', figureId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Reads what every stored record's title says again (its grade, whether it is a reissue, what it says of the pieces:
 * titleColumns), for the records stored before they were read or under an older reading: at start, when the value
 * rules change, before the summaries are rebuilt.
 */
export async function rereadStoredTitles(db: Db): Promise<void> {
  const rows = await db.selectFrom('price_records').select(['id', 'title', 'grade_company', 'grade', 'reissue', 'completeness']).execute();
  for (const { id, title, ...stored } of rows) {
    const columns = titleColumns(title);
    if ((Object.keys(columns) as (keyof TitleColumns)[]).some((key) => columns[key] !== stored[key])) await db.updateTable('price_records').set(columns).where('id', '=', id).execute();
  }
}

/** The day every market summary was last computed for (null before the first time). */
export async function summariesDay(db: Db): Promise<string | null> {
  const row = await db.selectFrom('app_state').select('market_summaries_day').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.market_summaries_day;
}

export async function setSummariesDay(db: Db, day: string): Promise<void> {
  await db.updateTable('app_state').set({ market_summaries_day: day }).where('id', '=', 1).execute();
}

/** The sales the collector recorded by hand (source manual), oldest first, with their figure's identity. */
export function ownSaleRows(db: Db) {
  return db
    .selectFrom('price_records as p')
    .innerJoin('figures as f', 'f.id', 'p.figure_id')
    .select(['p.figure_id', 'f.name', 'f.year', 'f.series', 'p.price_cents', 'p.currency', 'p.sold_at', 'p.title', 'p.condition', 'p.url', 'p.tier', 'p.external_id', 'p.excluded', 'p.fetched_at'])
    .where('p.source', '=', 'manual')
    .orderBy('p.id')
    .execute();
}

/** The id of the sale the collector recorded by hand with this external id, if any. */
export async function ownSaleId(db: Db, externalId: string): Promise<number | undefined> {
  const row = await db.selectFrom('price_records').select('id').where('source', '=', 'manual').where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

/** Removes a sale the collector recorded by hand; answers its figure (undefined when there is no such sale). */
export async function deleteOwnSale(db: Db, id: number): Promise<number | undefined> {
  const row = await db.deleteFrom('price_records').where('id', '=', id).where('source', '=', 'manual').returning('figure_id').executeTakeFirst();
  return row?.figure_id;
}

/** Excludes own sales by their ids (restored as the collector had them); answers their figures. */
export async function excludeOwnSales(db: Db, externalIds: string[]): Promise<number[]> {
  const rows = await db
    .updateTable('price_records')
    .set({ excluded: 1 })
    .where('source', '=', 'manual')
    .where('external_id', 'in', externalIds)
    .returning('figure_id')
    .execute();
  return [...new Set(rows.map((r) => r.figure_id))];
}

/** The variants of a figure to price apart (domain variantsToPrice), and those of carded copies only (card backs, inserts). */
export async function figureVariants(db: Db, figureId: number): Promise<{ variants: string[]; cardedOnly: string[] }> {
  const [row, copies] = await Promise.all([
    db.selectFrom('figures').select(['variants', 'variant_details']).where('id', '=', figureId).executeTakeFirst(),
    db.selectFrom('inventory_items').select('variant').distinct().where('figure_id', '=', figureId).where('variant', 'is not', null).where('sold_on', 'is', null).execute(),
  ]);
  const owner = () => `Figure #${figureId}`;
  const known = row ? readStoredJson(row.variants, storedJson.figureNames, owner, 'variants') : [];
  const details = row ? readStoredJson(row.variant_details, storedJson.variantDetails, owner, 'variant_details') : [];
  return { variants: variantsToPrice(known, copies.map((c) => c.variant)), cardedOnly: details.filter((d) => d.carded_only).map((d) => d.name) };
}

/** Replaces a figure's variant prices. */
export async function storeVariantSummaries(db: Db, figureId: number, prices: readonly VariantPrices[]): Promise<void> {
  await db.deleteFrom('variant_summaries').where('figure_id', '=', figureId).execute();
  if (prices.length === 0) return;
  await db
    .insertInto('variant_summaries')
    .values(
      prices.map(({ variant, tier, figures }) => ({
        figure_id: figureId,
        variant,
        tier,
        basis: figures.basis,
        window_days: figures.windowDays,
        average_cents: figures.averageCents,
        lowest_cents: figures.lowestCents,
        sample_size: figures.sampleSize,
        recent_sold: figures.recentSold,
      })),
    )
    .execute();
}

/** Replaces a figure's sub-tier prices. */
export async function storeSubTierSummaries(db: Db, figureId: number, prices: Partial<Record<SubTier, PriceFigures>>): Promise<void> {
  await db.deleteFrom('sub_tier_summaries').where('figure_id', '=', figureId).execute();
  const rows = SUB_TIERS.flatMap((tier) => {
    const figures = prices[tier];
    return figures
      ? [{
          figure_id: figureId,
          tier,
          basis: figures.basis,
          window_days: figures.windowDays,
          average_cents: figures.averageCents,
          lowest_cents: figures.lowestCents,
          highest_cents: figures.highestCents,
          sample_size: figures.sampleSize,
          recent_sold: figures.recentSold,
          sample_low_cents: figures.sampleLowCents,
          sample_high_cents: figures.sampleHighCents,
        }]
      : [];
  });
  if (rows.length > 0) await db.insertInto('sub_tier_summaries').values(rows).execute();
}

/** A figure's sub-tier prices as stored (the same its copies are valued on). */
export async function subTierSummaries(db: Db, figureId: number): Promise<Partial<Record<SubTier, PriceFigures>>> {
  const rows = await db.selectFrom('sub_tier_summaries').selectAll().where('figure_id', '=', figureId).execute();
  return Object.fromEntries(
    rows.map((r) => [
      r.tier,
      {
        basis: r.basis as PriceFigures['basis'],
        windowDays: r.window_days,
        averageCents: r.average_cents,
        lowestCents: r.lowest_cents,
        highestCents: r.highest_cents,
        sampleSize: r.sample_size,
        recentSold: r.recent_sold,
        sampleLowCents: r.sample_low_cents,
        sampleHighCents: r.sample_high_cents,
      } satisfies PriceFigures,
    ]),
  );
}
