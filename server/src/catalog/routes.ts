import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, figureCodeLinkSchema, figureConflictSchema, figureCodeSchema, figureListQuerySchema, figurePatchSchema, figureSchema, lookupFailureSchema, lookupRequestSchema, lookupResponseSchema, newFigureSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import { createFigure, deleteCollectorFigure } from './collector-figures.ts';
import { listFigures, listSeries, listYears } from './queries.ts';
import { FIGURE_NOT_FOUND, getFigure, linkFigureCode, listFigureCodes, lookupFigure, patchFigure, storedForms, unlinkFigureCode, type ListingTitles } from './service.ts';
import type { UpcLookup } from './upc-lookup.ts';

interface CatalogRouteOptions {
  db: Db;
  /** The UPC database in use (null: none); replaced when Settings changes it, so read at each lookup. */
  upcLookup: { current: UpcLookup | null };
  /** eBay's listing titles for an unknown code, to rank the candidates by. */
  market: { listingTitles: ListingTitles };
  /** The copies' values: a figure's accessory list is what their completeness is checked against. */
  copies: { revalueFigure(trx: Db, figureId: number): Promise<void> };
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (app, { db, upcLookup, market, copies }) => {
  app.get('/figures', { schema: { querystring: figureListQuerySchema, response: { 200: z.array(figureSchema), 400: errorSchema } } }, async (req) => {
    const { upc, ...rest } = req.query;
    return listFigures(db, { ...rest, upcs: upc ? storedForms(upc) : undefined });
  });

  app.post('/figures', { schema: { body: newFigureSchema, response: { 201: figureSchema, 400: errorSchema, 409: figureConflictSchema } } }, async (req, reply) =>
    reply.status(201).send(await createFigure(db, req.body)),
  );

  app.get('/figures/series', { schema: { response: { 200: z.array(z.string()) } } }, () => listSeries(db));

  app.get('/figures/years', { schema: { response: { 200: z.array(z.number().int()) } } }, () => listYears(db));

  app.get('/figures/upc/:upc', { schema: { params: z.object({ upc: z.string() }), response: { 200: figureSchema, 400: errorSchema, 404: lookupFailureSchema, 409: lookupFailureSchema } } }, (req) =>
    lookupFigure(db, null, req.params.upc),
  );

  app.post('/figures/lookup', { schema: { body: lookupRequestSchema, response: { 200: lookupResponseSchema, 400: errorSchema, 404: lookupFailureSchema, 409: lookupFailureSchema, 502: errorSchema, 504: errorSchema } } }, async (req) => ({
    figure: await lookupFigure(db, upcLookup.current, req.body.upc, market.listingTitles),
  }));

  app.get('/figures/:id', { schema: { params: idParams, response: { 200: figureSchema, 404: errorSchema } } }, (req) =>
    getFigure(db, requireId(req.params.id, FIGURE_NOT_FOUND)),
  );

  app.patch('/figures/:id', { schema: { params: idParams, body: figurePatchSchema, response: { 200: figureSchema, 400: errorSchema, 404: errorSchema, 409: figureConflictSchema } } }, (req) =>
    patchFigure(db, requireId(req.params.id, FIGURE_NOT_FOUND), req.body, copies.revalueFigure),
  );

  app.delete('/figures/:id', { schema: { params: idParams, response: { 204: z.null(), 404: errorSchema, 409: errorSchema } } }, async (req, reply) => {
    await deleteCollectorFigure(db, requireId(req.params.id, FIGURE_NOT_FOUND));
    return reply.status(204).send(null);
  });

  app.get('/figures/:id/upcs', { schema: { params: idParams, response: { 200: z.array(figureCodeSchema), 404: errorSchema } } }, (req) =>
    listFigureCodes(db, requireId(req.params.id, FIGURE_NOT_FOUND)),
  );

  app.post('/figures/:id/upcs', { schema: { params: idParams, body: figureCodeLinkSchema, response: { 200: figureSchema, 201: figureSchema, 400: errorSchema, 404: errorSchema } } }, async (req, reply) => {
    const { figure, added } = await linkFigureCode(db, requireId(req.params.id, FIGURE_NOT_FOUND), req.body);
    return reply.status(added ? 201 : 200).send(figure);
  });

  app.delete('/figures/:id/upcs/:code', { schema: { params: z.object({ id: z.string(), code: z.string() }), response: { 204: z.null(), 404: errorSchema } } }, async (req, reply) => {
    await unlinkFigureCode(db, requireId(req.params.id, FIGURE_NOT_FOUND), req.params.code);
    return reply.status(204).send(null);
  });
};
