/** The collection's currency, the eBay site searched, and amounts converted from other currencies (server/src/money). */
import { z } from 'zod';
import { CURRENCIES, MARKETPLACES } from '../currency.ts';
import { oneOf, strict } from './common.ts';

/** One of the currencies an amount may be entered in (domain CURRENCIES): anything else is refused as unsupported. */
export const currencySchema = oneOf(CURRENCIES, 'currency');

/**
 * An amount recorded in another currency than the collection's: what it was, and the rate it converts at (kept
 * with it: the ECB reference rate published on `day`, its own date or the last working day before). A null rate is
 * not known yet: the amount is shown as it was and left out of every sum, never guessed.
 */
export const conversionSchema = z.object({
  currency: z.string(),
  amount: z.number(),
  rate: z.number().nullable(),
  day: z.string().nullable(),
});
export type Conversion = z.infer<typeof conversionSchema>;

/** GET /api/money: the collection's currency and marketplace, and what cannot be converted yet. */
export const moneySettingsSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** The eBay site searched; `marketplace_matched` when it follows the currency (the collector chose none). */
  marketplace: z.enum(MARKETPLACES),
  marketplace_matched: z.boolean(),
  /** Where the ECB's reference rates are read from (ECB_RATES_URL). */
  rates_source: z.string(),
  /** Amounts whose rate could not be read yet (the ECB was not reached): how many, and the first currencies and days. */
  missing_rates: z.object({
    count: z.number().int(),
    examples: z.array(z.object({ currency: z.string(), day: z.string() })),
  }),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/** PUT /api/money: every amount is then shown and summed in the new currency, each converted at its own date. */
export const moneySettingsRequestSchema = strict({
  currency: currencySchema,
  /** null (or left out): the marketplace matching the currency. */
  marketplace: oneOf(MARKETPLACES, 'marketplace').nullable().optional(),
});
export type MoneySettingsRequest = z.infer<typeof moneySettingsRequestSchema>;
