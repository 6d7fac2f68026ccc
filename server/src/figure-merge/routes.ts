import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, figureMergeSchema, figureSchema } from '@tmnt/domain';
import { FIGURE_NOT_FOUND } from '../catalog/index.ts';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import { mergeFigure } from './service.ts';

/** POST /figures/{id}/merge: a collector's figure into the one the catalogue has gained. */
export const figureMergeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/figures/:id/merge', { schema: { params: idParams, body: figureMergeSchema, response: { 200: figureSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema } } }, (req) =>
    mergeFigure(db, requireId(req.params.id, FIGURE_NOT_FOUND), req.body.into),
  );
};
