import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseFromOtherSite } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import { insuranceReport, insuranceReportFileName } from './insurance.ts';
import { showCollectionCurrency } from '../rates/index.ts';

interface ReportRouteOptions {
  db: Db;
  /** The stored photos' folder (DATA_DIR/uploads), for the copies' thumbnails. */
  photos: { dir: string };
}

export const reportRoutes: FastifyPluginAsyncZod<ReportRouteOptions> = async (app, { db, photos }) => {
  // PDF bytes, sent as they are (Fastify serializes no Buffer).
  app.get('/reports/insurance.pdf', { schema: { response: { 200: z.instanceof(Buffer).describe('The insurance report, application/pdf') } } }, async (req, reply) => {
    // A GET that another site's page could send (an <img src>): building the report is asked for only from here.
    refuseFromOtherSite(req, 'the insurance report is made');
    const madeAt = new Date();
    await showCollectionCurrency(db);
    const pdf = await insuranceReport({ db, photosDir: photos.dir }, madeAt);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${insuranceReportFileName(madeAt)}"`)
      // A snapshot of the collection's values and where the copies are kept: no cache should keep it.
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};
