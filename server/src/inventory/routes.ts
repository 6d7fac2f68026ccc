import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  copiesSchema, errorSchema, fromCents, inventoryItemSchema, inventoryListQuerySchema,
  inventoryPatchSchema, newCopySchema, 
} from '@tmnt/domain';
import { FIGURE_NOT_FOUND, getFigure } from '../catalog/service.ts';
import type { AppDeps } from '../deps.ts';
import { notFound, parseId } from '../http/errors.ts';
import { computeSeriesCompletion, computeStats, computeTopValuable } from './derived.ts';
import { copiesOfFigure, deleteItem, exportRows, listItems } from './queries.ts';
import { addCopy, changeCopy, ITEM_NOT_FOUND, requireItem } from './service.ts';

const idParams = z.object({ id: z.string() });
const itemResponses = { 200: inventoryItemSchema, 400: errorSchema, 404: errorSchema };

export const inventoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, derived }) => {
  app.get('/inventory', { schema: { querystring: inventoryListQuerySchema } }, async (req, reply) => {
    // The whole list is what the collection screen reads; it is cached like the other whole-collection answers.
    if (Object.keys(req.query).length > 0) return listItems(db, req.query);
    return reply.type('application/json').send(await derived.json('inventory', () => listItems(db, {})));
  });

  // Whole-collection answers are cached as JSON until the next write (see DerivedCache); their shapes are
  // collectionStatsSchema, topValuableSchema, seriesCompletionSchema and exportSchema, kept by the functions' types.
  app.get('/inventory/stats', async (_req, reply) =>
    reply.type('application/json').send(await derived.json('stats', () => computeStats(db))),
  );
  app.get('/inventory/top-valuable', async (_req, reply) =>
    reply.type('application/json').send(await derived.json('top-valuable', () => computeTopValuable(db))),
  );
  app.get('/inventory/series-completion', async (_req, reply) =>
    reply.type('application/json').send(await derived.json('series-completion', () => computeSeriesCompletion(db))),
  );

  app.get('/inventory/export', async (_req, reply) =>
    reply.type('application/json').send(
      await derived.json('export', async () =>
        (await exportRows(db)).map(({ purchase_price_cents, ...row }) => ({
          ...row,
          purchase_price: purchase_price_cents === null ? null : fromCents(purchase_price_cents),
        })),
      ),
    ),
  );

  app.get('/inventory/figure/:id/copies', { schema: { params: idParams, response: { 200: copiesSchema, 404: errorSchema } } }, async (req) => {
    const figureId = parseId(req.params.id, FIGURE_NOT_FOUND);
    await getFigure(db, figureId);
    const copies = await copiesOfFigure(db, figureId);
    return { copies, total_copies: copies.length };
  });

  app.get('/inventory/:id', { schema: { params: idParams, response: itemResponses } }, (req) =>
    requireItem(db, parseId(req.params.id, ITEM_NOT_FOUND)),
  );

  app.post('/inventory', { schema: { body: newCopySchema, response: { ...itemResponses, 201: inventoryItemSchema } } }, async (req, reply) => {
    const item = await addCopy(db, req.body);
    derived.invalidate();
    return reply.status(201).send(item);
  });

  for (const method of ['patch', 'put'] as const) {
    app[method]('/inventory/:id', { schema: { params: idParams, body: inventoryPatchSchema, response: itemResponses } }, async (req) => {
      const item = await changeCopy(db, parseId(req.params.id, ITEM_NOT_FOUND), req.body);
      derived.invalidate();
      return item;
    });
  }

  app.delete('/inventory/:id', { schema: { params: idParams, response: { 204: z.null(), 404: errorSchema } } }, async (req, reply) => {
    if (!(await deleteItem(db, parseId(req.params.id, ITEM_NOT_FOUND)))) throw notFound(ITEM_NOT_FOUND);
    derived.invalidate();
    return reply.status(204).send(null);
  });
};
