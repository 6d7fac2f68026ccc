// What a deal alert says, the same on every channel: the figure, tier (and variant), the listing's title, price plus
// shipping equal to the total in the collection's currency, the target, the time left of an auction, and the link.
import { formatMoney, fromCents, NO_TARGET_DISCOUNT, type PriceTier } from '@tmnt/domain';

/** A deal as it is sent (amounts in cents of the collection's currency). */
export interface DealAlert {
  figure: string;
  tier: PriceTier;
  variant: string | null;
  title: string;
  priceCents: number;
  shippingCents: number;
  totalCents: number;
  /** The want's target; null when it watches for prices 20% under its tier's average. */
  targetCents: number | null;
  url: string | null;
  /** An auction's end (ISO time); null for a fixed-price listing. */
  endsAt: string | null;
}

/** What "Send a test" sends: a made-up deal, said to be one. */
export const TEST_ALERT: DealAlert = {
  figure: 'Leonardo',
  tier: 'carded',
  variant: null,
  title: 'A test from TMNT Inventory: deals you want will arrive like this',
  priceCents: 3500,
  shippingCents: 600,
  totalCents: 4100,
  targetCents: 4500,
  url: null,
  endsAt: null,
};

/** The webhook's JSON: exactly these fields, amounts in the collection's currency. */
export function webhookBody(alert: DealAlert, kind: 'deal' | 'test') {
  return {
    type: kind,
    figure: alert.figure,
    tier: alert.tier,
    variant: alert.variant,
    title: alert.title,
    price: fromCents(alert.priceCents),
    shipping: fromCents(alert.shippingCents),
    total: fromCents(alert.totalCents),
    target_price: alert.targetCents === null ? null : fromCents(alert.targetCents),
    url: alert.url,
  };
}

/** "Leonardo, carded" or "Leonardo, carded, Black Belt". */
const wanted = (alert: DealAlert) => [alert.figure, alert.tier, alert.variant].filter(Boolean).join(', ');

/** The notification's title (ntfy) and the e-mail's subject. */
function alertTitle(alert: DealAlert, kind: 'deal' | 'test'): string {
  return `${kind === 'test' ? 'Test deal' : 'Deal'}: ${wanted(alert)} at ${formatMoney(fromCents(alert.totalCents))}`;
}

/** The time left of an auction: "2 d 5 h", "3 h 20 min", "12 min", "ended". */
function timeLeft(endsAt: string, now: Date = new Date()): string {
  const minutes = Math.floor((Date.parse(endsAt) - now.getTime()) / 60_000);
  if (!(minutes > 0)) return 'ended';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

const auctionLine = (left: string) => (left === 'ended' ? 'Auction: ended' : `Auction: ${left} left`);

/** The message's lines, for ntfy's body and the e-mail's text. */
export function alertMessage(alert: DealAlert, kind: 'deal' | 'test', now: Date = new Date()): { subject: string; text: string } {
  const money = (cents: number) => formatMoney(fromCents(cents));
  const target = alert.targetCents === null ? `${NO_TARGET_DISCOUNT * 100}% under the ${alert.tier} average` : `your target ${money(alert.targetCents)}`;
  const lines = [
    kind === 'test' ? 'This is a test: alerts of deals reach you here.' : null,
    `${wanted(alert)}: ${alert.title}`,
    `${money(alert.priceCents)} + ${money(alert.shippingCents)} shipping = ${money(alert.totalCents)} (${target})`,
    alert.endsAt ? auctionLine(timeLeft(alert.endsAt, now)) : null,
    alert.url,
  ];
  return { subject: alertTitle(alert, kind), text: lines.filter((line) => line !== null).join('\n') };
}
