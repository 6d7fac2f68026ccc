import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrors, fieldMessages, parseId, type ErrorAnswer, type FieldError, type FieldIssue } from '@tmnt/domain';

/** An error a person can act on, sent as { error, ...extra } with its status (and headers, e.g. Retry-After or ETag). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string, extra?: Record<string, unknown>) => new HttpError(404, message, extra);
/** Bad input; `field` names the field it is about (the answer's `field`), so a form can show it there. */
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field === undefined ? {} : { field });

/** One issue as fastify-type-provider-zod reports it: the zod issue with its path as a JSON pointer. */
interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldIssue(issue: ValidationIssue): FieldIssue {
  const path = issue.instancePath.split('/').filter((part) => part !== '');
  if (issue.keyword === 'unrecognized_keys') {
    const keys = issue.params.keys as string[];
    return { path, code: issue.keyword, keys, message: fieldMessages.unknownFields(keys) };
  }
  return { path, code: issue.keyword, message: issue.message ?? 'Invalid value' };
}

/**
 * A refused input as the domain's own messages (no "body." path): every wrong field in `errors`, the first one
 * in `field`, and all of them in `error` for whoever reads only that.
 */
function validationAnswer(errors: FieldError[]): ErrorAnswer {
  return { error: errors.map((e) => e.error).join('; '), ...(errors[0]?.field !== undefined && { field: errors[0].field }), errors };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route takes, said when a request sends another content type (415); default: JSON. */
    accepts?: string;
  }
}

const SEND_JSON = 'Send JSON (Content-Type: application/json)';

/** A body limit in words: "1 MB", "512 KB". */
function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * What the framework's own refusals (body parsing, routing) mean to a person, or null for an error that is
 * not one of them. Each one a request can cause is listed; any other 4xx keeps Fastify's message.
 */
function frameworkAnswer(error: FastifyError, request: FastifyRequest): { status: number; error: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, error: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, error: 'The request body is empty: send a JSON object' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, error: 'The request body does not match its Content-Length' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, error: `The request body is too large (the limit is ${sizeInWords(request.routeOptions.bodyLimit)})` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, error: request.routeOptions.config?.accepts ?? SEND_JSON };
    case 'FST_ERR_BAD_URL':
      return { status: 400, error: 'The address is not valid: it has a malformed %-escape' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, error: 'The address is too long' };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  // JSON bodies only (routes that take a file or a form add their own parser): text/plain, Fastify's other
  // default, would reach the handlers as a string and be refused as a wrong field instead of a wrong type (415).
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error(error.message);
      return reply.status(error.statusCode).headers(error.headers).send({ error: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = (error.validation as unknown as ValidationIssue[]).map(fieldIssue);
      return reply.status(400).send(validationAnswer(fieldErrors(issues)));
    }
    const framework = frameworkAnswer(error, request);
    if (framework) return reply.status(framework.status).send({ error: framework.error });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ error: 'Internal server error' });
    }
    return reply.status(status).send({ error: error.message });
  });
}

/**
 * Fastify's `frameworkErrors` option: the refusals made before a route is found (a malformed %-escape in the
 * address, a path parameter over the length limit), answered as { error } like every other.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = frameworkAnswer(error, request) ?? { status: error.statusCode ?? 400, error: error.message };
  void reply.status(answer.status).send({ error: answer.error });
}

/** A path with an id; the id is checked by requireId so a malformed one answers 404 like an unknown one. */
export const idParams = z.object({ id: z.string() });

/** The id in a path (the domain's id rule); a malformed one names no record, so it is a 404 like an unknown id. */
export function requireId(raw: string, notFoundMessage: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(notFoundMessage);
  return id;
}
