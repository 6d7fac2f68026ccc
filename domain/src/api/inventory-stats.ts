/**
 * The collection's statistics the dashboard reads (server/src/inventory: GET /inventory/stats, /top-valuable,
 * /series-completion). Apart from inventory.ts so the dashboard's first load carries these schemas only.
 */
import { z } from 'zod';
import { VALUE_BASES } from '../value.ts';
import { conditionSchema, packagingTypeSchema } from './common.ts';

export const collectionStatsSchema = z.object({
  total_items: z.number().int(),
  total_value: z.number(),
  total_invested: z.number(),
  gain_loss: z.number(),
  roi_percentage: z.number(),
  items_with_purchase_price: z.number().int(),
  insurance_value: z.number(),
  min_value: z.number(),
  items_with_price_data: z.number().int(),
  /** Copies whose value is only their purchase price (no market data). */
  items_valued_at_purchase_price: z.number().int(),
  /** Copies nothing values yet (no market data, no purchase price): counted as 0 in the totals. */
  items_without_value: z.number().int(),
  /** Copies whose packaging (carded or loose) is not set: valued at what was paid until it is. */
  items_without_packaging: z.number().int(),
  by_series: z.record(z.string(), z.number()),
  by_year: z.record(z.string(), z.number()),
  by_condition: z.record(z.string(), z.number()),
  /** The sold copies (in none of the figures above), what their sales returned, and (over those of known cost) their cost and gain: domain realisedTotals. */
  sold_items: z.number().int(),
  sold_items_with_cost: z.number().int(),
  realised_proceeds: z.number(),
  realised_cost: z.number(),
  realised_gain: z.number(),
});
export type CollectionStats = z.infer<typeof collectionStatsSchema>;

const topValuableItemSchema = z.object({
  id: z.number().int(),
  figure_id: z.number().int(),
  name: z.string(),
  /** As a copy's (inventoryItemSchema): its own first photo, else its figure's picture, else null. */
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  estimated_value: z.number(),
  value_basis: z.enum(VALUE_BASES),
  value_sample_size: z.number().int().nullable(),
  condition: conditionSchema,
  /** Null when not set: its value is then only what was paid, and the list says so. */
  packaging_type: packagingTypeSchema.nullable(),
  /** Named by a value resting on the variant's own sales. */
  variant: z.string().nullable(),
  year: z.number().int(),
  series: z.string(),
});
export type TopValuableItem = z.infer<typeof topValuableItemSchema>;
export const topValuableSchema = z.array(topValuableItemSchema);

const seriesCompletionItemSchema = z.object({ series: z.string(), owned: z.number().int(), total: z.number().int(), percentage: z.number() });
export type SeriesCompletion = z.infer<typeof seriesCompletionItemSchema>;
export const seriesCompletionSchema = z.array(seriesCompletionItemSchema);
