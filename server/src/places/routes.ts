import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, newPlaceSchema, placeCheckRequestSchema, placeCheckSchema, placeDeleteQuerySchema, placeDetailSchema, placeListSchema, placePatchSchema, placeSchema,
  PLACE_NOT_FOUND,
} from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import { recordCheck } from './checks.ts';
import { changePlace, createPlace, getPlaceDetail, listPlaces, removePlace } from './service.ts';

/** A refusal because a sibling has the name: the error names it, and place_id is its id. */
const placeConflictSchema = errorSchema.extend({ place_id: z.number().int().optional() });

/** Places as a tree: made, renamed, moved, deleted (their contents moved, never lost), and checked by a stocktake. */
export const placeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/places', { schema: { response: { 200: placeListSchema } } }, () => listPlaces(db));

  app.post('/places', { schema: { body: newPlaceSchema, response: { 201: placeSchema, 400: errorSchema, 409: placeConflictSchema } } }, async (req, reply) =>
    reply.status(201).send(await createPlace(db, req.body)),
  );

  app.get('/places/:id', { schema: { params: idParams, response: { 200: placeDetailSchema, 404: errorSchema } } }, (req) =>
    getPlaceDetail(db, requireId(req.params.id, PLACE_NOT_FOUND)),
  );

  app.patch('/places/:id', { schema: { params: idParams, body: placePatchSchema, response: { 200: placeSchema, 400: errorSchema, 404: errorSchema, 409: placeConflictSchema } } }, (req) =>
    changePlace(db, requireId(req.params.id, PLACE_NOT_FOUND), req.body),
  );

  app.delete('/places/:id', { schema: { params: idParams, querystring: placeDeleteQuerySchema, response: { 204: z.null(), 400: errorSchema, 404: errorSchema, 409: placeConflictSchema } } }, async (req, reply) => {
    await removePlace(db, requireId(req.params.id, PLACE_NOT_FOUND), req.query.move_to);
    return reply.status(204).send(null);
  });

  app.post('/places/:id/checks', { schema: { params: idParams, body: placeCheckRequestSchema, response: { 201: placeCheckSchema, 400: errorSchema, 404: errorSchema } } }, async (req, reply) =>
    reply.status(201).send(await recordCheck(db, requireId(req.params.id, PLACE_NOT_FOUND), req.body.counted)),
  );
};
