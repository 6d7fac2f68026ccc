/**
 * The deals the want list's check finds (server/src/wants), apart from the wants themselves (wants.ts): the header's
 * count of new deals reads them on every page, so the first load carries these schemas only.
 */
import { z } from 'zod';
import { PRICE_TIERS } from '../relevance.ts';
import { oneOf, strict } from './common.ts';

export const DEAL_NOT_FOUND = 'Deal not found';

/** A listing as a want or a deal shows it (amounts in the collection's currency). */
export const listingSchema = z.object({
  title: z.string(),
  price: z.number(),
  shipping: z.number(),
  total: z.number(),
  url: z.string().nullable(),
  /** An auction's end (ISO time); null for a fixed-price listing. */
  ends_at: z.string().nullable(),
});

const DEAL_STATUSES = ['new', 'dismissed'] as const;
export const dealQuerySchema = strict({ status: oneOf([...DEAL_STATUSES, 'all'] as const, 'status').optional() });

const dealSchema = z.object({
  id: z.number().int(),
  want_id: z.number().int(),
  figure_id: z.number().int(),
  figure_name: z.string(),
  tier: z.enum(PRICE_TIERS),
  variant: z.string().nullable(),
  ...listingSchema.shape,
  found_at: z.string(),
  status: z.enum(DEAL_STATUSES),
});
export type Deal = z.infer<typeof dealSchema>;
export const dealListSchema = z.array(dealSchema);
