import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, PHOTO_FILE_NAME, publicShareSchema } from '@tmnt/domain';
import { AddressLimiter, KeptDoors } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { notFoundPage, pageAssets, sharePage, tooManyPage } from './page.ts';
import { recordOpen, type ShareRow } from './queries.ts';
import { looksLikeSecret, openShare, viewOf } from './service.ts';
import { ShownCache, type Shown } from './shown.ts';

interface PublicShareRouteOptions {
  db: Db;
  /** DATA_DIR/uploads: the pictures a link names are served from there, under the link's own address. */
  uploadsDir: string;
  /** The built web app's index.html (its stylesheet and dark-mode script), when there is one. */
  indexHtml: string;
  /** PUBLIC_URL, for the preview card's absolute addresses; null: the address the request came to. */
  publicUrl: string | null;
}

/** Opening links: a page or its data, per client address a minute (a person opens a handful). */
const OPENS_PER_MINUTE = 60;
/** Secrets that name no open link, per client address in 10 minutes: past it, refused without a lookup. */
const WRONG_SECRETS = 20;

const LINK_NOT_WORKING = 'This link does not work: it may have ended, or its address may be incomplete';

const secretParams = z.object({ secret: z.string() });
const pictureParams = secretParams.extend({ name: z.string() });

/** Kept out of search engines and out of shared caches: a link is for whoever was sent it. */
const PRIVATE_HEADERS = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'private, no-cache' };

type Refusal = { status: 404 } | { status: 429; seconds: number };

/**
 * What a link's secret opens, with no login: its page (/s/{secret}), its data (/api/public/{secret}) and the pictures
 * its answer names (/s/{secret}/pictures/{name}); nothing else. A secret that names no open link (never made, ended,
 * expired) answers the same 404 whatever the reason.
 */
export const publicShareRoutes: FastifyPluginAsyncZod<PublicShareRouteOptions> = async (app, { db, uploadsDir, indexHtml, publicUrl }) => {
  await app.register(fastifyStatic, { serve: false });
  const kept = new KeptDoors<ShareRow | null>(db);
  const shown = new ShownCache(db);
  const opens = new AddressLimiter(OPENS_PER_MINUTE, 60_000);
  const guesses = new AddressLimiter(WRONG_SECRETS, 10 * 60_000);
  const assets = pageAssets(fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : null);

  /** The open link a request's secret names, or why not; `counted`: the request counts as opening a link. */
  async function linkFor(req: FastifyRequest, secret: string, counted: boolean): Promise<{ share: ShareRow; shown: Shown } | Refusal> {
    const blocked = guesses.waiting(req.ip);
    if (blocked !== null) return { status: 429, seconds: blocked };
    if (counted) {
      const wait = opens.attempt(req.ip);
      if (wait !== null) return { status: 429, seconds: wait };
    }
    const share = looksLikeSecret(secret) ? await openShare(db, kept, secret) : null;
    if (share === null) {
      guesses.attempt(req.ip);
      return { status: 404 };
    }
    if (counted) await recordOpen(db, share.id, new Date().toISOString());
    return { share, shown: await shown.get(viewOf(share), secret) };
  }

  const origin = (req: FastifyRequest) => publicUrl ?? `${req.protocol}://${req.host}`;

  // Each answer's page, made once per address it is opened at (kept with the answer, so gone with it).
  const pages = new WeakMap<Shown, Map<string, string>>();
  function pageOf(shown: Shown, url: string): string {
    let byUrl = pages.get(shown);
    if (!byUrl) pages.set(shown, (byUrl = new Map()));
    let page = byUrl.get(url);
    if (page === undefined) {
      const first = [...shown.pictures][0];
      page = sharePage(shown.answer, { url, image: first ? `${url}/pictures/${first}` : null, assets });
      byUrl.set(url, page);
    }
    return page;
  }

  app.get('/api/public/:secret', { schema: { params: secretParams, response: { 200: publicShareSchema, 404: errorSchema, 429: errorSchema } } }, async (req, reply) => {
    reply.headers(PRIVATE_HEADERS);
    const link = await linkFor(req, req.params.secret, true);
    if ('share' in link) return link.shown.answer;
    if (link.status === 429) {
      reply.header('retry-after', String(link.seconds));
      throw new HttpError(429, `Too many tries: try again in ${link.seconds} seconds`);
    }
    throw new HttpError(404, LINK_NOT_WORKING);
  });

  app.get('/s/:secret', { schema: { params: secretParams, response: { 200: z.string(), 404: z.string(), 429: z.string() } } }, async (req, reply) => {
    reply.headers(PRIVATE_HEADERS).type('text/html; charset=utf-8');
    const link = await linkFor(req, req.params.secret, true);
    if ('share' in link) return pageOf(link.shown, `${origin(req)}/s/${req.params.secret}`);
    if (link.status === 429) return reply.status(429).header('retry-after', String(link.seconds)).send(tooManyPage(assets, link.seconds));
    return reply.status(404).send(notFoundPage(assets));
  });

  app.get('/s/:secret/pictures/:name', { schema: { params: pictureParams } }, async (req, reply) => {
    const link = await linkFor(req, req.params.secret, false);
    if (!('share' in link)) return reply.status(link.status).headers(PRIVATE_HEADERS).type('text/plain').send(link.status === 429 ? 'Too many tries' : 'Not found');
    if (!PHOTO_FILE_NAME.test(req.params.name) || !link.shown.pictures.has(req.params.name)) return reply.status(404).headers(PRIVATE_HEADERS).type('text/plain').send('Not found');
    // As /uploads serves a photo: a JPEG by its name, never sniffed as anything else, sandboxed when opened as a page.
    reply.headers({ ...PRIVATE_HEADERS, 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' });
    return reply.sendFile(req.params.name, uploadsDir, { maxAge: 0, cacheControl: false, dotfiles: 'deny' });
  });
};
