import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, financialAnalysisSchema, portfolioHistorySchema, type FinancialAnalysis } from '@tmnt/domain';
import { readDataVersion } from '../db/app-state.ts';
import type { AppDeps } from '../deps.ts';
import { FreshAnswer } from './cache.ts';
import { financialAnalysis } from './service.ts';
import { portfolioHistory } from './snapshots.ts';

export const analysisRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, insights }) => {
  const fresh = new FreshAnswer<FinancialAnalysis>(() => readDataVersion(db));

  app.get('/inventory/financial-analysis', { schema: { response: { 200: financialAnalysisSchema, 500: errorSchema } } }, async (_req, reply) => {
    // Kept on the server for its freshness; the browser keeps it by the spec's own rule (fresh for 5 minutes).
    reply.header('cache-control', 'no-store');
    return fresh.get(() => financialAnalysis({ db, insights }));
  });

  app.get('/portfolio/history', { schema: { response: { 200: portfolioHistorySchema } } }, async () => ({ days: await portfolioHistory(db) }));
};
