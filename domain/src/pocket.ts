// The rules of a phone's pocket copy (issue 37): how an edit made offline meets the copy as it is at home, and how
// old what the phone answers from is, in words. The web app's outbox and answers use them.
import { formatMoney } from './money.ts';

/** The fields of a copy a phone may change with no connection (its condition, packaging, what it cost, where it is, notes). */
export const POCKET_EDIT_FIELDS = ['condition', 'packaging_type', 'purchase_price', 'purchase_shipping', 'purchase_tax', 'purchase_fees', 'storage_location', 'notes'] as const;
export type PocketEditField = (typeof POCKET_EDIT_FIELDS)[number];

/** A field both the phone and home changed, each to another value: the collector chooses. */
export interface EditClash {
  field: PocketEditField;
  home: unknown;
  phone: unknown;
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * An edit made on the phone from `base` (the copy's values when edited), met with the copy as it is at home now
 * (a 412): a field changed only on the phone is sent; one home changed to the same value needs nothing; one both
 * changed, to different values, is a clash, never overwritten either way. Fields only home changed stay as home has them.
 */
export function mergeEdit(
  base: Readonly<Partial<Record<PocketEditField, unknown>>>,
  changes: Readonly<Partial<Record<PocketEditField, unknown>>>,
  home: Readonly<Partial<Record<PocketEditField, unknown>>>,
): { send: Partial<Record<PocketEditField, unknown>>; clashes: EditClash[] } {
  const send: Partial<Record<PocketEditField, unknown>> = {};
  const clashes: EditClash[] = [];
  for (const field of POCKET_EDIT_FIELDS) {
    if (!(field in changes)) continue;
    const phone = changes[field];
    if (same(home[field], phone)) continue;
    if (same(home[field], base[field])) send[field] = phone;
    else clashes.push({ field, home: home[field] ?? null, phone: phone ?? null });
  }
  return { send, clashes };
}

/** What the phone holds is "old" past this: an answer from it then says so in words. */
const POCKET_STALE_MS = 24 * 60 * 60 * 1000;

const twoDigits = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * When the phone's copy was read from the server, as an answer says it (local time): "as of 14:02 today",
 * "as of 18:40 yesterday", "as of Nov 27, 18:40"; past a day, with "more than a day old: ..." after it.
 */
export function asOfWords(asOf: string, now: Date = new Date()): { text: string; stale: boolean } {
  const at = new Date(asOf);
  const time = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
  const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((dayStart(now) - dayStart(at)) / 86_400_000);
  const when = days === 0 ? `${time} today` : days === 1 ? `${time} yesterday` : `${MONTHS[at.getMonth()]} ${at.getDate()}${at.getFullYear() === now.getFullYear() ? '' : ` ${at.getFullYear()}`}, ${time}`;
  const stale = now.getTime() - at.getTime() > POCKET_STALE_MS;
  const ago = Math.floor((now.getTime() - at.getTime()) / 86_400_000);
  return {
    text: stale ? `as of ${when}: more than a day old (${ago === 1 ? '1 day' : `${ago} days`}); prices and your collection may have changed since` : `as of ${when}`,
    stale,
  };
}

/** A want's target as the check says it ("loose, up to $25.00"), or its tier alone without one. */
export const wantTargetWords = (tier: string, targetPrice: number | null, variant: string | null = null) =>
  `${tier}${variant ? ` (${variant})` : ''}${targetPrice === null ? '' : `, up to ${formatMoney(targetPrice)}`}`;

/** A tier's prices as a check answers them: "loose $24.50 avg of 7 sold", "carded $80.00 avg of 3 asking prices". */
export function tierPriceWords(tier: string, prices: { average_price: number; sample_size: number; basis: 'sold' | 'asking'; window_days: number | null }): string {
  const what = prices.basis === 'sold' ? `${prices.sample_size} sold` : `${prices.sample_size} asking ${prices.sample_size === 1 ? 'price' : 'prices'}`;
  return `${tier} ${formatMoney(prices.average_price)} avg of ${what}${prices.window_days ? ` in ${prices.window_days} days` : ''}`;
}

/** One owned copy as a check lists it: "Loose Good paid $18.00", "Good (packaging not set), no price recorded". */
export function ownedCopyWords(packaging: string | null, condition: string, paid: number | null, currency: string): string {
  const what = packaging === null ? `${condition} (packaging not set),` : `${packaging} ${condition}`;
  return `${what} ${paid === null ? 'no price recorded' : `paid ${formatMoney(paid, currency || undefined)}`}`;
}
