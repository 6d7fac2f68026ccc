import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, syncAnswerSchema, syncQuerySchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { syncChanges } from './service.ts';

/** What changed since a phone's last sync, for its pocket copy (issue 37). */
export const syncRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/sync', { schema: { querystring: syncQuerySchema, response: { 200: syncAnswerSchema, 400: errorSchema } } }, (req) => syncChanges(db, req.query.since));
};
