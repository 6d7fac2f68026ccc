/** The want list (server/src/wants; the deals found for it: deals.ts), and the alerts sent of them (server/src/alerts). */
import { z } from 'zod';
import { fieldMessages as say } from '../fields.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { PRICE_TIERS } from '../relevance.ts';
import { LIMITS } from '../limits.ts';
import { MAX_WANT_TARGET, WANT_NOTE_MAX } from '../wants.ts';
import { changesSomething, oneOf, shortText, strict, typed, wholeNumber } from './common.ts';
import { listingSchema } from './deals.ts';

/** The error (404) when no want has the id asked for. */
export const WANT_NOT_FOUND = 'Want not found';

/** A target: a positive amount in the collection's currency, at most MAX_WANT_TARGET, to the cent. */
const targetSchema = z
  .number(typed('target_price', say.number))
  .gt(0, say.moreThan('target_price', 0))
  .max(MAX_WANT_TARGET, say.atMost('target_price', MAX_WANT_TARGET))
  .refine(hasAtMostTwoDecimals, say.cents('target_price'));

const wantFields = {
  tier: oneOf(PRICE_TIERS, 'tier'),
  variant: shortText('variant', LIMITS.variant),
  target_price: targetSchema,
  note: shortText('note', WANT_NOTE_MAX),
};

/** POST /api/wants */
export const newWantSchema = strict({
  figure_id: wholeNumber('figure_id'),
  tier: wantFields.tier,
  variant: wantFields.variant.optional(),
  target_price: wantFields.target_price.optional(),
  note: wantFields.note.optional(),
});
export type NewWant = z.infer<typeof newWantSchema>;

/** PATCH /api/wants/{id}: null clears the variant, target or note. */
export const wantPatchSchema = strict({
  tier: wantFields.tier.optional(),
  variant: wantFields.variant.nullable().optional(),
  target_price: wantFields.target_price.nullable().optional(),
  note: wantFields.note.nullable().optional(),
}).refine((body) => Object.keys(body).length > 0, changesSomething);
export type WantPatch = z.infer<typeof wantPatchSchema>;

/** POST /api/wants/missing: every figure of the series the collector owns no copy of, not already wanted. */
export const wantMissingSchema = strict({
  series: shortText('series', LIMITS.series),
  tier: wantFields.tier,
  target_price: wantFields.target_price.optional(),
});
export const wantMissingResultSchema = z.object({ added: z.number().int(), already_wanted: z.number().int() });

export const wantSchema = z.object({
  id: z.number().int(),
  figure_id: z.number().int(),
  figure_name: z.string(),
  year: z.number().int(),
  series: z.string(),
  tier: z.enum(PRICE_TIERS),
  variant: z.string().nullable(),
  target_price: z.number().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The tier's average (null without sales). */
  market_average: z.number().nullable(),
  /** The price watched for and which rule sets it (domain watchRule), said in words on the page. */
  watch: z.object({ kind: z.enum(['target', 'under_average', 'none']), price: z.number().nullable(), rule: z.string() }),
  best_listing: listingSchema.nullable(),
  /** Best total minus the price watched for (negative: under it); null without either. */
  gap: z.number().nullable(),
});
export type Want = z.infer<typeof wantSchema>;
export const wantListSchema = z.array(wantSchema);

/** GET/POST /api/wants/check: the last run of the wants-check job. */
export const wantsCheckSchema = z.object({
  status: z.enum(['never', 'running', 'succeeded', 'failed', 'blocked', 'interrupted']),
  message: z.string().nullable(),
  current: z.number().int(),
  total: z.number().int().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  deals_found: z.number().int(),
  alerts_sent: z.number().int(),
  alerts_failed: z.number().int(),
});
export type WantsCheck = z.infer<typeof wantsCheckSchema>;

/** The channels a deal is sent on outside the app. */
export const ALERT_CHANNELS = ['ntfy', 'webhook', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const alertTestSchema = strict({ channel: oneOf(ALERT_CHANNELS, 'channel') });
export const alertTestResultSchema = z.object({ channel: z.enum(ALERT_CHANNELS), sent: z.boolean(), message: z.string() });

/** GET /api/alerts: each channel (set up in Settings or the environment, or what to set), and the latest failed deliveries. */
export const alertsSchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(ALERT_CHANNELS),
      configured: z.boolean(),
      /** Where it sends (never a password), e.g. "ntfy topic ntfy.sh/my-topic". */
      detail: z.string().nullable(),
      /** What to set when it is not set up. */
      missing: z.string().nullable(),
    }),
  ),
  /** The latest deliveries that failed, latest first. */
  failed: z.array(
    z.object({
      deal_id: z.number().int(),
      figure_name: z.string(),
      /** The listing's title. */
      title: z.string(),
      channel: z.enum(ALERT_CHANNELS),
      attempts: z.number().int(),
      last_error: z.string(),
      updated_at: z.string(),
      /** Tried again on the next run (fewer than 3 attempts, the deal not dismissed); else given up. */
      retrying: z.boolean(),
    }),
  ),
});
export type Alerts = z.infer<typeof alertsSchema>;
