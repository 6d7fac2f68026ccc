import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SAME_CURRENCY, type EuroRates } from '@tmnt/domain';
import { parseEcbRates, type EcbDay } from '../src/rates/ecb-xml.ts';
import { createRates, rateKey } from '../src/rates/index.ts';
import { openTestDatabase } from './helpers.ts';
import { startFakeEcb } from './support/fake-ecb.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/ecb/${name}`, import.meta.url), 'utf8');

/** Every weekday from `from` to `to`, at the same rates. */
function weekdays(from: string, to: string, perEuro: EuroRates): EcbDay[] {
  const days: EcbDay[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    const date = new Date(time);
    if (date.getUTCDay() % 6 !== 0) days.push({ day: date.toISOString().slice(0, 10), perEuro });
  }
  return days;
}

// The week of Friday 2026-11-27, with the fixtures' rates; before it, the same plain rates every weekday.
const FRIDAY = { day: '2026-11-20', perEuro: { USD: 1.1597, GBP: 0.87114 } };
const MONDAY = { day: '2026-11-23', perEuro: { USD: 1.1612, GBP: 0.87228 } };
const TUESDAY = { day: '2026-11-24', perEuro: { USD: 1.1627, GBP: 0.87341 } };
const WEDNESDAY = { day: '2026-11-25', perEuro: { USD: 1.1642, GBP: 0.87455 } };
const THURSDAY = { day: '2026-11-26', perEuro: { USD: 1.1655, GBP: 0.8756 } };
const NEXT_FRIDAY = { day: '2026-11-27', perEuro: { USD: 1.166, GBP: 0.876 } };
const OLDER = weekdays('2025-10-01', '2026-11-19', { USD: 1.25, GBP: 0.8 });
/** As the ECB has them on Friday 2026-11-27 before it publishes that day's rates (16:00 CET). */
const PUBLISHED = [...OLDER, FRIDAY, MONDAY, TUESDAY, WEDNESDAY, THURSDAY];

const DAILY = 'eurofxref-daily.xml';
const NINETY_DAYS = 'eurofxref-hist-90d.xml';
const HISTORY = 'eurofxref-hist.xml';
const MINUTE = 60_000;

/** Rates over a fresh database and a fake ECB serving `published`, on a clock the test moves. */
async function setup(published: EcbDay[] = PUBLISHED, start = '2026-11-27T10:00:00Z') {
  const db = await openTestDatabase();
  const ecb = await startFakeEcb(published);
  onTestFinished(() => ecb.close());
  const clock = { now: new Date(start) };
  const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  const rates = createRates(db, { baseUrl: ecb.url, now: () => clock.now, timeoutMs: 200 });
  return { db, ecb, clock, later, rates };
}

describe('ECB rate files', () => {
  it('reads the daily file (tab-indented, single quotes)', () => {
    const days = parseEcbRates(fixture('eurofxref-daily.xml'));
    expect(days.map((d) => d.day)).toEqual(['2026-11-25']);
    expect(Object.keys(days[0].perEuro)).toHaveLength(29);
    expect(days[0].perEuro).toMatchObject({ USD: 1.1642, GBP: 0.87455, JPY: 181.32, IDR: 19412.55 });
  });

  it('reads a history file (one line per day, double quotes, newest first)', () => {
    const days = parseEcbRates(fixture('eurofxref-hist-excerpt.xml'));
    expect(days.map((d) => d.day)).toEqual(['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-20', '2026-11-19']);
    expect(days[3].perEuro).toMatchObject(FRIDAY.perEuro);
  });

  it('leaves out entries it cannot read, never guessing', () => {
    const xml = `<gesmes:Envelope xmlns:gesmes="g" xmlns="e"><Cube>
      <Cube time="2026-02-30"><Cube currency="USD" rate="1.1"/></Cube>
      <Cube time="2026-01-05"><Cube currency="USD" rate="n/a"/><Cube currency="GBP" rate="-0.8"/><Cube currency="JPY" rate=""/><Cube currency="CHF"/><Cube currency="CAD" rate="1.62"/></Cube>
      <Cube time="2026-01-06"><Cube currency="USD" rate="0"/></Cube>
    </Cube></gesmes:Envelope>`;
    expect(parseEcbRates(xml)).toEqual([{ day: '2026-01-05', perEuro: { CAD: 1.62 } }]);
  });

  it('refuses a text that is not an ECB rates file', () => {
    for (const text of ['<html><body><h1>Service unavailable</h1></body></html>', '{"rates":{}}', '', '<gesmes:Envelope xmlns:gesmes="g"/>']) {
      expect(() => parseEcbRates(text)).toThrow(/not an ECB reference-rates file/i);
    }
  });

  it('the fake ECB writes files as the ECB does', async () => {
    const { ecb } = await setup();
    const read = async (file: string) => parseEcbRates(await (await fetch(new URL(file, ecb.url))).text());
    expect(await read(DAILY)).toEqual([THURSDAY]);
    expect((await read(NINETY_DAYS)).map((d) => d.day).slice(0, 3)).toEqual(['2026-11-26', '2026-11-25', '2026-11-24']);
    expect((await read(HISTORY)).at(-1)!.day).toBe('2025-10-01');
  });
});

describe('rates', () => {
  it("converts at the rate of the amount's own day", async () => {
    const { ecb, rates } = await setup();
    // GBP to USD on Wednesday: USD per euro / GBP per euro = 1.1642 / 0.87455 ≈ 1.33120.
    expect(await rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-11-25' })).toEqual({ rate: 1.1642 / 0.87455, day: '2026-11-25' });
    expect(await rates.rateFor({ from: 'USD', to: 'GBP', day: '2026-11-25' })).toEqual({ rate: 0.87455 / 1.1642, day: '2026-11-25' });
    expect(await rates.rateFor({ from: 'EUR', to: 'USD', day: '2026-11-25' })).toEqual({ rate: 1.1642, day: '2026-11-25' });
    expect(await rates.rateFor({ from: 'USD', to: 'EUR', day: '2026-11-24' })).toEqual({ rate: 1 / 1.1627, day: '2026-11-24' });
    expect(ecb.requests()).toBe(1);
  });

  it("takes a weekend amount at Friday's rate and says so", async () => {
    const { rates } = await setup();
    const saturday = { from: 'GBP', to: 'USD', day: '2026-11-21' };
    const sunday = { ...saturday, day: '2026-11-22' };
    const answers = await rates.ratesFor([saturday, sunday]);
    expect(answers.get(rateKey(saturday))).toEqual({ rate: 1.1597 / 0.87114, day: '2026-11-20' });
    expect(answers.get(rateKey(sunday))).toEqual({ rate: 1.1597 / 0.87114, day: '2026-11-20' });
  });

  it('converts the same currency at 1 without asking the ECB', async () => {
    const { ecb, rates } = await setup();
    expect(await rates.rateFor({ from: 'USD', to: 'USD', day: '2026-11-25' })).toEqual(SAME_CURRENCY);
    expect(ecb.requests()).toBe(0);
  });

  it('answers null, never a guess, more than a week after the last publication, an unquoted currency, or a day before the euro', async () => {
    const { ecb, rates } = await setup(weekdays('2026-09-01', '2026-11-17', { USD: 1.25, GBP: 0.8 }));
    expect(await rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-11-27' })).toBeNull(); // 10 days after
    expect(await rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-11-24' })).toEqual({ rate: 1.5625, day: '2026-11-17' }); // 7 days after
    expect(await rates.rateFor({ from: 'XYZ', to: 'USD', day: '2026-11-17' })).toBeNull();
    expect(await rates.rateFor({ from: 'GBP', to: 'USD', day: '1998-12-31' })).toBeNull();
    // The 90-day file fetched a moment ago holds nothing newer: it is not fetched again for each ask.
    expect(ecb.requests()).toBe(1);
  });

  it('fetches the history for an old day and the 90-day file for a recent one', async () => {
    const old = await setup();
    expect(await old.rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-01-15' })).toEqual({ rate: 1.5625, day: '2026-01-15' });
    expect([old.ecb.requests(HISTORY), old.ecb.requests()]).toEqual([1, 1]);

    const recent = await setup();
    expect(await recent.rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-10-01' })).toEqual({ rate: 1.5625, day: '2026-10-01' });
    expect([recent.ecb.requests(NINETY_DAYS), recent.ecb.requests()]).toEqual([1, 1]);
  });

  it("looks for today's rates with the daily file, at most once an hour", async () => {
    const { ecb, later, rates } = await setup();
    const today = { from: 'GBP', to: 'USD', day: '2026-11-27' };
    // 10:00 UTC: the 90-day file, just fetched, has Thursday's rates as the newest.
    expect(await rates.rateFor({ ...today, day: '2026-11-26' })).toEqual({ rate: 1.1655 / 0.8756, day: '2026-11-26' });
    expect(await rates.rateFor(today)).toEqual({ rate: 1.1655 / 0.8756, day: '2026-11-26' });
    expect(ecb.requests()).toBe(1);

    ecb.publish([...PUBLISHED, NEXT_FRIDAY]);
    later(30 * MINUTE);
    expect(await rates.rateFor(today)).toEqual({ rate: 1.1655 / 0.8756, day: '2026-11-26' });
    expect(ecb.requests()).toBe(1);

    later(6 * 60 * MINUTE); // 16:30 UTC: out
    expect(await rates.rateFor(today)).toEqual({ rate: 1.166 / 0.876, day: '2026-11-27' });
    expect(ecb.requests(DAILY)).toBe(1);
    // A day after today is asked as today.
    expect(await rates.rateFor({ ...today, day: '2026-12-01' })).toEqual({ rate: 1.166 / 0.876, day: '2026-11-27' });
    expect(ecb.requests()).toBe(2);
  });

  it('takes the 90-day file, not the daily one, when a publication may lie between the newest kept and today', async () => {
    const { ecb, clock, rates } = await setup(PUBLISHED.filter((d) => d.day <= WEDNESDAY.day), '2026-11-26T10:00:00Z');
    expect(await rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-11-25' })).toEqual({ rate: 1.1642 / 0.87455, day: '2026-11-25' });

    ecb.publish([...PUBLISHED, NEXT_FRIDAY]);
    clock.now = new Date('2026-11-27T18:00:00Z');
    expect(await rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-11-27' })).toEqual({ rate: 1.166 / 0.876, day: '2026-11-27' });
    // The daily file would have left Thursday out, and Thursday's amounts at Wednesday's rate.
    expect(await rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-11-26' })).toEqual({ rate: 1.1655 / 0.8756, day: '2026-11-26' });
    expect([ecb.requests(NINETY_DAYS), ecb.requests(DAILY)]).toEqual([2, 0]);
  });

  it('keeps the rates in the database: another instance answers without asking the ECB', async () => {
    const { db, ecb, clock, rates } = await setup();
    await rates.rateFor({ from: 'GBP', to: 'USD', day: '2026-11-25' });
    expect(ecb.requests()).toBe(1);

    const again = createRates(db, { baseUrl: ecb.url, now: () => clock.now });
    const wednesday = { from: 'GBP', to: 'USD', day: '2026-11-25' };
    const saturday = { from: 'USD', to: 'GBP', day: '2026-11-21' };
    const answers = await again.ratesFor([wednesday, saturday]);
    expect(answers.get(rateKey(wednesday))).toEqual({ rate: 1.1642 / 0.87455, day: '2026-11-25' });
    expect(answers.get(rateKey(saturday))).toEqual({ rate: 0.87114 / 1.1597, day: '2026-11-20' });
    expect(ecb.requests()).toBe(1);
    const kept = await db.selectFrom('exchange_rates').select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow();
    expect(Number(kept.rows)).toBe(2 * PUBLISHED.filter((d) => d.day >= '2026-08-29').length);
  });

  it('answers null while the ECB fails, and does not ask again within five minutes', async () => {
    const { ecb, later, rates } = await setup();
    const wednesday = { from: 'GBP', to: 'USD', day: '2026-11-25' };
    ecb.fail('status');
    expect(await rates.rateFor(wednesday)).toBeNull();
    later(4 * MINUTE);
    expect(await rates.rateFor(wednesday)).toBeNull();
    expect(await rates.rateFor({ ...wednesday, day: '2026-11-24' })).toBeNull();
    expect(ecb.requests()).toBe(1);

    ecb.fail(null);
    later(2 * MINUTE);
    expect(await rates.rateFor(wednesday)).toEqual({ rate: 1.1642 / 0.87455, day: '2026-11-25' });
    expect(ecb.requests()).toBe(2);
  });

  it('gives up on an ECB that does not answer within the time limit', async () => {
    const { ecb, later, rates } = await setup();
    ecb.fail('hang');
    const wednesday = { from: 'GBP', to: 'USD', day: '2026-11-25' };
    expect(await rates.rateFor(wednesday)).toBeNull();
    later(MINUTE);
    expect(await rates.rateFor(wednesday)).toBeNull();
    expect(ecb.requests()).toBe(1);
  });

  it('shares one fetch between asks made at the same time', async () => {
    const { ecb, rates } = await setup();
    const wednesday = { from: 'GBP', to: 'USD', day: '2026-11-25' };
    const friday = { from: 'GBP', to: 'USD', day: '2026-11-20' };
    const [first, second, both] = await Promise.all([rates.rateFor(wednesday), rates.rateFor(friday), rates.ratesFor([wednesday, friday])]);
    expect(first).toEqual({ rate: 1.1642 / 0.87455, day: '2026-11-25' });
    expect(second).toEqual({ rate: 1.1597 / 0.87114, day: '2026-11-20' });
    expect([...both.values()]).toEqual([first, second]);
    expect(ecb.requests()).toBe(1);
  });
});
