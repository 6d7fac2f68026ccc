import type { Selectable } from 'kysely';
import { parseAccessories, type Figure, type FigureCode, type FigureListQuery } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { containsIgnoringCase } from '../db/like.ts';
import type { FiguresTable } from '../db/schema.ts';

type FigureRow = Selectable<FiguresTable>;

/** The figures with their codes, primary first (lowest position; the code breaks ties). */
async function withCodes(db: Db, rows: FigureRow[]): Promise<Figure[]> {
  if (rows.length === 0) return [];
  let q = db.selectFrom('figure_upcs').select(['figure_id', 'code']);
  // A small set by id; the whole catalogue in one read.
  if (rows.length <= 50) q = q.where('figure_id', 'in', rows.map((r) => r.id));
  const links = await q.orderBy('figure_id').orderBy('position').orderBy('code').execute();
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
      accessories: parseAccessories(row.accessories),
    };
  });
}

/** Figures matching a query; `upcs` keeps those carrying any of the codes. */
export async function listFigures(db: Db, query: FigureListQuery & { upcs?: string[] }): Promise<Figure[]> {
  let q = db.selectFrom('figures').selectAll();
  if (query.q) {
    const needle = query.q;
    q = q.where((eb) => eb.or([containsIgnoringCase('name', needle), containsIgnoringCase('character', needle)]));
  }
  if (query.series) q = q.where('series', '=', query.series);
  if (query.year !== undefined) q = q.where('year', '=', query.year);
  const codes = query.upcs;
  if (codes) q = q.where('id', 'in', (eb) => eb.selectFrom('figure_upcs').select('figure_id').where('code', 'in', codes.length > 0 ? codes : ['']));
  return withCodes(db, await q.orderBy('year').orderBy('series').orderBy('name').orderBy('id').execute());
}

export async function getFigureById(db: Db, id: number): Promise<Figure | undefined> {
  const row = await db.selectFrom('figures').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withCodes(db, [row]))[0];
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

export type FigureUpdate = Partial<Pick<FigureRow, 'name' | 'series' | 'year' | 'manufacturer' | 'description' | 'image_url'>>;

export async function updateFigure(db: Db, id: number, changes: FigureUpdate): Promise<void> {
  await db.updateTable('figures').set(changes).where('id', '=', id).execute();
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
