import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, fullExportSchema, importDocumentSchema, importResultSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { fillMissingRates } from '../money/index.ts';
import type { Rates } from '../rates/index.ts';
import { fullExport, importCollection } from './service.ts';

/**
 * A collection's full export can be tens of MB (grades carry their reports, older grades their photos as data:
 * URLs); the app's 1 MB limit stays for every other route.
 */
const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

interface TransferRouteOptions {
  db: Db;
  /** The stored photos' folder (DATA_DIR/uploads): import keeps the own photos whose files are there. */
  photos: { dir: string };
  rates: Rates;
}

export const transferRoutes: FastifyPluginAsyncZod<TransferRouteOptions> = async (app, { db, photos, rates }) => {
  // Not cached per data version like the spec's export: it is rare, and carries the time it was made.
  app.get('/inventory/export/full', { schema: { response: { 200: fullExportSchema } } }, () => fullExport(db));

  app.post(
    '/inventory/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: importDocumentSchema, response: { 200: importResultSchema, 400: errorSchema, 413: errorSchema, 415: errorSchema } } },
    async (req) => {
      const result = await importCollection(db, req.body, photos.dir);
      // Amounts in another currency whose rate was not kept here yet get it now (or say they wait for it).
      await fillMissingRates(db, rates);
      return result;
    },
  );
};
