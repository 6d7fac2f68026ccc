// The market feature, as other features see it.
export { marketRoutes } from './routes.ts';
export { recordPrices, rebuildAllMarketSummaries } from './service.ts';
export type { NewPriceRecord } from './queries.ts';
export { createMarket, createMarketSources, type Market } from './setup.ts';
