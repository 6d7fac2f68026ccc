import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_FILE_NAME } from '@tmnt/domain';
import { UPLOADS_PREFIX } from './uploads.ts';

/**
 * The stored photos at /uploads/<name>. Only a name the photo store gives (the SHA-256 of the bytes, .jpg) is
 * served: any other file in the folder (an x.html a hostile backup put there, a dot file still being written) is
 * a 404 like any unknown address. A served file cannot run: it is a JPEG by its name (so image/jpeg), the browser
 * may not sniff another type, and opened as a page it is sandboxed (no script, no origin). Named by content, so a
 * stored photo never changes: cached for good.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  // Only its reply.sendFile (in this scope): Range, ETag, If-None-Match and HEAD as for any static file.
  await app.register(fastifyStatic, { serve: false });
  app.get(`${UPLOADS_PREFIX}:name`, { schema: { params: z.object({ name: z.string() }) } }, (req, reply) => {
    if (!PHOTO_FILE_NAME.test(req.params.name)) return reply.callNotFound();
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', 'sandbox');
    // A file that is not there is a 404 too (sendFile calls the not-found handler).
    return reply.sendFile(req.params.name, dir, { maxAge: '1y', immutable: true, dotfiles: 'deny' });
  });
};
