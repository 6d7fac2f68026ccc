import type { FastifyRequest } from 'fastify';

/** A version as a strong ETag (RFC 9110): the header's value. */
export const etag = (version: string) => `"${version}"`;

/** What an If-Match header accepts: any current version ('*'), or these versions. */
export type IfMatch = '*' | string[];

/** The request's If-Match (RFC 9110 section 13.1.1), or undefined without one. Weak tags never match (strong comparison). */
export function ifMatchOf(req: FastifyRequest): IfMatch | undefined {
  const header = req.headers['if-match'];
  if (header === undefined) return undefined;
  const text = header.trim();
  if (text === '*') return '*';
  return [...text.matchAll(/(W\/)?"([^"]*)"/g)].filter((m) => m[1] === undefined).map((m) => m[2]);
}

/** Whether a resource at `version` passes the condition. */
export const ifMatchAccepts = (ifMatch: IfMatch, version: string): boolean => ifMatch === '*' || ifMatch.includes(version);
