import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, financialAnalysisSchema, portfolioHistorySchema, type FinancialAnalysis } from '@tmnt/domain';
import { readDataVersion } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import type { InsightsWriter } from './ai-insights.ts';
import { FreshAnswer } from './cache.ts';
import { financialAnalysis } from './service.ts';
import { portfolioHistory } from './snapshots.ts';
import { showCollectionCurrency } from '../rates/index.ts';

interface AnalysisRouteOptions {
  db: Db;
  /** The AI insights (null when no AI provider is set: rules write them); replaced when Settings changes the provider, so read at each request. */
  insights: { current: InsightsWriter | null };
}

export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRouteOptions> = async (app, { db, insights }) => {
  // One kept answer per insights writer: a provider set up in Settings writes the next analysis at once.
  let kept = { writer: insights.current, fresh: new FreshAnswer<FinancialAnalysis>(() => readDataVersion(db)) };

  app.get('/inventory/financial-analysis', { schema: { response: { 200: financialAnalysisSchema, 500: errorSchema } } }, async (_req, reply) => {
    // Kept on the server for its freshness; the browser keeps it by the spec's own rule (fresh for 5 minutes).
    reply.header('cache-control', 'no-store');
    const writer = insights.current;
    if (kept.writer !== writer) kept = { writer, fresh: new FreshAnswer<FinancialAnalysis>(() => readDataVersion(db)) };
    return kept.fresh.get(async () => {
      await showCollectionCurrency(db);
      return financialAnalysis({ db, insights: writer });
    });
  });

  app.get('/portfolio/history', { schema: { response: { 200: portfolioHistorySchema } } }, () => portfolioHistory(db));
};
