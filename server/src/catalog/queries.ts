import type { Insertable, Selectable } from 'kysely';
import { parseAccessories, searchFigures, type CorrectableFigureField, type Figure, type FigureCode, type FigureListQuery } from '@tmnt/domain';
import { currentDataVersion } from '../db/app-state.ts';
import { builtOnce } from '../db/built-once.ts';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import type { FiguresTable } from '../db/schema.ts';
import { storedJsonOrNone } from '../db/stored-json.ts';

type FigureRow = Selectable<FiguresTable>;

/** The codes of these figures: a small set by id, the whole catalogue in one read. */
function codesOf(db: Db, ids: readonly number[]) {
  const q = db.selectFrom('figure_upcs').select(['figure_id', 'code']).orderBy('figure_id').orderBy('position').orderBy('code');
  return ids.length <= 50 ? q.where('figure_id', 'in', ids) : q;
}

/** One figure's (on the path of every copy added). */
const codesOfFigure = builtOnce((db, [id]: [number]) => codesOf(db, [id]));

/** The figures with their codes, primary first (lowest position; the code breaks ties). */
async function withCodes(db: Db, rows: FigureRow[]): Promise<Figure[]> {
  if (rows.length === 0) return [];
  const links = rows.length === 1 ? await codesOfFigure(db, rows[0].id) : await codesOf(db, rows.map((r) => r.id)).execute();
  const codes = new Map<number, string[]>();
  for (const link of links) codes.set(link.figure_id, [...(codes.get(link.figure_id) ?? []), link.code]);
  return rows.map((row) => {
    const upcs = codes.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      character: row.character,
      series: row.series,
      year: row.year,
      manufacturer: row.manufacturer,
      upc: upcs[0] ?? null,
      upcs,
      description: row.description,
      image_url: row.image_url,
      thumbnail_url: row.thumbnail_url,
      accessories: parseAccessories(row.accessories),
      aliases: parseAccessories(row.aliases),
      variants: parseAccessories(row.variants),
      // The catalogue's sources for its facts: a value that does not read is shown as none rather than failing a search.
      variant_details: storedJsonOrNone(row.variant_details, storedJson.variantDetails) ?? [],
      reissues: storedJsonOrNone(row.reissues, storedJson.figureReissues) ?? [],
      accessory_colours: storedJsonOrNone(row.accessory_colours, storedJson.accessoryColours) ?? [],
      source: row.catalog_key === null ? 'collector' : 'catalogue',
    };
  });
}

/** Figures matching a query, best match first when it searches; `upcs` keeps those carrying any of the codes. */
export async function listFigures(db: Db, query: FigureListQuery & { upcs?: string[] }): Promise<Figure[]> {
  const codes = query.upcs;
  let figures: Figure[];
  if (query.q && !codes && !db.isTransaction) {
    figures = (await wholeCatalogue(db)).filter((f) => (!query.series || f.series === query.series) && (query.year === undefined || f.year === query.year));
  } else {
    let q = db.selectFrom('figures').selectAll();
    if (query.series) q = q.where('series', '=', query.series);
    if (query.year !== undefined) q = q.where('year', '=', query.year);
    if (codes) q = q.where('id', 'in', (eb) => eb.selectFrom('figure_upcs').select('figure_id').where('code', 'in', codes.length > 0 ? codes : ['']));
    figures = await withCodes(db, await q.orderBy('year').orderBy('series').orderBy('name').orderBy('id').execute());
  }
  // Ranked by the domain's search (names, aliases, typos), which SQL cannot say the same way on both databases.
  return query.q ? searchFigures(figures, query.q).map((hit) => hit.figure) : figures;
}

const catalogues = new WeakMap<Db, { version: number; figures: Promise<Figure[]> }>();

/**
 * The whole catalogue as of the data version, read once for every search until something is written: the same
 * figure objects, so the search's word index of each is built once too.
 */
async function wholeCatalogue(db: Db): Promise<Figure[]> {
  const version = await currentDataVersion(db);
  const kept = catalogues.get(db);
  if (kept?.version === version) return kept.figures;
  const figures = db
    .selectFrom('figures')
    .selectAll()
    .orderBy('year')
    .orderBy('series')
    .orderBy('name')
    .orderBy('id')
    .execute()
    .then((rows) => withCodes(db, rows));
  catalogues.set(db, { version, figures });
  figures.catch(() => catalogues.delete(db));
  return figures;
}

const figureById = builtOnce((db, [id]: [number]) => db.selectFrom('figures').selectAll().where('id', '=', id));

export async function getFigureById(db: Db, id: number): Promise<Figure | undefined> {
  const [row] = await figureById(db, id);
  return row && (await withCodes(db, [row]))[0];
}

/** The figures of these ids that are still there, by id. */
export async function figuresWithIds(db: Db, ids: readonly number[]): Promise<Figure[]> {
  if (ids.length === 0) return [];
  return withCodes(db, await db.selectFrom('figures').selectAll().where('id', 'in', [...ids]).orderBy('id').execute());
}

/** The figures carrying any of these forms of one code, by id. */
export async function figuresWithUpc(db: Db, codes: string[]): Promise<Figure[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('figures')
    .selectAll()
    .where('id', 'in', (eb) => eb.selectFrom('figure_upcs').select('figure_id').where('code', 'in', codes))
    .orderBy('id')
    .execute();
  return withCodes(db, rows);
}

/** A figure's codes with where each came from, primary first. */
export async function figureCodes(db: Db, figureId: number): Promise<FigureCode[]> {
  const rows = await db
    .selectFrom('figure_upcs')
    .select(['code', 'source', 'format', 'linked_at'])
    .where('figure_id', '=', figureId)
    .orderBy('position')
    .orderBy('code')
    .execute();
  return rows.map((r, i) => ({ code: r.code, primary: i === 0, source: r.source as FigureCode['source'], format: r.format as FigureCode['format'], linked_at: r.linked_at }));
}

/** Links a code to a figure, last unless `primary`; false when the figure already had it. */
export async function addFigureCode(db: Db, figureId: number, code: string, link: { format: string | null; primary: boolean; at: string }): Promise<boolean> {
  const { low, high } = await db
    .selectFrom('figure_upcs')
    .select((eb) => [eb.fn.min<number | null>('position').as('low'), eb.fn.max<number | null>('position').as('high')])
    .where('figure_id', '=', figureId)
    .executeTakeFirstOrThrow();
  const position = link.primary ? (low ?? 1) - 1 : (high ?? -1) + 1;
  const added = await db
    .insertInto('figure_upcs')
    .values({ figure_id: figureId, code, position, source: 'collector', format: link.format, linked_at: link.at })
    .onConflict((oc) => oc.columns(['figure_id', 'code']).doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  if (link.primary) await db.updateTable('figure_upcs').set({ position: (low ?? 1) - 1 }).where('figure_id', '=', figureId).where('code', '=', code).execute();
  return false;
}

export async function removeFigureCode(db: Db, figureId: number, code: string): Promise<void> {
  await db.deleteFrom('figure_upcs').where('figure_id', '=', figureId).where('code', '=', code).execute();
}

export async function listSeries(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('figures').select('series').distinct().orderBy('series').execute();
  return rows.map((r) => r.series);
}

export async function listYears(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('figures').select('year').distinct().orderBy('year').execute();
  return rows.map((r) => r.year);
}

export type FigureUpdate = Partial<Pick<FigureRow, 'name' | 'character' | 'series' | 'year' | 'manufacturer' | 'description' | 'image_url' | 'thumbnail_url' | 'accessories' | 'corrected'>>;

export async function updateFigure(db: Db, id: number, changes: FigureUpdate): Promise<void> {
  // A new picture without its own thumbnail (an address set by PATCH) must not keep the old picture's.
  const update = changes.image_url !== undefined && changes.thumbnail_url === undefined ? { ...changes, thumbnail_url: null } : changes;
  await db.updateTable('figures').set(update).where('id', '=', id).execute();
}

export async function insertFigure(db: Db, row: Insertable<FiguresTable>): Promise<number> {
  const { id } = await db.insertInto('figures').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The figure with this name (case aside) in this year, if any. */
export async function figureNamedInYear(db: Db, name: string, year: number): Promise<Figure | undefined> {
  const row = await db
    .selectFrom('figures')
    .selectAll()
    .where('year', '=', year)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
  return row && (await withCodes(db, [row]))[0];
}

/** The fields of a catalogue figure the collector corrected (column names). */
export async function correctedFields(db: Db, id: number): Promise<CorrectableFigureField[]> {
  const row = await db.selectFrom('figures').select('corrected').where('id', '=', id).executeTakeFirst();
  return row ? (parseAccessories(row.corrected) as CorrectableFigureField[]) : [];
}

/** How many copies are of this figure. */
export async function copiesOfFigure(db: Db, id: number): Promise<number> {
  const { n } = await db.selectFrom('inventory_items').select((eb) => eb.fn.countAll<number | string>().as('n')).where('figure_id', '=', id).executeTakeFirstOrThrow();
  return Number(n);
}

/** Removes a figure; its codes, price records and market summary go with it (the tables cascade). */
export async function deleteFigureRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('figures').where('id', '=', id).execute();
}

export async function listFigureNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('figures').select('name').orderBy('id').execute();
  return rows.map((r) => r.name);
}

/** The codes the collector linked, with their figure's identity, in the order they were linked. */
export function collectorCodeRows(db: Db) {
  return db
    .selectFrom('figure_upcs as u')
    .innerJoin('figures as f', 'f.id', 'u.figure_id')
    .select(['u.figure_id', 'f.name', 'f.year', 'f.series', 'u.code', 'u.format', 'u.linked_at'])
    .where('u.source', '=', 'collector')
    .orderBy('u.figure_id')
    .orderBy('u.position')
    .orderBy('u.code')
    .execute();
}

/** The figures with a name, year and series, by id. */
export function figuresNamed(db: Db, name: string, year: number, series: string) {
  return db.selectFrom('figures').select(['id', 'name']).where('name', '=', name).where('year', '=', year).where('series', '=', series).orderBy('id').execute();
}

/** The figures the collector added, oldest first. */
export function collectorFigureRows(db: Db) {
  return db.selectFrom('figures').select(['id', 'name', 'year', 'series', 'character', 'accessories', 'description']).where('catalog_key', 'is', null).orderBy('id').execute();
}
