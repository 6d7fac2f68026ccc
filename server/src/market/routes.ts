import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, figurePricesSchema, priceHistorySchema, priceQuerySchema } from '@tmnt/domain';
import { getFigure, FIGURE_NOT_FOUND } from '../catalog/index.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, idParams, requireId } from '../http/errors.ts';
import { figurePrices, priceHistory } from './queries.ts';

export const marketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/figures/:id/prices', { schema: { params: idParams, querystring: priceQuerySchema, response: { 200: figurePricesSchema, 404: errorSchema, 503: errorSchema } } }, async (req) => {
    const id = requireId(req.params.id, FIGURE_NOT_FOUND);
    await getFigure(db, id);
    if (req.query.refresh === 'true') {
      // Marketplace fetching arrives with the market-data feature; until then say so rather than pretend.
      throw new HttpError(503, 'Fetching marketplace prices is not available yet: prices shown are the ones already recorded');
    }
    return figurePrices(db, id);
  });

  app.get('/figures/:id/price-history', { schema: { params: idParams, response: { 200: priceHistorySchema, 404: errorSchema } } }, async (req) => {
    const id = requireId(req.params.id, FIGURE_NOT_FOUND);
    await getFigure(db, id);
    return priceHistory(db, id);
  });
};
