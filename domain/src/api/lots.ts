/** Copies bought together for one sum (server/src/lots): each copy's cost is its share of the lot (domain splitLotCost). */
import { z } from 'zod';
import { fieldMessages as say } from '../fields.ts';
import { MAX_LOT_COPIES } from '../lots.ts';
import { PRICE_TIERS } from '../relevance.ts';
import { currencySchema } from './money.ts';
import { amountSchema, conditionSchema, notesSchema, oneOf, pastDate, strict, wholeNumber } from './common.ts';
import { inventoryItemSchema } from './inventory.ts';

/** The error (404) when no lot has the id asked for. */
export const LOT_NOT_FOUND = 'Lot not found';

const lotCopySchema = strict({
  figure_id: wholeNumber('figure_id'),
  tier: oneOf(PRICE_TIERS, 'tier'),
  condition: conditionSchema,
  /** Its share of the lot's total set by hand; the rest of the total is split among the other copies. */
  price: amountSchema('price').optional(),
});

export const newLotSchema = strict({
  purchase_date: pastDate('purchase_date'),
  /** What the lot cost, shipping apart. */
  total_cost: amountSchema('total_cost'),
  shipping: amountSchema('shipping').optional(),
  /** What the total, the shipping and the shares are in (default: the collection's currency). */
  currency: currencySchema.optional(),
  note: notesSchema.optional(),
  copies: z
    .array(lotCopySchema, { error: say.listOf('copies', 'copies') })
    .min(1, 'A lot needs at least one copy')
    .max(MAX_LOT_COPIES, say.atMostItems('copies', MAX_LOT_COPIES, 'copies')),
});
export type NewLot = z.infer<typeof newLotSchema>;

/** How a lot would be split (POST /lots/split): per copy, its market value on the purchase date and its shares. */
export const lotSplitSchema = z.object({
  copies: z.array(
    z.object({
      figure_id: z.number().int(),
      tier: z.enum(PRICE_TIERS),
      /** Its market value for its tier on the purchase date; null when none is known (it then weighs as the average). */
      market_value: z.number().nullable(),
      price: z.number(),
      shipping: z.number(),
    }),
  ),
});
export type LotSplit = z.infer<typeof lotSplitSchema>;

export const lotSchema = z.object({
  id: z.number().int(),
  purchase_date: z.string(),
  total_cost: z.number(),
  shipping: z.number().nullable(),
  currency: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** How many copies it was bought with: a copy deleted since is gone from `copies` (sold ones stay, with their sale). */
  copies_bought: z.number().int(),
  copies: z.array(inventoryItemSchema),
});
export type Lot = z.infer<typeof lotSchema>;

export const lotListSchema = z.array(lotSchema.omit({ copies: true }).extend({ copies_now: z.number().int() }));
