import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema, gradeHistorySchema, gradeResultSchema, gradingQuerySchema, gradingSetupSchema, ITEM_NOT_FOUND, manualGradeRequestSchema,
  photoRequirementListSchema, photoRequirementsFor, questionListSchema, questionsFor,
} from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import { requireItem } from '../inventory/index.ts';
import type { PhotoStore } from '../photos/index.ts';
import type { Ai } from './ai/index.ts';
import { GRADING_FORM_LIMITS } from './intake.ts';
import { gradeHistory } from './queries.ts';
import { GRADING_FORM_TYPE, gradeByPhotos, gradeByQuestionnaire } from './service.ts';

interface GradingRouteOptions {
  db: Db;
  /** AI photo grading (its grader is null when not configured); replaced when Settings changes the provider, so read at each request. */
  ai: { current: Ai };
  /** The grading photos in DATA_DIR/uploads. */
  photos: PhotoStore;
}

export const gradingRoutes: FastifyPluginAsyncZod<GradingRouteOptions> = async (app, { db, ai, photos }) => {
  // Multipart only here: every other route still refuses anything but JSON.
  await app.register(fastifyMultipart, { limits: GRADING_FORM_LIMITS });

  app.get('/grading/questions', { schema: { querystring: gradingQuerySchema, response: { 200: questionListSchema, 400: errorSchema } } }, (req) => [
    ...questionsFor(req.query.packaging),
  ]);

  app.get('/grading/photo-requirements', { schema: { querystring: gradingQuerySchema, response: { 200: photoRequirementListSchema, 400: errorSchema } } }, (req) => [
    ...photoRequirementsFor(req.query.packaging),
  ]);

  app.get('/grading/setup', { schema: { response: { 200: gradingSetupSchema } } }, () => ({ ai: ai.current.status }));

  app.post(
    '/inventory/:id/grade-manual',
    { schema: { params: idParams, body: manualGradeRequestSchema, response: { 200: gradeResultSchema, 400: errorSchema, 404: errorSchema } } },
    (req) => gradeByQuestionnaire(db, requireId(req.params.id, ITEM_NOT_FOUND), req.body),
  );

  app.post(
    '/inventory/:id/grade',
    {
      schema: {
        params: idParams,
        response: { 200: gradeResultSchema, 400: errorSchema, 404: errorSchema, 413: errorSchema, 415: errorSchema, 502: errorSchema, 503: errorSchema, 504: errorSchema },
      },
      config: { accepts: GRADING_FORM_TYPE },
    },
    (req) => gradeByPhotos({ db, ai: ai.current, photos }, requireId(req.params.id, ITEM_NOT_FOUND), req),
  );

  app.get('/inventory/:id/grades', { schema: { params: idParams, response: { 200: gradeHistorySchema, 404: errorSchema } } }, async (req) => {
    const id = requireId(req.params.id, ITEM_NOT_FOUND);
    await requireItem(db, id);
    return gradeHistory(db, id);
  });
};
