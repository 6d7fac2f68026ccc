import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/openapi.json: the OpenAPI 3.1 document of every route (read like any GET: with a session or any API key). */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { schema: { response: { 200: z.record(z.string(), z.unknown()).describe('This document') } } }, () => app.swagger() as Record<string, unknown>);
};
