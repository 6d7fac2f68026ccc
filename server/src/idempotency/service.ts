import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BeforeCommit } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { completeClaim, deleteClaim, deleteKeysBefore, insertClaim, keyRow, takeOverClaim } from './queries.ts';

/** How long the answer of a key is kept: a phone may come home a week after the show. */
export const IDEMPOTENCY_KEEP_DAYS = 7;
/** A claim older than this was left by a request that will not finish (its process stopped): another may take it. */
const CLAIM_LEASE_MS = 5 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  malformed: 'Idempotency-Key must be 1 to 255 visible characters (a UUID the client made for this request)',
  otherRequest: 'This Idempotency-Key was used for another request: a new request needs a new key',
  inProgress: 'A request with this Idempotency-Key is still being handled: send it again in a moment',
  lost: 'Another request took over this Idempotency-Key: send it again in a moment',
};

/** An answer as it is sent and kept: its status, the headers worth replaying (ETag) and its JSON body (null for none). */
export interface KeptAnswer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** Sorted keys, so the same JSON written in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests the same request: method, path (with its query) and body. */
const fingerprintOf = (req: FastifyRequest) => crypto.createHash('sha256').update(`${req.method} ${req.url}\n${canonicalJson(req.body)}`).digest('hex');

/** The request's Idempotency-Key (a Structured Field string may come quoted), or undefined without one. */
function keyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header.join(',') : header).trim().replace(/^"(.*)"$/, '$1');
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.malformed);
  return key;
}

type Claim = { kind: 'claimed'; token: string } | { kind: 'replay'; answer: KeptAnswer };

/**
 * Claims a key for a request, or says what was answered to it: the same request again gets the first answer; another
 * request with the key is 422; while the first one runs, 409 (the IETF draft "The Idempotency-Key HTTP Header Field").
 */
export async function claimKey(db: Db, key: string, fingerprint: string, now = new Date()): Promise<Claim> {
  const at = now.toISOString();
  await deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEEP_DAYS * 86_400_000).toISOString());
  const token = crypto.randomUUID();
  if (await insertClaim(db, { key, fingerprint, claim: token, claimed_at: at, status: 'pending', created_at: at })) return { kind: 'claimed', token };
  const row = await keyRow(db, key);
  // Gone between the two reads (released by a failed request): as good as new.
  if (!row) return claimKey(db, key, fingerprint, now);
  if (row.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest);
  if (row.status === 'done') {
    return { kind: 'replay', answer: { status: row.response_status!, headers: row.response_headers ? (JSON.parse(row.response_headers) as Record<string, string>) : {}, body: row.response_body === null ? null : JSON.parse(row.response_body) } };
  }
  const abandoned = Date.parse(row.claimed_at) + CLAIM_LEASE_MS < now.getTime();
  if (abandoned && (await takeOverClaim(db, key, row.claim, token, at))) return { kind: 'claimed', token };
  throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, {}, { 'retry-after': '1' });
}

async function send(reply: FastifyReply, answer: KeptAnswer): Promise<void> {
  await reply.status(answer.status).headers(answer.headers ?? {}).send(answer.body);
}

/**
 * Answers a write at most once per Idempotency-Key. Without the header the write simply runs. With it, the write runs
 * only for the key's first request, and its answer is kept in the write's own transaction (`write` passes the
 * BeforeCommit it is given to inWriteTransaction): a key is done exactly when its write committed, so a replay after
 * a lost answer writes nothing and gets the same answer (Idempotent-Replayed: true). A write that fails lets go of
 * the key: it wrote nothing, so sending it again is safe.
 */
export async function answerOnce<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  write: (beforeCommit?: BeforeCommit<T>) => Promise<T>,
  answer: (result: T) => KeptAnswer,
): Promise<void> {
  const key = keyOf(req);
  if (key === undefined) return send(reply, answer(await write()));
  const claim = await claimKey(db, key, fingerprintOf(req));
  if (claim.kind === 'replay') return send(reply.header('idempotent-replayed', 'true'), claim.answer);
  try {
    const result = await write(async (trx, value) => {
      const { status, headers, body } = answer(value);
      const kept = { response_status: status, response_headers: headers ? JSON.stringify(headers) : null, response_body: body === null || body === undefined ? null : JSON.stringify(body) };
      if (!(await completeClaim(trx, key, claim.token, kept))) throw new HttpError(409, IDEMPOTENCY_MESSAGES.lost, {}, { 'retry-after': '1' });
    });
    return send(reply, answer(result));
  } catch (error) {
    await deleteClaim(db, key, claim.token);
    throw error;
  }
}
