import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appliedSchema, appVersion } from '../backup/index.ts';
import type { Db } from '../db/database.ts';

/** GET /api/health when the database answers: the app's version and the last migration applied. */
const healthySchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  /** The newest migration applied to the database (null on a database no migration ran on). */
  schema: z.string().nullable(),
});

/** GET /api/health when the database cannot be read (503): what failed, without the database's address or files. */
const unhealthySchema = z.object({
  status: z.literal('error'),
  version: z.string(),
  schema: z.null(),
  error: z.string(),
});

/** A database that has not answered by then counts as down: a container's health check must not hang with it. */
const DATABASE_TIMEOUT_MS = 3000;

class NoAnswer extends Error {}

/**
 * The health check of a container, a NAS or a monitor: public (no login; see auth/access.ts), it reads the
 * database (the migrations table) on every call, so a 200 means the collection can be read right now.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: healthySchema, 503: unhealthySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const version = appVersion();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new NoAnswer(`no answer within ${DATABASE_TIMEOUT_MS / 1000} s`)), DATABASE_TIMEOUT_MS);
      });
      const schema = await Promise.race([appliedSchema(db), timeout]);
      return { status: 'ok' as const, version, schema };
    } catch (error) {
      // The whole error goes to the log only: the answer is public, and a driver's message may name hosts or paths.
      request.log.error({ err: error }, 'health check: the database cannot be read');
      const code = (error as { code?: unknown }).code;
      const detail = error instanceof NoAnswer ? error.message : typeof code === 'string' && /^[\w-]{1,40}$/.test(code) ? code : null;
      reply.status(503);
      return { status: 'error' as const, version, schema: null, error: `The database cannot be read${detail ? ` (${detail})` : ''}` };
    } finally {
      clearTimeout(timer);
    }
  });
};
