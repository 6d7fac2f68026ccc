import type { Selectable } from 'kysely';
import { parseAccessories, type Figure, type FigureListQuery } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { containsIgnoringCase } from '../db/like.ts';
import type { FiguresTable } from '../db/schema.ts';

export type FigureRow = Selectable<FiguresTable>;

export function toFigure(row: FigureRow): Figure {
  return {
    id: row.id,
    name: row.name,
    character: row.character,
    series: row.series,
    year: row.year,
    manufacturer: row.manufacturer,
    upc: row.upc,
    description: row.description,
    image_url: row.image_url,
    accessories: parseAccessories(row.accessories),
  };
}

export async function listFigures(db: Db, query: FigureListQuery & { upc?: string }): Promise<FigureRow[]> {
  let q = db.selectFrom('figures').selectAll();
  if (query.q) {
    const needle = query.q;
    q = q.where((eb) => eb.or([containsIgnoringCase('name', needle), containsIgnoringCase('character', needle)]));
  }
  if (query.series) q = q.where('series', '=', query.series);
  if (query.year !== undefined) q = q.where('year', '=', query.year);
  if (query.upc) q = q.where('upc', '=', query.upc);
  return q.orderBy('year').orderBy('series').orderBy('name').orderBy('id').execute();
}

export function getFigureRow(db: Db, id: number): Promise<FigureRow | undefined> {
  return db.selectFrom('figures').selectAll().where('id', '=', id).executeTakeFirst();
}

export function figuresWithUpc(db: Db, code: string): Promise<FigureRow[]> {
  return db.selectFrom('figures').selectAll().where('upc', '=', code).orderBy('id').execute();
}

export async function listSeries(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('figures').select('series').distinct().orderBy('series').execute();
  return rows.map((r) => r.series);
}

export async function listYears(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('figures').select('year').distinct().orderBy('year').execute();
  return rows.map((r) => r.year);
}

export type FigureUpdate = Partial<Pick<FigureRow, 'name' | 'series' | 'year' | 'manufacturer' | 'upc' | 'description' | 'image_url'>>;

export async function updateFigure(db: Db, id: number, changes: FigureUpdate): Promise<void> {
  await db.updateTable('figures').set(changes).where('id', '=', id).execute();
}

export async function listFigureNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('figures').select('name').orderBy('id').execute();
  return rows.map((r) => r.name);
}
