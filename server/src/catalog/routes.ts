import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, figureListQuerySchema, figurePatchSchema, figureSchema, lookupFailureSchema, lookupRequestSchema, lookupResponseSchema } from '@tmnt/domain';
import type { AppDeps } from '../deps.ts';
import { idParams, requireId } from '../http/errors.ts';
import { listFigures, listSeries, listYears, toFigure } from './queries.ts';
import { canonicalUpc, FIGURE_NOT_FOUND, getFigure, lookupFigure, patchFigure } from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, upcLookup, market }) => {
  app.get('/figures', { schema: { querystring: figureListQuerySchema, response: { 200: z.array(figureSchema), 400: errorSchema } } }, async (req) => {
    const { upc, ...rest } = req.query;
    const rows = await listFigures(db, { ...rest, upc: upc ? canonicalUpc(upc) : undefined });
    return rows.map(toFigure);
  });

  app.get('/figures/series', { schema: { response: { 200: z.array(z.string()) } } }, () => listSeries(db));

  app.get('/figures/years', { schema: { response: { 200: z.array(z.number().int()) } } }, () => listYears(db));

  app.get('/figures/upc/:upc', { schema: { params: z.object({ upc: z.string() }), response: { 200: figureSchema, 400: errorSchema, 404: lookupFailureSchema, 409: lookupFailureSchema } } }, (req) =>
    lookupFigure(db, null, req.params.upc),
  );

  app.post('/figures/lookup', { schema: { body: lookupRequestSchema, response: { 200: lookupResponseSchema, 400: errorSchema, 404: lookupFailureSchema, 409: lookupFailureSchema, 502: errorSchema, 504: errorSchema } } }, async (req) => ({
    figure: await lookupFigure(db, upcLookup, req.body.upc, market.listingTitles),
  }));

  app.get('/figures/:id', { schema: { params: idParams, response: { 200: figureSchema, 404: errorSchema } } }, (req) =>
    getFigure(db, requireId(req.params.id, FIGURE_NOT_FOUND)),
  );

  app.patch('/figures/:id', { schema: { params: idParams, body: figurePatchSchema, response: { 200: figureSchema, 400: errorSchema, 404: errorSchema } } }, (req) =>
    patchFigure(db, requireId(req.params.id, FIGURE_NOT_FOUND), req.body),
  );
};
