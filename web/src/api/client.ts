import type { ErrorAnswer, FieldError } from '@tmnt/domain';
import { reportServerReachable } from './reachability.ts';

/** What reads an answer: its zod schema (which parses it), or asSent. */
interface AnswerReader<T> {
  parse: (answer: unknown) => T;
}

/**
 * An answer taken as the server sent it, typed T (its schema's type): for the answers the first page reads (the app
 * shell's and the dashboard's). The server has checked each against that same schema before sending it, and parsing
 * them here as well would put zod in every first load; every other answer is parsed with its schema, which the page
 * or dialog reading it loads anyway (docs/decisions/032-first-load.md).
 */
export const asSent = <T>(): AnswerReader<T> => ({ parse: (answer) => answer as T });

const isFieldError = (entry: unknown): entry is FieldError =>
  typeof entry === 'object' && entry !== null && typeof (entry as FieldError).error === 'string' && ['string', 'undefined'].includes(typeof (entry as FieldError).field);

/** The error answer (`{error, field?, errors?}`, domain errorSchema) a body is, if it is one; else null. */
function errorAnswer(body: unknown): ErrorAnswer | null {
  const { error, field, errors } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof error !== 'string') return null;
  return { error, ...(typeof field === 'string' && { field }), ...(Array.isArray(errors) && errors.every(isFieldError) && { errors }) };
}

/**
 * An answer other than 2xx: the server's own message (`{ error }`) and the whole body (e.g. lookup candidates).
 * A refused input (400) also names its field, so a form can show the message next to it.
 */
export class ApiError extends Error {
  /** The field the refusal is about, when the server named one. */
  readonly field: string | undefined;
  /** Every wrong field's message (the single named field for a refusal the schema did not make); else empty. */
  readonly errors: FieldError[];

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    const answer = errorAnswer(body);
    this.field = answer?.field;
    this.errors = answer === null ? [] : (answer.errors ?? (this.field === undefined ? [] : [{ field: this.field, error: answer.error }]));
  }
}

const API_BASE = '/api';

/** What a request that got no answer says: the network or the server is down, not the request wrong. */
export const SERVER_UNREACHABLE = "Offline: cannot reach the collection's server. Is it running, and is this device on its network?";

/** A request body: a value sent as JSON, text sent as is with its content type (a CSV file), or multipart form data. */
type Body = { json: unknown } | { text: string; contentType: string } | { form: FormData };

function encode(body: Body | undefined): RequestInit {
  if (body === undefined) return {};
  // The browser writes the multipart content type itself, with its boundary.
  if ('form' in body) return { body: body.form };
  if ('text' in body) return { headers: { 'content-type': body.contentType }, body: body.text };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.json) };
}

/** Sends a request; answers the response when it is 2xx, else throws the server's refusal as an ApiError. */
async function send(method: string, path: string, body?: Body): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, { method, ...encode(body) });
  } catch (error) {
    // fetch rejects with a TypeError ("Failed to fetch") when no answer came at all; anything else is not ours to say.
    if (!(error instanceof TypeError)) throw error;
    reportServerReachable(false);
    throw new ApiError(0, SERVER_UNREACHABLE, null);
  }
  reportServerReachable(true);
  if (response.status === 401 && !path.startsWith('/auth/')) toLogin();
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const message = typeof data?.error === 'string' ? data.error : `The server answered ${response.status}`;
    throw new ApiError(response.status, message, data);
  }
  return response;
}

async function request<T>(method: string, path: string, schema: AnswerReader<T> | null, body?: Body): Promise<T> {
  const response = await send(method, path, body);
  if (response.status === 204 || schema === null) return undefined as T;
  return schema.parse(await response.json());
}

/** An answer as it came, for a caller that acts on every status itself (a phone's outbox): JSON body, null for none. */
export interface Exchange {
  status: number;
  /** The ETag of the resource answered (a copy's version), or null. */
  etag: string | null;
  /** Seconds to wait before sending again (a 409 while the same Idempotency-Key is still being handled), or null. */
  retryAfter: number | null;
  body: unknown;
}

/**
 * Sends a write with its own headers (Idempotency-Key, If-Match) and answers whatever came back. No answer at all
 * throws ApiError 0 (unreachable), as every request; a 401 goes to the login page, as every request.
 */
export async function exchange(method: string, path: string, options: { json?: unknown; headers?: Record<string, string> } = {}): Promise<Exchange> {
  let response: Response;
  try {
    const body = options.json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.json) };
    response = await fetch(API_BASE + path, { method, ...body, headers: { ...body.headers, ...options.headers } });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    reportServerReachable(false);
    throw new ApiError(0, SERVER_UNREACHABLE, null);
  }
  reportServerReachable(true);
  if (response.status === 401) toLogin();
  const text = await response.text();
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, etag: response.headers.get('etag'), retryAfter: retryAfter === null ? null : Number(retryAfter), body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** Path of the login page; `next` brings the collector back where they were. */
export const LOGIN_PATH = '/login';

/** The session is missing or over: to the login page, which comes back here after logging in. */
function toLogin(): void {
  if (window.location.pathname === LOGIN_PATH) return;
  const next = window.location.pathname + window.location.search;
  window.location.assign(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`);
}

export const api = {
  get: <T>(path: string, schema: AnswerReader<T>) => request('GET', path, schema),
  post: <T>(path: string, body: unknown, schema: AnswerReader<T>) => request('POST', path, schema, { json: body }),
  /** Posts text as it is (e.g. a CSV file as text/csv). */
  postText: <T>(path: string, text: string, contentType: string, schema: AnswerReader<T>) => request('POST', path, schema, { text, contentType }),
  /** Posts multipart form data (files with their fields). */
  postForm: <T>(path: string, form: FormData, schema: AnswerReader<T>) => request('POST', path, schema, { form }),
  /** Puts multipart form data (a file that replaces what is there, e.g. a figure's picture). */
  putForm: <T>(path: string, form: FormData, schema: AnswerReader<T>) => request('PUT', path, schema, { form }),
  /** Puts a JSON body (a setting replaced whole, e.g. the collection's currency). */
  put: <T>(path: string, body: unknown, schema: AnswerReader<T>) => request('PUT', path, schema, { json: body }),
  patch: <T>(path: string, body: unknown, schema: AnswerReader<T> | null) => request('PATCH', path, schema, { json: body }),
  /** Posts JSON and answers the file the server makes of it (a PDF). */
  postForFile: async (path: string, body: unknown): Promise<Blob> => (await send('POST', path, { json: body })).blob(),
  /** Deletes; with a schema, parses what the server answers (e.g. the record after one of its parts is removed). */
  delete: <T = void>(path: string, schema: AnswerReader<T> | null = null) => request<T>('DELETE', path, schema),
};

/** Query string from the set values of a filter object. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
