// Reads eBay's sold-listings search page (the HTML a browser gets) into listings, or says why it holds none.
// eBay serves three card markups intermittently; attributes are often unquoted, so only a real HTML parser will do.
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import { centsFromText, isCalendarDate } from '@tmnt/domain';
import type { SourceListing } from './types.ts';

export type SoldPage = { kind: 'listings'; listings: SourceListing[] } | { kind: 'blocked'; reason: string };

/** A selection of elements, named through cheerio's own types so that domhandler need not be a dependency. */
type Elements = ReturnType<Cheerio<never>['find']>;

/** Where one of eBay's card markups keeps a listing's parts. */
interface Markup {
  card: string;
  title: string;
  link: string;
  condition: string;
  /** The caption saying "Sold Jul 30, 2026" (among others of the same class, in the older markup). */
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
    soldDate: '.s-card__caption span[aria-label="Sold Item"]',
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
    soldDate: '.su-item-card__caption span[aria-label="Sold Item"]',
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

/** Parses a sold search page. */
export function parseSoldPage(html: string): SoldPage {
  const $ = load(html);
  const blocked = blockReason($);
  if (blocked) return { kind: 'blocked', reason: blocked };
  if (isNoMatches($)) return { kind: 'listings', listings: [] };
  // Markup we do not recognise must not pass for "nothing sold": only a page with results containers is read.
  if ($(RESULTS_CONTAINERS).length === 0) return { kind: 'blocked', reason: BLOCKED.notResults };
  return { kind: 'listings', listings: readListings($) };
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

function readListings($: CheerioAPI): SourceListing[] {
  const listings: SourceListing[] = [];
  for (const element of $.root().find(`${CARDS}, ${FEWER_WORDS_DIVIDER}`).toArray()) {
    const card = $(element);
    const markup = MARKUPS.find((m) => card.is(m.card));
    if (!markup) break; // the fewer-words divider
    // A banner's own cards (suggestions shown beside the results) are not results.
    if (card.closest('.srp-river-answer').length > 0) continue;
    const listing = readCard(card, markup);
    if (listing) listings.push(listing);
  }
  return listings;
}

function readCard(card: Elements, markup: Markup): SourceListing | null {
  const hrefId = itemIdIn(card.find(markup.link).first().attr('href') ?? '');
  const title = cleanTitle(card.find(markup.title).first().text());
  if (title === PLACEHOLDER_TITLE || hrefId === PLACEHOLDER_ITEM) return null;
  const dataId = card.attr('data-listingid');
  const listingId = dataId && /^\d+$/.test(dataId) ? dataId : hrefId;
  const priceCents = soldPriceCents(card, markup);
  if (!title || !listingId || priceCents === null) return null;
  return {
    listingId,
    title,
    priceCents,
    url: `https://www.ebay.com/itm/${listingId}`,
    condition: plain(card.find(markup.condition).first().text()) || null,
    soldDate: calendarDay(card.find(markup.soldDate).filter(':contains("Sold")').first().text()),
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

/** The sold price in cents: the row eBay shows in green (class positive), else the only price row. */
function soldPriceCents(card: Elements, markup: Markup): number | null {
  const rows = card.find(markup.priceRow).has(markup.price);
  const soldRows = rows.has('.positive, .POSITIVE');
  const prices = (soldRows.length > 0 ? soldRows : rows).first().find(markup.price);
  // A range ("$10.75", " to ", "$30.93") is a listing with variations: it has no one price.
  if (prices.length !== 1 || / to /i.test(prices.text())) return null;
  return usdCents(prices.text());
}

/** "$12.99", "US $12.99", "$1,234.50" in cents; any other currency (GBP, EUR, C $, AU $) is null. */
function usdCents(text: string): number | null {
  const amount = /^(?:US ?)?\$ ?(\S+)$/.exec(plain(text))?.[1];
  return amount === undefined ? null : centsFromText(amount);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Sold Jul 30, 2026" or "Sold 30 Jul 2026" as "2026-07-30"; null when no real date is written. */
function calendarDay(text: string): string | null {
  const written = plain(text);
  const monthFirst = /\b([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})\b/i.exec(written);
  if (monthFirst) return isoDay(monthFirst[3], monthFirst[1], monthFirst[2]);
  const dayFirst = /\b(\d{1,2}) ([a-z]{3})[a-z]*\.?,? (\d{4})\b/i.exec(written);
  if (dayFirst) return isoDay(dayFirst[3], dayFirst[2], dayFirst[1]);
  return null;
}

function isoDay(year: string, monthName: string, day: string): string | null {
  const month = MONTHS.indexOf(monthName.toLowerCase());
  if (month < 0) return null;
  const iso = `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  // "Feb 30" is no day that was written.
  return isCalendarDate(iso) ? iso : null;
}
