import { utcToday } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { moneySetting } from './kept.ts';
import type { Rates } from './rates.ts';

/** An amount about to be stored: its currency and its own date (today when it has none). */
export interface AmountToStore {
  currency: string;
  day: string | null;
}

/**
 * Fetches, before the write that stores them (never inside it), the rates amounts not in the collection's currency
 * will be kept with. A rate that cannot be fetched is left missing: the write goes on and the amount says so.
 */
export async function prepareRates(rates: Rates, db: Db, amounts: readonly AmountToStore[]): Promise<void> {
  const { currency } = await moneySetting(db);
  const today = utcToday();
  const asks = new Map<string, { from: string; to: string; day: string }>();
  for (const amount of amounts) {
    if (amount.currency === currency) continue;
    const ask = { from: amount.currency, to: currency, day: amount.day ?? today };
    asks.set(`${ask.from}@${ask.day}`, ask);
  }
  if (asks.size > 0) await rates.ratesFor([...asks.values()]);
}
