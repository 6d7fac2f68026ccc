import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyMadeSchema, apiKeyRequestSchema, apiKeySchema, errorSchema } from '@tmnt/domain';
import { HttpError, idParams, requireId } from '../http/errors.ts';
import type { ApiKeys } from './service.ts';

const KEY_NOT_FOUND = 'No such API key: it may have been revoked already';

/** Settings → API keys: list, make (the key is answered this once), revoke. Only with a login: never with a key. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeys }> = async (app, { apiKeys }) => {
  app.get('/api-keys', { schema: { response: { 200: z.array(apiKeySchema) } } }, () => apiKeys.list());

  app.post('/api-keys', { schema: { body: apiKeyRequestSchema, response: { 201: apiKeyMadeSchema, 400: errorSchema } } }, async (req, reply) => {
    const made = await apiKeys.make(req.body);
    // The key is in this answer only: no cache may keep it.
    return reply.status(201).header('cache-control', 'no-store').send(made);
  });

  app.delete('/api-keys/:id', { schema: { params: idParams, response: { 204: z.null(), 404: errorSchema } } }, async (req, reply) => {
    if (!(await apiKeys.revoke(requireId(req.params.id, KEY_NOT_FOUND)))) throw new HttpError(404, KEY_NOT_FOUND);
    return reply.status(204).send(null);
  });
};
