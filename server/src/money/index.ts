// The collector's currency, as other features see it: amounts in other currencies converted at their own date.
export { moneyRoutes } from './routes.ts';
export { fillMissingRates, missingRatesJob } from './service.ts';
