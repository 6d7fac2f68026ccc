import { fromCents, fromCentsOrNull, realisedGainCents, saleProceedsCents, shownMoneyCurrency, toCentsOrNull, typedCents, type Currency, type SellRequestBody } from '@tmnt/domain';

/** The Mark as Sold form as typed (amounts in `currency`, what was received; '' = not given). */
export interface SellForm {
  price: string;
  shipping: string;
  fees: string;
  currency: Currency;
  date: string;
  where: string;
  buyer_note: string;
  record_market_sale: boolean;
}

/** The fields the form shows, as the API names them (its refusals are shown beside them). */
export const SELL_FIELDS = ['price', 'shipping', 'fees', 'currency', 'date', 'where', 'buyer_note', 'record_market_sale'] as const;

/**
 * A new sale: dated today, received in the collection's currency, nothing else known; not recorded as a market sale
 * unless the collector ticks it.
 */
export const newSellForm = (today: string, currency: Currency = shownMoneyCurrency()): SellForm => ({
  price: '', shipping: '', fees: '', currency, date: today, where: '', buyer_note: '', record_market_sale: false,
});

const amount = (text: string) => (text.trim() === '' ? undefined : Number(text));
const text = (value: string) => (value.trim() === '' ? undefined : value);

/** The body the sell route takes (and its schema checks first): an empty field left out. */
export function sellBody(form: SellForm): SellRequestBody {
  return {
    price: amount(form.price) as number,
    ...(amount(form.shipping) !== undefined && { shipping: amount(form.shipping) }),
    ...(amount(form.fees) !== undefined && { fees: amount(form.fees) }),
    currency: form.currency,
    date: form.date,
    ...(text(form.where) !== undefined && { where: form.where }),
    ...(text(form.buyer_note) !== undefined && { buyer_note: form.buyer_note }),
    record_market_sale: form.record_market_sale,
  };
}

/**
 * What the sale typed so far returns (in the currency received), and gains over what the copy cost, by the domain's
 * rules; the gain is null when the cost is unknown, or when received in another currency than the collection's (the
 * server converts it at the rate of the sale's date). Null while the price is missing or an amount does not read.
 */
export function salePreview(form: SellForm, cost: number | null): { proceeds: number; gain: number | null } | null {
  const [priceCents, shippingCents, feesCents] = [form.price, form.shipping, form.fees].map(typedCents);
  if (priceCents === null || priceCents === undefined || shippingCents === undefined || feesCents === undefined) return null;
  const proceeds = saleProceedsCents({ priceCents, shippingCents, feesCents });
  const comparable = form.currency === shownMoneyCurrency() ? cost : null;
  return { proceeds: fromCents(proceeds), gain: fromCentsOrNull(realisedGainCents(proceeds, toCentsOrNull(comparable))) };
}
