import { fromCents, fromCentsOrNull, realisedGainCents, saleProceedsCents, toCentsOrNull, typedCents, type SellRequestBody } from '@tmnt/domain';

/** The Mark as Sold form as typed (amounts in dollars; '' = not given). */
export interface SellForm {
  price: string;
  shipping: string;
  fees: string;
  date: string;
  where: string;
  buyer_note: string;
  record_market_sale: boolean;
}

/** The fields the form shows, as the API names them (its refusals are shown beside them). */
export const SELL_FIELDS = ['price', 'shipping', 'fees', 'date', 'where', 'buyer_note', 'record_market_sale'] as const;

/** A new sale: dated today, nothing else known; not recorded as a market sale unless the collector ticks it. */
export const newSellForm = (today: string): SellForm => ({ price: '', shipping: '', fees: '', date: today, where: '', buyer_note: '', record_market_sale: false });

const amount = (text: string) => (text.trim() === '' ? undefined : Number(text));
const text = (value: string) => (value.trim() === '' ? undefined : value);

/** The body the sell route takes (and its schema checks first): an empty field left out. */
export function sellBody(form: SellForm): SellRequestBody {
  return {
    price: amount(form.price) as number,
    ...(amount(form.shipping) !== undefined && { shipping: amount(form.shipping) }),
    ...(amount(form.fees) !== undefined && { fees: amount(form.fees) }),
    date: form.date,
    ...(text(form.where) !== undefined && { where: form.where }),
    ...(text(form.buyer_note) !== undefined && { buyer_note: form.buyer_note }),
    record_market_sale: form.record_market_sale,
  };
}

/**
 * What the sale typed so far returns, and gains over what the copy cost (null: cost unknown), by the domain's rules;
 * null while the price is missing or an amount does not read.
 */
export function salePreview(form: SellForm, cost: number | null): { proceeds: number; gain: number | null } | null {
  const [priceCents, shippingCents, feesCents] = [form.price, form.shipping, form.fees].map(typedCents);
  if (priceCents === null || priceCents === undefined || shippingCents === undefined || feesCents === undefined) return null;
  const proceeds = saleProceedsCents({ priceCents, shippingCents, feesCents });
  return { proceeds: fromCents(proceeds), gain: fromCentsOrNull(realisedGainCents(proceeds, toCentsOrNull(cost))) };
}
