import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '@tmnt/domain';
import { certificateAdvice, missingRatesText, ratesSourceHost, restoreSummary, sizeInWords } from './settings-text.ts';

const phone = { urls: ['https://192.168.1.20:3000'], https: true, fingerprint: 'AB', missing: null };

describe('settings text', () => {
  it('tells what the phone shows for each kind of certificate', () => {
    expect(certificateAdvice({ ...phone, certificate: 'self-signed' })).toMatch(/not private.*iPhone \(Safari\) tap Show Details.*Android \(Chrome\) tap Advanced, then Proceed/);
    expect(certificateAdvice({ ...phone, certificate: 'provided' })).toMatch(/no warning/);
    expect(certificateAdvice({ ...phone, https: false, certificate: 'none' })).toMatch(/camera only over HTTPS/);
  });

  it('says sizes in KB under a megabyte and in MB with one decimal above', () => {
    expect(sizeInWords(100)).toBe('1 KB');
    expect(sizeInWords(512 * 1024)).toBe('512 KB');
    expect(sizeInWords(3.45 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('sums up a restore with its counts, singular and plural', () => {
    const result = { created_at: '2026-11-20T10:00:00.000Z', schema: 's', migrated_to: null, counts: { inventory_items: 1, price_records: 1200 }, photos: { restored: 2, kept: 1 }, previous: null };
    expect(restoreSummary(result)).toMatch(/^Restored the backup of Nov 20, 2026, .*: 1 copy, 1,200 price records and 3 photos\.$/);
    expect(restoreSummary({ ...result, counts: {}, photos: { restored: 0, kept: 0 }, migrated_to: 'x' })).toMatch(/0 copies, 0 price records and 0 photos\. It was brought up to this version of the app\.$/);
  });

  it('names where the exchange rates come from by its host', () => {
    expect(ratesSourceHost('https://www.ecb.europa.eu/stats/eurofxref/')).toBe('www.ecb.europa.eu');
    expect(ratesSourceHost('http://127.0.0.1:4123/rates')).toBe('127.0.0.1:4123');
    expect(ratesSourceHost('not a url')).toBe('not a url');
  });

  it('says how many amounts wait for an exchange rate, the first of them, and what becomes of them', () => {
    const day = formatDisplayDate('2026-11-20');
    expect(missingRatesText({ count: 3, examples: [{ currency: 'GBP', day: '2026-11-20' }, { currency: 'EUR', day: '2026-11-20' }] })).toBe(
      `3 amounts are waiting for exchange rates (GBP on ${day}, EUR on ${day}, …): they are shown as recorded and left out of totals until the ECB's rates can be read.`,
    );
    expect(missingRatesText({ count: 1, examples: [{ currency: 'CAD', day: '2026-11-20' }] })).toBe(
      `1 amount is waiting for exchange rates (CAD on ${day}): it is shown as recorded and left out of totals until the ECB's rates can be read.`,
    );
  });
});
