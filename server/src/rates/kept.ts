// The rate kept with each stored amount: what one unit of its currency was worth in the collection's currency on
// the amount's own date, from the ECB rates stored in exchange_rates (rates.ts fetches them, outside any write).
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { crossRate, DEFAULT_CURRENCY, isCurrency, MARKETPLACES, publicationFor, RATE_LOOKBACK_DAYS, showMoneyIn, utcToday, type Currency, type Marketplace, type Rate } from '@tmnt/domain';
import { builtOnce } from '../db/built-once.ts';
import type { Db } from '../db/database.ts';
import { rateKey, type RateAsk } from './rates.ts';

export interface MoneySetting {
  currency: Currency;
  /** Chosen by the collector; null for the one matching the currency. */
  marketplace: Marketplace | null;
}

const storedMoneySetting = builtOnce((db) => db.selectFrom('app_state').select(['currency', 'marketplace']).where('id', '=', 1));

/** The collection's currency and the eBay site chosen (app_state). */
export async function moneySetting(db: Db): Promise<MoneySetting> {
  const [row] = await storedMoneySetting(db);
  const marketplace = (MARKETPLACES as readonly (string | null)[]).includes(row.marketplace) ? (row.marketplace as Marketplace) : null;
  return { currency: isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY, marketplace };
}

/**
 * The server's own texts (advice, the insurance report) speak the collection's currency: read afresh before they are
 * written, as another instance (or a restored backup) may have changed it.
 */
export async function showCollectionCurrency(db: Db): Promise<void> {
  showMoneyIn((await moneySetting(db)).currency);
}

/** The kinds of stored amounts, each with its currency, rate, rate day and date columns. */
const AMOUNTS = {
  cost: {
    table: 'inventory_items',
    currency: 'currency',
    rate: 'cost_rate',
    rateDay: 'cost_rate_day',
    day: sql<string>`coalesce(purchase_date, substr(created_at, 1, 10))`,
    // A copy with nothing paid recorded needs no rate (and no fetch for one).
    holds: sql<SqlBool>`(purchase_price_cents is not null or shipping_cents is not null or tax_cents is not null or fees_cents is not null)`,
  },
  sale: {
    table: 'inventory_items',
    currency: 'sold_currency',
    rate: 'sold_rate',
    rateDay: 'sold_rate_day',
    day: sql<string>`sold_on`,
    holds: sql<SqlBool>`sold_on is not null`,
  },
  price: {
    table: 'price_records',
    currency: 'currency',
    rate: 'rate',
    rateDay: 'rate_day',
    day: sql<string>`coalesce(sold_at, substr(coalesce(seen_at, fetched_at), 1, 10))`,
    holds: sql<SqlBool>`1 = 1`,
  },
} as const;
type AmountKind = keyof typeof AMOUNTS;
const KINDS = Object.keys(AMOUNTS) as AmountKind[];

/** The amounts a keeping covers: those without a rate yet, or all of them (the collection's currency changed). */
export type KeptScope = 'missing' | 'all';

// The tables and columns are AMOUNTS' own, never from outside, so the queries are built untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Db) => db as unknown as Kysely<any>;

function inScope(kind: AmountKind, scope: KeptScope): Expression<SqlBool> {
  const a = AMOUNTS[kind];
  return scope === 'missing' ? sql<SqlBool>`${a.holds} and ${sql.ref(a.rate)} is null` : a.holds;
}

/** The currencies and days of one kind's amounts in scope that are not in the collection's currency. */
async function foreignPairs(db: Db, kind: AmountKind, collection: Currency, scope: KeptScope): Promise<{ currency: string; day: string }[]> {
  const a = AMOUNTS[kind];
  return (await untyped(db)
    .selectFrom(a.table)
    .select([sql.ref<string>(a.currency).as('currency'), a.day.as('day')])
    .distinct()
    .where(inScope(kind, scope))
    .where(sql.ref(a.currency), '<>', collection)
    .execute()) as { currency: string; day: string }[];
}

/** The rates the amounts in scope need (to fetch them before the write that keeps them). */
export async function ratesNeeded(db: Db, scope: KeptScope, collection?: Currency): Promise<RateAsk[]> {
  const to = collection ?? (await moneySetting(db)).currency;
  const asks: RateAsk[] = [];
  for (const kind of KINDS) for (const { currency, day } of await foreignPairs(db, kind, to, scope)) asks.push({ from: currency, to, day });
  return asks;
}

/** How many amounts wait for a rate, and the first currencies and days they wait for. */
export async function missingRates(db: Db, examples = 5): Promise<{ count: number; examples: { currency: string; day: string }[] }> {
  let count = 0;
  for (const kind of KINDS) {
    const row = await untyped(db).selectFrom(AMOUNTS[kind].table).select(sql<number>`count(*)`.as('n')).where(inScope(kind, 'missing')).executeTakeFirstOrThrow();
    count += Number(row.n);
  }
  const pairs = new Map<string, { currency: string; day: string }>();
  if (count > 0) {
    const { currency } = await moneySetting(db);
    for (const kind of KINDS) for (const pair of await foreignPairs(db, kind, currency, 'missing')) pairs.set(`${pair.currency}@${pair.day}`, pair);
  }
  const sorted = [...pairs.values()].sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency));
  return { count, examples: sorted.slice(0, examples) };
}

/**
 * Gives every amount in scope the rate of its own date to the collection's currency from the stored ECB rates
 * (1 for the collection's own currency); one whose rate is not stored stays without (missing, never guessed).
 * Call inside the write, after rates.ratesFor fetched what it could. Answers the figures whose prices and the
 * copies whose cost or sale got a rate, for their summaries and values to follow.
 */
export async function keepRates(trx: Db, scope: KeptScope): Promise<{ figureIds: number[]; itemIds: number[] }> {
  const { currency: collection } = await moneySetting(trx);
  const lookup = storedRates(trx);
  const figureIds = new Set<number>();
  const itemIds = new Set<number>();
  for (const kind of KINDS) {
    const a = AMOUNTS[kind];
    const note = (rows: { id: number; figure_id: number }[]) => {
      for (const row of rows) (kind === 'price' ? figureIds : itemIds).add(kind === 'price' ? row.figure_id : row.id);
    };
    note(
      (await untyped(trx)
        .updateTable(a.table)
        .set({ [a.rate]: 1, [a.rateDay]: null })
        .where(inScope(kind, scope))
        .where(sql.ref(a.currency), '=', collection)
        .returning(['id', 'figure_id'])
        .execute()) as { id: number; figure_id: number }[],
    );
    for (const pair of await foreignPairs(trx, kind, collection, scope)) {
      const rate = await lookup({ from: pair.currency, to: collection, day: pair.day });
      note(
        (await untyped(trx)
          .updateTable(a.table)
          .set({ [a.rate]: rate?.rate ?? null, [a.rateDay]: rate?.day ?? null })
          .where(inScope(kind, scope))
          .where(sql.ref(a.currency), '=', pair.currency)
          .where(a.day, '=', pair.day)
          .returning(['id', 'figure_id'])
          .execute()) as { id: number; figure_id: number }[],
      );
    }
  }
  return { figureIds: [...figureIds], itemIds: [...itemIds] };
}

/**
 * The rate one amount is kept with, as its row stores it: 1 (no publication day) in the collection's currency, else
 * the stored ECB rate of its day, or none yet. For a write that stores the amount (fetch it first: prepareRates); a
 * caller that has read the collection's currency already passes it.
 */
export async function rateColumns(trx: Db, currency: string, day: string, collection?: Currency): Promise<{ rate: number | null; day: string | null }> {
  collection ??= (await moneySetting(trx)).currency;
  if (currency === collection) return { rate: 1, day: null };
  const rate = await storedRate(trx, { from: currency, to: collection, day });
  return { rate: rate?.rate ?? null, day: rate?.day ?? null };
}

/** Rates from the stored ECB publications only (no fetch), remembered for the one write that asks. */
function storedRates(db: Db): (ask: RateAsk) => Promise<Rate | null> {
  const known = new Map<string, Promise<Rate | null>>();
  return (ask) => {
    const key = rateKey(ask);
    let rate = known.get(key);
    if (!rate) {
      rate = storedRate(db, ask);
      known.set(key, rate);
    }
    return rate;
  };
}

/** The rate of the latest publication on or before the day (at most RATE_LOOKBACK_DAYS back) quoting both currencies. */
async function storedRate(db: Db, { from, to, day }: RateAsk): Promise<Rate | null> {
  const asked = day > utcToday() ? utcToday() : day;
  const earliest = new Date(Date.parse(`${asked}T00:00:00Z`) - RATE_LOOKBACK_DAYS * 86_400_000).toISOString().slice(0, 10);
  const quoted = [from, to].filter((c) => c !== 'EUR');
  if (quoted.length === 0) return null;
  const rows = await db
    .selectFrom('exchange_rates')
    .select(['day', 'currency', 'per_euro'])
    .where('currency', 'in', quoted)
    .where('day', '<=', asked)
    .where('day', '>=', earliest)
    .execute();
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) byDay.set(row.day, { ...byDay.get(row.day), [row.currency]: row.per_euro });
  const complete = [...byDay.keys()].filter((d) => crossRate(byDay.get(d)!, from, to) !== null).sort();
  const published = publicationFor(asked, complete);
  return published === null ? null : { rate: crossRate(byDay.get(published)!, from, to)!, day: published };
}
