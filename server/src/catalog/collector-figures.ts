import { CORRECTABLE_FIGURE_FIELDS, parseAccessories, uniqueNames, type CorrectableFigureField, type ExportedOwnFigure, type Figure, type FigurePatch, type NewFigure } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { collectorFigureRows, copiesOfFigure, correctedFields, deleteFigureRow, figureNamedInYear, insertFigure } from './queries.ts';
import { getFigure } from './figure.ts';

/** How the collector's answer names a figure: "Leonardo (1988, Original Series)". */
export const figureLabel = (f: Pick<Figure, 'name' | 'year' | 'series'>) => `${f.name} (${f.year}, ${f.series})`;

/** 409 when another figure already has this name in this year (one name per year is one figure). */
async function refuseDuplicate(trx: Db, name: string, year: number, except?: number): Promise<void> {
  const existing = await figureNamedInYear(trx, name, year);
  if (existing && existing.id !== except) {
    const whose = existing.source === 'collector' ? 'one of your own figures' : 'in the catalogue';
    throw new HttpError(409, `${figureLabel(existing)} is already ${whose} (figure #${existing.id})`, { field: 'name', figure_id: existing.id });
  }
}

/**
 * Adds a figure the catalogue lacks, in the caller's write transaction (the spreadsheet import adds several in
 * its one): 409 naming the figure when the same name and year exists.
 */
export async function insertCollectorFigure(trx: Db, figure: NewFigure): Promise<Figure> {
  await refuseDuplicate(trx, figure.name, figure.year);
  const id = await insertFigure(trx, {
    catalog_key: null,
    name: figure.name,
    character: figure.character ?? figure.name,
    series: figure.series,
    year: figure.year,
    manufacturer: 'Playmates Toys',
    description: figure.description ?? null,
    image_url: null,
    thumbnail_url: null,
    accessories: JSON.stringify(uniqueNames(figure.accessories ?? [])),
  });
  return getFigure(trx, id);
}

export const createFigure = (db: Db, figure: NewFigure) => inWriteTransaction(db, (trx) => insertCollectorFigure(trx, figure));

/**
 * Checks a figure's change (a name and year another figure has is 409) and answers the fields that correct a
 * catalogue figure, to be kept as the collector's own: what a later catalogue update then leaves alone. A
 * collector's own figure has nothing to protect (null).
 */
export async function noteCorrections(trx: Db, figure: Figure, patch: FigurePatch): Promise<CorrectableFigureField[] | null> {
  if (patch.name !== undefined || patch.year !== undefined) await refuseDuplicate(trx, patch.name ?? figure.name, patch.year ?? figure.year, figure.id);
  if (figure.source === 'collector') return null;
  const changed = CORRECTABLE_FIGURE_FIELDS.filter((field) => patch[field] !== undefined);
  if (changed.length === 0) return null;
  return [...new Set([...(await correctedFields(trx, figure.id)), ...changed])];
}

/** Removes a collector's figure no copy uses: 409 for a catalogue figure, or saying how many copies use it. */
export function deleteCollectorFigure(db: Db, id: number): Promise<void> {
  return inWriteTransaction(db, async (trx) => {
    const figure = await getFigure(trx, id);
    if (figure.source === 'catalogue') throw new HttpError(409, `${figureLabel(figure)} is in the catalogue, which keeps every figure of the line: it cannot be deleted`);
    const copies = await copiesOfFigure(trx, id);
    if (copies > 0) {
      throw new HttpError(409, `${figureLabel(figure)} cannot be deleted: ${copies === 1 ? '1 copy uses it' : `${copies} copies use it`}. Delete or move ${copies === 1 ? 'it' : 'them'} first, or merge the figure into another`);
    }
    await deleteFigureRow(trx, id);
  });
}

/** The figures the collector added, oldest first (the full export). */
export async function exportOwnFigures(db: Db): Promise<ExportedOwnFigure[]> {
  const rows = await collectorFigureRows(db);
  return rows.map((r) => ({ id: r.id, name: r.name, year: r.year, series: r.series, character: r.character, accessories: parseAccessories(r.accessories), description: r.description }));
}

/**
 * Adds an exported figure of the collector's in the caller's write transaction; false when this instance has a
 * figure of that name and year already (the copies then match it).
 */
export async function restoreOwnFigure(trx: Db, figure: ExportedOwnFigure): Promise<boolean> {
  if (await figureNamedInYear(trx, figure.name, figure.year)) return false;
  await insertCollectorFigure(trx, figure);
  return true;
}
