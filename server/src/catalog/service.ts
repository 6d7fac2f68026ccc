import { checkCodeForLink, lookupForms, normalizeUpc, uniqueNames, upcProblem, type ExportedCode, type Figure, type FigureCode, type FigureCodeLink, type FigurePatch } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { matchCandidates } from './candidates.ts';
import { noteCorrections } from './collector-figures.ts';
import { FIGURE_NOT_FOUND, getFigure } from './figure.ts';
import { addFigureCode, collectorCodeRows, figureCodes, figuresNamed, figuresWithUpc, getFigureById, listFigures, removeFigureCode, updateFigure } from './queries.ts';
import { UpcLookupError, type UpcLookup } from './upc-lookup.ts';

export { FIGURE_NOT_FOUND, getFigure };

/** The canonical form of a code, or a 400 saying what is wrong with it. */
function canonicalUpc(raw: string): string {
  const result = normalizeUpc(raw);
  if (!result.ok) throw badRequest(result.error, 'upc');
  return result.code;
}

/** Every form a code may be stored under (see domain lookupForms), or a 400 saying what is wrong with it. */
export function storedForms(raw: string): string[] {
  canonicalUpc(raw);
  return lookupForms(raw);
}

/** Titles of marketplace listings found for a code (empty when no marketplace is configured or it failed). */
export type ListingTitles = (code: string) => Promise<string[]>;

/**
 * Finds the one figure a scanned code belongs to. Unknown codes are 404, with candidates ranked by how well their
 * names match the titles eBay's listings for the code carry (when eBay keys are set) and the external UPC
 * database's products (when one is configured); a code several figures share is 409 with those figures as
 * candidates. Nothing is ever assigned here: linking a code to a figure is the collector's choice.
 */
export async function lookupFigure(db: Db, upcLookup: UpcLookup | null, raw: string, listingTitles: ListingTitles = async () => []): Promise<Figure> {
  const code = canonicalUpc(raw);
  const owners = await figuresWithUpc(db, storedForms(raw));
  if (owners.length === 1) return owners[0];
  if (owners.length > 1) {
    throw new HttpError(409, `UPC ${code} is linked to ${owners.length} figures: choose the right one`, { candidates: owners });
  }
  // A code that cannot be a UPC is most likely mistyped: say so, as linking it would.
  const problem = upcProblem(code);
  const message = problem ? `No figure found for ${code}, which ${problem}` : `No figure found for UPC ${code}`;
  const ebayTitles = await listingTitles(code);
  let productTitles: string[] = [];
  if (upcLookup) {
    try {
      productTitles = (await upcLookup(code)).map((p) => p.title);
    } catch (error) {
      // The code may well be a real one: say the service failed (502, or 504 when it did not answer in time).
      if (!(error instanceof UpcLookupError)) throw error;
      if (ebayTitles.length === 0) throw new HttpError(error.timedOut ? 504 : 502, `Could not look up UPC ${code}: ${error.message}`);
    }
  }
  if (!upcLookup && ebayTitles.length === 0) throw notFound(message);
  const titles = [...ebayTitles, ...productTitles];
  const candidates = titles.length > 0 ? matchCandidates(await listFigures(db, {}), titles) : [];
  throw notFound(message, { candidates, ...(ebayTitles.length > 0 && { listing_titles: ebayTitles.slice(0, 5) }) });
}

/** A figure's codes with where each came from, primary first. */
export async function listFigureCodes(db: Db, id: number): Promise<FigureCode[]> {
  await getFigure(db, id);
  return figureCodes(db, id);
}

/** The form to store a code under, or a 400 in a collector's words (see domain checkCodeForLink). */
function linkableCode(link: FigureCodeLink): string {
  const check = checkCodeForLink(link.upc, link.format);
  if (!check.ok) throw badRequest(check.error, 'upc');
  return check.code;
}

/** Links a code to a figure; `added` is false when the figure already carried it. */
export function linkFigureCode(db: Db, id: number, link: FigureCodeLink): Promise<{ figure: Figure; added: boolean }> {
  const code = linkableCode(link);
  return inWriteTransaction(db, async (trx) => {
    await getFigure(trx, id);
    const added = await addFigureCode(trx, id, code, { format: link.format ?? null, primary: false, at: new Date().toISOString() });
    return { figure: await getFigure(trx, id), added };
  });
}

/** Unlinks a code (in any form it may be written) from a figure; 404 when the figure does not carry it. */
export function unlinkFigureCode(db: Db, id: number, raw: string): Promise<void> {
  return inWriteTransaction(db, async (trx) => {
    const figure = await getFigure(trx, id);
    const code = lookupForms(raw).find((form) => figure.upcs.includes(form));
    if (!code) throw notFound(`${figure.name} does not carry the code ${raw.trim().slice(0, 40)}`);
    await removeFigureCode(trx, id, code);
  });
}

/**
 * Changes a figure. `upc` makes that code the primary one (linking it first, checked, when the figure does not
 * carry it) and keeps the others; `upc: null` removes only the primary code. A catalogue figure's corrected fields
 * are kept as the collector's own (see noteCorrections); a name and year another figure has is refused (409). A new
 * accessory list revalues the figure's copies (`revalueFigure`), whose completeness is checked against it.
 */
export function patchFigure(db: Db, id: number, { upc, accessories, ...changes }: FigurePatch, revalueFigure: (trx: Db, figureId: number) => Promise<void>): Promise<Figure> {
  return inWriteTransaction(db, async (trx) => {
    const figure = await getFigure(trx, id);
    // A code the figure carries already was checked when it was linked (it may be a Code 128 label).
    const code = upc?.trim() ? (lookupForms(upc).find((form) => figure.upcs.includes(form)) ?? linkableCode({ upc })) : null;
    const corrected = await noteCorrections(trx, figure, { accessories, ...changes });
    const update = { ...changes, ...(accessories && { accessories: JSON.stringify(uniqueNames(accessories)) }), ...(corrected && { corrected: JSON.stringify(corrected) }) };
    if (Object.keys(update).length > 0) await updateFigure(trx, id, update);
    if (accessories) await revalueFigure(trx, id);
    if (code) await addFigureCode(trx, id, code, { format: null, primary: true, at: new Date().toISOString() });
    else if (upc !== undefined && figure.upc !== null) await removeFigureCode(trx, id, figure.upc);
    return getFigure(trx, id);
  });
}

/** The codes the collector linked (the full export). */
export async function exportLinkedCodes(db: Db): Promise<ExportedCode[]> {
  return (await collectorCodeRows(db)).map((r) => ({
    figure: { id: r.figure_id, name: r.name, year: r.year, series: r.series },
    code: r.code,
    format: r.format as ExportedCode['format'],
    linked_at: r.linked_at,
  }));
}

/**
 * The figure an exported row names, in this catalogue: the same id when that figure has the same name, else the
 * one figure with that name, year and series. A 400 naming the figure when there is none (or several).
 */
export async function matchExportedFigure(db: Db, figure: ExportedCode['figure']): Promise<number> {
  const same = await getFigureById(db, figure.id);
  if (same && same.name === figure.name) return same.id;
  const named = await figuresNamed(db, figure.name, figure.year, figure.series);
  const label = `${figure.name} (${figure.year}, ${figure.series})`;
  if (named.length === 0) throw badRequest(`unknown figure: no figure is ${label}`, 'figure');
  if (named.length > 1) throw badRequest(`${named.length} figures are ${label}`, 'figure');
  return named[0].id;
}

/** Links an exported code in the caller's write transaction, checked as a link is; false when the figure carries it already. */
export async function restoreLinkedCode(trx: Db, figureId: number, link: ExportedCode): Promise<boolean> {
  const code = linkableCode({ upc: link.code, ...(link.format !== null && { format: link.format }) });
  return addFigureCode(trx, figureId, code, { format: link.format, primary: false, at: link.linked_at ?? new Date().toISOString() });
}
