/** The catalogue's figures and their codes (server/src/catalog). */
import { z } from 'zod';
import { BARCODE_FORMATS } from '../upc.ts';
import { REISSUES } from '../release.ts';
import { LIMITS } from '../limits.ts';

/** The most names a figure's accessory list may hold. */
const MAX_FIGURE_NAMES = 40;
import { fieldMessages as say } from '../fields.ts';
import { changesSomething, oneOf, queryText, queryWholeNumber, shortText, strict, typed, wholeNumber } from './common.ts';

/** A figure from the app's catalogue, or one the collector added. */
export const FIGURE_SOURCES = ['catalogue', 'collector'] as const;

/** The earliest and latest year a figure may be dated (the line is 1988-1995; later reissues and own figures too). */
export const FIGURE_YEARS = { min: 1980, max: 2100 } as const;

/** Where a catalogue fact comes from: the page that says it. */
const catalogueSourceSchema = z.object({ title: z.string(), url: z.string() });
export type CatalogueSource = z.infer<typeof catalogueSourceSchema>;

/** How sure the catalogue is of a variant: a source says so, or the sources disagree (the note says how). */
export const VARIANT_CONFIDENCES = ['sourced', 'disputed'] as const;

/** A known variant of a figure with the sources that name it (decision 036). */
const variantDetailSchema = z.object({
  name: z.string(),
  /** A card back or an insert: a variant of carded copies only. */
  carded_only: z.boolean(),
  confidence: z.enum(VARIANT_CONFIDENCES),
  note: z.string().nullable(),
  sources: z.array(catalogueSourceSchema),
});

/** A reissue of a figure a source names. */
const figureReissueSchema = z.object({ reissue: z.enum(REISSUES), sources: z.array(catalogueSourceSchema) });

/** The original colour of an accessory of the figure's list (every piece of it), as a source says it. */
export const accessoryColourSchema = z.object({ accessory: z.string(), colour: z.string(), sources: z.array(catalogueSourceSchema) });

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
  /** The figure's picture: one the collector set (served from /uploads), or null (the placeholder). */
  image_url: z.string().nullable(),
  /** A small copy of image_url for lists; null when there is none (lists then use image_url). */
  thumbnail_url: z.string().nullable(),
  accessories: z.array(z.string()),
  /** Other names it is found by: nicknames, Playmates' spellings, sub-line names. */
  aliases: z.array(z.string()),
  /** Known variants (soft or hard head, paint and vest colours...) a copy's variant can be picked from. */
  variants: z.array(z.string()),
  /** Each known variant with the sources that name it and how sure they are. */
  variant_details: z.array(variantDetailSchema),
  /** The reissues of the figure sources name. */
  reissues: z.array(figureReissueSchema),
  /** Accessories' original colours, where a source says them. */
  accessory_colours: z.array(accessoryColourSchema),
  /** Where the figure came from: the catalogue, or added by the collector. */
  source: z.enum(FIGURE_SOURCES),
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

/** A list of short names (a figure's accessories): each trimmed, none empty (a name given twice is kept once: uniqueNames). */
const nameList = (field: string, max: number) =>
  z.array(shortText(field, LIMITS.accessoryName).min(1, say.notEmpty(field)), { error: say.listOf(field, 'names') }).max(max, say.atMostItems(field, max, 'names'));

/** Each name once, in the order first given. */
export const uniqueNames = (names: readonly string[]) => [...new Set(names)];

/** The fields a collector may say about a figure: one rulebook for adding, correcting and importing one. */
export const figureFieldSchemas = {
  name: shortText('name', LIMITS.name).min(1, say.notEmpty('name')),
  series: shortText('series', LIMITS.series).min(1, say.notEmpty('series')),
  year: wholeNumber('year').min(FIGURE_YEARS.min, say.notBefore('year', String(FIGURE_YEARS.min))).max(FIGURE_YEARS.max, say.notAfter('year', String(FIGURE_YEARS.max))),
  character: shortText('character', LIMITS.name).min(1, say.notEmpty('character')),
  accessories: nameList('accessories', MAX_FIGURE_NAMES),
  description: shortText('description', LIMITS.description).nullable(),
};

/** A figure the collector adds (POST /figures); the character defaults to the name. */
export const newFigureSchema = strict({
  name: figureFieldSchemas.name,
  year: figureFieldSchemas.year,
  series: figureFieldSchemas.series,
  character: figureFieldSchemas.character.optional(),
  accessories: figureFieldSchemas.accessories.optional(),
  description: figureFieldSchemas.description.optional(),
});
export type NewFigure = z.infer<typeof newFigureSchema>;

/** The fields of a catalogue figure a collector's correction is kept in, safe from later catalogue updates. */
export const CORRECTABLE_FIGURE_FIELDS = ['name', 'series', 'year', 'character', 'accessories', 'description', 'manufacturer'] as const;
export type CorrectableFigureField = (typeof CORRECTABLE_FIGURE_FIELDS)[number];

/** Moves everything of a collector's figure into another figure and removes it (POST /figures/{id}/merge). */
export const figureMergeSchema = strict({ into: wholeNumber('into') });

export const figurePatchSchema = strict({
  name: figureFieldSchemas.name,
  series: figureFieldSchemas.series,
  year: figureFieldSchemas.year,
  character: figureFieldSchemas.character,
  accessories: figureFieldSchemas.accessories,
  manufacturer: shortText('manufacturer', LIMITS.manufacturer).min(1, say.notEmpty('manufacturer')),
  /** Normalised and checked on the server (see normalizeUpc). */
  upc: z.string(typed('upc', say.text)).max(LIMITS.upc, say.tooLong('upc', LIMITS.upc)).nullable(),
  description: figureFieldSchemas.description,
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
