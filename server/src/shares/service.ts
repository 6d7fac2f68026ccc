import crypto from 'node:crypto';
import {
  DEFAULT_SHARE_TITLES, SHARE_KINDS, SHARE_NOT_FOUND, shareFilterSchema, type NewShare, type Share, type ShareAddress, type ShareKind, type ShareMade, type SharePatch,
} from '@tmnt/domain';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { readStoredJson } from '../db/stored-json.ts';
import type { SharesTable } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { KeptDoors } from '../auth/index.ts';
import { checkPlaceId } from '../places/index.ts';
import { deleteShare, insertShare, shareBySecretHash, shareRow, shareRows, updateShare, type ShareRow } from './queries.ts';
import type { ShareView } from './shown.ts';

/** 192 random bits, as 32 URL-safe characters: far past guessing (the issue asks at least 128). */
const SECRET_BYTES = 24;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const newSecret = () => crypto.randomBytes(SECRET_BYTES).toString('base64url');

/** What is kept of a secret: its SHA-256, so the table (or a backup) opens no link. */
const secretHash = (secret: string) => crypto.createHash('sha256').update(secret, 'utf8').digest('base64url');

/** An address with any link's secret hidden, as the log writes it: a log is no way into a link. */
export const hideShareSecrets = (url: string) => url.replace(/^\/(s|api\/public)\/[^/?#]+/, '/$1/<secret>');

/** Whether a text could be a link's secret at all (anything else is refused without a lookup). */
export const looksLikeSecret = (text: string) => SECRET_PATTERN.test(text);

const linkName = (row: { id: number }) => () => `Link #${row.id}`;
const filterOf = (row: ShareRow) => readStoredJson(row.filter, shareFilterSchema, linkName(row), 'filter');
const isExpired = (row: Pick<ShareRow, 'expires_at'>, now = Date.now()) => row.expires_at !== null && Date.parse(row.expires_at) <= now;

function toShare(row: ShareRow): Share {
  return {
    id: row.id,
    kind: row.kind as ShareKind,
    title: row.title,
    show_values: row.show_values === 1,
    show_targets: row.show_targets === 1,
    show_photos: row.show_photos === 1,
    filter: filterOf(row),
    expires_at: row.expires_at,
    expired: isExpired(row),
    created_at: row.created_at,
    last_opened_at: row.last_opened_at,
    open_count: row.open_count,
  };
}

/** What the service reads of a link to show it. */
export function viewOf(row: ShareRow): ShareView & { secret_hash: string } {
  const { id, kind, title, show_values, show_targets, show_photos, filter } = toShare(row);
  return { id, kind, title, show_values, show_targets, show_photos, filter, secret_hash: row.secret_hash };
}

/** A link narrowed to a place names one that exists. */
async function checkFilter(db: Db, filter: NewShare['filter']): Promise<void> {
  if (filter?.place !== undefined) await checkPlaceId(db, filter.place, 'filter');
}

/** An expiry must lie ahead: a link made already ended would be a link that never works. */
function checkExpiry(expiresAt: string | null | undefined, now = Date.now()): void {
  if (expiresAt && Date.parse(expiresAt) <= now) throw badRequest('Expires At must be in the future', 'expires_at');
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : Number(value));

/** The address of a link: its base and the secret. */
const linkUrl = (base: string, secret: string) => `${base}/s/${secret}`;

export async function listShares(db: Db): Promise<Share[]> {
  return (await shareRows(db)).map(toShare);
}

/** Makes a link; its address (with the secret) is said this once. */
export async function createShare(db: Db, body: NewShare, base: string): Promise<ShareMade> {
  checkExpiry(body.expires_at);
  await checkFilter(db, body.filter);
  const secret = newSecret();
  const kind = body.kind;
  const id = await insertShare(db, {
    secret_hash: secretHash(secret),
    kind,
    title: body.title ?? DEFAULT_SHARE_TITLES[kind],
    show_values: Number(body.show_values ?? false),
    show_targets: Number(body.show_targets ?? false),
    show_photos: Number(body.show_photos ?? false),
    filter: JSON.stringify(body.filter ?? {}),
    expires_at: body.expires_at ?? null,
    created_at: new Date().toISOString(),
    open_count: 0,
  });
  return { ...toShare((await shareRow(db, id))!), url: linkUrl(base, secret) };
}

export async function patchShare(db: Db, id: number, patch: SharePatch): Promise<Share> {
  checkExpiry(patch.expires_at);
  await checkFilter(db, patch.filter);
  const changes: Updateable<SharesTable> = {
    title: patch.title,
    show_values: flag(patch.show_values),
    show_targets: flag(patch.show_targets),
    show_photos: flag(patch.show_photos),
    filter: patch.filter === undefined ? undefined : JSON.stringify(patch.filter),
    expires_at: patch.expires_at,
  };
  if (!(await updateShare(db, id, changes))) throw notFound(SHARE_NOT_FOUND);
  return toShare((await shareRow(db, id))!);
}

/** A new secret for a link (its old address stops working at once); the new address is said this once. */
export async function renewShare(db: Db, id: number, base: string): Promise<ShareMade> {
  const secret = newSecret();
  if (!(await updateShare(db, id, { secret_hash: secretHash(secret) }))) throw notFound(SHARE_NOT_FOUND);
  return { ...toShare((await shareRow(db, id))!), url: linkUrl(base, secret) };
}

export async function removeShare(db: Db, id: number): Promise<void> {
  if (!(await deleteShare(db, id))) throw notFound(SHARE_NOT_FOUND);
}

/**
 * The open link a secret names, or null: one never made, ended or past its expiry read alike. Looked up once per
 * access version (see auth/kept-doors.ts): a link ended or changed through any instance is forgotten by all.
 */
export async function openShare(db: Db, kept: KeptDoors<ShareRow | null>, secret: string): Promise<ShareRow | null> {
  const hash = secretHash(secret);
  const row = await kept.get(hash, async () => (await shareBySecretHash(db, hash)) ?? null);
  return row !== null && !isExpired(row) && (SHARE_KINDS as readonly string[]).includes(row.kind) ? row : null;
}

/** Where links point: PUBLIC_URL when set, else the address the collector reached the app at; and who can reach it. */
export function shareAddress(publicUrl: string | null, requestOrigin: { protocol: string; host: string }, reach: (host: string) => ShareAddress['reach']): ShareAddress {
  const base = (publicUrl ?? `${requestOrigin.protocol}://${requestOrigin.host}`).replace(/\/+$/, '');
  return { base, from: publicUrl ? 'PUBLIC_URL' : 'request', reach: reach(new URL(base).hostname) };
}
