// A stand-in for eBay on 127.0.0.1, for tests, e2e and the bench: the Buy Browse API (with its OAuth token
// endpoint) and the sold search page, checking requests as eBay does. No vitest here: e2e/ and bench/ import it too.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MARKETPLACES } from '@tmnt/domain';
import { soldResultsPage, type FakeSoldListing, type SoldLanguage, type SoldMarkup } from './sold-page-html.ts';

interface FakeActiveItem {
  itemId: string;
  title: string;
  /** E.g. "24.99": the fixed price, or an auction's current bid. */
  price: string;
  /** Default USD. */
  currency?: string;
  /** Default FIXED_PRICE. */
  buyingOption?: 'FIXED_PRICE' | 'AUCTION';
  condition?: string;
  /** E.g. "4.99": the cost of the first shipping option; absent: none quoted (as when it is calculated at checkout). */
  shipping?: string;
  /** Default: the price's currency. */
  shippingCurrency?: string;
  /** The listing's end (ISO time); default: three days from now for an auction, none for a fixed-price listing. */
  endsAt?: string;
}

type SoldFailure =
  | { kind: 'challenge' | 'captcha' | 'signin' }
  | { kind: 'rate-limit'; retryAfterSeconds: number }
  /** Not a failure: the page, after a delay (to test timeouts and overlapping requests). */
  | { kind: 'slow'; ms: number };

type ActiveFailure = { kind: 'bad-keys' } | { kind: 'quota' } | { kind: 'slow'; ms: number } | null;

interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeEbay {
  /** http://127.0.0.1:port, used as both EBAY_API_BASE and EBAY_WEB_BASE. */
  url: string;
  requests: FakeRequest[];
  /** Active listings answered by the Browse API per gtin or q (exact match), or for every search when key is '*'. */
  setActive(key: string, items: FakeActiveItem[]): void;
  /**
   * Sold listings shown on the sold search page whose _nkw contains key (case-insensitive), or '*' for all; the page
   * in the given markup and captions' language (ebay.de's 'de').
   */
  setSold(key: string, listings: FakeSoldListing[], markup?: SoldMarkup, language?: SoldLanguage): void;
  /**
   * Make the next N sold searches answer a block: 'challenge' (302 to /splashui/challenge, which serves a Pardon
   * Our Interruption page), 'captcha', 'signin' (sign-in page, 200), or 429 with Retry-After seconds; or 'slow':
   * the page after a delay in ms.
   */
  failSold(mode: SoldFailure, times?: number): void;
  /** Make the Browse API answer errors: 'bad-keys' (token 401 invalid_client), 'quota' (429 with eBay error body), or a delay in ms before answering (to test timeouts). */
  failActive(mode: ActiveFailure): void;
  tokenRequests(): number;
  /** Expire every token issued so far, as eBay does when it revokes one before its stated lifetime. */
  expireTokens(): void;
  /** The most sold search pages the fake was answering at one time (a polite client keeps it at 1). */
  peakSoldConcurrency(): number;
  close(): Promise<void>;
}

const TOKEN_PATH = '/identity/v1/oauth2/token';
const SEARCH_PATH = '/buy/browse/v1/item_summary/search';
const API_SCOPE = 'https://api.ebay.com/oauth/api_scope';

/** The app keys the fake accepts unless told others. */
export const FAKE_EBAY_CLIENT = { id: 'fake-client-id', secret: 'fake-client-secret' };

/** A sale day as eBay's sold cards write it ("Sold Jul 30, 2026"), `daysAgo` days before today (UTC). */
export function soldDateText(daysAgo: number): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export async function startFakeEbay(options: { clientId?: string; clientSecret?: string; tokenLifetimeSeconds?: number } = {}): Promise<FakeEbay> {
  const { clientId = FAKE_EBAY_CLIENT.id, clientSecret = FAKE_EBAY_CLIENT.secret, tokenLifetimeSeconds = 7200 } = options;
  const requests: FakeRequest[] = [];
  const active = new Map<string, FakeActiveItem[]>();
  const sold = new Map<string, { listings: FakeSoldListing[]; markup?: SoldMarkup; language?: SoldLanguage }>();
  const soldFailures: SoldFailure[] = [];
  let activeFailure: ActiveFailure = null;
  /** Issued access tokens and when each expires (ms since the epoch). */
  const tokens = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let soldInFlight = 0;
  let soldPeak = 0;

  const later = (ms: number, answer: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, ms);
    timers.add(timer);
  };

  function token(req: FakeRequest, res: http.ServerResponse) {
    const form = new URLSearchParams(req.body);
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (activeFailure?.kind === 'bad-keys' || req.headers.authorization !== expected) {
      return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
    }
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') || form.get('grant_type') !== 'client_credentials') {
      return json(res, 400, { error: 'unsupported_grant_type', error_description: 'grant type in request is not supported by the authorization server' });
    }
    if ((form.get('scope') ?? '').split(' ').some((scope) => scope !== API_SCOPE)) {
      return json(res, 400, { error: 'invalid_scope', error_description: 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client' });
    }
    const accessToken = `v^1.1#i^1#fake^${tokens.size + 1}#${Math.random().toString(36).slice(2)}`;
    tokens.set(accessToken, Date.now() + tokenLifetimeSeconds * 1000);
    json(res, 200, { access_token: accessToken, expires_in: tokenLifetimeSeconds, token_type: 'Application Access Token' });
  }

  function browseSearch(req: FakeRequest, res: http.ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !((tokens.get(bearer) ?? 0) > Date.now())) {
      return ebayError(res, 401, 1001, 'OAuth', 'Invalid access token', 'Invalid access token. Check the value of the Authorization HTTP request header.');
    }
    if (!(MARKETPLACES as readonly unknown[]).includes(req.headers['x-ebay-c-marketplace-id'])) {
      return ebayError(res, 400, 12024, 'API_BROWSE', "The marketplace value is not supported. Set the 'X-EBAY-C-MARKETPLACE-ID' header to a supported marketplace.");
    }
    if (activeFailure?.kind === 'quota') {
      return ebayError(res, 429, 2001, 'ACCESS', 'Too many requests. The request limit has been reached for the resource.');
    }
    const key = req.query.get('gtin') ?? req.query.get('q');
    if (!key) return ebayError(res, 400, 12001, 'API_BROWSE', "The call must have a valid 'q', 'category_ids', 'epid', 'gtin', or 'charity_ids' query parameter.");
    // As on eBay, without the filter a search answers fixed-price listings only.
    const wanted = /buyingOptions:\{([^}]*)\}/.exec(req.query.get('filter') ?? '')?.[1].split('|') ?? ['FIXED_PRICE'];
    const limit = Number(req.query.get('limit') ?? 50);
    const items = (active.get(key) ?? active.get('*') ?? []).filter((item) => wanted.includes(item.buyingOption ?? 'FIXED_PRICE'));
    const itemSummaries = items.slice(0, limit).map((item) => itemSummary(item, fake.url));
    json(res, 200, { href: `${fake.url}${SEARCH_PATH}`, total: items.length, limit, offset: 0, ...(itemSummaries.length ? { itemSummaries } : {}) });
  }

  function soldSearch(req: FakeRequest, res: http.ServerResponse) {
    const failure = soldFailures.shift();
    const returnTo = encodeURIComponent(`${fake.url}${req.path}?${req.query}`);
    switch (failure?.kind) {
      case 'challenge':
      case 'captcha':
        res.writeHead(302, { location: `/splashui/${failure.kind}?ap=1&appName=orch&ru=${returnTo}` }).end();
        return;
      case 'signin':
        return html(res, 200, SIGN_IN_PAGE);
      case 'rate-limit':
        res.writeHead(429, { 'retry-after': String(failure.retryAfterSeconds), 'content-type': 'text/plain' }).end('Too Many Requests');
        return;
    }
    const nkw = (req.query.get('_nkw') ?? '').toLowerCase();
    const match = [...sold].find(([key]) => key !== '*' && nkw.includes(key.toLowerCase()))?.[1] ?? sold.get('*');
    const results = match ? soldResultsPage(match.listings, match.markup, match.language) : EMPTY_RESULTS_PAGE;
    soldInFlight++;
    soldPeak = Math.max(soldPeak, soldInFlight);
    res.on('close', () => soldInFlight--);
    if (failure?.kind === 'slow') later(failure.ms, () => html(res, 200, results));
    else html(res, 200, results);
  }

  function route(req: FakeRequest, res: http.ServerResponse) {
    const browse = req.path === TOKEN_PATH || req.path === SEARCH_PATH;
    if (browse && activeFailure?.kind === 'slow') later(activeFailure.ms, () => answer(req, res));
    else answer(req, res);
  }

  function answer(req: FakeRequest, res: http.ServerResponse) {
    if (req.method === 'POST' && req.path === TOKEN_PATH) return token(req, res);
    if (req.method === 'GET' && req.path === SEARCH_PATH) return browseSearch(req, res);
    if (req.method === 'GET' && req.path === '/sch/i.html') return soldSearch(req, res);
    if (req.method === 'GET' && req.path === '/splashui/challenge') return html(res, 200, CHALLENGE_PAGE);
    if (req.method === 'GET' && req.path === '/splashui/captcha') return html(res, 200, CAPTCHA_PAGE);
    html(res, 404, '<!DOCTYPE html><title>Page not found | eBay</title><p>We looked everywhere.</p>');
  }

  const server = http.createServer((incoming, res) => {
    let body = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (body += chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const req = { method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: incoming.headers, body };
      requests.push(req);
      route(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake: FakeEbay = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setActive: (key, items) => void active.set(key, items),
    setSold: (key, listings, markup, language) => void sold.set(key, { listings, markup, language }),
    failSold: (mode, times = 1) => soldFailures.push(...Array<SoldFailure>(times).fill(mode)),
    failActive: (mode) => (activeFailure = mode),
    tokenRequests: () => requests.filter((r) => r.path === TOKEN_PATH).length,
    expireTokens: () => tokens.clear(),
    peakSoldConcurrency: () => soldPeak,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

function itemSummary(item: FakeActiveItem, base: string) {
  const amount = { value: item.price, currency: item.currency ?? 'USD' };
  const auction = item.buyingOption === 'AUCTION';
  const endsAt = item.endsAt ?? (auction ? new Date(Date.now() + 3 * 86_400_000).toISOString() : undefined);
  return {
    itemId: item.itemId,
    title: item.title,
    // An auction's summary carries its current bid; a fixed-price listing's, its price.
    ...(auction ? { currentBidPrice: amount, bidCount: 1 } : { price: amount }),
    ...(endsAt !== undefined && { itemEndDate: endsAt }),
    // As eBay answers it: the cost only when one is quoted, else the option says it is calculated.
    shippingOptions: [
      item.shipping === undefined
        ? { shippingCostType: 'CALCULATED' }
        : { shippingCostType: 'FIXED', shippingCost: { value: item.shipping, currency: item.shippingCurrency ?? amount.currency } },
    ],
    buyingOptions: [item.buyingOption ?? 'FIXED_PRICE'],
    condition: item.condition ?? 'Used',
    conditionId: '3000',
    itemWebUrl: `${base}/itm/${encodeURIComponent(item.itemId)}`,
    itemLocation: { country: 'US' },
  };
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function ebayError(res: http.ServerResponse, status: number, errorId: number, domain: string, message: string, longMessage = message) {
  json(res, status, { errors: [{ errorId, domain, category: 'REQUEST', message, longMessage }] });
}

function html(res: http.ServerResponse, status: number, page: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);
}

/** The hand-written pages of the parser's tests: "No exact matches found" and the three walls. */
const page = (name: string) => readFileSync(new URL(`../fixtures/ebay/${name}.html`, import.meta.url), 'utf8');
const EMPTY_RESULTS_PAGE = page('sold-empty');
const CHALLENGE_PAGE = page('blocked-challenge');
const CAPTCHA_PAGE = page('blocked-captcha');
const SIGN_IN_PAGE = page('blocked-signin');
