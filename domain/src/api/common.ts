/** What every feature's API contract is built from: field rules worded for the collector, and the error answer. */
import { z } from 'zod';
import { BOX_CONDITIONS, COMPLETENESS_VALUES, CONDITIONS, PACKAGING_TYPES } from '../conditions.ts';
import { isCalendarDate, isIsoTime, isNotInFuture } from '../dates.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { LIMITS, MAX_PRICE } from '../limits.ts';
import { fieldMessages as say } from '../fields.ts';

// Every message is worded by fieldMessages (fields.ts), naming the field by the label its form shows.

/** A value of the wrong type: "... is required" when the field is missing, else what it must be. */
export const typed = (field: string, mustBe: (field: string) => string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? say.required(field) : mustBe(field)),
});

/** An object that refuses fields nobody listed, naming them. */
export const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? say.unknownFields(issue.keys) : issue.code === 'invalid_type' ? say.notAnObject() : undefined),
  });

/** A rule about a whole body, checked only once its fields are each fine (else it would add a second, confusing message). */
export const onlyWhenValid = (p: { issues: unknown[] }) => p.issues.length === 0;

/** A patch must change something; said only when its fields are otherwise fine. */
export const changesSomething = { message: say.nothingToChange(), when: onlyWhenValid };

export const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, typed(field, (f) => say.oneOf(f, values)));

export const conditionSchema = oneOf(CONDITIONS, 'condition');
export const boxConditionSchema = oneOf(BOX_CONDITIONS, 'box_condition');
export const packagingTypeSchema = oneOf(PACKAGING_TYPES, 'packaging_type');
export const completenessSchema = oneOf(COMPLETENESS_VALUES, 'completeness');

/** An amount of money the collector writes: not negative, at most MAX_PRICE, whole cents. */
export const amountSchema = (field: string) =>
  z
    .number(typed(field, say.number))
    .min(0, say.atLeast(field, 0))
    .max(MAX_PRICE, say.atMost(field, MAX_PRICE))
    .refine(hasAtMostTwoDecimals, say.cents(field));

export const priceSchema = amountSchema('purchase_price');

/** A real calendar day, not after today (today anywhere on Earth: see isNotInFuture). */
export const pastDate = (field: string) =>
  z
    .string(typed(field, say.date))
    .refine(isCalendarDate, { message: say.date(field), abort: true })
    .refine((d) => isNotInFuture(d), say.notInFuture(field));

export const purchaseDateSchema = pastDate('purchase_date');

/** A moment as the app stores it (ISO 8601): when a copy was added, graded, a sale recorded. */
export const isoTimeSchema = (field: string) =>
  z.string(typed(field, say.time)).max(40, say.time(field)).refine(isIsoTime, say.time(field));

export const notesSchema = z.string(typed('notes', say.text)).max(LIMITS.notes, say.tooLong('notes', LIMITS.notes));

export const shortText = (field: string, max: number) => z.string(typed(field, say.text)).trim().max(max, say.tooLong(field, max));

export const wholeNumber = (field: string) => z.number(typed(field, say.wholeNumber)).int(say.wholeNumber(field));
/** The largest number a query may filter by: PostgreSQL's integer, which the id and year columns are. */
export const MAX_QUERY_NUMBER = 2_147_483_647;

/** A record's id in a body (a copy's, a place's): a whole number from 1 to the largest id a column holds. */
export const recordIdSchema = (field: string) => wholeNumber(field).min(1, say.atLeast(field, 1)).max(MAX_QUERY_NUMBER, say.atMost(field, MAX_QUERY_NUMBER));

/**
 * A whole number in a query string, in plain digits. `?year=` is refused as empty and `?year=abc` as not a
 * number, never read as 0; a repeated parameter (`?year=1&year=2`) is not text and is refused too.
 */
export const queryWholeNumber = (field: string) =>
  z
    .string(typed(field, say.wholeNumber))
    .trim()
    .refine((v) => v !== '', { message: say.notEmpty(field), abort: true })
    .refine((v) => /^\d+$/.test(v), { message: say.wholeNumber(field), abort: true })
    .transform(Number)
    .refine((n) => n <= MAX_QUERY_NUMBER, say.atMost(field, MAX_QUERY_NUMBER));

/** Text in a query string: trimmed, and refused when empty (`?series=` filters by nothing: leave it out). */
export const queryText = (field: string, max: number) => shortText(field, max).min(1, say.notEmpty(field));

const fieldErrorSchema = z.object({ field: z.string().optional(), error: z.string() });

/**
 * Every error answer: a message a person can act on. A refused input also names its field (absent when the
 * error is about the request as a whole) and, when refused by the schema, lists each wrong field's message.
 */
export const errorSchema = z.object({ error: z.string(), field: z.string().optional(), errors: z.array(fieldErrorSchema).optional() });
export type ErrorAnswer = z.infer<typeof errorSchema>;

/** A refusal because another figure has the same name and year: the error names it, and figure_id is its id. */
export const figureConflictSchema = errorSchema.extend({ figure_id: z.number().int().optional() });
