/** Labels with QR codes for places and single copies, as a PDF (server/src/labels). */
import { z } from 'zod';
import { fieldMessages as say } from '../fields.ts';
import { LABEL_FORMAT_IDS, LABEL_FORMATS, labelsPerPage, MAX_LABELS } from '../labels.ts';
import { oneOf, onlyWhenValid, recordIdSchema, strict, typed } from './common.ts';

const ids = (field: string) =>
  z
    .array(recordIdSchema(field), { error: say.listOf(field, 'ids') })
    .max(MAX_LABELS, say.atMostItems(field, MAX_LABELS, 'ids'))
    .transform((list) => [...new Set(list)]);

/**
 * POST /labels: a PDF of one label per place and per copy named (places first), on a `sheet` of a format from `start`
 * (1 = the top left label; a half-used sheet goes on from there) or one label per page for a label printer.
 */
export const labelsRequestSchema = strict({
  places: ids('places').default([]),
  copies: ids('copies').default([]),
  sheet: oneOf(LABEL_FORMAT_IDS, 'sheet'),
  start: recordIdSchema('start').default(1),
  /** A place's label lists the figures it holds, as many as fit, then "+12 more". */
  contents: z.boolean(typed('contents', say.yesOrNo)).default(false),
})
  .refine((body) => body.places.length + body.copies.length > 0, { message: 'Choose at least one place or copy to label', path: ['places'], when: onlyWhenValid })
  .refine((body) => body.start <= labelsPerPage(LABEL_FORMATS[body.sheet]), {
    message: 'start must be a position on the sheet (1 to the labels it holds; label printers start at 1)',
    path: ['start'],
    when: onlyWhenValid,
  })
  .refine((body) => body.places.length + body.copies.length <= MAX_LABELS, { message: `One PDF holds at most ${MAX_LABELS.toLocaleString('en-US')} labels`, path: ['places'], when: onlyWhenValid });
export type LabelsRequest = z.input<typeof labelsRequestSchema>;

/** GET /labels/address: the address a label's QR code opens, and whether a phone can reach it. */
export const labelAddressSchema = z.object({
  /** e.g. https://192.168.1.20:3000 (a place's code opens <address>/places/<id>). */
  address: z.string(),
  /** Null when a phone on the network can open it; else why not, and what to do. */
  warning: z.string().nullable(),
});
export type LabelAddress = z.infer<typeof labelAddressSchema>;
