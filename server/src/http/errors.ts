import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrors, fieldMessages, parseId, type ErrorAnswer, type FieldError, type FieldIssue } from '@tmnt/domain';

/** An error a person can act on, sent as { error, ...extra } with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = (error.validation as unknown as ValidationIssue[]).map(fieldIssue);
      return reply.status(400).send(validationAnswer(fieldErrors(issues)));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ error: `Malformed JSON body: ${error.message}` });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ error: 'Request body is too large (the limit is 1 MB)' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ error: `Unsupported content type: send application/json` });
    }
    if (error instanceof SyntaxError) return reply.status(400).send({ error: `Malformed JSON body: ${error.message}` });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ error: 'Internal server error' });
    }
    return reply.status(status).send({ error: error.message });
  });
}

/** A path with an id; the id is checked by requireId so a malformed one answers 404 like an unknown one. */
export const idParams = z.object({ id: z.string() });

/** The id in a path (the domain's id rule); a malformed one names no record, so it is a 404 like an unknown id. */
export function requireId(raw: string, notFoundMessage: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(notFoundMessage);
  return id;
}
