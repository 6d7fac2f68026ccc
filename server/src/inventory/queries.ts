import { isDeepStrictEqual } from 'node:util';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import {
  copyContribution, copyCostCents, fromCents, fromCentsOrNull, toCentsOrNull, mergeCopyGroups, packagingTier, variantKey, parseAccessories, TOP_VALUABLE_COUNT, type CatalogueFigure, type CopyGroup, type CopyValue, type CopyValueFacts, type GradeCost, type GradeMethod, type PackagingStatus, type PackagingType, type PriceBasis, type InventoryItem, type InventoryListQuery, type TopValuableItem, type ValueBasis, searchableText, searchNeedle,
  copyPicture, type ItemPhoto, UPLOADS_PREFIX, conversionOf, convertCents, convertedOrNull, DEFAULT_CURRENCY, type Currency,
  copyGrade, gradedPricesOf, SOLD_SOURCES, summarizeGraded, utcToday, type GradedPrices, type GradingCompany, type PriceObservation, type PriceSource, realisedGainCents, saleProceedsCents, type CopySale, type SaleParts,
  copyCompleteness, ownedAccessoryNames, type Completeness, type OwnedPiece, type Reissue, type Release, type SubTier,
} from '@tmnt/domain';
import { builtOnce } from '../db/built-once.ts';
import { isPostgres, type Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import type { Database, InventoryItemsTable } from '../db/schema.ts';
import { readStoredJson, storedJsonOrNone, UnreadableStoredValue } from '../db/stored-json.ts';
import { itemPhotos, photosByItem } from '../photos/index.ts';
import { copyFilter, placePathsById } from '../places/index.ts';

/** A copy's own columns, as an item answer shows them. */
const COPY_COLUMNS = [
  'i.id', 'i.figure_id', 'i.condition', 'i.purchase_price_cents', 'i.purchase_date', 'i.notes', 'i.box_condition',
  'i.completeness', 'i.packaging_type', 'i.place_id', 'i.tags', 'i.variant', 'i.limited_edition', 'i.custom_modifications',
  'i.for_trade', 'i.accessory_pieces', 'i.release', 'i.reissue', 'i.created_at', 'i.ai_grade_overall', 'i.ai_grade_date', 'i.grading_photos', 'i.ai_grade_details',
  'i.value_cents', 'i.value_basis', 'i.value_sample_size', 'i.shipping_cents', 'i.tax_cents', 'i.fees_cents', 'i.lot_id',
  'i.grading_company', 'i.grading_grade', 'i.grading_card', 'i.grading_bubble', 'i.grading_figure', 'i.grading_uncirculated', 'i.grading_certificate', 'i.graded_on',
  'i.sold_on', 'i.sold_price_cents', 'i.sold_shipping_cents', 'i.sold_fees_cents', 'i.sold_where', 'i.sold_note', 'i.sold_price_record_id',
  'i.currency', 'i.cost_rate', 'i.cost_rate_day', 'i.sold_currency', 'i.sold_rate', 'i.sold_rate_day',
] as const;

/** Their names, as a row read as an array holds their values. */
export const COPY_COLUMN_NAMES = COPY_COLUMNS.map((column) => column.slice('i.'.length));

/** A figure's columns, as an item answer shows them; its picture's too (a copy's picture follows it, and so does collection-list.ts's kept JSON). */
const FIGURE_COLUMNS = ['f.name', 'f.series', 'f.year', 'f.manufacturer', 'f.character', 'f.description', 'f.image_url', 'f.thumbnail_url', 'f.accessories', 'f.aliases', 'f.accessory_colours'] as const;

function selectItems(db: Db) {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select([...COPY_COLUMNS, ...FIGURE_COLUMNS])
    // The figure's primary code (see catalog figureCodes).
    .select((eb) => eb.selectFrom('figure_upcs as u').select('u.code').whereRef('u.figure_id', '=', 'f.id').orderBy('u.position').orderBy('u.code').limit(1).as('upc'));
}

/** Every copy's own columns, newest first (the whole collection, read with its figures apart: see collection-list.ts). */
export function copyRows(db: Db) {
  return db.selectFrom('inventory_items as i').select(COPY_COLUMNS).where('i.sold_on', 'is', null).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc');
}

/**
 * Every unsold copy's id, figure and its own columns as one text, newest first: a copy whose text reads as before has not
 * changed (collection-list.ts). SQLite makes the text (json_array) in a third of the time it takes to hand every
 * value over; a REAL shows 15 significant digits there, more than any rate or price changes by.
 */
export function copyMarks(db: Db) {
  const columns = sql.join(COPY_COLUMNS.map((column) => sql.ref(column)));
  const mark = isPostgres(db) ? sql<string>`json_build_array(${columns})::text` : sql<string>`json_array(${columns})`;
  return db.selectFrom('inventory_items as i').select(['i.id', 'i.figure_id', mark.as('mark')]).where('i.sold_on', 'is', null).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc');
}

/** Every unsold copy's id and figure, newest first: the list's order (collection-list.ts). */
export function copyOrder(db: Db) {
  return db.selectFrom('inventory_items as i').select(['i.id', 'i.figure_id']).where('i.sold_on', 'is', null).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc');
}

/** Every figure's columns an item shows, with its primary code. */
export function itemFigures(db: Db) {
  return db
    .selectFrom('figures as f')
    .select(['f.id', ...FIGURE_COLUMNS])
    .select((eb) => eb.selectFrom('figure_upcs as u').select('u.code').whereRef('u.figure_id', '=', 'f.id').orderBy('u.position').orderBy('u.code').limit(1).as('upc'))
    .execute();
}

/** The money a copy's cost is made of: each API field (dollars) and its column (cents). */
export const COST_FIELDS = {
  purchase_price: 'purchase_price_cents',
  purchase_shipping: 'shipping_cents',
  purchase_tax: 'tax_cents',
  purchase_fees: 'fees_cents',
} as const satisfies Record<string, keyof InventoryItemsTable>;
/** The cost parts' columns, and the rate they convert to the collection's currency at (see rates/kept.ts). */
type CostColumn = (typeof COST_FIELDS)[keyof typeof COST_FIELDS] | 'cost_rate';
const COST_COLUMNS = [...Object.values(COST_FIELDS), 'cost_rate'] as const;

/** What a stored copy cost as paid, in the currency it was paid in (domain copyCostCents). */
export const paidCents = (row: Pick<InventoryItemsTable, CostColumn>): number | null =>
  copyCostCents({ priceCents: row.purchase_price_cents, shippingCents: row.shipping_cents, taxCents: row.tax_cents, feesCents: row.fees_cents });

/** What a stored copy cost in the collection's currency; null when nothing paid is recorded or its rate is missing. */
export const costOf = (row: Pick<InventoryItemsTable, CostColumn>): number | null => convertedOrNull(paidCents(row), row.cost_rate);


/** A patch's or a new copy's cost fields (dollars) as the columns store them (cents); fields not given are left out. */
export function costColumns(fields: Partial<Record<keyof typeof COST_FIELDS, number | null>>): Partial<Pick<InventoryItemsTable, CostColumn>> {
  const columns: Partial<Pick<InventoryItemsTable, CostColumn>> = {};
  for (const [field, column] of Object.entries(COST_FIELDS) as [keyof typeof COST_FIELDS, CostColumn][]) {
    const dollars = fields[field];
    if (dollars !== undefined) columns[column] = toCentsOrNull(dollars);
  }
  return columns;
}

/** The professional grade's columns, named as the API names them. */
export const GRADING_FIELDS = [
  'grading_company', 'grading_grade', 'grading_card', 'grading_bubble', 'grading_figure', 'grading_uncirculated', 'grading_certificate', 'graded_on',
] as const satisfies readonly (keyof InventoryItemsTable)[];

/** The stored columns of what the collector says about a copy. */
type CollectorColumns = Pick<
  Selectable<InventoryItemsTable>,
  | 'condition' | 'purchase_date' | 'notes' | 'box_condition' | 'completeness' | 'packaging_type'
  | 'place_id' | 'tags' | 'variant' | 'limited_edition' | 'custom_modifications' | 'for_trade' | 'accessory_pieces' | 'release' | 'reissue' | 'currency' | CostColumn | (typeof GRADING_FIELDS)[number]
> & { /** The figure's accessory list. */ accessories: string };

/** Every place's path by id (places placePathsById): a copy's storage_location is its place's. */
export type PlacePaths = ReadonlyMap<number, string>;

/** How an error names a copy. */
export const copyName = (row: { id: number; name?: string }) => () => `Copy #${row.id}${row.name ? ` (${row.name})` : ''}`;

/** The pieces a stored copy has. */
const ownedPieces = (row: Pick<CollectorColumns, 'accessory_pieces'> & { id: number; name?: string }): OwnedPiece[] =>
  readStoredJson(row.accessory_pieces, storedJson.accessoryPieces, copyName(row), 'accessory_pieces');

/**
 * What the collector says about a copy, as they said it (the full export; the item answer adds what the checklist
 * says of its completeness): the pieces owned, the names owned (every piece of each), their own completeness.
 */
export function collectorFields(row: CollectorColumns & { id: number; name?: string }, paths: PlacePaths) {
  const pieces = ownedPieces(row);
  return {
    owned_accessories: ownedAccessoryNames(parseAccessories(row.accessories), pieces),
    accessory_pieces: pieces,
    release: row.release as Release,
    reissue: row.reissue as Reissue | null,
    condition: row.condition as InventoryItem['condition'],
    ...costFields(row),
    purchase_date: row.purchase_date,
    currency: row.currency as Currency,
    notes: row.notes,
    box_condition: row.box_condition as InventoryItem['box_condition'],
    completeness: row.completeness as InventoryItem['completeness'],
    packaging_type: row.packaging_type as InventoryItem['packaging_type'],
    place_id: row.place_id,
    storage_location: row.place_id === null ? null : (paths.get(row.place_id) ?? null),
    tags: readStoredJson(row.tags, storedJson.tags, copyName(row), 'tags'),
    variant: row.variant,
    limited_edition: row.limited_edition === null ? null : row.limited_edition === 1,
    custom_modifications: row.custom_modifications,
    for_trade: row.for_trade === 1,
    grading_company: row.grading_company as InventoryItem['grading_company'],
    grading_grade: row.grading_grade,
    grading_card: row.grading_card,
    grading_bubble: row.grading_bubble,
    grading_figure: row.grading_figure,
    grading_uncirculated: row.grading_uncirculated as InventoryItem['grading_uncirculated'],
    grading_certificate: row.grading_certificate,
    graded_on: row.graded_on,
  };
}

/** The columns of a copy's sale (sold_on null: the copy is in the collection). */
type SaleColumn = 'sold_on' | 'sold_price_cents' | 'sold_shipping_cents' | 'sold_fees_cents' | 'sold_where' | 'sold_note' | 'sold_price_record_id';

/** A sold copy's sale in money (domain SaleParts); undefined for a copy in the collection. */
function saleParts(row: Pick<InventoryItemsTable, SaleColumn> & { id: number; name?: string }): SaleParts | undefined {
  if (row.sold_on === null) return undefined;
  if (row.sold_price_cents === null) throw new UnreadableStoredValue(copyName(row)(), 'sold_price_cents', 'a sold copy with no sale price');
  return { priceCents: row.sold_price_cents, shippingCents: row.sold_shipping_cents, feesCents: row.sold_fees_cents };
}

/** A sold copy's sale as recorded, in its currency (the item answer and the full export alike), with its parts in cents; null while in the collection. */
export function recordedSale(row: Pick<InventoryItemsTable, SaleColumn | 'sold_currency'> & { id: number; name?: string }) {
  const parts = saleParts(row);
  if (!parts) return null;
  return {
    parts,
    date: row.sold_on!,
    price: fromCents(parts.priceCents),
    shipping: fromCentsOrNull(parts.shippingCents),
    fees: fromCentsOrNull(parts.feesCents),
    where: row.sold_where,
    buyer_note: row.sold_note,
    currency: (row.sold_currency ?? DEFAULT_CURRENCY) as Currency,
  };
}

/** A copy's sale as its item answer shows it, with what it returned and gained (domain sold.ts); null while in the collection. */
function itemSale(row: Pick<InventoryItemsTable, SaleColumn | CostColumn | 'sold_currency' | 'sold_rate' | 'sold_rate_day'> & { id: number; name?: string }): CopySale | null {
  const sale = recordedSale(row);
  if (!sale) return null;
  const { parts, ...recorded } = sale;
  const received = saleProceedsCents(parts);
  const proceeds = convertedOrNull(received, row.sold_rate);
  return {
    ...recorded,
    proceeds: fromCentsOrNull(proceeds),
    conversion: conversionOf(received, recorded.currency, row.sold_rate, row.sold_rate_day),
    gain: fromCentsOrNull(proceeds === null ? null : realisedGainCents(proceeds, costOf(row))),
    market_sale_id: row.sold_price_record_id,
  };
}

/** A stored copy's cost columns as the API's fields (dollars). */
export function costFields(row: Pick<InventoryItemsTable, CostColumn>): Record<keyof typeof COST_FIELDS, number | null> {
  return { purchase_price: fromCentsOrNull(row.purchase_price_cents), purchase_shipping: fromCentsOrNull(row.shipping_cents), purchase_tax: fromCentsOrNull(row.tax_cents), purchase_fees: fromCentsOrNull(row.fees_cents) };
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;

/** Told of a copy a list leaves out because a stored value of it cannot be read. */
export type OnUnreadable = (error: UnreadableStoredValue) => void;

/**
 * The items of these rows, each with its own photos. A copy with a stored value that cannot be read is left out
 * (and told of): one damaged row does not take the whole list down.
 */
async function toItems(db: Db, rows: ItemRow[], onUnreadable: OnUnreadable): Promise<InventoryItem[]> {
  if (rows.length === 0) return [];
  const [photos, paths] = await Promise.all([photosByItem(db, rows.map((r) => r.id)), placePathsById(db)]);
  const items: InventoryItem[] = [];
  for (const row of rows) {
    try {
      items.push(toItem(row, photos.get(row.id) ?? [], paths));
    } catch (error) {
      if (!(error instanceof UnreadableStoredValue)) throw error;
      onUnreadable(error);
    }
  }
  return items;
}

export function toItem(row: ItemRow, photos: ItemPhoto[], paths: PlacePaths): InventoryItem {
  const collector = collectorFields(row, paths);
  const { completeness, fromChecklist } = copyCompleteness({ set: collector.completeness, listed: parseAccessories(row.accessories), owned: collector.accessory_pieces });
  return {
    id: row.id,
    figure_id: row.figure_id,
    name: row.name,
    series: row.series,
    year: row.year,
    manufacturer: row.manufacturer,
    upc: row.upc,
    character: row.character,
    description: row.description,
    ...copyPicture(photos[0]?.url, row),
    accessories: row.accessories,
    aliases: parseAccessories(row.aliases),
    accessory_colours: storedJsonOrNone(row.accessory_colours, storedJson.accessoryColours) ?? [],
    ...collector,
    completeness,
    completeness_from_checklist: fromChecklist,
    cost: fromCentsOrNull(costOf(row)),
    cost_conversion: conversionOf(paidCents(row), row.currency, row.cost_rate, row.cost_rate_day),
    lot_id: row.lot_id,
    created_at: row.created_at,
    ai_grade_overall: row.ai_grade_overall,
    ai_grade_date: row.ai_grade_date,
    grading_photos: readStoredJson(row.grading_photos, storedJson.gradingPhotos, copyName(row), 'grading_photos'),
    ai_grade_details: row.ai_grade_details === null ? null : readStoredJson(row.ai_grade_details, storedJson.gradeDetails, copyName(row), 'ai_grade_details'),
    photos,
    estimated_value: fromCents(row.value_cents),
    value_basis: row.value_basis as ValueBasis,
    value_sample_size: row.value_sample_size,
    sale: itemSale(row),
  };
}

export async function listItems(db: Db, query: InventoryListQuery, onUnreadable: OnUnreadable): Promise<InventoryItem[]> {
  const filter = await copyFilter(db, query);
  if (filter.placeIds?.length === 0) return [];
  let q = selectItems(db);
  if (query.series) q = q.where('f.series', '=', query.series);
  if (query.year !== undefined) q = q.where('f.year', '=', query.year);
  if (query.condition) q = q.where('i.condition', '=', query.condition);
  if (query.packaging_type) q = q.where('i.packaging_type', '=', query.packaging_type);
  if (filter.placeIds) q = q.where('i.place_id', 'in', filter.placeIds);
  if (query.figure_id !== undefined) q = q.where('i.figure_id', '=', query.figure_id);
  // The sold copies newest sale first (the Sold list); else the collection's, newest added first.
  q = query.status === 'sold' ? q.where('i.sold_on', 'is not', null).orderBy('i.sold_on', 'desc') : q.where('i.sold_on', 'is', null).orderBy('i.created_at', 'desc');
  let rows = await q.orderBy('i.id', 'desc').execute();
  // Tags are a JSON list: matched here, case-blind, as the web matches them (a row that does not read is told of below).
  if (query.tag !== undefined) rows = rows.filter((row) => filter.tagged(storedJsonOrNone(row.tags, storedJson.tags) ?? []));
  const needle = searchNeedle(query.q ?? '');
  if (needle) {
    // The domain's search, which spells words as SQL cannot on both databases; any code of the figure counts.
    const [codes, paths] = await Promise.all([figureCodeText(db), placePathsById(db)]);
    rows = rows.filter((row) =>
      searchableText({
        ...row,
        aliases: parseAccessories(row.aliases),
        upc: codes.get(row.figure_id) ?? null,
        storage_location: row.place_id === null ? null : (paths.get(row.place_id) ?? null),
        tags: storedJsonOrNone(row.tags, storedJson.tags) ?? [],
      }).includes(needle),
    );
  }
  // The whole collection is answered by collection-list.ts: a list here is a filtered one.
  return toItems(db, rows, onUnreadable);
}

/** Every figure's codes as one text, by figure. */
async function figureCodeText(db: Db): Promise<Map<number, string>> {
  const codes = new Map<number, string>();
  for (const { figure_id, code } of await db.selectFrom('figure_upcs').select(['figure_id', 'code']).execute()) codes.set(figure_id, `${codes.get(figure_id) ?? ''} ${code}`);
  return codes;
}

const itemById = builtOnce((db, [id]: [number]) => selectItems(db).where('i.id', '=', id));

export async function getItem(db: Db, id: number): Promise<InventoryItem | undefined> {
  const [row] = await itemById(db, id);
  return row && toItem(row, await itemPhotos(db, id), await placePathsById(db));
}

/** The copies bought in a lot, sold ones too, in the order they were added. */
export async function copiesOfLot(db: Db, lotId: number, onUnreadable: OnUnreadable): Promise<InventoryItem[]> {
  const rows = await selectItems(db).where('i.lot_id', '=', lotId).orderBy('i.id').execute();
  return toItems(db, rows, onUnreadable);
}

export async function copiesOfFigure(db: Db, figureId: number, onUnreadable: OnUnreadable): Promise<InventoryItem[]> {
  const rows = await selectItems(db).where('i.figure_id', '=', figureId).where('i.sold_on', 'is', null).orderBy('i.created_at').orderBy('i.id').execute();
  return toItems(db, rows, onUnreadable);
}

// ---------- Stored values (see values.ts) ----------

export type CopyValueScope = { itemId: number } | { itemIds: readonly number[] } | { figureId: number } | 'all';

/** What valuing each copy in scope needs (domain CopyValueFacts), with the value stored for it now. */
/** The market_summaries columns a copy's valuation reads (see marketFacts). */
export const MARKET_FACT_COLUMNS = [
  'm.average_cents', 'm.lowest_cents', 'm.sample_size', 'm.basis', 'm.window_days',
  'm.carded_average_cents', 'm.carded_lowest_cents', 'm.carded_sample_size', 'm.carded_recent_sold', 'm.carded_basis', 'm.carded_window_days',
  'm.loose_average_cents', 'm.loose_lowest_cents', 'm.loose_sample_size', 'm.loose_recent_sold', 'm.loose_basis', 'm.loose_window_days',
] as const;

type MarketFactColumn = (typeof MARKET_FACT_COLUMNS)[number] extends `m.${infer C}` ? C : never;
/** Those columns of a row left-joined to market_summaries: all null when the figure has no summary. */
type MarketFactRow = { [K in MarketFactColumn]: Selectable<Database['market_summaries']>[K] | null };

/** A figure's market prices as valueCopy takes them, from its market_summaries row (null without one). */
export function marketFacts(r: MarketFactRow): CopyValueFacts['market'] {
  if (r.average_cents === null) return null;
  const tier = (averageCents: number | null, lowestCents: number | null, sampleSize: number | null, recentSold: number | null, basis: string | null, windowDays: number | null) =>
    averageCents === null ? null : { averageCents, lowestCents: lowestCents!, sampleSize: sampleSize!, recentSold: recentSold!, basis: basis as PriceBasis, windowDays };
  return {
    overall: { averageCents: r.average_cents, lowestCents: r.lowest_cents!, sampleSize: r.sample_size!, basis: r.basis as PriceBasis, windowDays: r.window_days },
    carded: tier(r.carded_average_cents, r.carded_lowest_cents, r.carded_sample_size, r.carded_recent_sold, r.carded_basis, r.carded_window_days),
    loose: tier(r.loose_average_cents, r.loose_lowest_cents, r.loose_sample_size, r.loose_recent_sold, r.loose_basis, r.loose_window_days),
  };
}

/**
 * The graded sales' prices of these figures as of today (domain summarizeGraded), by figure: graded sales are few
 * and their window moves with the days, so they are read from the records whenever copies are valued.
 */
async function gradedPrices(db: Db, figureIds: number[]): Promise<Map<number, GradedPrices[]>> {
  const prices = new Map<number, GradedPrices[]>();
  if (figureIds.length === 0) return prices;
  const rows = await db
    .selectFrom('price_records')
    .select(['figure_id', 'price_cents', 'rate', 'source', 'sold_at', 'seen_at', 'fetched_at', 'grade_company', 'grade'])
    .where('figure_id', 'in', [...new Set(figureIds)])
    .where('grade_company', 'is not', null)
    // A price whose rate is not known yet counts once it is (never guessed).
    .where('rate', 'is not', null)
    .where('excluded', '=', 0)
    .where('source', 'in', [...SOLD_SOURCES])
    .execute();
  const today = utcToday();
  for (const figureId of new Set(rows.map((r) => r.figure_id))) {
    const observations = rows
      .filter((r) => r.figure_id === figureId)
      .map((r): PriceObservation => ({
        priceCents: convertCents(r.price_cents, r.rate!), source: r.source as PriceSource, date: r.sold_at, seenAt: r.seen_at ?? r.fetched_at, tier: null, excluded: false,
        grade: { company: r.grade_company as GradingCompany, grade: r.grade ?? '' },
      }));
    prices.set(figureId, summarizeGraded(observations, today));
  }
  return prices;
}

type TierFacts = NonNullable<CopyValueFacts['market']>['carded'];

/** The variant prices of these figures, by figure, tier and variant key (domain variantKey). */
async function variantPrices(db: Db, figureIds: number[]): Promise<Map<string, TierFacts>> {
  const prices = new Map<string, TierFacts>();
  if (figureIds.length === 0) return prices;
  const rows = await db.selectFrom('variant_summaries').selectAll().where('figure_id', 'in', [...new Set(figureIds)]).execute();
  for (const r of rows) {
    prices.set(`${r.figure_id}|${r.tier}|${variantKey(r.variant)}`, {
      averageCents: r.average_cents, lowestCents: r.lowest_cents, sampleSize: r.sample_size, recentSold: r.recent_sold, basis: r.basis as PriceBasis, windowDays: r.window_days,
    });
  }
  return prices;
}

/** The sub-tier prices of these figures (domain summarizeSubTiers), by figure and sub-tier. */
async function subTierPrices(db: Db, figureIds: number[]): Promise<Map<string, TierFacts>> {
  const prices = new Map<string, TierFacts>();
  if (figureIds.length === 0) return prices;
  const rows = await db.selectFrom('sub_tier_summaries').selectAll().where('figure_id', 'in', [...new Set(figureIds)]).execute();
  for (const r of rows) {
    prices.set(`${r.figure_id}|${r.tier}`, {
      averageCents: r.average_cents, lowestCents: r.lowest_cents, sampleSize: r.sample_size, recentSold: r.recent_sold, basis: r.basis as PriceBasis, windowDays: r.window_days,
    });
  }
  return prices;
}

function copyValueFactsQuery(db: Db) {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .leftJoin('market_summaries as m', 'm.figure_id', 'i.figure_id')
    .select([
      'i.id', 'i.figure_id', 'i.purchase_price_cents', 'i.shipping_cents', 'i.tax_cents', 'i.fees_cents', 'i.cost_rate', 'i.packaging_type', 'i.variant', 'i.grading_company', 'i.grading_grade', ...MARKET_FACT_COLUMNS,
      'i.release', 'i.completeness', 'i.accessory_pieces', 'f.accessories',
      'i.value_cents', 'i.value_basis', 'i.value_sample_size', 'i.insurance_cents', 'i.minimum_cents',
    ])
    // A sold copy keeps the value it had when sold (valued again if the sale is undone).
    .where('i.sold_on', 'is', null);
}

/** One copy's, on the path of every write to a copy. */
const valueFactsOfCopy = builtOnce((db, [id]: [number]) => copyValueFactsQuery(db).where('i.id', '=', id));

export async function copyValueFacts(db: Db, scope: CopyValueScope) {
  const q = () => copyValueFactsQuery(db);
  let rows: Awaited<ReturnType<typeof valueFactsOfCopy>> = [];
  if (scope === 'all') rows = await q().execute();
  else if ('itemIds' in scope) await inSlices(scope.itemIds, async (slice) => rows.push(...(await q().where('i.id', 'in', slice).execute())));
  else rows = await ('itemId' in scope ? valueFactsOfCopy(db, scope.itemId) : q().where('i.figure_id', '=', scope.figureId).execute());
  const variants = await variantPrices(db, rows.filter((r) => r.variant !== null).map((r) => r.figure_id));
  // Loose copies may be priced on their completeness, reissues on reissue sales.
  const subTiers = await subTierPrices(db, rows.filter((r) => r.release === 'reissue' || packagingTier(r.packaging_type as PackagingType | null) === 'loose').map((r) => r.figure_id));
  const gradeOf = (r: (typeof rows)[number]) => copyGrade({ grading_company: r.grading_company as GradingCompany | null, grading_grade: r.grading_grade });
  const graded = await gradedPrices(db, rows.filter((r) => gradeOf(r) !== null).map((r) => r.figure_id));
  return rows.map((r) => {
    const packagingType = r.packaging_type as PackagingType | null;
    const market = marketFacts(r);
    const tier = packagingTier(packagingType);
    const variant = tier && r.variant !== null ? (variants.get(`${r.figure_id}|${tier}|${variantKey(r.variant)}`) ?? null) : null;
    const subTier = (name: SubTier) => subTiers.get(`${r.figure_id}|${name}`) ?? null;
    const grade = gradeOf(r);
    // A pieces list that does not read (the database was edited outside the app) counts as none here: the copy's own answers say what is wrong.
    const owned = storedJsonOrNone(r.accessory_pieces, storedJson.accessoryPieces) ?? [];
    const { valueTier } = copyCompleteness({ set: r.completeness as Completeness | null, listed: parseAccessories(r.accessories), owned });
    const facts: CopyValueFacts = {
      costCents: costOf(r),
      packagingType,
      market: market && { ...market, variant, looseComplete: subTier('loose_complete'), looseIncomplete: subTier('loose_incomplete') },
      graded: grade && { prices: gradedPricesOf(graded.get(r.figure_id) ?? [], grade) },
      release: r.release as Release,
      reissue: subTier('reissue'),
      completeness: valueTier,
    };
    const stored: CopyValue = {
      valueCents: r.value_cents, basis: r.value_basis as ValueBasis, sampleSize: r.value_sample_size, insuranceCents: r.insurance_cents, minimumCents: r.minimum_cents,
    };
    return { id: r.id, facts, stored };
  });
}

/** Stores a copy's value, its group sums following. */
export async function storeCopyValue(db: Db, id: number, value: CopyValue): Promise<void> {
  await keepingGroups(db, id, () => updateCopyValue(db, id, value.valueCents, value.basis, value.sampleSize, value.insuranceCents, value.minimumCents));
}

const updateCopyValue = builtOnce((db, [id, valueCents, basis, sampleSize, insuranceCents, minimumCents]: [number, ...CopyValueColumns]) =>
  db
    .updateTable('inventory_items')
    .set({ value_cents: valueCents, value_basis: basis, value_sample_size: sampleSize, insurance_cents: insuranceCents, minimum_cents: minimumCents })
    .where('id', '=', id),
);
type CopyValueColumns = [CopyValue['valueCents'], CopyValue['basis'], CopyValue['sampleSize'], CopyValue['insuranceCents'], CopyValue['minimumCents']];

/** Values stored in one statement: a CASE per column of this many copies stays well under the bound values' limits. */
const VALUES_PER_STATEMENT = 200;

/**
 * Stores many copies' values, a slice of them per statement (one round trip each, where a statement per copy took
 * a second for 1,000 copies on PostgreSQL). The caller keeps the group sums (keepingGroupsOf, or a rebuild after).
 */
export async function storeCopyValues(db: Db, values: readonly { id: number; value: CopyValue }[]): Promise<void> {
  if (values.length === 1) {
    const [{ id, value }] = values;
    return void (await updateCopyValue(db, id, value.valueCents, value.basis, value.sampleSize, value.insuranceCents, value.minimumCents));
  }
  for (let start = 0; start < values.length; start += VALUES_PER_STATEMENT) {
    const slice = values.slice(start, start + VALUES_PER_STATEMENT);
    // Cast, so PostgreSQL knows each parameter's type (SQLite reads the same CAST).
    const byId = (pick: (value: CopyValue) => number | string | null, type: 'integer' | 'text') =>
      sql<never>`case ${sql.ref('id')} ${sql.join(slice.map(({ id, value }) => sql`when ${id} then cast(${pick(value)} as ${sql.raw(type)})`), sql` `)} end`;
    await db
      .updateTable('inventory_items')
      .set({
        value_cents: byId((v) => v.valueCents, 'integer'),
        value_basis: byId((v) => v.basis, 'text'),
        value_sample_size: byId((v) => v.sampleSize, 'integer'),
        insurance_cents: byId((v) => v.insuranceCents, 'integer'),
        minimum_cents: byId((v) => v.minimumCents, 'integer'),
      })
      .where('id', 'in', slice.map((v) => v.id))
      .execute();
  }
}

// ---------- Copy groups: the summary table every collection figure is read from ----------

const GROUP_SUMS = ['items', 'value_cents', 'invested_cents', 'value_of_purchased_cents', 'insurance_cents', 'minimum_cents', 'with_purchase', 'with_price_data', 'valued_at_purchase', 'without_value'] as const;

function toGroupRow(g: CopyGroup) {
  return {
    figure_id: g.figureId,
    condition: g.condition,
    items: g.items,
    value_cents: g.valueCents,
    invested_cents: g.investedCents,
    value_of_purchased_cents: g.valueOfPurchasedCents,
    insurance_cents: g.insuranceCents,
    minimum_cents: g.minimumCents,
    with_purchase: g.withPurchase,
    with_price_data: g.withPriceData,
    valued_at_purchase: g.valuedAtPurchase,
    without_value: g.withoutValue,
  };
}

const storedGroups = builtOnce((db) => db.selectFrom('copy_groups').selectAll().where('items', '>', 0).orderBy('figure_id').orderBy('condition'));

/** The stored sums per figure and condition. */
export async function copyGroups(db: Db): Promise<CopyGroup[]> {
  const rows = await storedGroups(db);
  return rows.map((r) => ({
    figureId: r.figure_id,
    condition: r.condition,
    items: r.items,
    valueCents: r.value_cents,
    investedCents: r.invested_cents,
    valueOfPurchasedCents: r.value_of_purchased_cents,
    insuranceCents: r.insurance_cents,
    minimumCents: r.minimum_cents,
    withPurchase: r.with_purchase,
    withPriceData: r.with_price_data,
    valuedAtPurchase: r.valued_at_purchase,
    withoutValue: r.without_value,
  }));
}

/** The copies in the collection, as their groups sum them: a sold copy contributes nothing. */
function storedContributions(db: Db) {
  return db.selectFrom('inventory_items').select(['figure_id', 'condition', ...COST_COLUMNS, 'value_cents', 'value_basis', 'insurance_cents', 'minimum_cents']).where('sold_on', 'is', null);
}

type ContributionRow = Awaited<ReturnType<ReturnType<typeof storedContributions>['executeTakeFirstOrThrow']>>;

const toContribution = (row: ContributionRow): CopyGroup =>
  copyContribution({
    figureId: row.figure_id,
    condition: row.condition,
    costCents: costOf(row),
    valueCents: row.value_cents,
    basis: row.value_basis as ValueBasis,
    insuranceCents: row.insurance_cents,
    minimumCents: row.minimum_cents,
  });

const contributionById = builtOnce((db, [id]: [number]) => storedContributions(db).where('id', '=', id));

/** What one stored copy adds to its group, or undefined when there is no such copy. */
async function storedContribution(db: Db, id: number): Promise<CopyGroup | undefined> {
  const [row] = await contributionById(db, id);
  return row && toContribution(row);
}

type GroupRow = ReturnType<typeof toGroupRow>;
const GROUP_COLUMNS = ['figure_id', 'condition', ...GROUP_SUMS] as const;

/** Groups' rows each added to its group's sums, or made (one row per group). */
function groupsAdded(db: Db, rows: readonly GroupRow[]) {
  return db
    .insertInto('copy_groups')
    .values(rows)
    .onConflict((oc) => oc.columns(['figure_id', 'condition']).doUpdateSet((eb) => Object.fromEntries(GROUP_SUMS.map((k) => [k, eb(`copy_groups.${k}`, '+', eb.ref(`excluded.${k}`))]))));
}

/** One group's row, as GROUP_COLUMNS orders its values. */
const groupAdded = builtOnce((db, values: GroupRow[keyof GroupRow][]) => groupsAdded(db, [Object.fromEntries(GROUP_COLUMNS.map((column, i) => [column, values[i]])) as GroupRow]));

async function addToGroup(db: Db, group: CopyGroup, sign: 1 | -1): Promise<void> {
  const row = toGroupRow(group);
  await groupAdded(db, ...GROUP_COLUMNS.map((column) => (column === 'figure_id' || column === 'condition' ? row[column] : sign * row[column])));
}

/** Groups' rows in one statement (a slice at a time). */
async function addToGroups(db: Db, rows: readonly GroupRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) await groupsAdded(db, rows.slice(start, start + 200)).execute();
}

/**
 * Runs one change to a stored copy and moves its contribution from the group it was in to the group it is in now,
 * in the caller's transaction. Every write to a copy's row goes through here, so copy_groups always equals the
 * sums over inventory_items (a test compares them after every kind of write).
 */
async function keepingGroups<T>(db: Db, id: number, change: () => Promise<T>): Promise<T> {
  const before = await storedContribution(db, id);
  const result = await change();
  const after = await storedContribution(db, id);
  // A change that leaves the copy's contribution as it was (notes, accessories, ...) moves nothing.
  if (before && after && isDeepStrictEqual(before, after)) return result;
  if (before) await addToGroup(db, before, -1);
  if (after) await addToGroup(db, after, 1);
  return result;
}

/** Ids in slices of this many per statement: under both databases' limits of bound values. */
const IDS_PER_STATEMENT = 500;

/** Runs `each` on the ids, a slice at a time. */
async function inSlices(ids: readonly number[], each: (slice: number[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) await each(ids.slice(start, start + IDS_PER_STATEMENT));
}

/** What these stored copies add to their groups, summed per group. */
async function storedContributionsOf(db: Db, ids: readonly number[]): Promise<CopyGroup[]> {
  const rows: ContributionRow[] = [];
  await inSlices(ids, async (slice) => rows.push(...(await storedContributions(db).where('id', 'in', slice).execute())));
  return mergeCopyGroups(rows.map(toContribution));
}

/** A CopyGroup's summed fields (as GROUP_SUMS names their columns). */
const GROUP_FIELDS = ['items', 'valueCents', 'investedCents', 'valueOfPurchasedCents', 'insuranceCents', 'minimumCents', 'withPurchase', 'withPriceData', 'valuedAtPurchase', 'withoutValue'] as const;

/**
 * keepingGroups for many copies at once (a change to a selection): their groups are moved by the net difference,
 * one write per group that changed, however many copies each holds.
 */
export async function keepingGroupsOf<T>(db: Db, ids: readonly number[], change: () => Promise<T>): Promise<T> {
  const before = await storedContributionsOf(db, ids);
  const result = await change();
  const after = await storedContributionsOf(db, ids);
  const negated = before.map((group) => ({ ...group, ...Object.fromEntries(GROUP_FIELDS.map((field) => [field, -group[field]])) }));
  const nets = mergeCopyGroups([...after, ...negated]).filter((net) => GROUP_FIELDS.some((field) => net[field] !== 0));
  await addToGroups(db, nets.map(toGroupRow));
  return result;
}

/** The sums computed afresh from every copy, or one figure's (to rebuild the table, and for tests to check it). */
export async function sumCopyGroups(db: Db, figureId?: number): Promise<CopyGroup[]> {
  const rows = await (figureId === undefined ? storedContributions(db) : storedContributions(db).where('figure_id', '=', figureId)).execute();
  return mergeCopyGroups(rows.map(toContribution));
}

/** Rebuilds the sums of every figure, or of one. */
export async function rebuildCopyGroups(db: Db, figureId?: number): Promise<void> {
  await (figureId === undefined ? db.deleteFrom('copy_groups') : db.deleteFrom('copy_groups').where('figure_id', '=', figureId)).execute();
  const rows = (await sumCopyGroups(db, figureId)).map(toGroupRow);
  for (let start = 0; start < rows.length; start += 200) await db.insertInto('copy_groups').values(rows.slice(start, start + 200)).execute();
}

/** How many copies have no packaging set. */
export async function copiesWithoutPackaging(db: Db): Promise<number> {
  const [{ n }] = await countWithoutPackaging(db);
  return Number(n);
}

const countWithoutPackaging = builtOnce((db) =>
  db.selectFrom('inventory_items').select((eb) => eb.fn.countAll<number | string>().as('n')).where('packaging_type', 'is', null).where('sold_on', 'is', null),
);

/** The figures of the catalogue, as the collection figures group them. */
export const catalogueFigures: (db: Db) => Promise<CatalogueFigure[]> = builtOnce((db) => db.selectFrom('figures').select(['id', 'series', 'year']));

/** The figures the collection holds at least one copy of. */
export async function ownedFigureIds(db: Db): Promise<Set<number>> {
  return new Set((await ownedFigureRows(db)).map((r) => r.figure_id));
}

const ownedFigureRows = builtOnce((db) => db.selectFrom('copy_groups').select('figure_id').distinct().where('items', '>', 0));

const topValuableRows = builtOnce((db) =>
  db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'i.figure_id', 'f.name', 'f.image_url', 'f.thumbnail_url', 'i.value_cents', 'i.value_basis', 'i.value_sample_size', 'i.condition', 'i.packaging_type', 'i.variant', 'f.year', 'f.series'])
    // The copy's first own photo (the oldest), as photosByItem orders them.
    .select((eb) => eb.selectFrom('item_photos as p').select('p.file_name').whereRef('p.item_id', '=', 'i.id').orderBy('p.id').limit(1).as('own_photo'))
    .where('i.sold_on', 'is', null)
    .orderBy('i.value_cents', 'desc')
    .orderBy('i.id')
    .limit(TOP_VALUABLE_COUNT),
);

/** The top list, ordered as TOP_VALUABLE_COUNT's rule says: value descending, then the copy added first. */
export async function topValuableCopies(db: Db): Promise<TopValuableItem[]> {
  const rows = await topValuableRows(db);
  return rows.map(({ value_cents, value_basis, value_sample_size, condition, packaging_type, own_photo, image_url, thumbnail_url, ...row }) => ({
    ...row,
    packaging_type: packaging_type as TopValuableItem['packaging_type'],
    ...copyPicture(own_photo && `${UPLOADS_PREFIX}${own_photo}`, { image_url, thumbnail_url }),
    estimated_value: fromCents(value_cents),
    value_basis: value_basis as ValueBasis,
    value_sample_size,
    condition: condition as TopValuableItem['condition'],
  }));
}

export function exportRows(db: Db) {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'f.name', 'f.year', 'f.series', 'i.condition', 'i.notes', 'i.currency', ...COST_COLUMNS.map((column) => `i.${column}` as const)])
    .orderBy('i.id')
    .execute();
}

/** Every stored field of every copy with its figure's identity, in the order they were added (the full export). */
export function fullExportRows(db: Db) {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select([
      'i.id', 'i.figure_id', 'f.name', 'f.year', 'f.series', 'i.condition', 'i.purchase_price_cents', 'i.shipping_cents', 'i.tax_cents', 'i.fees_cents', 'i.cost_rate',
      'i.purchase_date', 'i.notes', 'i.box_condition', 'i.completeness', 'i.packaging_type', 'i.place_id', 'i.tags', 'i.variant', 'i.limited_edition',
      'i.custom_modifications', 'i.for_trade', 'i.accessory_pieces', 'i.release', 'i.reissue', 'f.accessories', ...GRADING_FIELDS.map((field) => `i.${field}` as const),
      'i.created_at', 'i.updated_at', 'i.ai_grade_overall', 'i.ai_grade_date', 'i.ai_grade_details', 'i.grading_photos',
      'i.sold_on', 'i.sold_price_cents', 'i.sold_shipping_cents', 'i.sold_fees_cents', 'i.sold_where', 'i.sold_note', 'i.sold_price_record_id',
      'i.currency', 'i.sold_currency',
    ])
    // The market sale a sale was also recorded as, named as the full export names own sales.
    .leftJoin('price_records as ms', 'ms.id', 'i.sold_price_record_id')
    .select('ms.external_id as sold_market_sale')
    .orderBy('i.id')
    .execute();
}

/** What every sold copy's sale returned and what the copy cost (the realised side of the statistics). */
const soldCopyRows = builtOnce((db) =>
  db
    .selectFrom('inventory_items')
    .select(['id', ...COST_COLUMNS, 'sold_on', 'sold_price_cents', 'sold_shipping_cents', 'sold_fees_cents', 'sold_where', 'sold_note', 'sold_price_record_id', 'sold_rate'])
    .where('sold_on', 'is not', null),
);

export async function soldCopyMoney(db: Db): Promise<{ proceedsCents: number | null; costCents: number | null }[]> {
  const rows = await soldCopyRows(db);
  return rows.map((row) => ({ proceedsCents: convertedOrNull(saleProceedsCents(saleParts(row)!), row.sold_rate), costCents: costOf(row) }));
}

/** Every grade of every copy, oldest first. */
export function allGradeHistory(db: Db) {
  return db
    .selectFrom('grade_history')
    .select(['item_id', 'method', 'packaging_status', 'overall', 'letter_grade', 'graded_at', 'details', 'grading_photos', 'cost'])
    .orderBy('item_id')
    .orderBy('id')
    .execute();
}

/** A copy that is the same one (see docs/decisions/014-full-export.md): same figure, created at, condition and purchase price. */
export async function sameCopyExists(db: Db, copy: { figure_id: number; created_at: string; condition: string; purchase_price_cents: number | null }): Promise<boolean> {
  let q = db
    .selectFrom('inventory_items')
    .select('id')
    .where('figure_id', '=', copy.figure_id)
    .where('created_at', '=', copy.created_at)
    .where('condition', '=', copy.condition);
  q = copy.purchase_price_cents === null ? q.where('purchase_price_cents', 'is', null) : q.where('purchase_price_cents', '=', copy.purchase_price_cents);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** Grades of a copy's history as they were (restored by an import), oldest first. */
export async function insertGradeHistory(db: Db, rows: Insertable<Database['grade_history']>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('grade_history').values(rows).execute();
}

// ---------- Writes ----------

/** Adds a copy's row; `then` may change it further (store its value) before it is added to its group. */
export async function insertItem(db: Db, values: Insertable<InventoryItemsTable>, then?: (id: number) => Promise<unknown>): Promise<number> {
  const row = await db.insertInto('inventory_items').values(values).returning('id').executeTakeFirstOrThrow();
  await then?.(row.id);
  const added = await storedContribution(db, row.id);
  if (added) await addToGroup(db, added, 1);
  return row.id;
}

/**
 * A copy's pieces and its figure's list, read for a change to its pieces in the caller's write transaction: on
 * PostgreSQL the copy's row stays locked until it ends (a second change waits, then reads the first one's pieces);
 * SQLite's write transaction holds the whole database already. Undefined when there is no such copy.
 */
export async function piecesForUpdate(db: Db, id: number): Promise<{ owned: OwnedPiece[]; listed: string[] } | undefined> {
  const query = db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'f.name', 'i.accessory_pieces', 'f.accessories'])
    .where('i.id', '=', id);
  const row = await (isPostgres(db) ? query.forUpdate('i') : query).executeTakeFirst();
  return row && { owned: ownedPieces(row), listed: parseAccessories(row.accessories) };
}

/** The name of every column of a copy's row, sorted: whatever columns the table gains, its version is made from all of them. */
/** The copy table's columns, read once per dialect: they change only with a migration, run before the app serves. */
const columnNames = new Map<'pg' | 'sqlite', Promise<string[]>>();

function copyColumnNames(db: Db): Promise<string[]> {
  const dialect = isPostgres(db) ? 'pg' : 'sqlite';
  let names = columnNames.get(dialect);
  if (!names) {
    names = readCopyColumnNames(db);
    names.catch(() => columnNames.delete(dialect));
    columnNames.set(dialect, names);
  }
  return names;
}

async function readCopyColumnNames(db: Db): Promise<string[]> {
  const rows = isPostgres(db)
    ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'inventory_items'`.execute(db)).rows
    : (await sql<{ name: string }>`select name from pragma_table_info('inventory_items')`.execute(db)).rows;
  return rows.map((r) => r.name).sort();
}

/** A copy's every stored column, as the database writes them into one JSON array (columns sorted by name). */
export interface StoredCopyText {
  id: number;
  columns: readonly string[];
  text: string;
}

/** Every figure's accessory list (JSON text), by figure. */
export async function figureAccessoryLists(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('figures').select(['id', 'accessories']).execute();
  return new Map(rows.map((r) => [r.id, r.accessories]));
}

/** Ids per query when a list of them is named: under both databases' limits of bound values. */
const IDS_PER_QUERY = 1000;

/**
 * Every stored column of copies, each copy as one JSON text made by the database (handing one text over costs a
 * fraction of handing sixty values over): the copies in the collection (not sold), all or those of these ids.
 */
async function storedCopyTexts(db: Db, where: (q: ReturnType<typeof copyTextQuery>) => ReturnType<typeof copyTextQuery>, columns: string[]): Promise<StoredCopyText[]> {
  const rows = await where(copyTextQuery(db, columns)).execute();
  return rows.map((row) => ({ id: row.id, columns, text: row.stored }));
}

function copyTextQuery(db: Db, columns: string[]) {
  const values = sql.join(columns.map((column) => sql.ref(`i.${column}`)));
  const stored = isPostgres(db) ? sql<string>`json_build_array(${values})::text` : sql<string>`json_array(${values})`;
  return db.selectFrom('inventory_items as i').select(['i.id', stored.as('stored')]);
}

/**
 * One copy's every stored column, which its version (ETag) is made from; on PostgreSQL `lock` holds the row until
 * the caller's transaction ends (a change checked against a version must not race another change).
 */
const copyTextById = builtOnce(async (db, [id]: [number]) => copyTextQuery(db, await copyColumnNames(db)).where('i.id', '=', id));
const copyTextByIdLocked = builtOnce(async (db, [id]: [number]) => copyTextQuery(db, await copyColumnNames(db)).where('i.id', '=', id).forUpdate());

export async function storedCopy(db: Db, id: number, lock = false): Promise<StoredCopyText | undefined> {
  const [row] = await (lock && isPostgres(db) ? copyTextByIdLocked : copyTextById)(db, id);
  return row && { id: row.id, columns: await copyColumnNames(db), text: row.stored };
}

/** Every stored column of the copies in the collection (not sold): all of them, or those of these ids. */
export async function storedCopies(db: Db, ids?: readonly number[]): Promise<StoredCopyText[]> {
  const columns = await copyColumnNames(db);
  const inCollection = (q: ReturnType<typeof copyTextQuery>) => q.where('i.sold_on', 'is', null);
  if (!ids) return storedCopyTexts(db, (q) => inCollection(q).orderBy('i.id'), columns);
  const copies: StoredCopyText[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    copies.push(...(await storedCopyTexts(db, (q) => inCollection(q).where('i.id', 'in', ids.slice(start, start + IDS_PER_QUERY)), columns)));
  }
  return copies;
}

/**
 * Changes a copy's row; `then` may change it further (store its value afresh) in the same move of its group sums:
 * one move for both instead of one each.
 */
export async function updateItem(db: Db, id: number, changes: Updateable<InventoryItemsTable>, then?: () => Promise<unknown>): Promise<void> {
  await keepingGroups(db, id, async () => {
    await db.updateTable('inventory_items').set(changes).where('id', '=', id).execute();
    await then?.();
  });
}

/** The same change to many copies, in statements of a slice of them each (the caller keeps their groups: keepingGroupsOf). */
export async function updateItems(db: Db, ids: readonly number[], changes: Updateable<InventoryItemsTable>): Promise<void> {
  await inSlices(ids, (slice) => db.updateTable('inventory_items').set(changes).where('id', 'in', slice).execute());
}

export interface StoredGrade {
  overall: number;
  /** ISO time of the grading, or null when unknown. */
  date: string | null;
  details: Record<string, unknown> | null;
  /** Image addresses (data: URLs or paths on the server). */
  photos: string[];
  /**
   * How the grade was made, for the grade history. A grade recorded without it (the legacy app's shape, with no
   * packaging status on record) replaces the copy's grade and adds no history entry.
   */
  history?: { method: GradeMethod; packagingStatus: PackagingStatus; letterGrade: string; cost: GradeCost | null };
}

/** Stores a grade on a copy and, when it says how it was made, appends it to the copy's history; false when there is no such copy. */
export async function storeGrade(db: Db, id: number, grade: StoredGrade): Promise<boolean> {
  const result = await db
    .updateTable('inventory_items')
    .set({
      ai_grade_overall: grade.overall,
      ai_grade_date: grade.date,
      ai_grade_details: grade.details === null ? null : JSON.stringify(grade.details),
      grading_photos: JSON.stringify(grade.photos),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  if (grade.history) {
    await db
      .insertInto('grade_history')
      .values({
        item_id: id,
        method: grade.history.method,
        packaging_status: grade.history.packagingStatus,
        overall: grade.overall,
        letter_grade: grade.history.letterGrade,
        graded_at: grade.date ?? new Date().toISOString(),
        details: JSON.stringify(grade.details ?? {}),
        grading_photos: JSON.stringify(grade.photos),
        cost: grade.history.cost === null ? null : JSON.stringify(grade.history.cost),
      })
      .execute();
  }
  return true;
}

export async function deleteItem(db: Db, id: number): Promise<boolean> {
  const result = await keepingGroups(db, id, () => db.deleteFrom('inventory_items').where('id', '=', id).executeTakeFirst());
  return result.numDeletedRows > 0n;
}

// ---------- Changes to many copies at once (server/src/bulk) ----------

/** What a change to many copies reads of each: the fields it may change, its figure's name, when it last changed. */
export async function copiesToChange(db: Db, ids: readonly number[]) {
  const read = (slice: number[]) =>
    db
      .selectFrom('inventory_items as i')
      .innerJoin('figures as f', 'f.id', 'i.figure_id')
      .select(['i.id', 'f.name', 'i.place_id', 'i.condition', 'i.packaging_type', 'i.completeness', 'i.for_trade', 'i.tags', 'i.updated_at'])
      .where('i.id', 'in', slice)
      .execute();
  const rows: Awaited<ReturnType<typeof read>> = [];
  await inSlices(ids, async (slice) => rows.push(...(await read(slice))));
  return rows;
}

/** Copies' rows whole, every column, and their grades' rows: what deleting them takes with them. */
export async function wholeCopyRows(db: Db, ids: readonly number[]) {
  const copies: Selectable<InventoryItemsTable>[] = [];
  const grades: Selectable<Database['grade_history']>[] = [];
  await inSlices(ids, async (slice) => {
    copies.push(...(await db.selectFrom('inventory_items').selectAll().where('id', 'in', slice).orderBy('id').execute()));
    grades.push(...(await db.selectFrom('grade_history').selectAll().where('item_id', 'in', slice).orderBy('id').execute()));
  });
  return { copies, grades };
}

/** Deletes these copies (their photos' and grades' rows go with them; the caller keeps their groups: keepingGroupsOf). */
export async function deleteItems(db: Db, ids: readonly number[]): Promise<void> {
  await inSlices(ids, (slice) => db.deleteFrom('inventory_items').where('id', 'in', slice).execute());
}

/** Puts copies' rows back as they were, ids and all (the caller keeps their groups: keepingGroupsOf). */
export async function insertWholeCopies(db: Db, copies: readonly Insertable<InventoryItemsTable>[], grades: readonly Insertable<Database['grade_history']>[]): Promise<void> {
  // About 60 columns a row: 100 rows stay under both databases' limits of bound values.
  for (let start = 0; start < copies.length; start += 100) await db.insertInto('inventory_items').values(copies.slice(start, start + 100)).execute();
  for (let start = 0; start < grades.length; start += 500) await db.insertInto('grade_history').values(grades.slice(start, start + 500)).execute();
}

/** Of these ids, the ones a copy has. */
export async function existingCopyIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  await inSlices(ids, async (slice) => {
    for (const { id } of await db.selectFrom('inventory_items').select('id').where('id', 'in', slice).execute()) found.add(id);
  });
  return found;
}
