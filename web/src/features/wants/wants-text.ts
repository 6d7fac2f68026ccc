import { formatDisplayDate, formatMoney, type PriceTier, type Want, type WantsCheck } from '@tmnt/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * An auction's time left, as the deal list says it: "3 d 4 h left", "2 h 15 min left", "15 min left", "under a
 * minute left", "Ended"; null for a fixed-price listing (no end) or an end that is not a time.
 */
export function timeLeftText(endsAt: string | null, now: Date = new Date()): string | null {
  if (endsAt === null) return null;
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  const left = end - now.getTime();
  if (left <= 0) return 'Ended';
  if (left < MINUTE) return 'under a minute left';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h left` : `${days} d left`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min left` : `${hours} h left`;
  return `${minutes} min left`;
}

/** When something was found: "just now", "12 min ago", "5 h ago", then its day ("11/27/2026"). */
export function agoText(at: string, now: Date = new Date()): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return at;
  const past = now.getTime() - time;
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return `${Math.floor(past / MINUTE)} min ago`;
  if (past < DAY) return `${Math.floor(past / HOUR)} h ago`;
  return `on ${formatDisplayDate(at)}`;
}

/**
 * A want's best listing against the price it watches for: "$3.20 under your target", "$12.00 above your target",
 * "right at your target" (or "... the price watched for" when no target but 20% under the average sets it); null
 * without a gap.
 */
export function gapText(gap: number | null, kind: Want['watch']['kind']): string | null {
  if (gap === null || kind === 'none') return null;
  const against = kind === 'target' ? 'your target' : 'the price watched for';
  // Cents, so that binary noise ("0.000001 above") never shows.
  const cents = Math.round(gap * 100);
  if (cents === 0) return `right at ${against}`;
  return `${formatMoney(Math.abs(cents) / 100)} ${cents < 0 ? 'under' : 'above'} ${against}`;
}

/** Shipping as a listing says it: "Free" when nothing. */
export const shippingText = (shipping: number): string => (shipping === 0 ? 'Free' : formatMoney(shipping));

/** True when the best listing is at or under the price watched for (a deal). */
export const gapIsDeal = (gap: number | null): boolean => gap !== null && Math.round(gap * 100) <= 0;

export const tierName = (tier: PriceTier): string => (tier === 'carded' ? 'Carded' : 'Loose');

/** A want's tier and variant as one label: "Loose", "Carded, soft head". */
export const wantedCopyText = (tier: PriceTier, variant: string | null): string => (variant ? `${tierName(tier)}, ${variant}` : tierName(tier));

/** After "Want all missing": "Added 3 to your want list (1 already there)". */
export function wantMissingSummary({ added, already_wanted }: { added: number; already_wanted: number }): string {
  return `Added ${added} to your want list (${already_wanted} already there)`;
}

const ENDINGS: Partial<Record<WantsCheck['status'], string>> = {
  succeeded: 'Last check finished',
  failed: 'Last check failed',
  blocked: 'Last check was blocked by eBay',
  interrupted: 'Last check was interrupted by a server restart',
};

/** How the last check ended and when, with the server's message; null before any run and while one runs. */
export function lastCheckText({ status, message, finished_at }: Pick<WantsCheck, 'status' | 'message' | 'finished_at'>, now: Date = new Date()): string | null {
  const ending = ENDINGS[status];
  if (!ending) return null;
  const when = finished_at ? ` ${agoText(finished_at, now)}` : '';
  return message ? `${ending}${when}: ${message}` : `${ending}${when}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a run found and sent: "2 deals found · 2 alerts sent · 1 failed". */
export function checkTotalsText({ deals_found, alerts_sent, alerts_failed }: Pick<WantsCheck, 'deals_found' | 'alerts_sent' | 'alerts_failed'>): string {
  return `${count(deals_found, 'deal found', 'deals found')} · ${count(alerts_sent, 'alert sent', 'alerts sent')} · ${alerts_failed} failed`;
}
