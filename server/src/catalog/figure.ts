import type { Figure } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { getFigureById } from './queries.ts';

export const FIGURE_NOT_FOUND = 'Figure not found';

/** The figure with this id, or a 404. */
export async function getFigure(db: Db, id: number): Promise<Figure> {
  const figure = await getFigureById(db, id);
  if (!figure) throw notFound(FIGURE_NOT_FOUND);
  return figure;
}
