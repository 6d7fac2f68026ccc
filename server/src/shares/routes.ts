import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, newShareSchema, SHARE_NOT_FOUND, shareListSchema, shareMadeSchema, sharePatchSchema, shareSchema } from '@tmnt/domain';
import { hostReach } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import { createShare, listShares, patchShare, removeShare, renewShare, shareAddress } from './service.ts';

interface ShareRouteOptions {
  db: Db;
  /** PUBLIC_URL: where links point; null: the address the collector reached the app at. */
  publicUrl: string | null;
}

/** The collector's read-only links (issue 39): made, listed, changed and ended here, behind the login. */
export const shareRoutes: FastifyPluginAsyncZod<ShareRouteOptions> = async (app, { db, publicUrl }) => {
  const addressOf = (req: { protocol: string; host: string }) => shareAddress(publicUrl, req, hostReach);

  app.get('/shares', { schema: { response: { 200: shareListSchema } } }, async (req) => ({ shares: await listShares(db), address: addressOf(req) }));

  app.post('/shares', { schema: { body: newShareSchema, response: { 201: shareMadeSchema, 400: errorSchema } } }, async (req, reply) =>
    reply.status(201).send(await createShare(db, req.body, addressOf(req).base)),
  );

  app.patch('/shares/:id', { schema: { params: idParams, body: sharePatchSchema, response: { 200: shareSchema, 400: errorSchema, 404: errorSchema } } }, (req) =>
    patchShare(db, requireId(req.params.id, SHARE_NOT_FOUND), req.body),
  );

  // A new secret: the old address stops working, and the new one is said once.
  app.post('/shares/:id/renew', { schema: { params: idParams, response: { 200: shareMadeSchema, 404: errorSchema } } }, (req) =>
    renewShare(db, requireId(req.params.id, SHARE_NOT_FOUND), addressOf(req).base),
  );

  app.delete('/shares/:id', { schema: { params: idParams, response: { 204: z.null(), 404: errorSchema } } }, async (req, reply) => {
    await removeShare(db, requireId(req.params.id, SHARE_NOT_FOUND));
    return reply.status(204).send(null);
  });
};
