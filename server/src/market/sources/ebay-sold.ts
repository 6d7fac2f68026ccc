/**
 * Sold listings from eBay's sold search page on the chosen marketplace's site
 * ({site}/sch/i.html?_nkw=...&LH_Sold=1&LH_Complete=1), read as a browser would show it. eBay offers no API for sold
 * prices to a collector's personal tool, so this source is polite: one request at a time to eBay, spaced out in
 * bulk runs, and it backs off when eBay asks (429).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { SoldPage } from './ebay-sold-page.ts';
import { fetchText, parseRetryAfter, type Page } from './http.ts';
import { searchQuery } from './search-query.ts';
import { DEFAULT_MARKETPLACE, MarketSourceError, type MarketSource, type SearchSubject, type SourceListing } from './types.ts';

export interface SoldSourceOptions {
  /** EBAY_WEB_BASE when set (a local fake, in tests), searched for every marketplace; null: each marketplace's own site. */
  webBase: string | null;
  /** Honest: names the app and says it is a collector's personal tool. */
  userAgent: string;
  /** Default 15_000. */
  timeoutMs?: number;
  /** Least time between two requests to the host in bulk runs; jittered up to +50%. Default 3000. */
  minSpacingMs?: number;
  /** Longest Retry-After we honour before giving up on the request (failed), default 60_000. */
  maxRetryAfterMs?: number;
  /** Injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

const SERVICE = "eBay's sold search";
/** How long to back off when eBay answers 429 without saying for how long. */
const UNSTATED_RETRY_AFTER_MS = 30_000;

export function createSoldSource(options: SoldSourceOptions): MarketSource {
  const { webBase, userAgent, timeoutMs = 15_000, minSpacingMs = 3000, maxRetryAfterMs = 60_000, random = Math.random } = options;
  const sleep = options.sleep ?? ((ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal }));
  let queue: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;

  /** Runs the task once every earlier request to the host has finished: never two at a time. */
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const turn = queue.then(task);
    queue = turn.catch(() => undefined);
    return turn;
  }

  async function keepSpacing(signal?: AbortSignal): Promise<void> {
    const spacing = minSpacingMs * (1 + 0.5 * random());
    const wait = lastStart + spacing - performance.now();
    if (wait > 0) await sleep(Math.ceil(wait), signal);
  }

  function get(url: URL, signal?: AbortSignal): Promise<Page> {
    lastStart = performance.now();
    const headers = { 'user-agent': userAgent, accept: 'text/html', 'accept-language': 'en-US' };
    return fetchText(SERVICE, url, { headers }, { timeoutMs, signal });
  }

  /** The page, after waiting out one 429 if eBay asks for a pause we are willing to take. */
  async function getPolitely(url: URL, signal?: AbortSignal): Promise<Page> {
    const page = await get(url, signal);
    if (page.response.status !== 429) return page;
    const waitMs = retryAfterOf(page.response);
    if (waitMs > maxRetryAfterMs) throw slowDown(waitMs);
    await sleep(waitMs, signal);
    const retried = await get(url, signal);
    if (retried.response.status === 429) throw slowDown(retryAfterOf(retried.response));
    return retried;
  }

  return {
    search(subject, { signal, bulk = false, marketplace = DEFAULT_MARKETPLACE } = {}) {
      return inTurn(async () => {
        signal?.throwIfAborted();
        // The page module (and its HTML parser, cheerio) is loaded on the first sold search, not with the app: most
        // starts never need it.
        const { parseSoldPage, EBAY_SITES } = await import('./ebay-sold-page.ts');
        const site = webBase ?? EBAY_SITES[marketplace].base;
        if (bulk) await keepSpacing(signal);
        const { response, text } = await getPolitely(soldSearchUrl(site, subject), signal);
        return listingsOf(response, parseSoldPage(text, marketplace, site));
      });
    },
  };
}

function soldSearchUrl(site: string, subject: SearchSubject): URL {
  const url = new URL('/sch/i.html', site);
  url.search = new URLSearchParams({ _nkw: searchQuery(subject), LH_Sold: '1', LH_Complete: '1', _sacat: '0', _ipg: '60' }).toString();
  return url;
}

/** The page's listings; throws why it holds none (a wall, a refusal, an error answer). */
function listingsOf(response: Response, page: SoldPage): SourceListing[] {
  // Redirects are followed, so a bot wall shows as where we ended up.
  const wall = wallAt(new URL(response.url));
  if (wall) throw new MarketSourceError('blocked', wall);
  // eBay answers a client it takes for a bot 403, with or without a challenge page: a block either way.
  const refused = response.status === 403;
  if (!response.ok && !refused) throw new MarketSourceError('failed', `${SERVICE} answered ${response.status}`);
  if (page.kind === 'blocked') throw new MarketSourceError('blocked', page.reason);
  if (refused) throw new MarketSourceError('blocked', `${SERVICE} refused the request (403)`);
  return page.listings;
}

/** Why a page at this address is a wall instead of results, or null when it is not one. */
function wallAt(url: URL): string | null {
  const check = /^\/splashui\/(challenge|captcha)\b/.exec(url.pathname)?.[1];
  if (check) return `eBay showed a bot check (${check === 'captcha' ? 'captcha' : 'challenge page'})`;
  if (url.hostname.startsWith('signin.')) return 'eBay asked to sign in before showing sold listings';
  return null;
}

function retryAfterOf(response: Response): number {
  return parseRetryAfter(response.headers.get('retry-after')) ?? UNSTATED_RETRY_AFTER_MS;
}

function slowDown(retryAfterMs: number): MarketSourceError {
  return new MarketSourceError('failed', `eBay asked us to slow down (429): try again in ${Math.ceil(retryAfterMs / 60_000)} min`, retryAfterMs);
}
