/** Read-only links to the collection, the want list or the trade list (server/src/shares). */
import { z } from 'zod';
import { fieldMessages as say } from '../fields.ts';
import { LIMITS } from '../limits.ts';
import { PRICE_TIERS } from '../relevance.ts';
import { SHARE_KINDS, SHARE_TITLE_MAX } from '../shares.ts';
import { TAG_LIMITS } from '../tags.ts';
import { changesSomething, conditionSchema, isoTimeSchema, oneOf, packagingTypeSchema, shortText, strict, typed, wholeNumber } from './common.ts';

/** The error (404) when no link has the id asked for (the collector's own routes). */
export const SHARE_NOT_FOUND = 'Link not found';

const flag = (field: string) => z.boolean(typed(field, say.yesOrNo));

/** Which copies a link shows: all, or those of one series, one place (and its sub-places), or one tag. */
export const shareFilterSchema = strict({
  series: shortText('series', LIMITS.series).min(1, say.notEmpty('series')).optional(),
  place: wholeNumber('place').positive(say.wholeNumber('place')).optional(),
  tag: shortText('tag', TAG_LIMITS.length).min(1, say.notEmpty('tag')).optional(),
});
export type ShareFilter = z.infer<typeof shareFilterSchema>;

/** When a link stops working: a moment in the future (checked by the server against its clock), or null for never. */
const expiresAtSchema = isoTimeSchema('expires_at').nullable();

/** What a link's maker may give, each optional: when made, and when changed. */
const givenShareFields = {
  title: shortText('title', SHARE_TITLE_MAX).min(1, say.notEmpty('title')).optional(),
  show_values: flag('show_values').optional(),
  show_targets: flag('show_targets').optional(),
  show_photos: flag('show_photos').optional(),
  filter: shareFilterSchema.optional(),
  expires_at: expiresAtSchema.optional(),
};

/** POST /api/shares */
export const newShareSchema = strict({ kind: oneOf(SHARE_KINDS, 'kind'), ...givenShareFields });
export type NewShare = z.infer<typeof newShareSchema>;

/** PATCH /api/shares/{id}: its title, what it shows and when it ends. */
export const sharePatchSchema = strict(givenShareFields).refine((body) => Object.keys(body).length > 0, changesSomething);
export type SharePatch = z.infer<typeof sharePatchSchema>;

/** A link as the collector's own list shows it: never its secret (only its hash is kept). */
export const shareSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHARE_KINDS),
  title: z.string(),
  show_values: z.boolean(),
  show_targets: z.boolean(),
  show_photos: z.boolean(),
  filter: z.object({ series: z.string().optional(), place: z.number().int().optional(), tag: z.string().optional() }),
  expires_at: z.string().nullable(),
  /** Past its expiry: it answers as a link that never existed. */
  expired: z.boolean(),
  created_at: z.string(),
  last_opened_at: z.string().nullable(),
  open_count: z.number().int(),
});
export type Share = z.infer<typeof shareSchema>;

/** A link just made (or made again): the one time its address, secret included, is said. */
export const shareMadeSchema = shareSchema.extend({ url: z.string() });
export type ShareMade = z.infer<typeof shareMadeSchema>;

/** Where links point: the address others will open, and whether others can reach it. */
const shareAddressSchema = z.object({
  /** PUBLIC_URL when set, else the address this request came to. */
  base: z.string(),
  from: z.enum(['PUBLIC_URL', 'request']),
  /** loopback: only this computer; private: only this network; public: anyone on the internet (if the route is open). */
  reach: z.enum(['loopback', 'private', 'public']),
});
export type ShareAddress = z.infer<typeof shareAddressSchema>;

export const shareListSchema = z.object({ shares: z.array(shareSchema), address: shareAddressSchema });

// ---------- What a link shows (GET /api/public/{secret}): nothing a collector did not choose to show ----------

/** A figure as a link names it; its picture is served under the link (never under /uploads). */
const sharedFigureSchema = z.object({
  figure_id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  series: z.string(),
  picture_url: z.string().nullable(),
});

/** Copies alike (figure, condition, packaging, variant, grade) shown once with how many. */
const sharedCopiesSchema = sharedFigureSchema.extend({
  condition: conditionSchema,
  packaging_type: packagingTypeSchema.nullable(),
  variant: z.string().nullable(),
  /** The professional grade, as "AFA 85"; null when not graded. */
  grade: z.string().nullable(),
  count: z.number().int(),
  /**
   * What they are worth together on the market; only when the link shows values, and null when no price backs it
   * (a value that is only what was paid is never shown).
   */
  value: z.number().nullable().optional(),
  /** The collector's own photos of them; only when the link shows photos. */
  photo_urls: z.array(z.string()).optional(),
});
export type SharedCopies = z.infer<typeof sharedCopiesSchema>;

const sharedSeriesSchema = z.object({
  series: z.string(),
  /** Figures of the series the shown copies include, of those in the catalogue. */
  owned: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  copies: z.array(sharedCopiesSchema),
});
export type SharedSeries = z.infer<typeof sharedSeriesSchema>;

const sharedWantSchema = sharedFigureSchema.extend({
  tier: z.enum(PRICE_TIERS),
  variant: z.string().nullable(),
  /** Only when the link shows targets. */
  target_price: z.number().nullable().optional(),
});
export type SharedWant = z.infer<typeof sharedWantSchema>;

const sharedCommon = {
  title: z.string(),
  /** The collection's currency, for the values and targets shown. */
  currency: z.string(),
  /** When the answer was made (ISO). */
  as_of: z.string(),
};

export const publicShareSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('collection'),
    ...sharedCommon,
    copies: z.number().int(),
    /** Only when the link shows values: what the copies the market prices are worth together. */
    total_value: z.number().optional(),
    series: z.array(sharedSeriesSchema),
  }),
  z.object({ kind: z.literal('wants'), ...sharedCommon, wants: z.array(sharedWantSchema) }),
  z.object({
    kind: z.literal('trades'),
    ...sharedCommon,
    copies: z.number().int(),
    trades: z.array(sharedCopiesSchema),
  }),
]);
export type PublicShare = z.infer<typeof publicShareSchema>;
