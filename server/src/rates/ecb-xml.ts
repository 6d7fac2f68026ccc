// Reading the ECB's reference-rate files (eurofxref-daily.xml, eurofxref-hist-90d.xml, eurofxref-hist.xml):
// <gesmes:Envelope><Cube><Cube time="…"><Cube currency="USD" rate="1.1642"/>…</Cube>…</Cube></gesmes:Envelope>.
import { load } from 'cheerio';
import { isCalendarDate, type EuroRates } from '@tmnt/domain';

/** One publication: the day and the units of each currency for one euro. */
export interface EcbDay {
  day: string;
  perEuro: EuroRates;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The days of an ECB rates file, in the file's order. Entries that cannot be read (a bad date, a rate that is not a
 * positive number) are left out, never guessed, and a day with none left is dropped. Throws when the text is not an
 * ECB rates file at all (an error page, say).
 */
export function parseEcbRates(xml: string): EcbDay[] {
  // XML mode: element names keep their case and prefix ("gesmes:Envelope"); the Cubes sit in the default namespace.
  const $ = load(xml, { xml: true });
  const root = $.root().children().get(0)?.name;
  if (root?.split(':').pop() !== 'Envelope' || $('Cube').length === 0) throw new Error('Not an ECB reference-rates file: no Envelope with Cube elements');
  const days: EcbDay[] = [];
  for (const dayCube of $('Cube[time]')) {
    const day = $(dayCube).attr('time')!.trim();
    if (!isCalendarDate(day)) continue;
    const perEuro: EuroRates = {};
    for (const rateCube of $(dayCube).children('Cube[currency][rate]')) {
      const currency = $(rateCube).attr('currency')!.trim();
      const rate = Number($(rateCube).attr('rate'));
      if (CURRENCY_CODE.test(currency) && Number.isFinite(rate) && rate > 0) perEuro[currency] = rate;
    }
    if (Object.keys(perEuro).length > 0) days.push({ day, perEuro });
  }
  return days;
}
