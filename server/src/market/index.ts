// The market feature, as other features see it.
export { marketRoutes } from './routes.ts';
export { exportOwnSales, recordPrices, rebuildAllMarketSummaries, rebuildMarketSummaries, restoreOwnSales } from './service.ts';
export type { NewPriceRecord } from './queries.ts';
export { createMarket, createMarketSources, type EbayConfig, type Market } from './setup.ts';
