// The market feature, as other features see it.
export { marketRoutes } from './routes.ts';
export { recordPrices, type NewPriceRecord } from './service.ts';
