// Reading a JSON column back. What the app stored always reads; a value that does not (the database was edited
// outside the app) is the server's fault: a 500 that names the record, never a client's 400.
import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';

export class UnreadableStoredValue extends HttpError {
  constructor(owner: string, column: string, problem: string) {
    super(500, `${owner} has a stored ${column} that cannot be read (${problem}): its database was changed outside the app; restore a backup or remove it`);
  }
}

/** A JSON column's value checked by its schema; `owner` names the record ("Copy #12 (Leonardo)"). */
export function readStoredJson<T extends z.ZodType>(text: string, schema: T, owner: () => string, column: string): z.infer<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UnreadableStoredValue(owner(), column, 'not valid JSON');
  }
  const result = schema.safeParse(parsed);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new UnreadableStoredValue(owner(), column, `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
}

/** A JSON column's value, or undefined when it does not read (for what is kept only to save work, and made again). */
export function storedJsonOrNone<T extends z.ZodType>(text: string, schema: T): z.infer<T> | undefined {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
