/** The catalogue's figures and their codes (server/src/catalog). */
import { z } from 'zod';
import { BARCODE_FORMATS } from '../upc.ts';
import { LIMITS } from '../limits.ts';
import { fieldMessages as say } from '../fields.ts';
import { changesSomething, oneOf, queryText, queryWholeNumber, shortText, strict, typed, wholeNumber } from './common.ts';

export const figureSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The base character ("Leonardo" for "Mutatin' Leonardo"). */
  character: z.string(),
  series: z.string(),
  year: z.number().int(),
  manufacturer: z.string(),
  /** The primary code (the first of upcs), or null. */
  upc: z.string().nullable(),
  /** Every code linked to the figure, primary first. */
  upcs: z.array(z.string()),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  accessories: z.array(z.string()),
});
export type Figure = z.infer<typeof figureSchema>;

/** Where a figure's code came from. */
export const CODE_SOURCES = ['catalogue', 'collector'] as const;

export const figureCodeSchema = z.object({
  code: z.string(),
  primary: z.boolean(),
  source: z.enum(CODE_SOURCES),
  /** The barcode format it was linked as; null when typed as a UPC. */
  format: z.enum(BARCODE_FORMATS).nullable(),
  /** When the collector linked it; null when not recorded. */
  linked_at: z.string().nullable(),
});
export type FigureCode = z.infer<typeof figureCodeSchema>;

/** Links a code to a figure; checked on the server with checkCodeForLink. */
export const figureCodeLinkSchema = strict({
  upc: z.string(typed('upc', say.text)).max(LIMITS.upc, say.tooLong('upc', LIMITS.upc)),
  format: oneOf(BARCODE_FORMATS, 'format').optional(),
});
export type FigureCodeLink = z.infer<typeof figureCodeLinkSchema>;

export const figureListQuerySchema = strict({
  q: queryText('q', LIMITS.searchQuery).optional(),
  series: queryText('series', LIMITS.series).optional(),
  year: queryWholeNumber('year').optional(),
  upc: queryText('upc', LIMITS.upc).optional(),
});
export type FigureListQuery = z.infer<typeof figureListQuerySchema>;

export const imageUrlSchema = z
  .string(typed('image_url', say.text))
  .max(LIMITS.imageUrl, say.tooLong('image_url', LIMITS.imageUrl))
  .refine((u) => /^(https?:\/\/|\/(?!\/))/i.test(u), say.webAddressOrPath('image_url'));

export const figurePatchSchema = strict({
  name: shortText('name', LIMITS.name).min(1, say.notEmpty('name')),
  series: shortText('series', LIMITS.series).min(1, say.notEmpty('series')),
  year: wholeNumber('year').min(1980, say.notBefore('year', '1980')).max(2100, say.notAfter('year', '2100')),
  manufacturer: shortText('manufacturer', LIMITS.manufacturer).min(1, say.notEmpty('manufacturer')),
  /** Normalised and checked on the server (see normalizeUpc). */
  upc: z.string(typed('upc', say.text)).max(LIMITS.upc, say.tooLong('upc', LIMITS.upc)).nullable(),
  description: shortText('description', LIMITS.description).nullable(),
  image_url: imageUrlSchema.nullable(),
})
  .partial()
  .refine((body) => Object.keys(body).length > 0, changesSomething);
export type FigurePatch = z.infer<typeof figurePatchSchema>;

export const lookupRequestSchema = strict({
  upc: z.string(typed('upc', say.text)).max(LIMITS.upc, say.tooLong('upc', LIMITS.upc)),
});
export const lookupResponseSchema = z.object({ figure: figureSchema });
export const lookupFailureSchema = z.object({
  error: z.string(),
  candidates: z.array(figureSchema).optional(),
  /** Titles of eBay listings found for an unknown code, which the candidates were ranked by. */
  listing_titles: z.array(z.string()).optional(),
});
