// The market feature, as other features see it.
export { marketRoutes } from './routes.ts';
export { recordPrices, refreshMarketSummaries, type NewPriceRecord } from './service.ts';
