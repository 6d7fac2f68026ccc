// The collection's currency, the eBay marketplaces, and converting an amount at the European Central Bank's reference
// rate of its own date. One place for these rules; server/src/rates fetches and keeps the rates.

/** The currencies a collection may be kept in. */
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'US dollar ($)',
  GBP: 'Pound sterling (£)',
  EUR: 'Euro (€)',
  CAD: 'Canadian dollar (CA$)',
  AUD: 'Australian dollar (A$)',
};

export const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** The eBay sites searched for prices (eBay's own marketplace ids). */
export const MARKETPLACES = ['EBAY_US', 'EBAY_GB', 'EBAY_DE', 'EBAY_CA', 'EBAY_AU'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

export const MARKETPLACE_LABELS: Record<Marketplace, string> = {
  EBAY_US: 'United States (ebay.com)',
  EBAY_GB: 'United Kingdom (ebay.co.uk)',
  EBAY_DE: 'Germany (ebay.de)',
  EBAY_CA: 'Canada (ebay.ca)',
  EBAY_AU: 'Australia (ebay.com.au)',
};

/** The currency each marketplace prices in. */
export const MARKETPLACE_CURRENCY: Record<Marketplace, Currency> = { EBAY_US: 'USD', EBAY_GB: 'GBP', EBAY_DE: 'EUR', EBAY_CA: 'CAD', EBAY_AU: 'AUD' };

/** The marketplace a collection's currency is matched with when the collector chooses none. */
const MATCHED_MARKETPLACE: Record<Currency, Marketplace> = { USD: 'EBAY_US', GBP: 'EBAY_GB', EUR: 'EBAY_DE', CAD: 'EBAY_CA', AUD: 'EBAY_AU' };

/** The marketplace searched: the one chosen, else the one matching the collection's currency. */
export const marketplaceFor = (currency: Currency, chosen: Marketplace | null): Marketplace => chosen ?? MATCHED_MARKETPLACE[currency];

/**
 * A conversion as it was made: `rate` units of the collection's currency for one unit of the amount's, from the
 * ECB reference rates published on `day` (the amount's own date, or the last publication before it).
 */
export interface Rate {
  rate: number;
  day: string;
}

/** The same currency converts at 1, with no publication behind it. */
export const SAME_CURRENCY: Rate = { rate: 1, day: '' };

/** An amount in whole cents of one currency, in whole cents of another (rounded half away from zero). */
export function convertCents(cents: number, rate: number): number {
  return Math.sign(cents) * Math.round(Math.abs(cents) * rate);
}

/** An amount converted with the rate kept with it; null when that rate is missing (never a guess). */
export const convertedOrNull = (cents: number | null, rate: number | null): number | null => (cents === null || rate === null ? null : convertCents(cents, rate));

/**
 * The ECB publishes on working days only: an amount dated on a weekend or holiday is converted at the last
 * publication before it, looking back at most this many days (the longest gap is Christmas to the new year).
 */
export const RATE_LOOKBACK_DAYS = 7;

/** One day's ECB reference rates: units of each currency for one euro (the euro itself is 1). */
export type EuroRates = Record<string, number>;

/** Units of `to` for one unit of `from`, from one day's euro rates; null when either is not quoted. */
export function crossRate(perEuro: EuroRates, from: string, to: string): number | null {
  if (from === to) return 1;
  const fromRate = from === 'EUR' ? 1 : perEuro[from];
  const toRate = to === 'EUR' ? 1 : perEuro[to];
  return fromRate && toRate ? toRate / fromRate : null;
}

/**
 * The publication an amount of `day` converts with: the latest published day on or before it, at most
 * RATE_LOOKBACK_DAYS back; null when none is known (the rates are missing, or `day` is before any publication).
 * `published` is sorted ascending.
 */
export function publicationFor(day: string, published: readonly string[]): string | null {
  let low = 0;
  let high = published.length - 1;
  let found: string | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (published[mid] <= day) {
      found = published[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found === null) return null;
  const gapDays = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${found}T00:00:00Z`)) / 86_400_000;
  return gapDays <= RATE_LOOKBACK_DAYS ? found : null;
}

/**
 * An amount as it was recorded, with the rate kept with it, when it was in another currency than the collection's
 * (a rate and its publication day, or no rate yet); null for the collection's own currency (rate 1, no publication).
 */
export function conversionOf(cents: number | null, currency: string, rate: number | null, day: string | null): { currency: string; amount: number; rate: number | null; day: string | null } | null {
  if (cents === null || (rate !== null && day === null)) return null;
  return { currency, amount: cents / 100, rate, day };
}
