import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEAL_NOT_FOUND,
  dealListSchema,
  dealQuerySchema,
  errorSchema,
  newWantSchema,
  WANT_NOT_FOUND,
  wantListSchema,
  wantMissingResultSchema,
  wantMissingSchema,
  wantPatchSchema,
  wantSchema,
  wantsCheckSchema,
  type Want,
} from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { HttpError, idParams, requireId } from '../http/errors.ts';
import { answerOnce } from '../idempotency/index.ts';
import type { Scheduler } from '../jobs/index.ts';
import type { Market } from '../market/index.ts';
import { EBAY_KEYS_MISSING, WANTS_CHECK, wantsCheckStatus } from './check.ts';
import { addWant, dismissDeal, listDeals, listWants, patchWant, removeWant, wantMissing } from './service.ts';

interface WantRouteOptions {
  db: Db;
  market: Market;
  scheduler: Scheduler;
}

/** The want list, the deals the background check finds for it, and the check's runs (issue 29). */
export const wantRoutes: FastifyPluginAsyncZod<WantRouteOptions> = async (app, { db, market, scheduler }) => {
  app.get('/wants', { schema: { response: { 200: wantListSchema } } }, () => listWants(db));

  // Adding and removing a want take an Idempotency-Key (a phone's queued writes: answered once, replayed after that).
  app.post('/wants', { schema: { body: newWantSchema, response: { 201: wantSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema } } }, (req, reply) =>
    answerOnce<Want>(db, req, reply, (beforeCommit) => addWant(db, req.body, beforeCommit), (want) => ({ status: 201, body: want })),
  );

  app.post('/wants/missing', { schema: { body: wantMissingSchema, response: { 200: wantMissingResultSchema, 400: errorSchema, 404: errorSchema } } }, (req) => wantMissing(db, req.body));

  // Before /wants/:id, though a path of its own wins anyway.
  app.get('/wants/check', { schema: { response: { 200: wantsCheckSchema } } }, async () => wantsCheckStatus(db, await scheduler.latestRun(WANTS_CHECK)));

  app.post('/wants/check', { schema: { response: { 202: wantsCheckSchema, 409: errorSchema, 503: errorSchema } } }, async (_req, reply) => {
    // Read at each request: Settings puts new keys in use at once.
    if (!market.sources.active) throw new HttpError(503, EBAY_KEYS_MISSING);
    const outcome = await scheduler.runNow(WANTS_CHECK);
    if (!outcome.started) throw new HttpError(409, `A deal check is already running: ${outcome.run.message ?? 'starting'}`);
    return reply.status(202).send(await wantsCheckStatus(db, outcome.run));
  });

  app.patch('/wants/:id', { schema: { params: idParams, body: wantPatchSchema, response: { 200: wantSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema } } }, (req) =>
    patchWant(db, requireId(req.params.id, WANT_NOT_FOUND), req.body),
  );

  app.delete('/wants/:id', { schema: { params: idParams, response: { 204: z.null(), 400: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema } } }, (req, reply) => {
    const id = requireId(req.params.id, WANT_NOT_FOUND);
    return answerOnce<void>(db, req, reply, (beforeCommit) => removeWant(db, id, beforeCommit), () => ({ status: 204, body: null }));
  });

  app.get('/deals', { schema: { querystring: dealQuerySchema, response: { 200: dealListSchema, 400: errorSchema } } }, (req) => listDeals(db, req.query.status ?? 'new'));

  app.post('/deals/:id/dismiss', { schema: { params: idParams, response: { 204: z.null(), 404: errorSchema } } }, async (req, reply) => {
    await dismissDeal(db, requireId(req.params.id, DEAL_NOT_FOUND));
    return reply.status(204).send(null);
  });
};
