// The narrow interfaces every market source implements; the refresh depends on these, never on a client's details.
import type { Marketplace } from '@tmnt/domain';

/** A listing as a source reports it, before relevance is judged, in the currency it is priced in (converted elsewhere). */
export interface SourceListing {
  /** The marketplace's own id for the listing: unique per source. */
  listingId: string;
  title: string;
  /** The price in hundredths of its currency's unit (cents, pence). */
  priceCents: number;
  /** The ISO 4217 code of priceCents ("USD", "GBP"). */
  currency: string;
  url: string | null;
  /** The marketplace's condition text ("Pre-Owned", "New"), when shown. */
  condition: string | null;
  /** Sold listings: the calendar day of the sale (YYYY-MM-DD). Active listings: null. */
  soldDate: string | null;
  /**
   * Active listings: the cheapest shipping the marketplace quotes, in hundredths of `currency`; null when it quotes
   * none (calculated at checkout, pick-up only, or not said). Whoever adds it to the price counts a listing without
   * one at its price alone (shipping unknown, not free): the want list's deal check does. Sold listings: null.
   */
  shippingCents: number | null;
  /** An auction's end (ISO time); null for a fixed-price listing, and for sold listings. */
  endsAt: string | null;
}

/** What a figure's search is built from. */
export interface SearchSubject {
  name: string;
  character: string;
  series: string;
  year: number;
  /** The figure's primary code, when known: sources that can search by GTIN do. */
  upc: string | null;
}

/**
 * Why a source gave nothing: `blocked` (a bot challenge, captcha or sign-in wall; never "no sales"),
 * `quota` (the daily allowance is spent), `auth` (bad keys), or `failed` (anything else, with the reason).
 */
export type SourceErrorKind = 'blocked' | 'quota' | 'auth' | 'failed';

export class MarketSourceError extends Error {
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
    /** When the source asked us to wait (429 Retry-After), in ms. */
    readonly retryAfterMs?: number,
    /** The service's own word for a refusal (eBay's "invalid_client"), for Settings' check of new keys. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'MarketSourceError';
  }
}

export interface SearchOptions {
  signal?: AbortSignal;
  /** Bulk runs keep the polite spacing between requests; a collector's single refresh does not wait for it. */
  bulk?: boolean;
  /** The eBay site searched; DEFAULT_MARKETPLACE when absent. */
  marketplace?: Marketplace;
}

/** The eBay site searched when the caller names none. */
export const DEFAULT_MARKETPLACE: Marketplace = 'EBAY_US';

/** One marketplace source of prices. Throws MarketSourceError. */
export interface MarketSource {
  search(subject: SearchSubject, options?: SearchOptions): Promise<SourceListing[]>;
}

/** A source that can also search by a bare product code (eBay's GTIN search), for codes the catalogue does not know. */
export interface CodeSearchingSource extends MarketSource {
  searchByCode(code: string, options?: SearchOptions): Promise<SourceListing[]>;
}
