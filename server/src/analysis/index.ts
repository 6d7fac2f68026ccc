// The financial analysis feature, as other features see it.
export { analysisRoutes } from './routes.ts';
export { insightsWriterFor, type InsightsWriter } from './ai-insights.ts';
export { snapshotJob, takeSnapshotIfMissing } from './snapshots.ts';
