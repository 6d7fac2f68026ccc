import {
  accessoryPieces, COPY_CHANGED, fieldLabel, fieldMessages, gradeProblem, ITEM_NOT_FOUND, MAX_OWNED_PIECES, orderedPieces, ownedAccessoryNames, parseAccessories, piecesOwningNames, pieceLabel, reissueProblem, toCents, toCentsOrNull,
  type Currency, type ExportedCopy, type InventoryItem, type InventoryPatch, type NewCopy, type OwnedPiece, type PieceChange, type Reissue, type Release,
} from '@tmnt/domain';
import type { Updateable } from 'kysely';
import { getFigure } from '../catalog/index.ts';
import { inWriteTransaction, type BeforeCommit } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import type { InventoryItemsTable } from '../db/schema.ts';
import { readStoredJson } from '../db/stored-json.ts';
import { etag, ifMatchAccepts, type IfMatch } from '../http/conditional.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { moneySetting, prepareRates, rateColumns, type Rates } from '../rates/index.ts';
import { allPhotoFiles, insertItemPhotos, photoFilesOfCopy, unnamedPhotoFiles, type StoredPhoto } from '../photos/index.ts';
import { checkPlaceId, placeForPath, placePathsById } from '../places/index.ts';
import {
  allGradeHistory, collectorFields, copyName, costColumns, GRADING_FIELDS, deleteItem, fullExportRows, getItem, insertGradeHistory, insertItem, piecesForUpdate,
  recordedSale, sameCopyExists, storedCopy, storeGrade, updateItem, type StoredGrade,
} from './queries.ts';
import { revalueCopies, revalueInChange } from './values.ts';
import { copyVersion } from './version.ts';

export async function requireItem(db: Db, id: number): Promise<InventoryItem> {
  const item = await getItem(db, id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

/** A copy and its version (its ETag). */
export interface VersionedCopy {
  item: InventoryItem;
  version: string;
}

/**
 * A copy with its version. The version is read first: a change landing between the two reads gives an older version
 * with a newer copy, which a later If-Match refuses (never a newer version that would let an edit of the older copy pass).
 */
export async function requireVersionedItem(db: Db, id: number): Promise<VersionedCopy> {
  const row = await storedCopy(db, id);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return { version: copyVersion(row), item: await requireItem(db, id) };
}

/** How a change or removal of a copy is made: only if it is still at a version (If-Match); its answer kept with it. */
export interface CopyWriteOptions<T> {
  ifMatch?: IfMatch;
  beforeCommit?: BeforeCommit<T>;
}

/** In a write's transaction: a 404 for no such copy, a 412 with the copy as it is now when it has moved on from `ifMatch`. */
async function requireVersion(trx: Db, id: number, ifMatch: IfMatch | undefined): Promise<void> {
  const row = await storedCopy(trx, id, ifMatch !== undefined);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const version = copyVersion(row);
  if (ifMatch !== undefined && !ifMatchAccepts(ifMatch, version)) throw new HttpError(412, COPY_CHANGED, { item: await requireItem(trx, id) }, { etag: etag(version) });
}

/**
 * The place a new copy or an update names: by its id (refused when there is none), or by its path as text (each place
 * of it found or made, placeForPath); undefined when neither is given (an update then leaves the place as it is).
 */
async function placeOf(trx: Db, copy: Pick<InventoryPatch, 'place_id' | 'storage_location'>): Promise<number | null | undefined> {
  if (copy.place_id !== undefined && copy.storage_location !== undefined) throw badRequest('Give the place as place_id or as storage_location, not both', 'place_id');
  if (copy.place_id) await checkPlaceId(trx, copy.place_id, 'place_id');
  if (copy.place_id !== undefined) return copy.place_id;
  if (copy.storage_location !== undefined) return copy.storage_location ? placeForPath(trx, copy.storage_location) : null;
  return undefined;
}

/**
 * Stores a copy the collector adds, valued at once, in the caller's write transaction (one added by hand, or the
 * lines of a spreadsheet import, whose words may say its completeness too). Answers its id.
 */
export async function insertNewCopy(trx: Db, copy: NewCopy & Pick<InventoryPatch, 'completeness'> & { lot_id?: number }): Promise<number> {
  checkRelease(copy.release ?? 'original', copy.reissue ?? null);
  const now = new Date().toISOString();
  const { currency: collection } = await moneySetting(trx);
  const currency = copy.currency ?? collection;
  const row = {
    figure_id: copy.figure_id,
    condition: copy.condition,
    ...costColumns({ purchase_price: copy.purchase_price, purchase_shipping: copy.purchase_shipping, purchase_tax: copy.purchase_tax, purchase_fees: copy.purchase_fees }),
    ...(await costRate(trx, currency, copy.purchase_date ?? now.slice(0, 10), collection)),
    currency,
    purchase_date: copy.purchase_date ?? null,
    notes: copy.notes ?? null,
    packaging_type: copy.packaging_type ?? null,
    completeness: copy.completeness ?? null,
    place_id: (await placeOf(trx, copy)) ?? null,
    tags: JSON.stringify(copy.tags ?? []),
    variant: copy.variant || null,
    release: copy.release ?? 'original',
    reissue: copy.reissue ?? null,
    lot_id: copy.lot_id ?? null,
    grading_photos: '[]',
    created_at: now,
    updated_at: now,
  };
  return insertItem(trx, row, (id) => revalueInChange(trx, id));
}

/** A copy's cost rate columns: what it was paid in, at its purchase date (see rates/kept.ts). */
async function costRate(trx: Db, currency: string, day: string, collection?: Currency): Promise<Pick<InventoryItemsTable, 'cost_rate' | 'cost_rate_day'>> {
  const { rate, day: rateDay } = await rateColumns(trx, currency, day, collection);
  return { cost_rate: rate, cost_rate_day: rateDay };
}

export async function addCopy(db: Db, rates: Rates, copy: NewCopy, beforeCommit?: BeforeCommit<VersionedCopy>): Promise<VersionedCopy> {
  if (copy.currency) await prepareRates(rates, db, [{ currency: copy.currency, day: copy.purchase_date ?? null }]);
  return inWriteTransaction(
    db,
    async (trx) => {
      await getFigure(trx, copy.figure_id);
      return requireVersionedItem(trx, await insertNewCopy(trx, copy));
    },
    beforeCommit,
  );
}

/** "x" is not one of the figure's accessories, naming the ones it has. */
function notAnAccessory(name: string, listed: readonly string[], field: string) {
  const allowed = listed.length > 0 ? listed.join(', ') : 'none: this figure came with no accessories';
  return badRequest(`"${name}" is not one of this figure's accessories (${allowed})`, field);
}

/** Owned names must be ones the figure came with. */
function checkNames(listed: readonly string[], names: readonly string[], field: string): void {
  const unknown = names.find((name) => !listed.includes(name));
  if (unknown !== undefined) throw notAnAccessory(unknown, listed, field);
}

/** Owned pieces must be pieces the figure came with ("Katana (2)" has pieces 1 and 2); each is kept once, in the list's order. */
function checkPieces(listed: readonly string[], pieces: readonly OwnedPiece[], field: string): OwnedPiece[] {
  checkNames(listed, pieces.map((p) => p.accessory), field);
  const beyond = pieces.find((p) => !accessoryPieces([p.accessory]).some((listedPiece) => listedPiece.number === p.number));
  if (beyond) throw badRequest(`"${beyond.accessory}" has no piece ${beyond.number} (${accessoryPieces([beyond.accessory]).map(pieceLabel).join(', ')})`, field);
  return orderedPieces(listed, pieces);
}

/** The pieces a patch makes: its list of pieces, else its names owned (every piece of each), else none changed. */
function patchedPieces(listed: readonly string[], owned: readonly OwnedPiece[], patch: InventoryPatch): OwnedPiece[] | undefined {
  if (patch.accessory_pieces !== undefined && patch.owned_accessories !== undefined) {
    throw badRequest('Send either accessory_pieces or owned_accessories, not both: both set which accessories the copy has', 'owned_accessories');
  }
  if (patch.accessory_pieces !== undefined) return checkPieces(listed, patch.accessory_pieces, 'accessory_pieces');
  if (patch.owned_accessories === undefined) return undefined;
  checkNames(listed, patch.owned_accessories, 'owned_accessories');
  return piecesOwningNames(listed, owned, patch.owned_accessories);
}

/** The pieces as stored, at most MAX_OWNED_PIECES (pieces of a list the figure no longer has stay, so a copy may gather more). */
function storedPieces(pieces: readonly OwnedPiece[], field: string): string {
  if (pieces.length > MAX_OWNED_PIECES) throw badRequest(fieldMessages.atMostItems('accessory_pieces', MAX_OWNED_PIECES, 'pieces'), field);
  return JSON.stringify(pieces);
}

/** A reissue may say which one it is; no other release may (domain reissueProblem). */
function checkRelease(release: Release, reissue: Reissue | null): void {
  const problem = reissueProblem(release, reissue);
  if (problem) throw badRequest(problem, 'reissue');
}

/** A grade the patch sets (or a company it sets for the grade kept) must be one the copy's company gives. */
function checkGrade(item: InventoryItem, patch: InventoryPatch): void {
  if (patch.grading_company === undefined && patch.grading_grade === undefined) return;
  const company = patch.grading_company === undefined ? item.grading_company : patch.grading_company;
  const grade = patch.grading_grade === undefined ? item.grading_grade : patch.grading_grade;
  const problem = company && grade ? gradeProblem(company, grade) : null;
  if (problem) throw badRequest(`${fieldLabel('grading_grade')} ${problem}`, 'grading_grade');
}

export async function changeCopy(db: Db, rates: Rates, id: number, patch: InventoryPatch, { ifMatch, beforeCommit }: CopyWriteOptions<VersionedCopy> = {}): Promise<VersionedCopy> {
  if (patch.currency || patch.purchase_date) {
    const item = await requireItem(db, id);
    await prepareRates(rates, db, [{ currency: patch.currency ?? item.currency, day: (patch.purchase_date === undefined ? item.purchase_date : patch.purchase_date) ?? item.created_at.slice(0, 10) }]);
  }
  return inWriteTransaction(db, async (trx) => {
    await requireVersion(trx, id, ifMatch);
    const item = await requireItem(trx, id);
    checkGrade(item, patch);
    const { purchase_price, purchase_shipping, purchase_tax, purchase_fees, limited_edition, for_trade, owned_accessories: _names, accessory_pieces: _pieces, place_id, storage_location, tags, ...plain } = patch;
    // Another release than a reissue says no reissue; a reissue keeps which one it is unless the patch says.
    const release = patch.release ?? item.release;
    if (patch.release !== undefined && release !== 'reissue' && patch.reissue === undefined) plain.reissue = null;
    checkRelease(release, patch.reissue === undefined ? (plain.reissue === null ? null : item.reissue) : patch.reissue);
    const changes: Updateable<InventoryItemsTable> = { ...plain, ...costColumns({ purchase_price, purchase_shipping, purchase_tax, purchase_fees }), updated_at: new Date().toISOString() };
    const place = await placeOf(trx, { place_id, storage_location });
    if (place !== undefined) changes.place_id = place;
    if (tags !== undefined) changes.tags = JSON.stringify(tags);
    // What was paid, in what or when changed: its rate is that of the date and currency now (kept below).
    if (patch.currency !== undefined || patch.purchase_date !== undefined) {
      Object.assign(changes, await costRate(trx, patch.currency ?? item.currency, (patch.purchase_date === undefined ? item.purchase_date : patch.purchase_date) ?? item.created_at.slice(0, 10)));
    }
    if (limited_edition !== undefined) changes.limited_edition = limited_edition === null ? null : Number(limited_edition);
    if (for_trade !== undefined) changes.for_trade = Number(for_trade);
    const pieces = patchedPieces(parseAccessories(item.accessories), item.accessory_pieces, patch);
    if (pieces !== undefined) changes.accessory_pieces = storedPieces(pieces, patch.accessory_pieces ? 'accessory_pieces' : 'owned_accessories');
    await updateItem(trx, id, changes, () => revalueInChange(trx, id));
    return requireVersionedItem(trx, id);
  }, beforeCommit);
}

/**
 * Changes a copy's pieces in one transaction, reading them under the row's lock, so concurrent changes to different
 * pieces all stay (see accessoryRequestSchema). The copy's value follows: its completeness may price it. Answers the
 * copy as it is then.
 */
function changePieces(db: Db, id: number, change: (owned: OwnedPiece[], listed: string[]) => OwnedPiece[]): Promise<InventoryItem> {
  return inWriteTransaction(db, async (trx) => {
    const current = await piecesForUpdate(trx, id);
    if (!current) throw notFound(ITEM_NOT_FOUND);
    const next = change(current.owned, current.listed);
    if (JSON.stringify(next) !== JSON.stringify(current.owned)) {
      await updateItem(trx, id, { accessory_pieces: storedPieces(next, 'name'), updated_at: new Date().toISOString() }, () => revalueInChange(trx, id));
    }
    return requireItem(trx, id);
  });
}

/** Every piece of one accessory owned (a name says nothing of where a new piece came from: see piecesOwningNames). */
export const addOwnedAccessory = (db: Db, id: number, name: string) =>
  changePieces(db, id, (owned, listed) => {
    if (!listed.includes(name)) throw notAnAccessory(name, listed, 'name');
    return piecesOwningNames(listed, owned, [...ownedAccessoryNames(listed, owned), name]);
  });

/** Every piece of one accessory missing; a name the copy holds can always be taken off, even one its figure's list no longer has. */
export const removeOwnedAccessory = (db: Db, id: number, name: string) =>
  changePieces(db, id, (owned, listed) => {
    if (!listed.includes(name) && !owned.some((p) => p.accessory === name)) throw notAnAccessory(name, listed, 'name');
    return owned.filter((p) => p.accessory !== name);
  });

/** One piece owned (with its origin: as given, else as it was, else original) or missing. */
export const changePiece = (db: Db, id: number, accessory: string, number: number, { owned: own, origin }: PieceChange) =>
  changePieces(db, id, (owned, listed) => {
    const held = owned.find((p) => p.accessory === accessory && p.number === number);
    if (!own) {
      if (!held) checkPieces(listed, [{ accessory, number, origin: 'original' }], 'number');
      return owned.filter((p) => p !== held);
    }
    const piece = { accessory, number, origin: origin ?? held?.origin ?? 'original' };
    checkPieces(listed, [piece], 'number');
    return orderedPieces(listed, [...owned.filter((p) => p !== held), piece]);
  });

/** The columns of a copy's sale: all set when it is sold, all null when it is in the collection. */
export type CopySaleColumns = Pick<
  InventoryItemsTable,
  'sold_on' | 'sold_price_cents' | 'sold_shipping_cents' | 'sold_fees_cents' | 'sold_where' | 'sold_note' | 'sold_price_record_id' | 'sold_currency' | 'sold_rate' | 'sold_rate_day'
>;

/**
 * Marks a copy sold, or puts it back in the collection (the sold feature), in the caller's write transaction: its
 * group sums follow (a sold copy contributes nothing), and a copy back in the collection is valued afresh.
 */
export async function storeCopySale(trx: Db, id: number, sale: CopySaleColumns): Promise<void> {
  await updateItem(trx, id, { ...sale, updated_at: new Date().toISOString() }, () => revalueInChange(trx, id));
}

/** Deletes a copy with its own photos' rows; answers the photo files nothing names any more (to remove once committed). */
export function removeCopy(db: Db, id: number, { ifMatch, beforeCommit }: CopyWriteOptions<string[]> = {}): Promise<string[]> {
  return inWriteTransaction(
    db,
    async (trx) => {
      await requireVersion(trx, id, ifMatch);
      const files = await photoFilesOfCopy(trx, id);
      if (!(await deleteItem(trx, id))) throw notFound(ITEM_NOT_FOUND);
      return unnamedPhotoFiles(trx, files);
    },
    beforeCommit,
  );
}

/** Records a grade on a copy, and in its grade history, in one write (the grading feature's results). */
export function recordGrade(db: Db, id: number, grade: StoredGrade): Promise<void> {
  return inWriteTransaction(db, async (trx) => {
    if (!(await storeGrade(trx, id, grade))) throw notFound(ITEM_NOT_FOUND);
  });
}

/** Every copy with every stored field, its grade now and its whole grade history (the full export). */
export async function exportCopies(db: Db): Promise<ExportedCopy[]> {
  const [rows, grades, photos, paths] = await Promise.all([fullExportRows(db), allGradeHistory(db), allPhotoFiles(db), placePathsById(db)]);
  const history = new Map<number, ExportedCopy['grade_history']>();
  for (const g of grades) {
    const entry = {
      method: g.method as ExportedCopy['grade_history'][number]['method'],
      packaging_status: g.packaging_status as ExportedCopy['grade_history'][number]['packaging_status'],
      overall: g.overall,
      letter_grade: g.letter_grade,
      graded_at: g.graded_at,
      details: readStoredJson(g.details, storedJson.gradeDetails, copyName({ id: g.item_id }), 'grade_history.details'),
      grading_photos: readStoredJson(g.grading_photos, storedJson.gradingPhotos, copyName({ id: g.item_id }), 'grade_history.grading_photos'),
      cost: g.cost === null ? null : readStoredJson(g.cost, storedJson.gradeCost, copyName({ id: g.item_id }), 'grade_history.cost'),
    };
    const entries = history.get(g.item_id);
    if (entries) entries.push(entry);
    else history.set(g.item_id, [entry]);
  }
  return rows.map((r) => ({
    figure: { id: r.figure_id, name: r.name, year: r.year, series: r.series },
    ...collectorFields(r, paths),
    sale: exportedSale(r),
    created_at: r.created_at,
    updated_at: r.updated_at,
    grade:
      r.ai_grade_overall === null
        ? null
        : {
            overall: r.ai_grade_overall,
            date: r.ai_grade_date,
            details: r.ai_grade_details === null ? null : readStoredJson(r.ai_grade_details, storedJson.gradeDetails, copyName(r), 'ai_grade_details'),
            grading_photos: readStoredJson(r.grading_photos, storedJson.gradingPhotos, copyName(r), 'grading_photos'),
          },
    grade_history: history.get(r.id) ?? [],
    photos: photos.get(r.id) ?? [],
  }));
}

/** A sold copy's sale as the full export carries it; null for a copy in the collection. */
function exportedSale(r: Awaited<ReturnType<typeof fullExportRows>>[number]): ExportedCopy['sale'] {
  const sale = recordedSale(r);
  if (!sale) return null;
  const { parts: _parts, ...recorded } = sale;
  return { ...recorded, market_sale: r.sold_market_sale };
}

/** A sale as it is recorded or restored (in its currency; what is not known absent or null). */
interface SaleRecord {
  date: string;
  price: number;
  currency: string;
  shipping?: number | null;
  fees?: number | null;
  where?: string | null;
  buyer_note?: string | null;
}

/**
 * A sale as the copy's columns store it (cents), with the rate of its date (rates/kept.ts), linked to the market
 * sale it was also recorded as, if any. In the caller's write transaction.
 */
export async function saleColumns(trx: Db, sale: SaleRecord, marketSaleId: number | null): Promise<CopySaleColumns> {
  const { rate, day } = await rateColumns(trx, sale.currency, sale.date);
  return {
    sold_on: sale.date,
    sold_currency: sale.currency,
    sold_rate: rate,
    sold_rate_day: day,
    sold_price_cents: toCents(sale.price),
    sold_shipping_cents: toCentsOrNull(sale.shipping ?? null),
    sold_fees_cents: toCentsOrNull(sale.fees ?? null),
    sold_where: sale.where || null,
    sold_note: sale.buyer_note || null,
    sold_price_record_id: marketSaleId,
  };
}

/** Where a restored copy goes, as the caller found it: its figure, its place, its own photos here, the market sale its sale was. */
interface RestoreTarget {
  figureId: number;
  /** The place (of this collection) the copy's place_id or storage_location names, made if need be. */
  placeId: number | null;
  photos?: readonly StoredPhoto[];
  marketSaleId?: number | null;
}

/**
 * Adds an exported copy, with its grade and grade history and the own photos whose files are here (found by the
 * caller), to the figure it was matched to, in the caller's write transaction, valued as every write values;
 * false (nothing written) when the same copy is already there.
 */
export async function restoreCopy(trx: Db, copy: ExportedCopy, { figureId, placeId, photos = [], marketSaleId = null }: RestoreTarget): Promise<boolean> {
  // The same rules as the copy's page: only pieces its figure came with; only a reissue says which reissue it is.
  const { accessories } = await getFigure(trx, figureId);
  checkNames(accessories, copy.owned_accessories, 'owned_accessories');
  const pieces = copy.accessory_pieces ? checkPieces(accessories, copy.accessory_pieces, 'accessory_pieces') : piecesOwningNames(accessories, [], copy.owned_accessories);
  checkRelease(copy.release, copy.reissue);
  const cost = costColumns(copy);
  if (await sameCopyExists(trx, { figure_id: figureId, created_at: copy.created_at, condition: copy.condition, purchase_price_cents: cost.purchase_price_cents ?? null })) return false;
  const id = await insertItem(trx, {
    figure_id: figureId,
    condition: copy.condition,
    ...cost,
    ...Object.fromEntries(GRADING_FIELDS.map((field) => [field, copy[field]])),
    currency: copy.currency,
    ...(await costRate(trx, copy.currency, copy.purchase_date ?? copy.created_at.slice(0, 10))),
    purchase_date: copy.purchase_date,
    notes: copy.notes,
    box_condition: copy.box_condition,
    completeness: copy.completeness,
    packaging_type: copy.packaging_type,
    place_id: placeId,
    tags: JSON.stringify(copy.tags),
    variant: copy.variant,
    limited_edition: copy.limited_edition === null ? null : Number(copy.limited_edition),
    custom_modifications: copy.custom_modifications,
    for_trade: Number(copy.for_trade),
    accessory_pieces: storedPieces(pieces, copy.accessory_pieces ? 'accessory_pieces' : 'owned_accessories'),
    release: copy.release,
    reissue: copy.reissue,
    created_at: copy.created_at,
    updated_at: copy.updated_at,
    ai_grade_overall: copy.grade?.overall ?? null,
    ai_grade_date: copy.grade?.date ?? null,
    ai_grade_details: copy.grade?.details ? JSON.stringify(copy.grade.details) : null,
    grading_photos: JSON.stringify(copy.grade?.grading_photos ?? []),
    ...(copy.sale && (await saleColumns(trx, copy.sale, marketSaleId))),
  });
  await insertGradeHistory(
    trx,
    copy.grade_history.map((g) => ({
      item_id: id,
      method: g.method,
      packaging_status: g.packaging_status,
      overall: g.overall,
      letter_grade: g.letter_grade,
      graded_at: g.graded_at,
      details: JSON.stringify(g.details),
      grading_photos: JSON.stringify(g.grading_photos),
      cost: g.cost === null ? null : JSON.stringify(g.cost),
    })),
  );
  await insertItemPhotos(trx, id, photos);
  await revalueCopies(trx, { itemId: id });
  return true;
}
