import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, LOT_NOT_FOUND, lotListSchema, lotSchema, lotSplitSchema, newLotSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import type { Rates } from '../rates/index.ts';
import { addLot, getLot, listLots, splitLot } from './service.ts';

/** Lots: several copies bought for one sum, each costing its share (POST /lots/split shows the shares first). */
export const lotRoutes: FastifyPluginAsyncZod<{ db: Db; rates: Rates }> = async (app, { db, rates }) => {
  app.post('/lots/split', { schema: { body: newLotSchema, response: { 200: lotSplitSchema, 400: errorSchema, 404: errorSchema } } }, (req) => splitLot(db, req.body));
  app.post('/lots', { schema: { body: newLotSchema, response: { 201: lotSchema, 400: errorSchema, 404: errorSchema } } }, async (req, reply) =>
    reply.status(201).send(await addLot(db, rates, req.body, (error) => req.log.error(error.message))),
  );
  app.get('/lots', { schema: { response: { 200: lotListSchema } } }, () => listLots(db));
  app.get('/lots/:id', { schema: { params: idParams, response: { 200: lotSchema, 404: errorSchema } } }, (req) =>
    getLot(db, requireId(req.params.id, LOT_NOT_FOUND), (error) => req.log.error(error.message)),
  );
};
