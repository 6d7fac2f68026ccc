import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkConflictSchema, bulkRefusalSchema, bulkRequestSchema, bulkResultSchema, bulkUndoRequestSchema, bulkUndoResultSchema, errorSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { applyBulk, undoBulk } from './service.ts';

interface BulkRouteOptions {
  db: Db;
  /** The stored photos: those of copies deleted for good (their undo expired) go once nothing names them. */
  photos: { removeUnclaimed(names: readonly string[]): Promise<void> };
}

/** Changes to many copies at once, and their undo. */
export const bulkRoutes: FastifyPluginAsyncZod<BulkRouteOptions> = async (app, { db, photos }) => {
  app.post('/inventory/bulk', { schema: { body: bulkRequestSchema, response: { 200: bulkResultSchema, 400: bulkRefusalSchema } } }, async (req) => {
    const { answer, unclaimedPhotos } = await applyBulk(db, req.body);
    await photos.removeUnclaimed(unclaimedPhotos);
    return answer;
  });

  app.post('/inventory/bulk/undo', { schema: { body: bulkUndoRequestSchema, response: { 200: bulkUndoResultSchema, 400: errorSchema, 404: errorSchema, 409: bulkConflictSchema } } }, async (req) => {
    const { answer, unclaimedPhotos } = await undoBulk(db, req.body.token);
    await photos.removeUnclaimed(unclaimedPhotos);
    return answer;
  });
};
