import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, inventoryItemSchema, ITEM_NOT_FOUND, sellRequestSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import type { Rates } from '../rates/index.ts';
import { sellCopy, undoSale } from './service.ts';

/** POST /inventory/{id}/sell marks a copy sold; DELETE undoes it. The Sold list is GET /inventory?status=sold. */
export const soldRoutes: FastifyPluginAsyncZod<{ db: Db; rates: Rates }> = async (app, { db, rates }) => {
  app.post('/inventory/:id/sell', { schema: { params: idParams, body: sellRequestSchema, response: { 200: inventoryItemSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema } } }, (req) =>
    sellCopy(db, rates, requireId(req.params.id, ITEM_NOT_FOUND), req.body),
  );
  app.delete('/inventory/:id/sell', { schema: { params: idParams, response: { 200: inventoryItemSchema, 404: errorSchema, 409: errorSchema } } }, (req) =>
    undoSale(db, requireId(req.params.id, ITEM_NOT_FOUND)),
  );
};
