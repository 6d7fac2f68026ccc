import { utcToday } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { computeStats } from '../inventory/index.ts';
import { reportCopies } from './queries.ts';
import { loadThumbnails } from './thumbnails.ts';

/**
 * The insurance report of the collection as it is now, as PDF bytes. The totals are the dashboard's own
 * (computeStats), read in one transaction with the copies, so the totals and the list describe the same collection
 * even while something is written.
 */
/** The report's file name: the day it was made. */
export const insuranceReportFileName = (madeAt: Date) => `insurance-report-${utcToday(madeAt)}.pdf`;

export async function insuranceReport({ db, photosDir }: { db: Db; photosDir: string }, madeAt: Date): Promise<Buffer> {
  const { stats, copies } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({ stats: await computeStats(trx), copies: await reportCopies(trx) }));
  const thumbnails = await loadThumbnails(photosDir, copies.flatMap((copy) => (copy.photo === null ? [] : [copy.photo])));
  // The PDF library is loaded when a report is made, not with the app.
  const { renderInsuranceReport } = await import('./insurance-pdf.ts');
  return renderInsuranceReport({ madeAt, stats, copies, thumbnails });
}
