import { badRequest, type HttpError } from './errors.ts';

/** What @fastify/multipart's own refusals mean to the collector; `tooManyFiles` says the form's files limit in its words. */
export function multipartRefusal(error: unknown, tooManyFiles: HttpError): HttpError {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return tooManyFiles;
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('The form has too many fields');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a field name that is not allowed');
  }
  return badRequest(`The form could not be read: ${(error as Error).message}`);
}
