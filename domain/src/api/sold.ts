/** Selling a copy and undoing the sale, and the sale as a copy answers it (server/src/sold). */
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { fieldMessages as say } from '../fields.ts';
import { amountSchema, oneOf, shortText, strict, typed } from './common.ts';
import { saleDateSchema } from './market.ts';
import { conversionSchema, currencySchema } from './money.ts';

/** The copies a list shows: the ones in the collection (the default), or the ones sold (GET /inventory?status=sold). */
const COPY_STATUSES = ['owned', 'sold'] as const;
export const copyStatusSchema = oneOf(COPY_STATUSES, 'status');

/** What the collector says about a sale, field by field: the sell route and a full export's sold copies alike. */
const saleFieldSchemas = {
  price: amountSchema('price'),
  shipping: amountSchema('shipping'),
  fees: amountSchema('fees'),
  date: saleDateSchema,
  where: shortText('where', LIMITS.soldWhere),
  buyer_note: shortText('buyer_note', LIMITS.buyerNote),
  /** What the price, shipping and fees are in (default: the collection's currency). */
  currency: currencySchema,
};

/**
 * POST /inventory/{id}/sell: the copy leaves the collection's counts and value and is kept as sold. With
 * record_market_sale the price is also recorded as a market sale of the copy's packaging tier (the collector
 * chooses; off by default), which then counts in its figure's prices like any sale recorded by hand.
 */
export const sellRequestSchema = strict({
  price: saleFieldSchemas.price,
  shipping: saleFieldSchemas.shipping.optional(),
  fees: saleFieldSchemas.fees.optional(),
  date: saleFieldSchemas.date,
  where: saleFieldSchemas.where.optional(),
  buyer_note: saleFieldSchemas.buyer_note.optional(),
  currency: saleFieldSchemas.currency.optional(),
  record_market_sale: z.boolean(typed('record_market_sale', say.yesOrNo)).default(false),
}).superRefine((sale, ctx) => {
  // A market sale at no price would drag its figure's prices down: a copy given away is not a market sale.
  if (sale.record_market_sale && sale.price === 0) ctx.addIssue({ code: 'custom', path: ['price'], message: say.moreThan('price', 0) });
});
/** As the form sends it (record_market_sale may be left out). */
export type SellRequestBody = z.input<typeof sellRequestSchema>;
export type SellRequest = z.output<typeof sellRequestSchema>;

/** A sold copy's sale, as its item answer shows it (null while the copy is in the collection). */
export const copySaleSchema = z.object({
  date: z.string(),
  price: z.number(),
  /** The shipping the buyer paid, and the fees the collector paid; null when not recorded. */
  shipping: z.number().nullable(),
  fees: z.number().nullable(),
  where: z.string().nullable(),
  buyer_note: z.string().nullable(),
  /** The currency price, shipping and fees are in. */
  currency: z.string(),
  /**
   * What the sale returned in the collection's currency: price + shipping - fees (domain saleProceedsCents); null
   * when it was in another currency whose rate is not known yet.
   */
  proceeds: z.number().nullable(),
  /** Sold in another currency than the collection's: the proceeds as received and the rate of the sale date; else null. */
  conversion: conversionSchema.nullable(),
  /** The proceeds less the copy's cost; null when its cost is not known (domain realisedGainCents). */
  gain: z.number().nullable(),
  /** The market sale (price record) the sale was also recorded as; null when it was not. */
  market_sale_id: z.number().int().nullable(),
});
export type CopySale = z.infer<typeof copySaleSchema>;

/** A sold copy's sale in a full export: its market sale named by its own sale's external_id (see own_sales). */
export const exportedCopySaleSchema = z.object({
  date: saleFieldSchemas.date,
  price: saleFieldSchemas.price,
  shipping: saleFieldSchemas.shipping.nullable(),
  fees: saleFieldSchemas.fees.nullable(),
  where: saleFieldSchemas.where.nullable(),
  buyer_note: saleFieldSchemas.buyer_note.nullable(),
  /** Left out by files made before currencies: US dollars, the only currency there was. */
  currency: saleFieldSchemas.currency.default('USD'),
  market_sale: z.string(typed('market_sale', say.text)).min(1, say.notEmpty('market_sale')).max(100, say.tooLong('market_sale', 100)).nullable(),
});
