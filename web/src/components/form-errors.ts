import type { z } from 'zod';
import { fieldErrors, fieldMessages, type FieldError } from '@tmnt/domain';
import { ApiError } from '../api/client.ts';

/** Each shown field's message (by API field name), and what belongs to no shown field. */
export interface PlacedErrors {
  fields: Partial<Record<string, string>>;
  form: string | null;
}

/** A body's errors by the same domain schema the server checks it with; empty when it would be accepted. */
export function schemaErrors(schema: z.ZodType, body: unknown): FieldError[] {
  const result = schema.safeParse(body);
  return result.success ? [] : fieldErrors(result.error.issues);
}

/** Why a request failed: the fields a refusal names, else its message (or the error's own) for the whole form. */
export function failureErrors(error: unknown): FieldError[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors;
  return [{ error: error instanceof Error ? error.message : String(error) }];
}

/**
 * What the browser knows that the value does not say: a number input holding text it cannot read ("1e", "-")
 * reads as empty, and so does a half-typed date; a date after the collector's own today (the input's max) is in
 * the future even where it is already that day somewhere on Earth. Controls are known by their `name`.
 */
export function browserErrors(container: HTMLElement | null): FieldError[] {
  const errors: FieldError[] = [];
  for (const input of container?.querySelectorAll<HTMLInputElement>('input[name]') ?? []) {
    const field = input.name;
    const isDate = input.type === 'date';
    if (input.validity.badInput) errors.push({ field, error: isDate ? fieldMessages.date(field) : fieldMessages.number(field) });
    else if (isDate && input.validity.rangeOverflow) errors.push({ field, error: fieldMessages.notInFuture(field) });
    else if (isDate && input.validity.rangeUnderflow) errors.push({ field, error: fieldMessages.notBefore(field, input.min) });
  }
  return errors;
}

/** Errors of the fields a form shows go beside them (the first per field); the rest are said for the whole form. */
export function placeErrors(errors: readonly FieldError[], shown: readonly string[]): PlacedErrors {
  const fields: Partial<Record<string, string>> = {};
  const rest: string[] = [];
  for (const { field, error } of errors) {
    if (field !== undefined && shown.includes(field)) fields[field] ??= error;
    else if (!rest.includes(error)) rest.push(error);
  }
  return { fields, form: rest.length > 0 ? rest.join('; ') : null };
}
