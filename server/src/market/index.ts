// The market feature, as other features see it.
export { marketRoutes } from './routes.ts';
export { recordCopySale, removeCopySale } from './sales.ts';
export { exportOwnSales, pocketPrices, recordPrices, rebuildAllMarketSummaries, rebuildMarketSummaries, rebuildUnderCurrentRules, restoreOwnSales } from './service.ts';
export { getMarketSummary, ownSaleId, priceObservations, type NewPriceRecord } from './queries.ts';
export { createActiveSource, createMarket, createMarketSources, type EbayConfig, type Market } from './setup.ts';
export { MarketSourceError, type SearchSubject, type SourceListing } from './sources/types.ts';
