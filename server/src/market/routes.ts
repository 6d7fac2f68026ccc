import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionStartedSchema,
  collectRequestSchema,
  errorSchema,
  figurePricesSchema,
  marketStatsSchema,
  newSaleSchema,
  priceHistorySchema,
  priceQuerySchema,
  priceRecordPatchSchema,
  refreshFailureSchema,
  salesImportResultSchema,
} from '@tmnt/domain';
import { refuseFromOtherSite } from '../auth/index.ts';
import type { DerivedCache } from '../cache.ts';
import { getFigure, FIGURE_NOT_FOUND } from '../catalog/index.ts';
import type { Db } from '../db/database.ts';
import { HttpError, idParams, requireId } from '../http/errors.ts';
import type { Scheduler } from '../jobs/index.ts';
import { collectionStatus, MARKET_COLLECTION, type CollectionMode } from './collection.ts';
import { refreshForCollector } from './refresh.ts';
import { addSale, importSales, MAX_IMPORT_BYTES } from './sales.ts';
import { figurePrices, marketStats, priceHistory, PRICE_RECORD_NOT_FOUND, setRecordExcluded } from './service.ts';
import type { Market } from './setup.ts';

interface MarketRouteOptions {
  db: Db;
  derived: DerivedCache;
  market: Market;
  scheduler: Scheduler;
}

export const marketRoutes: FastifyPluginAsyncZod<MarketRouteOptions> = async (app, { db, derived, market, scheduler }) => {
  app.get('/figures/:id/prices', { schema: { params: idParams, querystring: priceQuerySchema, response: { 200: figurePricesSchema, 403: errorSchema, 404: errorSchema, 502: refreshFailureSchema, 503: refreshFailureSchema } } }, async (req) => {
    const id = requireId(req.params.id, FIGURE_NOT_FOUND);
    await getFigure(db, id);
    if (req.query.refresh === 'true') {
      // A GET, which a page elsewhere can send (an <img src>): it must not set off calls to eBay.
      refuseFromOtherSite(req, 'prices are refreshed');
      await refreshForCollector(market.refresher, id);
    }
    return figurePrices(db, id);
  });

  app.get('/figures/:id/price-history', { schema: { params: idParams, response: { 200: priceHistorySchema, 404: errorSchema } } }, async (req) => {
    const id = requireId(req.params.id, FIGURE_NOT_FOUND);
    await getFigure(db, id);
    return priceHistory(db, id);
  });

  app.post('/figures/:id/sales', { schema: { params: idParams, body: newSaleSchema, response: { 201: figurePricesSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema } } }, async (req, reply) => {
    const id = requireId(req.params.id, FIGURE_NOT_FOUND);
    await addSale(db, market.rates, id, req.body);
    return reply.status(201).send(await figurePrices(db, id));
  });

  app.patch('/price-records/:id', { schema: { params: idParams, body: priceRecordPatchSchema, response: { 204: z.null(), 400: errorSchema, 404: errorSchema } } }, async (req, reply) => {
    await setRecordExcluded(db, requireId(req.params.id, PRICE_RECORD_NOT_FOUND), req.body.excluded);
    return reply.status(204).send(null);
  });

  // A CSV file of sales, sent as the body (text/csv).
  const SALES_FILE_TYPE = 'Send the sales file as text/csv';
  app.register(async (csv) => {
    csv.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => done(null, body));
    // The limit on the route, not the parser: the parser keeps to it, and a 413 names it.
    csv.post('/market-data/sales/import', { bodyLimit: MAX_IMPORT_BYTES, schema: { response: { 200: salesImportResultSchema, 400: errorSchema, 413: errorSchema, 415: errorSchema } }, config: { accepts: SALES_FILE_TYPE } }, async (req) => {
      if (typeof req.body !== 'string') throw new HttpError(415, SALES_FILE_TYPE);
      return importSales(db, market.rates, req.body);
    });
  });

  app.get('/market-data/stats', { schema: { response: { 200: marketStatsSchema } } }, async () => {
    // Counts change only with writes (cached per data version); a run's progress is read every time.
    const [{ json }, run] = await Promise.all([derived.get('market-counts', () => marketStats(db)), scheduler.latestRun(MARKET_COLLECTION)]);
    return { ...(JSON.parse(json) as Awaited<ReturnType<typeof marketStats>>), collectionStatus: collectionStatus(run) };
  });

  const collect = (mode: CollectionMode) =>
    app.post(`/market-data/collect-${mode}`, { schema: { body: collectRequestSchema, response: { 202: collectionStartedSchema, 400: errorSchema, 409: errorSchema, 503: errorSchema } } }, async (req, reply) => {
      if (!market.sources.active && !market.sources.sold) {
        throw new HttpError(503, 'No market source is configured: enter eBay keys in Settings → Services (or set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET), or turn sold search back on (EBAY_SOLD_SEARCH=on)');
      }
      const outcome = await scheduler.runNow(MARKET_COLLECTION, { mode, limit: req.body.limit });
      if (!outcome.started) throw new HttpError(409, `A collection is already running: ${outcome.run.message ?? 'starting'}`);
      return reply.status(202).send({ collectionStatus: collectionStatus(outcome.run) });
    });
  collect('top');
  collect('unpriced');
};
