// Reads eBay's sold-listings search page (the HTML a browser gets) into listings, or says why it holds none.
// eBay serves three card markups intermittently; attributes are often unquoted, so only a real HTML parser will do.
// Each eBay site writes prices and dates its own way ("$12.99", "£12.99", "EUR 1.234,50"; "Jul 30, 2026", "30. Okt 2026").
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import { centsFromText, isCalendarDate, type Marketplace } from '@tmnt/domain';
import { DEFAULT_MARKETPLACE, type SourceListing } from './types.ts';

export type SoldPage = { kind: 'listings'; listings: SourceListing[] } | { kind: 'blocked'; reason: string };

/** A selection of elements, named through cheerio's own types so that domhandler need not be a dependency. */
type Elements = ReturnType<Cheerio<never>['find']>;

/** Where one of eBay's card markups keeps a listing's parts. */
interface Markup {
  card: string;
  title: string;
  link: string;
  condition: string;
  /** The caption saying "Sold Jul 30, 2026" (among others of the same class, in the older markup); found by its words, as sites translate its aria-label. */
  soldDate: string;
  price: string;
  /** The row a price sits in: several prices in one row are a range, never joined across rows. */
  priceRow: string;
}

const MARKUPS: Markup[] = [
  {
    card: 'li.s-card',
    title: '.s-card__title',
    link: 'a.s-card__link[href*="/itm/"]',
    condition: '.s-card__subtitle span',
    soldDate: '.s-card__caption span',
    price: '.s-card__price',
    priceRow: '.s-card__attribute-row',
  },
  {
    card: 'li.s-item',
    title: '.s-item__title',
    link: 'a.s-item__link[href*="/itm/"]',
    condition: '.SECONDARY_INFO',
    soldDate: '.s-item__caption--signal, .POSITIVE',
    price: '.s-item__price',
    priceRow: '.s-item__detail',
  },
  {
    card: 'div.su-item-card',
    title: '.su-item-card__title',
    link: 'a.su-item-card__link[href*="/itm/"]',
    condition: '.su-item-card__subtitle span',
    soldDate: '.su-item-card__caption span',
    price: '.su-item-card__price',
    priceRow: '.su-item-card__attribute-row',
  },
];

const CARDS = MARKUPS.map((m) => m.card).join(', ');
/** "Results matching fewer words": the listings after it do not match the query. */
const FEWER_WORDS_DIVIDER = 'li.srp-river-answer--REWRITE_START';
const RESULTS_CONTAINERS = `ul.srp-results, .srp-river-results, #srp-river-results, ${CARDS}`;

/** eBay's first card on every page ("Shop on eBay", linking to item 123456) advertises nothing that sold. */
const PLACEHOLDER_TITLE = 'Shop on eBay';
const PLACEHOLDER_ITEM = '123456';

const BLOCKED = {
  captcha: 'eBay showed a bot check (captcha)',
  challenge: 'eBay showed a bot check (challenge page)',
  signIn: 'eBay asked to sign in before showing sold listings',
  notResults: 'eBay answered with a page that is not a search results page',
};

/** Each marketplace's eBay site, and the currency a bare "$" is there (ebay.co.uk and ebay.de write "US $"). */
export const EBAY_SITES: Record<Marketplace, { base: string; dollar: string | null }> = {
  EBAY_US: { base: 'https://www.ebay.com', dollar: 'USD' },
  EBAY_GB: { base: 'https://www.ebay.co.uk', dollar: null },
  EBAY_DE: { base: 'https://www.ebay.de', dollar: null },
  EBAY_CA: { base: 'https://www.ebay.ca', dollar: 'CAD' },
  EBAY_AU: { base: 'https://www.ebay.com.au', dollar: 'AUD' },
};

/** Where the page was searched: how its prices read, and where its listings are linked. */
interface Searched {
  marketplace: Marketplace;
  base: string;
}

/** Parses a sold search page of the marketplace's site, linking listings to `base` (the site searched). */
export function parseSoldPage(html: string, marketplace: Marketplace = DEFAULT_MARKETPLACE, base = EBAY_SITES[marketplace].base): SoldPage {
  const $ = load(html);
  const blocked = blockReason($);
  if (blocked) return { kind: 'blocked', reason: blocked };
  if (isNoMatches($)) return { kind: 'listings', listings: [] };
  // Markup we do not recognise must not pass for "nothing sold": only a page with results containers is read.
  if ($(RESULTS_CONTAINERS).length === 0) return { kind: 'blocked', reason: BLOCKED.notResults };
  return { kind: 'listings', listings: readListings($, { marketplace, base }) };
}

function blockReason($: CheerioAPI): string | null {
  const linksTo = (path: string) => $(`[action*="${path}"], [href*="${path}"], [src*="${path}"], [content*="${path}"]`).length > 0;
  const title = $('title').text();
  const captchaWidget = $('.h-captcha, iframe[src*="hcaptcha.com"], script[src*="hcaptcha.com"], form[action*="captcha"]').length > 0;
  if (linksTo('/splashui/captcha') || captchaWidget) return BLOCKED.captcha;
  if (linksTo('/splashui/challenge') || title.includes('Pardon Our Interruption')) return BLOCKED.challenge;
  const signInForm = $('form[action*="signin.ebay."]').length > 0;
  if (title.startsWith('Sign in or Register') || signInForm || /sign in to see (?:[\w-]+ ){0,3}sold/i.test(plain($('body').text()))) {
    return BLOCKED.signIn;
  }
  return null;
}

function isNoMatches($: CheerioAPI): boolean {
  return $('.srp-save-null-search').length > 0 || $('body').text().includes('No exact matches found');
}

function readListings($: CheerioAPI, searched: Searched): SourceListing[] {
  const listings: SourceListing[] = [];
  for (const element of $.root().find(`${CARDS}, ${FEWER_WORDS_DIVIDER}`).toArray()) {
    const card = $(element);
    const markup = MARKUPS.find((m) => card.is(m.card));
    if (!markup) break; // the fewer-words divider
    // A banner's own cards (suggestions shown beside the results) are not results.
    if (card.closest('.srp-river-answer').length > 0) continue;
    const listing = readCard(card, markup, searched);
    if (listing) listings.push(listing);
  }
  return listings;
}

function readCard(card: Elements, markup: Markup, { marketplace, base }: Searched): SourceListing | null {
  const hrefId = itemIdIn(card.find(markup.link).first().attr('href') ?? '');
  const title = cleanTitle(card.find(markup.title).first().text());
  if (title === PLACEHOLDER_TITLE || hrefId === PLACEHOLDER_ITEM) return null;
  const dataId = card.attr('data-listingid');
  const listingId = dataId && /^\d+$/.test(dataId) ? dataId : hrefId;
  const price = soldPrice(card, markup, marketplace);
  if (!title || !listingId || price === null) return null;
  return {
    listingId,
    title,
    priceCents: price.cents,
    currency: price.currency,
    url: `${base}/itm/${listingId}`,
    condition: plain(card.find(markup.condition).first().text()) || null,
    soldDate: calendarDay(card.find(markup.soldDate).filter(':contains("Sold"), :contains("Verkauft")').first().text()),
    shippingCents: null,
    endsAt: null,
  };
}

/** The item number in "/itm/123456789012?..." or "/itm/some-title/123456789012". */
function itemIdIn(href: string): string | null {
  return /\/itm\/(?:[^/?#]+\/)?(\d+)(?=[/?#]|$)/.exec(href)?.[1] ?? null;
}

/** Whitespace (non-breaking included) collapsed to single spaces. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Drops what eBay renders inside or beside a title: screen-reader text, "New Listing" and "Sponsored" (also backwards). */
function cleanTitle(text: string): string {
  return plain(text.replace(/Opens in a new window or tab/gi, ' '))
    .replace(/^(?:(?:New Listing|Sponsored|derosnopS)\s*)+/i, '')
    .replace(/(?:\s*(?:Sponsored|derosnopS))+$/i, '');
}

/** The sold price: the row eBay shows in green (class positive), else the only price row. */
function soldPrice(card: Elements, markup: Markup, marketplace: Marketplace): Price | null {
  const rows = card.find(markup.priceRow).has(markup.price);
  const soldRows = rows.has('.positive, .POSITIVE');
  const prices = (soldRows.length > 0 ? soldRows : rows).first().find(markup.price);
  // A range ("$10.75", " to ", "$30.93") is a listing with variations: it has no one price.
  if (prices.length !== 1 || / to /i.test(prices.text())) return null;
  return readPrice(prices.text(), marketplace);
}

interface Price {
  cents: number;
  currency: string;
}

/** The currencies written as a sign before the amount ("£12.99", "C $12.99"); a bare "$" is the site's own dollar. */
const SIGNS: Record<string, string> = { '£': 'GBP', '€': 'EUR', 'US$': 'USD', 'C$': 'CAD', 'AU$': 'AUD' };

/**
 * A price as the marketplace's site writes it, in hundredths of its currency: "$12.99", "£12.99", "C $12.99",
 * "GBP 12.00", "EUR 1.234,50", "12,99 EUR". Null for anything else (a range, an unknown sign).
 */
function readPrice(text: string, marketplace: Marketplace): Price | null {
  const written = plain(text);
  const signFirst = /^([A-Z]{3}|(?:US|C|AU) ?\$|\$|£|€) ?(\d[\d.,]*)$/.exec(written);
  const codeAfter = /^(\d[\d.,]*) ?([A-Z]{3}|€)$/.exec(written);
  const [mark, amount] = signFirst ? [signFirst[1], signFirst[2]] : codeAfter ? [codeAfter[2], codeAfter[1]] : [];
  if (mark === undefined || amount === undefined) return null;
  const currency = /^[A-Z]{3}$/.test(mark) ? mark : mark === '$' ? EBAY_SITES[marketplace].dollar : (SIGNS[mark.replace(' ', '')] ?? null);
  const cents = amountCents(amount);
  return currency === null || cents === null ? null : { cents, currency };
}

/**
 * "1,234.50", "1.234,50", "19,50" or "7" in hundredths: a comma before the last one or two digits is a decimal comma
 * (ebay.de writes every amount so, and the other sites write euros so), and "." then groups thousands.
 */
function amountCents(amount: string): number | null {
  const decimalComma = /,\d{1,2}$/.test(amount);
  return centsFromText(decimalComma ? amount.replace(/[.,]/g, (mark) => (mark === ',' ? '.' : ',')) : amount);
}

/** Each month's first three letters, in English and in German ("Mär", "Mai", "Okt", "Dez"). */
const MONTHS = [['jan'], ['feb'], ['mar', 'mär'], ['apr'], ['may', 'mai'], ['jun'], ['jul'], ['aug'], ['sep'], ['oct', 'okt'], ['nov'], ['dec', 'dez']];

/** "Sold Jul 30, 2026", "Sold 30 Jul 2026" or "Verkauft 30. Juli 2026" as "2026-07-30"; null when no real date is written. */
function calendarDay(text: string): string | null {
  const written = plain(text);
  const monthFirst = /(?<!\p{L})(\p{L}{3})\p{L}*\.? (\d{1,2}),? (\d{4})\b/iu.exec(written);
  if (monthFirst) return isoDay(monthFirst[3], monthFirst[1], monthFirst[2]);
  const dayFirst = /\b(\d{1,2})\.? (\p{L}{3})\p{L}*\.?,? (\d{4})\b/iu.exec(written);
  if (dayFirst) return isoDay(dayFirst[3], dayFirst[2], dayFirst[1]);
  return null;
}

function isoDay(year: string, monthName: string, day: string): string | null {
  const month = MONTHS.findIndex((names) => names.includes(monthName.toLowerCase()));
  if (month < 0) return null;
  const iso = `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  // "Feb 30" is no day that was written.
  return isCalendarDate(iso) ? iso : null;
}
