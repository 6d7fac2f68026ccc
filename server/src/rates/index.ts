// The euro reference rates of the European Central Bank: fetched when needed, kept in exchange_rates, and the rate
// each stored amount converts to the collection's currency at.
export { createRates, rateKey, type Rates } from './rates.ts';
export { keepRates, missingRates, moneySetting, rateColumns, ratesNeeded, showCollectionCurrency } from './kept.ts';
export { prepareRates } from './prepare.ts';

/** Where the ECB serves eurofxref-daily.xml, eurofxref-hist-90d.xml and eurofxref-hist.xml. */
export const DEFAULT_ECB_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/';
