import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, SPREADSHEET_FORM, SPREADSHEET_LIMITS } from '@tmnt/domain';
import { badRequest, HttpError } from '../http/errors.ts';
import { multipartRefusal } from '../http/multipart.ts';

/** The only body the spreadsheet routes take (their 415 answer). */
export const SPREADSHEET_FORM_TYPE = `Send the spreadsheet as multipart/form-data (the file in the field "${SPREADSHEET_FORM.file}")`;

/** The upload's limits for @fastify/multipart: one file, and room for the JSON fields beside it. */
export const SPREADSHEET_FORM_LIMITS = {
  fileSize: SPREADSHEET_LIMITS.maxBytes,
  files: 1,
  // Room for a stray field, so that it is refused by name rather than as "too many fields".
  fields: 4,
  // The choices name every line to resolve, each with a figure of the collector's own at most.
  fieldSize: 8 * 1024 * 1024,
};

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export interface SpreadsheetForm {
  file: { bytes: Buffer; name: string };
  /** The text fields sent beside the file, by name (only those the route takes). */
  fields: Partial<Record<string, string>>;
}

/**
 * Reads the form: the file (into memory: at most SPREADSHEET_LIMITS.maxBytes) and the text fields the route takes.
 * On a refusal the rest of the upload is read and dropped, so the connection stays usable.
 */
export async function receiveSpreadsheetForm(request: FastifyRequest, fieldNames: readonly string[]): Promise<SpreadsheetForm> {
  if (!request.isMultipart()) throw new HttpError(415, SPREADSHEET_FORM_TYPE);
  let file: SpreadsheetForm['file'] | undefined;
  const fields: SpreadsheetForm['fields'] = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === SPREADSHEET_FORM.file) {
        try {
          file = { bytes: await part.toBuffer(), name: part.filename.slice(0, 255) };
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(413, `The file is larger than ${megabytes(SPREADSHEET_LIMITS.maxBytes)}, the most a spreadsheet to import may be`, { field: SPREADSHEET_FORM.file });
          }
          throw error;
        }
      } else if (part.type === 'field' && fieldNames.includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        if (part.type === 'file') part.file.resume();
        throw badRequest(`Unknown field "${part.fieldname}": send the file in the field "${SPREADSHEET_FORM.file}"${fieldNames.length > 0 ? ` and ${fieldNames.map((f) => `"${f}"`).join(', ')} as text` : ''}`, part.fieldname);
      }
    }
  } catch (error) {
    request.raw.unpipe();
    request.raw.resume();
    throw error instanceof HttpError ? error : multipartRefusal(error, badRequest('Send one spreadsheet at a time', SPREADSHEET_FORM.file));
  }
  if (!file) throw badRequest(`Choose a spreadsheet to import (a file in the field "${SPREADSHEET_FORM.file}")`, SPREADSHEET_FORM.file);
  return { file, fields };
}

/** A JSON form field checked by its schema; refused (400) with each wrong part named, as a JSON body would be. */
export function jsonField<T extends z.ZodType>(text: string, schema: T, field: string): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`The field "${field}" is not valid JSON`, field);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues).map((e) => ({ field: e.field === undefined ? field : `${field}.${e.field}`, error: e.error }));
  throw new HttpError(400, errors.map((e) => e.error).join('; '), { field: errors[0].field, errors });
}
