import { FULL_EXPORT_FORMAT, FULL_EXPORT_VERSION, importRowSchemas, type ExportedSale, type FullExport, type ImportResult } from '@tmnt/domain';
import type { z } from 'zod';
import { exportLinkedCodes, matchExportedFigure, restoreLinkedCode } from '../catalog/index.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { exportCopies, restoreCopy } from '../inventory/index.ts';
import { exportOwnSales, restoreOwnSales } from '../market/index.ts';
import { photosInUploads } from './photo-files.ts';

/** Everything the collector entered: every copy with its grades, the sales they recorded, the codes they linked. */
export async function fullExport(db: Db): Promise<FullExport> {
  const [copies, ownSales, linkedUpcs] = await Promise.all([exportCopies(db), exportOwnSales(db), exportLinkedCodes(db)]);
  return { format: FULL_EXPORT_FORMAT, version: FULL_EXPORT_VERSION, exported_at: new Date().toISOString(), copies, own_sales: ownSales, linked_upcs: linkedUpcs };
}

/** The rows of an import document, each still to be checked on its own. */
export interface ImportDocument {
  copies: unknown[];
  own_sales: unknown[];
  linked_upcs: unknown[];
}

type Section = keyof typeof importRowSchemas;

/** A row's problems in one line, each naming its field. */
function rowProblem(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 && !issue.message.includes(String(issue.path.at(-1))) ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/**
 * Takes a full export back, in one write transaction: copies not already there (see restoreCopy) with their
 * grades and history and the own photos whose files are in `uploads`, own sales not already recorded, codes not
 * already linked. A row that is wrong (an unknown figure, a bad condition) is reported by its list and number and
 * the others are kept.
 */
export function importCollection(db: Db, doc: ImportDocument, uploads: string): Promise<ImportResult> {
  return inWriteTransaction(db, async (trx) => {
    const result: ImportResult = { imported: 0, skipped_existing: 0, own_sales: { imported: 0, skipped_existing: 0 }, linked_upcs: { imported: 0, skipped_existing: 0 }, errors: [] };

    /** Each row checked and matched to a figure; refused rows go to the errors. */
    const rows = async <S extends Section>(section: S, each: (figureId: number, row: z.infer<(typeof importRowSchemas)[S]>, index: number) => Promise<void>) => {
      for (const [index, raw] of doc[section].entries()) {
        const parsed = importRowSchemas[section].safeParse(raw);
        if (!parsed.success) {
          result.errors.push({ section, row: index + 1, error: rowProblem(parsed.error) });
          continue;
        }
        const row = parsed.data as z.infer<(typeof importRowSchemas)[S]>;
        try {
          await each(await matchExportedFigure(trx, row.figure), row, index);
        } catch (error) {
          // Only refusals made before anything is written (a 400); any other error undoes the whole import.
          if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
          result.errors.push({ section, row: index + 1, error: error.message });
        }
      }
    };

    await rows('copies', async (figureId, copy) => {
      if (await restoreCopy(trx, figureId, copy, await photosInUploads(uploads, copy.photos))) result.imported++;
      else result.skipped_existing++;
    });

    const sales: { figureId: number; sale: ExportedSale }[] = [];
    await rows('own_sales', async (figureId, sale) => {
      sales.push({ figureId, sale });
    });
    const recorded = await restoreOwnSales(trx, sales);
    result.own_sales = { imported: recorded, skipped_existing: sales.length - recorded };

    await rows('linked_upcs', async (figureId, link) => {
      if (await restoreLinkedCode(trx, figureId, link)) result.linked_upcs.imported++;
      else result.linked_upcs.skipped_existing++;
    });
    return result;
  });
}
