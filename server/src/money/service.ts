import { sql } from 'kysely';
import { marketplaceFor, showMoneyIn, utcToday, type MoneySettings, type MoneySettingsRequest } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { rebuildCopyGroups, revalueCopies } from '../inventory/index.ts';
import { rebuildAllMarketSummaries, rebuildMarketSummaries } from '../market/index.ts';
import { forgetBestListings } from '../wants/index.ts';
import { keepRates, missingRates, moneySetting, rateKey, ratesNeeded, type Rates } from '../rates/index.ts';

/** GET /api/money: the collection's currency, the marketplace searched, and the amounts still waiting for a rate. */
export async function moneySettings(db: Db, rates: Rates): Promise<MoneySettings> {
  const setting = await moneySetting(db);
  return {
    currency: setting.currency,
    marketplace: marketplaceFor(setting.currency, setting.marketplace),
    marketplace_matched: setting.marketplace === null,
    rates_source: rates.source,
    missing_rates: await missingRates(db),
  };
}

/**
 * Sets the collection's currency and marketplace. A new currency restates everything at each amount's own date:
 * every amount gets its rate to it (fetched first, outside the write), the market summaries and copy values are
 * rebuilt, and the value history is converted day by day, as is the value each sold copy had when sold (at its sale
 * date). Those have no amount of their own to fall back on, so when a rate they need cannot be read nothing is
 * changed and the answer names what is missing.
 */
export async function changeMoneySettings(db: Db, rates: Rates, request: MoneySettingsRequest): Promise<MoneySettings> {
  const before = await moneySetting(db);
  const currency = request.currency;
  const marketplace = request.marketplace ?? null;
  if (currency !== before.currency) {
    await rates.ratesFor(await ratesNeeded(db, 'all', currency));
    const history = await historyRates(db, rates, before.currency, currency);
    const soldValues = await soldValueRates(db, rates, before.currency, currency);
    const wanted = await wantRates(db, rates, before.currency, currency);
    await inWriteTransaction(db, async (trx) => {
      await trx.updateTable('app_state').set({ currency, marketplace }).where('id', '=', 1).execute();
      await keepRates(trx, 'all');
      for (const [day, rate] of history) {
        await trx
          .updateTable('portfolio_snapshots')
          .set({ value_cents: times('value_cents', rate), invested_cents: times('invested_cents', rate) })
          .where('day', '=', day)
          .execute();
      }
      for (const [day, rate] of soldValues) {
        await trx
          .updateTable('inventory_items')
          .set({ value_cents: times('value_cents', rate), insurance_cents: times('insurance_cents', rate), minimum_cents: times('minimum_cents', rate) })
          .where('sold_on', '=', day)
          .execute();
      }
      // A target is what the collector would pay now: at today's rate. A deal's amounts at the day it was found; the
      // best listing of each want is found again by the next check.
      if (wanted.today !== null) await trx.updateTable('wants').set({ target_cents: times('target_cents', wanted.today) }).where('target_cents', 'is not', null).execute();
      await forgetBestListings(trx);
      for (const [day, rate] of wanted.deals) {
        await trx
          .updateTable('deals')
          .set({ price_cents: times('price_cents', rate), shipping_cents: times('shipping_cents', rate), total_cents: times('total_cents', rate) })
          .where(sql<string>`substr(found_at, 1, 10)`, '=', day)
          .execute();
      }
      await rebuildAllMarketSummaries(trx);
      await revalueCopies(trx, 'all');
    });
    // The server's own texts (advice, reports) speak the collection's currency too.
    showMoneyIn(currency);
  } else if (marketplace !== before.marketplace) {
    await inWriteTransaction(db, (trx) => trx.updateTable('app_state').set({ marketplace }).where('id', '=', 1).execute());
  }
  return moneySettings(db, rates);
}

/**
 * A stored sum of cents times a rate, to the cent. The rate is cast so that PostgreSQL does not take the parameter
 * for an integer like the column it multiplies (SQLite reads "double precision" as REAL).
 */
const times = (column: string, rate: number) => sql<number>`cast(round(${sql.ref(column)} * cast(${rate} as double precision)) as integer)`;

/** The rate of each day of the value history that holds money, from the old currency to the new; throws naming the missing. */
async function historyRates(db: Db, rates: Rates, from: string, to: string): Promise<Map<string, number>> {
  const days = await db.selectFrom('portfolio_snapshots').select('day').where((eb) => eb.or([eb('value_cents', '<>', 0), eb('invested_cents', '<>', 0)])).execute();
  return ratesOfDays(rates, from, to, days.map((d) => d.day), 'your value history');
}

/** The want list's rates: today's for the targets (null with none), and each day a deal was found on. */
async function wantRates(db: Db, rates: Rates, from: string, to: string): Promise<{ today: number | null; deals: Map<string, number> }> {
  const targets = await db.selectFrom('wants').select('id').where('target_cents', 'is not', null).limit(1).execute();
  const today = targets.length === 0 ? null : (await ratesOfDays(rates, from, to, [utcToday()], 'your want list\'s targets')).get(utcToday())!;
  const days = await db.selectFrom('deals').select(sql<string>`substr(found_at, 1, 10)`.as('day')).distinct().execute();
  return { today, deals: await ratesOfDays(rates, from, to, days.map((d) => d.day), 'the deals found for your want list') };
}

/** The rate of each day a copy was sold on, for the value it had then; throws naming the missing. */
async function soldValueRates(db: Db, rates: Rates, from: string, to: string): Promise<Map<string, number>> {
  const days = await db.selectFrom('inventory_items').select('sold_on').distinct().where('sold_on', 'is not', null).execute();
  return ratesOfDays(rates, from, to, days.map((d) => d.sold_on!), 'the values your sold copies had');
}

async function ratesOfDays(rates: Rates, from: string, to: string, list: string[], what: string): Promise<Map<string, number>> {
  const days = list.map((day) => ({ day }));
  const found = await rates.ratesFor(days.map(({ day }) => ({ from, to, day })));
  const history = new Map<string, number>();
  const missing: string[] = [];
  for (const { day } of days) {
    const rate = found.get(rateKey({ from, to, day }));
    if (rate) history.set(day, rate.rate);
    else missing.push(day);
  }
  if (missing.length > 0) {
    throw new HttpError(
      503,
      `The currency was not changed: ${what} need the ECB's ${from} to ${to} rates for ${missing.length === 1 ? missing[0] : `${missing.length} days (${missing[0]} to ${missing.at(-1)})`}, and they could not be read from ${rates.source}. Try again when this computer can reach it.`,
    );
  }
  return history;
}

/**
 * Amounts stored while their rate could not be read get it once the ECB answers: fetched first, then kept in one
 * write, with the figures' summaries and the copies' values following. Answers how many amounts still wait.
 */
export async function fillMissingRates(db: Db, rates: Rates): Promise<number> {
  const needed = await ratesNeeded(db, 'missing');
  if (needed.length === 0) return 0;
  await rates.ratesFor(needed);
  await inWriteTransaction(db, async (trx) => {
    const { figureIds, itemIds } = await keepRates(trx, 'missing');
    await rebuildMarketSummaries(trx, figureIds);
    for (const itemId of itemIds) await revalueCopies(trx, { itemId });
    // A cost or a sale that got its rate changes its group's sums, which the rates' own write does not move.
    if (itemIds.length > 0) await rebuildCopyGroups(trx);
  });
  return (await missingRates(db, 0)).count;
}

/** How often amounts waiting for a rate are tried again. */
const MISSING_RATES_EVERY_MS = 15 * 60_000;

export const missingRatesJob = (db: Db, rates: Rates): JobDefinition => ({
  kind: 'exchange-rates',
  everyMs: MISSING_RATES_EVERY_MS,
  run: async () => {
    const waiting = await fillMissingRates(db, rates);
    return { message: waiting === 0 ? 'Every amount has its exchange rate' : `${waiting} amounts still wait for exchange rates from ${rates.source}` };
  },
});
