// The European Central Bank's euro reference rates, kept in exchange_rates once fetched: the rate an amount converts
// at on its own date. The ECB is asked only when the kept rates cannot answer, for one file covering what is missing.
import { crossRate, isCalendarDate, publicationFor, RATE_LOOKBACK_DAYS, SAME_CURRENCY, utcToday, type EuroRates, type Rate } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { parseEcbRates, type EcbDay } from './ecb-xml.ts';

/** Converting from one currency to another an amount dated `day` (YYYY-MM-DD). */
export interface RateAsk {
  from: string;
  to: string;
  day: string;
}

export interface Rates {
  /**
   * For each ask (by rateKey), the rate: units of `to` for one unit of `from` on `day`, with the ECB day it was
   * published (the day itself, or the last publication before it); null when missing (not published, not quoted, or
   * the ECB could not be reached): never a guess. The same currency is SAME_CURRENCY. A day after today is asked as
   * today. May fetch from the ECB: call it before opening a database transaction, never inside one.
   */
  ratesFor(asks: readonly RateAsk[]): Promise<Map<string, Rate | null>>;
  /** One ask's rate, as ratesFor. */
  rateFor(ask: RateAsk): Promise<Rate | null>;
  /** Where the rates are read from (ECB_RATES_URL), for messages that say what could not be reached. */
  readonly source: string;
}

export interface RatesOptions {
  /** Where the ECB's files are (DEFAULT_ECB_RATES_URL). */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** For each file, body included. */
  timeoutMs?: number;
}

export const rateKey = (ask: RateAsk): string => `${ask.from}>${ask.to}@${ask.day}`;

type EcbFile = 'eurofxref-daily.xml' | 'eurofxref-hist-90d.xml' | 'eurofxref-hist.xml';

/** The ECB's first publication: there are no rates before it, and no fetch could find any. */
const FIRST_PUBLICATION = '1999-01-04';
/** How far back the 90-day file is used: below 90, as its window ends on its newest publication, maybe days ago. */
const NINETY_DAY_FILE_REACH = 85;
/** A file fetched is not fetched again for an hour: today's rates may come out, but not every minute. */
const FETCHED_REST_MS = 3_600_000;
/** A failed fetch is not tried again for five minutes, so a burst of asks does not hammer the ECB. */
const FAILED_REST_MS = 5 * 60_000;
/** Rows per statement, well below SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/**
 * The smallest file holding every publication from `from` to today. The daily file holds only the newest, so it
 * serves only when the days from `from` to yesterday are weekends: else a publication in between would be missed, and
 * an amount of that day would silently take the kept day before it.
 */
function fileFor(from: string, today: string): EcbFile {
  let day = from;
  while (day < today && isWeekend(day)) day = addDays(day, 1);
  if (day >= today) return 'eurofxref-daily.xml';
  return dayNumber(today) - dayNumber(from) <= NINETY_DAY_FILE_REACH ? 'eurofxref-hist-90d.xml' : 'eurofxref-hist.xml';
}

const keptDays = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('exchange_rates').select('day').distinct().orderBy('day').execute()).map((row) => row.day);

/**
 * Keeps every rate of a file, leaving rows already kept as they are (a past day's rates never change). In one
 * transaction, so a day is never left half kept (it would count as published and answer "not quoted").
 */
async function keep(db: Db, days: EcbDay[]): Promise<void> {
  const rows = days.flatMap(({ day, perEuro }) => Object.entries(perEuro).map(([currency, per_euro]) => ({ day, currency, per_euro })));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx.insertInto('exchange_rates').values(rows.slice(start, start + CHUNK)).onConflict((oc) => oc.doNothing()).execute();
    }
  });
}

/** The kept euro rates of `currencies` on each of `days`. */
async function ratesOn(db: Db, days: string[], currencies: string[]): Promise<Map<string, EuroRates>> {
  const perDay = new Map<string, EuroRates>();
  for (let start = 0; start < days.length; start += CHUNK) {
    const rows = await db
      .selectFrom('exchange_rates')
      .select(['day', 'currency', 'per_euro'])
      .where('day', 'in', days.slice(start, start + CHUNK))
      .where('currency', 'in', currencies)
      .execute();
    for (const row of rows) perDay.set(row.day, { ...perDay.get(row.day), [row.currency]: row.per_euro });
  }
  return perDay;
}

export function createRates(db: Db, { baseUrl, fetch: fetchUrl = fetch, now = () => new Date(), timeoutMs = 10_000 }: RatesOptions): Rates {
  /** The kept publication days, ascending: read once, read again after each fetch. */
  let published: Promise<string[]> | undefined;
  /** Each file's last fetch: when it ended (ms) and whether it was kept. */
  const lastFetch = new Map<EcbFile, { at: number; ok: boolean }>();
  const inFlight = new Map<EcbFile, Promise<boolean>>();

  const publishedDays = () =>
    (published ??= keptDays(db).catch((error: unknown) => {
      published = undefined;
      throw error;
    }));

  /** Every file holds the latest publication: true when one was fetched in the last hour. */
  const latestChecked = () => [...lastFetch.values()].some(({ at, ok }) => ok && now().getTime() - at < FETCHED_REST_MS);

  /** A file's days; throws on a network error, the time limit, an HTTP error or a text with no rates in it. */
  async function download(file: EcbFile): Promise<EcbDay[]> {
    const response = await fetchUrl(`${baseUrl.replace(/\/+$/, '')}/${file}`, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    const days = parseEcbRates(text);
    if (days.length === 0) throw new Error(`${file} holds no rates`);
    return days;
  }

  /** Fetches and keeps a file; false when the ECB could not give it. A database error is thrown. */
  async function fetchAndKeep(file: EcbFile): Promise<boolean> {
    let days: EcbDay[];
    try {
      days = await download(file);
    } catch {
      lastFetch.set(file, { at: now().getTime(), ok: false });
      return false;
    }
    await keep(db, days);
    published = undefined;
    await publishedDays();
    lastFetch.set(file, { at: now().getTime(), ok: true });
    return true;
  }

  /**
   * Whether the kept rates hold what `file` holds: it is fetched now (or the fetch in flight is shared), unless it was
   * fetched in the last hour (true) or failed in the last five minutes (false).
   */
  function refresh(file: EcbFile): Promise<boolean> {
    let pending = inFlight.get(file);
    if (pending) return pending;
    const last = lastFetch.get(file);
    if (last && now().getTime() - last.at < (last.ok ? FETCHED_REST_MS : FAILED_REST_MS)) return Promise.resolve(last.ok);
    pending = fetchAndKeep(file).finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
    return pending;
  }

  async function ratesFor(asks: readonly RateAsk[]): Promise<Map<string, Rate | null>> {
    const today = utcToday(now());
    const answers = new Map<string, Rate | null>();
    /** The asks the kept rates answer, by key, each on the day it is looked up on. */
    const open = new Map<string, RateAsk>();
    for (const ask of asks) {
      const key = rateKey(ask);
      if (ask.from === ask.to) answers.set(key, SAME_CURRENCY);
      else if (!isCalendarDate(ask.day) || ask.day < FIRST_PUBLICATION) answers.set(key, null);
      else open.set(key, { ...ask, day: ask.day > today ? today : ask.day });
    }
    if (open.size === 0) return answers;

    let days = await publishedDays();
    const newest = days.at(-1);
    // Fetched for: a day with no kept publication, and a day after the newest kept one (a later one may be out).
    const stale = [...open].filter(([, { day }]) => publicationFor(day, days) === null || (day > newest! && !latestChecked()));
    if (stale.length > 0) {
      // The file must hold every publication after the newest kept (so the kept days have no hole), and for a day
      // with none kept, those it may take within the lookback.
      const from = stale.map(([, { day }]) => (newest !== undefined && day > newest ? addDays(newest, 1) : addDays(day, -RATE_LOOKBACK_DAYS))).sort()[0];
      if (await refresh(fileFor(from, today))) days = await publishedDays();
      else {
        for (const [key] of stale) {
          answers.set(key, null);
          open.delete(key);
        }
      }
    }

    const publications = new Map([...open].map(([key, ask]) => [key, publicationFor(ask.day, days)]));
    const usedDays = [...new Set(publications.values())].filter((day) => day !== null);
    const currencies = [...new Set([...open.values()].flatMap((ask) => [ask.from, ask.to]))];
    const perDay = await ratesOn(db, usedDays, currencies);
    for (const [key, ask] of open) {
      const day = publications.get(key)!;
      const rate = day === null ? null : crossRate(perDay.get(day) ?? {}, ask.from, ask.to);
      answers.set(key, day === null || rate === null ? null : { rate, day });
    }
    return answers;
  }

  return {
    source: baseUrl,
    ratesFor,
    rateFor: async (ask) => (await ratesFor([ask])).get(rateKey(ask)) ?? null,
  };
}
