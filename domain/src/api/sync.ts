/** What a phone keeps to answer with no connection (its pocket copy), and what changed since its last sync (server/src/sync). */
import { z } from 'zod';
import { CURRENCIES } from '../currency.ts';
import { PRICE_TIERS } from '../relevance.ts';
import { figureSchema } from './catalog.ts';
import { strict } from './common.ts';
import { inventoryItemSchema } from './inventory.ts';
import { tierPricesSchema } from './market.ts';

/** What a sync moves: copies, figures (the catalogue, with their codes), wants and figures' prices. */
export type SyncEntity = 'copy' | 'figure' | 'want' | 'prices';

/** GET /api/sync?since=<cursor>: the cursor of the last answer; none (or one of another epoch) for everything. */
export const syncQuerySchema = strict({ since: z.string().max(100).optional() });

/** A copy in the collection as the phone keeps it: what a buying decision needs, and its version (its ETag, for If-Match). */
const pocketCopySchema = inventoryItemSchema
  .pick({
    id: true, figure_id: true, condition: true, packaging_type: true, variant: true, completeness: true,
    purchase_price: true, purchase_shipping: true, purchase_tax: true, purchase_fees: true, currency: true, cost: true,
    purchase_date: true, storage_location: true, tags: true, notes: true,
    estimated_value: true, value_basis: true, value_sample_size: true, created_at: true,
  })
  .extend({
    /** Its completeness as every screen says it ("Complete with 1 reproduction piece"); null when none. */
    completeness_text: z.string().nullable(),
    version: z.string(),
  });
export type PocketCopy = z.infer<typeof pocketCopySchema>;

/** A want as the phone keeps it (its rule is worked out from the prices: domain watchRule). */
const pocketWantSchema = z.object({
  id: z.number().int(),
  figure_id: z.number().int(),
  tier: z.enum(PRICE_TIERS),
  variant: z.string().nullable(),
  target_price: z.number().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type PocketWant = z.infer<typeof pocketWantSchema>;

/** A figure's prices as stored: per tier and all packaging together, and when the newest counted price was seen. */
const pocketPricesSchema = z.object({
  figure_id: z.number().int(),
  last_updated: z.string(),
  overall: tierPricesSchema,
  carded: tierPricesSchema.nullable(),
  loose: tierPricesSchema.nullable(),
});
export type PocketPrices = z.infer<typeof pocketPricesSchema>;

const idList = z.array(z.number().int());

/** GET /api/sync: what changed since the cursor (everything when `full`); the next sync sends `cursor` as `since`. */
export const syncAnswerSchema = z.object({
  cursor: z.string(),
  /** True: the answer holds everything and replaces what the phone has (first sync, or a restore since). */
  full: z.boolean(),
  /** When the server read it (ISO): the time every answer from the pocket copy says it is "as of". */
  as_of: z.string(),
  currency: z.enum(CURRENCIES),
  copies: z.array(pocketCopySchema),
  figures: z.array(figureSchema),
  wants: z.array(pocketWantSchema),
  prices: z.array(pocketPricesSchema),
  /** What is gone since (deleted, sold, merged away; a figure's prices when it has none any more), by id. */
  removed: z.object({ copies: idList, figures: idList, wants: idList, prices: idList }),
});
export type SyncAnswer = z.infer<typeof syncAnswerSchema>;
