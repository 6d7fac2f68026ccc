import {
  FULL_EXPORT_FORMAT, FULL_EXPORT_VERSION, IMPORT_SECTION_NAMES, importRowSchemas, plural, UPLOADS_PREFIX, type ExportedCopy, type ExportedSale, type FieldError, type FullExport, type ImportResult,
} from '@tmnt/domain';
import type { z } from 'zod';
import { exportLinkedCodes, exportOwnFigures, matchExportedFigure, restoreLinkedCode, restoreOwnFigure } from '../catalog/index.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { exportCopies, restoreCopy } from '../inventory/index.ts';
import { exportOwnSales, ownSaleId, restoreOwnSales } from '../market/index.ts';
import { exportPlaces, placeForPath, restorePlaces } from '../places/index.ts';
import { photosInUploads } from './photo-files.ts';

/** Everything the collector entered: the figures they added, every copy with its grades, the sales they recorded, the codes they linked. */
export async function fullExport(db: Db): Promise<FullExport> {
  const [ownFigures, places, copies, ownSales, linkedUpcs] = await Promise.all([exportOwnFigures(db), exportPlaces(db), exportCopies(db), exportOwnSales(db), exportLinkedCodes(db)]);
  return { format: FULL_EXPORT_FORMAT, version: FULL_EXPORT_VERSION, exported_at: new Date().toISOString(), own_figures: ownFigures, places, copies, own_sales: ownSales, linked_upcs: linkedUpcs };
}

/** The rows of an import document, each still to be checked on its own. */
export interface ImportDocument {
  own_figures: unknown[];
  places: unknown[];
  copies: unknown[];
  own_sales: unknown[];
  linked_upcs: unknown[];
}

/** The sections whose rows name a figure. */
type Section = Exclude<keyof typeof importRowSchemas, 'own_figures' | 'places'>;

/** A row's problems in one line, each naming its field. */
function rowProblem(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 && !issue.message.includes(String(issue.path.at(-1))) ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/**
 * Takes a full export back, in one write transaction: copies not already there (see restoreCopy) with their
 * grades and history and the photos whose files are in `uploads`, own sales not already recorded, codes not already
 * linked. Every row passes the API's own rules (the schemas, the figure's accessories); a file with any row that
 * does not is refused whole, every bad row named by its list and number, and nothing is imported.
 */
export function importCollection(db: Db, doc: ImportDocument, uploads: string): Promise<ImportResult> {
  return inWriteTransaction(db, async (trx) => {
    const none = () => ({ imported: 0, skipped_existing: 0 });
    const result: ImportResult = { imported: 0, skipped_existing: 0, own_figures: none(), places: none(), own_sales: none(), linked_upcs: none() };
    const refused: FieldError[] = [];

    /** Each row checked and matched to a figure; a refused row is noted and the others still checked. */
    const rows = async <S extends Section>(section: S, each: (figureId: number, row: z.infer<(typeof importRowSchemas)[S]>, index: number) => Promise<void>) => {
      for (const [index, raw] of doc[section].entries()) {
        const refuse = (problem: string) => refused.push({ field: `${section}.${index + 1}`, error: `${IMPORT_SECTION_NAMES[section]} ${index + 1}: ${problem}` });
        const parsed = importRowSchemas[section].safeParse(raw);
        if (!parsed.success) {
          refuse(rowProblem(parsed.error));
          continue;
        }
        const row = parsed.data as z.infer<(typeof importRowSchemas)[S]>;
        try {
          await each(await matchExportedFigure(trx, row.figure), row, index);
        } catch (error) {
          // A refusal (400); any other error undoes the whole import as it is.
          if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
          refuse(error.message);
        }
      }
    };

    // The collector's own figures first: the copies, sales and codes below may name them.
    for (const [index, raw] of doc.own_figures.entries()) {
      const parsed = importRowSchemas.own_figures.safeParse(raw);
      if (!parsed.success) {
        refused.push({ field: `own_figures.${index + 1}`, error: `${IMPORT_SECTION_NAMES.own_figures} ${index + 1}: ${rowProblem(parsed.error)}` });
        continue;
      }
      if (await restoreOwnFigure(trx, parsed.data)) result.own_figures.imported++;
      else result.own_figures.skipped_existing++;
    }

    // The places before the copies, which name them by the file's ids.
    const filePlaces = [];
    for (const [index, raw] of doc.places.entries()) {
      const parsed = importRowSchemas.places.safeParse(raw);
      if (parsed.success) filePlaces.push({ index, place: parsed.data });
      else refused.push({ field: `places.${index + 1}`, error: `${IMPORT_SECTION_NAMES.places} ${index + 1}: ${rowProblem(parsed.error)}` });
    }
    const places = await restorePlaces(trx, filePlaces, (index, problem) => refused.push({ field: `places.${index + 1}`, error: `${IMPORT_SECTION_NAMES.places} ${index + 1}: ${problem}` }));
    result.places = { imported: places.imported, skipped_existing: places.skipped_existing };
    /** A copy's place here: the file's place it names, else (a file made before places) its storage text read as a path. */
    const placeOf = async (copy: ExportedCopy): Promise<number | null> => {
      if (copy.place_id === null) return copy.storage_location ? placeForPath(trx, copy.storage_location) : null;
      const here = places.ids.get(copy.place_id);
      if (here === undefined) throw badRequest(`place_id ${copy.place_id} is not one of the file's places`, 'place_id');
      return here;
    };

    // Own sales before the copies: a sold copy's sale may have been recorded as one of them.
    const sales: { figureId: number; sale: ExportedSale }[] = [];
    await rows('own_sales', async (figureId, sale) => {
      sales.push({ figureId, sale });
    });
    const recorded = await restoreOwnSales(trx, sales);
    result.own_sales = { imported: recorded, skipped_existing: sales.length - recorded };

    await rows('copies', async (figureId, copy) => {
      const stored = await photosInUploads(uploads, [...copy.photos, ...gradePhotoNames(copy)]);
      const kept = new Set(stored.map((p) => p.file_name));
      const own = stored.filter((p) => copy.photos.includes(p.file_name));
      // A sold copy's sale recorded as a market sale is linked to that own sale, restored above.
      const marketSaleId = copy.sale?.market_sale ? ((await ownSaleId(trx, copy.sale.market_sale)) ?? null) : null;
      if (await restoreCopy(trx, keepStoredGradePhotos(copy, kept), { figureId, placeId: await placeOf(copy), photos: own, marketSaleId })) result.imported++;
      else result.skipped_existing++;
    });

    await rows('linked_upcs', async (figureId, link) => {
      if (await restoreLinkedCode(trx, figureId, link)) result.linked_upcs.imported++;
      else result.linked_upcs.skipped_existing++;
    });

    // Thrown inside the transaction: whatever the good rows wrote is undone with it.
    if (refused.length > 0) {
      // Named in the file's order of lists, whatever order they were restored in.
      refused.sort((a, b) => sectionIndex(a) - sectionIndex(b));
      throw new HttpError(400, `Nothing was imported: ${plural(refused.length, 'row of the file is', 'rows of the file are')} not valid. Correct or remove ${refused.length === 1 ? 'it' : 'them'}, then import the file again.`, {
        field: refused[0].field,
        errors: refused,
      });
    }
    return result;
  });
}

/** Where a refused row's list comes in the file (own sales are restored before the copies, but listed after them). */
const sectionIndex = (refusal: FieldError) => ['own_figures', 'places', 'copies', 'own_sales', 'linked_upcs'].indexOf(refusal.field?.split('.')[0] ?? '');

/** The photo files a copy's grades name (addresses /uploads/<name>, as the schema allows only those). */
const gradePhotoNames = (copy: ExportedCopy) =>
  [...(copy.grade?.grading_photos ?? []), ...copy.grade_history.flatMap((g) => g.grading_photos)].map((address) => address.slice(UPLOADS_PREFIX.length));

/** The copy with its grades naming only photos this app has (the names alone carry no pixels; a backup carries the files). */
function keepStoredGradePhotos(copy: ExportedCopy, stored: ReadonlySet<string>): ExportedCopy {
  const keep = (addresses: string[]) => addresses.filter((address) => stored.has(address.slice(UPLOADS_PREFIX.length)));
  return {
    ...copy,
    grade: copy.grade && { ...copy.grade, grading_photos: keep(copy.grade.grading_photos) },
    grade_history: copy.grade_history.map((g) => ({ ...g, grading_photos: keep(g.grading_photos) })),
  };
}
