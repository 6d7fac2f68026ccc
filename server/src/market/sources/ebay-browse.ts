/**
 * Active listings from eBay's Buy Browse API:
 *   POST {apiBase}/identity/v1/oauth2/token (client credentials)  ->  { access_token, expires_in, token_type }
 *   GET  {apiBase}/buy/browse/v1/item_summary/search?gtin=|q=&filter=&limit=  ->  { total, itemSummaries? }
 * Errors answer { errors: [{ errorId, message, ... }] } (the token endpoint: { error, error_description }).
 * Every call, token calls included, is first counted against the app's daily allowance of eBay calls.
 */
import { centsFromText } from '@tmnt/domain';
import { fetchText, parseRetryAfter } from './http.ts';
import { searchQuery } from './search-query.ts';
import { DEFAULT_MARKETPLACE, MarketSourceError, type CodeSearchingSource, type SearchOptions, type SourceListing } from './types.ts';

export interface BrowseClientOptions {
  /** EBAY_API_BASE, e.g. https://api.ebay.com */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per request, default 10_000. */
  timeoutMs?: number;
  /** For token expiry. */
  now?: () => number;
  /**
   * Called before every API call (token calls included), saying whether it is for a bulk run; answers false when
   * today's allowance (for bulk runs, what is left of it for them) is spent.
   */
  spendCall: (bulk: boolean) => Promise<boolean>;
  /** Listings per search, default 50. */
  limit?: number;
}

const SCOPE = 'https://api.ebay.com/oauth/api_scope';
/** A token is renewed this long before eBay says it expires, so that none expires between check and use. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** Without it the Browse API answers fixed-price listings only. */
const ALL_BUYING_OPTIONS = 'buyingOptions:{FIXED_PRICE|AUCTION}';
const SERVICE = 'eBay Browse API';

interface Amount {
  value?: string;
  currency?: string;
}

interface ItemSummary {
  itemId?: string;
  title?: string;
  price?: Amount;
  currentBidPrice?: Amount;
  buyingOptions?: string[];
  condition?: string;
  itemWebUrl?: string;
  /** The shipping offered, cheapest first; shippingCost is absent when it is calculated at checkout. */
  shippingOptions?: { shippingCostType?: string; shippingCost?: Amount }[];
  /** An auction's end (ISO time). */
  itemEndDate?: string;
}

/** A search by GTIN or by words. */
type SearchTerms = { gtin: string } | { q: string };

interface ErrorBody {
  errors?: { message?: string }[];
  error?: string;
  error_description?: string;
}

interface Answer {
  response: Response;
  /** The parsed JSON, or null when the body was not JSON. */
  body: unknown;
}

/** The Browse API source, which can also check its keys. */
export interface BrowseSource extends CodeSearchingSource {
  /** Asks eBay for a token now (a real call, counted like any): resolves when eBay accepts the keys, and the token is kept for the searches. */
  checkKeys(): Promise<void>;
}

export function createBrowseSource(options: BrowseClientOptions): BrowseSource {
  const { apiBase, timeoutMs = 10_000, now = Date.now, limit = 50 } = options;
  let token: { value: string; expiresAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function call(url: URL, init: RequestInit, { signal, bulk = false }: SearchOptions): Promise<Answer> {
    if (!(await options.spendCall(bulk))) {
      throw new MarketSourceError('quota', 'The daily allowance of eBay API calls (5,000) is spent: bulk runs stop until tomorrow');
    }
    const { response, text } = await fetchText(SERVICE, url, init, { timeoutMs, signal });
    return { response, body: parseJson(text) };
  }

  async function requestToken(bulk: boolean): Promise<string> {
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { response, body } = await call(
      new URL('/identity/v1/oauth2/token', apiBase),
      {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: SCOPE }).toString(),
      },
      { bulk },
    );
    if (!response.ok) throw apiError({ response, body });
    const answer = body as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof answer?.access_token !== 'string' || typeof answer.expires_in !== 'number') {
      throw new MarketSourceError('failed', `${SERVICE} answered the token request without an access token`);
    }
    token = { value: answer.access_token, expiresAt: now() + answer.expires_in * 1000 - TOKEN_RENEWAL_MARGIN_MS };
    return token.value;
  }

  /**
   * The cached token, or one fresh request shared by every search that needs it meanwhile (so not cut short by one
   * caller's signal: a caller that aborts just stops waiting).
   */
  function accessToken({ signal, bulk = false }: SearchOptions): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    tokenRequest ??= requestToken(bulk).finally(() => (tokenRequest = null));
    return unlessAborted(tokenRequest, signal);
  }

  function searchWith(bearer: string, terms: SearchTerms, options: SearchOptions): Promise<Answer> {
    const url = new URL('/buy/browse/v1/item_summary/search', apiBase);
    url.search = new URLSearchParams({ ...terms, filter: ALL_BUYING_OPTIONS, limit: String(limit) }).toString();
    const headers = { authorization: `Bearer ${bearer}`, 'x-ebay-c-marketplace-id': options.marketplace ?? DEFAULT_MARKETPLACE, accept: 'application/json' };
    return call(url, { headers }, options);
  }

  async function find(terms: SearchTerms, options: SearchOptions = {}): Promise<SourceListing[]> {
    const bearer = await accessToken(options);
    let answer = await searchWith(bearer, terms, options);
    if (answer.response.status === 401) {
      // eBay may revoke a token before its stated expiry: one retry with a fresh one.
      if (token?.value === bearer) token = null;
      answer = await searchWith(await accessToken(options), terms, options);
    }
    if (!answer.response.ok) throw apiError(answer);
    const items = (answer.body as { itemSummaries?: unknown } | null)?.itemSummaries;
    if (answer.body === null || (items !== undefined && !Array.isArray(items))) {
      throw new MarketSourceError('failed', `${SERVICE} answered something other than search results`);
    }
    return ((items ?? []) as ItemSummary[]).flatMap((item) => toListing(item) ?? []);
  }

  return {
    search: (subject, searchOptions) => find(subject.upc ? { gtin: subject.upc } : { q: searchQuery(subject) }, searchOptions),
    searchByCode: (code, searchOptions) => find({ gtin: code }, searchOptions),
    checkKeys: async () => void (await accessToken({})),
  };
}

/** The shared promise's result, unless the caller's signal aborts first (the promise goes on for the others). */
function unlessAborted<T>(shared: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return shared;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function apiError({ response, body }: Answer): MarketSourceError {
  const error = body as ErrorBody | null;
  const message = error?.errors?.[0]?.message ?? error?.error_description ?? error?.error;
  if (response.status === 401) {
    return new MarketSourceError('auth', `eBay refused the API keys (Settings → Services, or EBAY_CLIENT_ID / EBAY_CLIENT_SECRET): ${message ?? 'unauthorized'}`, undefined, error?.error ?? message);
  }
  if (response.status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    return new MarketSourceError('quota', "eBay's daily API call limit is reached: try again tomorrow", retryAfterMs);
  }
  return new MarketSourceError('failed', `${SERVICE} answered ${response.status}${message ? `: ${message}` : ''}`);
}

/** An active listing in cents of the currency it is priced in, or null when eBay left out what a listing needs. */
function toListing(item: ItemSummary): SourceListing | null {
  const amount = item.buyingOptions?.includes('AUCTION') ? (item.currentBidPrice ?? item.price) : item.price;
  const priceCents = centsFromText(amount?.value ?? '');
  const currency = amount?.currency ?? '';
  if (!item.itemId || !item.title || priceCents === null || !/^[A-Z]{3}$/.test(currency)) return null;
  return {
    listingId: item.itemId,
    title: item.title,
    priceCents,
    currency,
    url: item.itemWebUrl ?? null,
    condition: item.condition ?? null,
    soldDate: null,
    shippingCents: shippingCentsOf(item, currency),
    endsAt: endOf(item),
  };
}

/**
 * The first shipping option's cost, in hundredths of the price's currency; null when eBay quotes none, or quotes it in
 * another currency than the price (never mixed into one total unconverted).
 */
function shippingCentsOf(item: ItemSummary, currency: string): number | null {
  const cost = item.shippingOptions?.[0]?.shippingCost;
  if (cost?.currency !== currency) return null;
  return centsFromText(cost.value ?? '');
}

/** An auction's end as an ISO time; null for a fixed-price listing, or when eBay's date does not read. */
function endOf(item: ItemSummary): string | null {
  if (!item.buyingOptions?.includes('AUCTION') || !item.itemEndDate) return null;
  const time = Date.parse(item.itemEndDate);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

