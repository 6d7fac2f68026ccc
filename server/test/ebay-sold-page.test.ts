import { readFileSync } from 'node:fs';
import type { Marketplace } from '@tmnt/domain';
import { describe, expect, it } from 'vitest';
import { parseSoldPage } from '../src/market/sources/ebay-sold-page.ts';
import type { SourceListing } from '../src/market/sources/types.ts';
import { soldResultsPage, type FakeSoldListing, type SoldLanguage, type SoldMarkup } from './support/sold-page-html.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/ebay/${name}`, import.meta.url), 'utf8');

function listingsIn(html: string, marketplace?: Marketplace): SourceListing[] {
  const page = parseSoldPage(html, marketplace);
  if (page.kind !== 'listings') throw new Error(`expected listings, got blocked: ${page.reason}`);
  return page.listings;
}

const sale = (
  listingId: string,
  title: string,
  priceCents: number,
  soldDate: string,
  condition: string | null,
  currency = 'USD',
  site = 'https://www.ebay.com',
): SourceListing => ({
  listingId,
  title,
  priceCents,
  currency,
  url: `${site}/itm/${listingId}`,
  condition,
  soldDate,
  shippingCents: null,
  endsAt: null,
});

describe('parseSoldPage on the real sample (s-card)', () => {
  it('reads its two sales, skipping the "Shop on eBay" placeholder and the banner', () => {
    expect(listingsIn(fixture('sold-search-2026-07.html'))).toEqual([
      sale('394861712094', 'Pokemon Obsidian Flames Reverse Holos Choose Your Card! Ultra Rares Near Mint', 200, '2026-07-30', 'Pre-Owned'),
      sale('800430020516', 'The Pokemon Company Charizard ex 105/112 EX FireRed LeafGreen Holo Eng 2004', 70000, '2026-07-29', 'Pre-Owned'),
    ]);
  });
});

const FIXTURES = [
  {
    file: 'sold-s-card.html',
    sales: [
      sale('256012345671', 'Vintage 1988 TMNT Leonardo Complete Playmates', 3499, '2026-07-30', 'Pre-Owned'),
      sale('405512345673', 'Lot of 4 TMNT figures 1988 Leonardo Donatello Raphael Michelangelo', 8900, '2026-07-29', 'Pre-Owned'),
      // "GBP 120.00" on ebay.com: pounds, converted elsewhere.
      sale('134812345674', 'TMNT 1989 Leonardo MOC unpunched', 12000, '2026-07-28', 'New', 'GBP'),
      sale('187612345675', '1988 TMNT Leonardo MOC 10 Back Unpunched Playmates', 125000, '2026-07-28', 'New (Other)'),
      // The struck-out list price ($24.99) is in an earlier row than the sold one.
      sale('226712345676', 'TMNT Leonardo 1988 Playmates Loose Figure with Katana', 1850, '2026-07-27', 'Pre-Owned'),
      // No data-listingid: the id is read from the link.
      sale('315512345677', 'Teenage Mutant Ninja Turtles Leonardo 1988 Playmates Complete w/ Card Back', 5200, '2026-07-26', 'Pre-Owned'),
    ],
    sponsored: '256012345671',
    range: '256012345672',
    lot: '405512345673',
    afterDivider: '296612345678',
  },
  {
    file: 'sold-s-item.html',
    sales: [
      sale('266412345601', 'TMNT 1988 Donatello Playmates Complete with Weapons', 2750, '2026-07-25', 'Pre-Owned'),
      sale('145712345603', 'Lot of 6 Vintage TMNT Figures 1988 1989 Playmates', 6400, '2026-07-24', 'Pre-Owned'),
      // "EUR 19,50" (a decimal comma) and "C $20.00" on ebay.com.
      sale('355812345604', 'Teenage Mutant Ninja Turtles Michelangelo 1988 Playmates', 1950, '2026-07-24', 'Pre-Owned', 'EUR'),
      sale('276112345605', 'TMNT 1988 Raphael Playmates Loose', 2000, '2026-07-23', 'Pre-Owned', 'CAD'),
      // "New Listing" dropped from the title; "US $425.00"; "Sold 23 Jul 2026".
      sale('204512345606', 'TMNT 1989 Leonardo MOC unpunched', 42500, '2026-07-23', 'New'),
      // The id from "/itm/<slug>/<id>"; the date from the older "Sold" tag.
      sale('186512345607', 'Vintage 1988 TMNT Rocksteady & Bebop "Complete" Playmates', 4100, '2026-07-22', null),
    ],
    sponsored: '266412345601',
    range: '266412345602',
    lot: '145712345603',
    afterDivider: '115912345608',
  },
  {
    file: 'sold-su-item-card.html',
    sales: [
      sale('356212345611', 'TMNT 1988 Shredder Playmates Complete Vintage', 4500, '2026-07-21', 'Pre-Owned'),
      sale('126812345613', 'Lot of 4 TMNT figures 1988 Shredder Splinter Bebop Rocksteady', 7250, '2026-07-20', 'Pre-Owned'),
      sale('236912345614', 'TMNT Shredder 1988 Playmates Loose Figure', 1200, '2026-07-20', 'Pre-Owned', 'GBP'),
      sale('167012345615', 'Vintage 1988 Shredder TMNT Action Figure Playmates w/ Cape', 3825, '2026-07-19', null),
    ],
    sponsored: '356212345611',
    range: '356212345612',
    lot: '126812345613',
    afterDivider: '387112345616',
  },
];

describe.each(FIXTURES)('parseSoldPage on $file', ({ file, sales, sponsored, range, lot, afterDivider }) => {
  const listings = listingsIn(fixture(file));
  const ids = listings.map((l) => l.listingId);

  it('reads exactly these sales', () => {
    expect(listings).toEqual(sales);
  });

  it('skips the "Shop on eBay" placeholder', () => {
    expect(ids).not.toContain('2500219655424533');
    expect(ids).not.toContain('123456');
    expect(listings.map((l) => l.title)).not.toContain('Shop on eBay');
  });

  it('keeps a sponsored sale, without the label in its title', () => {
    const title = listings.find((l) => l.listingId === sponsored)?.title;
    expect(title).toBeDefined();
    expect(title).not.toMatch(/sponsored|derosnops/i);
  });

  it('skips a price range', () => {
    expect(ids).not.toContain(range);
  });

  it('returns a lot: judging relevance is not the parser’s job', () => {
    expect(ids).toContain(lot);
  });

  it('stops at the "fewer words" divider', () => {
    expect(ids).not.toContain(afterDivider);
  });
});

describe('parseSoldPage on pages without sales', () => {
  it.each([
    ['blocked-challenge.html', 'eBay showed a bot check (challenge page)'],
    ['blocked-captcha.html', 'eBay showed a bot check (captcha)'],
    ['blocked-signin.html', 'eBay asked to sign in before showing sold listings'],
  ])('reports %s as blocked, never as "no sales"', (file, reason) => {
    expect(parseSoldPage(fixture(file))).toEqual({ kind: 'blocked', reason });
  });

  it('reports a results page that asks to sign in to see sold items as blocked', () => {
    const html = '<div id=srp-river-results class=srp-river-results><p>Sign in to see sold listings</p></div>';
    expect(parseSoldPage(html)).toEqual({ kind: 'blocked', reason: 'eBay asked to sign in before showing sold listings' });
  });

  it('reads "No exact matches found" as no sales, ignoring the fewer-words results eBay adds', () => {
    expect(parseSoldPage(fixture('sold-empty.html'))).toEqual({ kind: 'listings', listings: [] });
  });

  it('reads a results page holding only the placeholder as no sales', () => {
    expect(parseSoldPage(soldResultsPage([]))).toEqual({ kind: 'listings', listings: [] });
    expect(parseSoldPage('<ul class="srp-results srp-list"></ul>')).toEqual({ kind: 'listings', listings: [] });
  });

  it('does not read a page it does not recognise as no sales', () => {
    const html = '<!DOCTYPE html><html><head><title>eBay</title></head><body><h1>Something went wrong</h1></body></html>';
    expect(parseSoldPage(html)).toEqual({ kind: 'blocked', reason: 'eBay answered with a page that is not a search results page' });
  });
});

describe('parseSoldPage on each eBay site', () => {
  const card = (listingId: string, price: string, soldDate: string): FakeSoldListing => ({ listingId, title: `TMNT 1988 Splinter Playmates ${listingId}`, price, soldDate });
  const sold = (listingId: string, priceCents: number, currency: string, soldDate: string, site: string) =>
    sale(listingId, `TMNT 1988 Splinter Playmates ${listingId}`, priceCents, soldDate, null, currency, site);

  it.each<{ marketplace: Marketplace; language?: SoldLanguage; cards: FakeSoldListing[]; sales: SourceListing[] }>([
    {
      marketplace: 'EBAY_US',
      cards: [card('1', '$12.99', 'Jul 30, 2026'), card('2', 'GBP 12.00', 'Jul 29, 2026'), card('3', 'EUR 19,50', 'Jul 28, 2026')],
      sales: [
        sold('1', 1299, 'USD', '2026-07-30', 'https://www.ebay.com'),
        sold('2', 1200, 'GBP', '2026-07-29', 'https://www.ebay.com'),
        sold('3', 1950, 'EUR', '2026-07-28', 'https://www.ebay.com'),
      ],
    },
    {
      marketplace: 'EBAY_GB',
      cards: [card('4', '£12.99', '30 Jul 2026'), card('5', 'US $20.00', '29 Jul 2026')],
      sales: [sold('4', 1299, 'GBP', '2026-07-30', 'https://www.ebay.co.uk'), sold('5', 2000, 'USD', '2026-07-29', 'https://www.ebay.co.uk')],
    },
    {
      marketplace: 'EBAY_DE',
      language: 'de',
      cards: [card('6', 'EUR 1.234,50', '3. Okt 2026'), card('7', '12,99 EUR', '30. Juli 2026')],
      sales: [sold('6', 123450, 'EUR', '2026-10-03', 'https://www.ebay.de'), sold('7', 1299, 'EUR', '2026-07-30', 'https://www.ebay.de')],
    },
    {
      marketplace: 'EBAY_CA',
      cards: [card('8', 'C $12.99', 'Jul 30, 2026'), card('9', '$15.00', 'Jul 29, 2026')],
      sales: [sold('8', 1299, 'CAD', '2026-07-30', 'https://www.ebay.ca'), sold('9', 1500, 'CAD', '2026-07-29', 'https://www.ebay.ca')],
    },
    {
      marketplace: 'EBAY_AU',
      cards: [card('10', 'AU $12.99', '30 Jul 2026'), card('11', '$15.00', '29 Jul 2026')],
      sales: [sold('10', 1299, 'AUD', '2026-07-30', 'https://www.ebay.com.au'), sold('11', 1500, 'AUD', '2026-07-29', 'https://www.ebay.com.au')],
    },
  ])('reads $marketplace prices and dates as the site writes them, linking to the site', ({ marketplace, language, cards, sales }) => {
    expect(listingsIn(soldResultsPage(cards, 's-card', language), marketplace)).toEqual(sales);
  });

  it('links to the base it is given (the site searched)', () => {
    const page = parseSoldPage(soldResultsPage([card('12', '£12.99', '30 Jul 2026')]), 'EBAY_GB', 'http://127.0.0.1:9');
    expect(page).toMatchObject({ kind: 'listings', listings: [{ url: 'http://127.0.0.1:9/itm/12', currency: 'GBP' }] });
  });
});

describe('parseSoldPage prices and dates', () => {
  const one = (price: string, soldDate = 'Jul 30, 2026', marketplace: Marketplace = 'EBAY_US', language: SoldLanguage = 'en') =>
    listingsIn(soldResultsPage([{ listingId: '256012345699', title: 'TMNT 1988 Splinter Playmates', price, soldDate }], 's-card', language), marketplace)[0];

  it.each<[string, Marketplace, number, string]>([
    ['$12.99', 'EBAY_US', 1299, 'USD'],
    ['US $12.99', 'EBAY_US', 1299, 'USD'],
    ['$1,234.50', 'EBAY_US', 123450, 'USD'],
    ['$7', 'EBAY_US', 700, 'USD'],
    ['C $20.00', 'EBAY_US', 2000, 'CAD'],
    ['AU $30.00', 'EBAY_US', 3000, 'AUD'],
    ['GBP 1,234.00', 'EBAY_US', 123400, 'GBP'],
    ['JPY 1500', 'EBAY_US', 150000, 'JPY'],
    ['US $12.99', 'EBAY_CA', 1299, 'USD'],
    ['£1,234.50', 'EBAY_GB', 123450, 'GBP'],
    ['EUR 12,99', 'EBAY_DE', 1299, 'EUR'],
    ['1.234,50 EUR', 'EBAY_DE', 123450, 'EUR'],
    ['US $12,99', 'EBAY_DE', 1299, 'USD'],
  ])('reads %s on %s as %i hundredths of %s', (price, marketplace, cents, currency) => {
    expect(one(price, 'Jul 30, 2026', marketplace)).toMatchObject({ priceCents: cents, currency });
  });

  it.each<[string, Marketplace]>([
    ['$10.75 to $30.93', 'EBAY_US'],
    ['EUR 10,75 to EUR 30,93', 'EBAY_US'],
    // A bare "$" on a site whose own currency is no dollar says nothing of which dollar.
    ['$12.99', 'EBAY_GB'],
    ['$12.99', 'EBAY_DE'],
    ['GBP 12.345', 'EBAY_US'],
    ['12.99', 'EBAY_US'],
  ])('skips a listing priced %s on %s', (price, marketplace) => {
    expect(one(price, 'Jul 30, 2026', marketplace)).toBeUndefined();
  });

  it.each([
    ['Jul 30, 2026', '2026-07-30'],
    ['30 Jul 2026', '2026-07-30'],
    ['Feb 3, 2025', '2025-02-03'],
    ['Feb 30, 2026', null],
    ['recently', null],
  ])('reads "Sold %s" as %s', (written, day) => {
    expect(one('$12.99', written)?.soldDate).toBe(day);
  });

  it.each([
    ['30. Jul 2026', '2026-07-30'],
    ['30. Juli 2026', '2026-07-30'],
    ['1. Mär 2026', '2026-03-01'],
    ['2. März 2026', '2026-03-02'],
    ['15. Mai 2026', '2026-05-15'],
    ['3. Okt 2026', '2026-10-03'],
    ['24. Dez 2026', '2026-12-24'],
    ['31. Feb 2026', null],
  ])('reads "Verkauft %s" as %s', (written, day) => {
    expect(one('EUR 12,99', written, 'EBAY_DE', 'de')?.soldDate).toBe(day);
  });

  it('links to the bare item page, without tracking parameters', () => {
    expect(one('$12.99')?.url).toBe('https://www.ebay.com/itm/256012345699');
  });
});

describe('soldResultsPage', () => {
  const built: FakeSoldListing[] = [
    { listingId: '256012345701', title: 'Vintage 1988 TMNT Leonardo Complete Playmates', price: '$34.99', soldDate: 'Jul 30, 2026', condition: 'Pre-Owned' },
    { listingId: '256012345702', title: 'TMNT 1989 Leonardo MOC unpunched', price: '$425.00', soldDate: 'Jul 29, 2026', sponsored: true },
    { listingId: '256012345703', title: `1990 TMNT April O'Neil & Splinter <Mint> "Complete"`, price: '$1,050.00', soldDate: 'Jul 28, 2026' },
    { listingId: '256012345704', title: 'Lot of 4 TMNT figures 1988', price: '$89.00', soldDate: 'Jul 27, 2026', condition: 'Pre-Owned' },
    { listingId: '256012345705', title: 'TMNT Playmates Figures Choose Your Turtle', price: '$10.00 to $20.00', soldDate: 'Jul 27, 2026' },
    { listingId: '256012345706', title: 'TMNT 1988 Raphael Playmates Loose', price: 'GBP 12.00', soldDate: 'Jul 26, 2026' },
  ];
  const markups: SoldMarkup[] = ['s-card', 's-item', 'su-item-card'];

  it.each(markups)('builds %s pages that parse back to the sales they were built from', (markup) => {
    expect(listingsIn(soldResultsPage(built, markup))).toEqual([
      sale('256012345701', 'Vintage 1988 TMNT Leonardo Complete Playmates', 3499, '2026-07-30', 'Pre-Owned'),
      sale('256012345702', 'TMNT 1989 Leonardo MOC unpunched', 42500, '2026-07-29', null),
      sale('256012345703', `1990 TMNT April O'Neil & Splinter <Mint> "Complete"`, 105000, '2026-07-28', null),
      sale('256012345704', 'Lot of 4 TMNT figures 1988', 8900, '2026-07-27', 'Pre-Owned'),
      sale('256012345706', 'TMNT 1988 Raphael Playmates Loose', 1200, '2026-07-26', null, 'GBP'),
    ]);
  });

  it.each(markups)('builds %s pages of ebay.de, captioned "Verkauft"', (markup) => {
    const german = { listingId: '256012345707', title: 'TMNT 1988 Leonardo Playmates', price: 'EUR 1.234,50', soldDate: '3. Okt 2026' };
    expect(listingsIn(soldResultsPage([german], markup, 'de'), 'EBAY_DE')).toEqual([
      sale('256012345707', 'TMNT 1988 Leonardo Playmates', 123450, '2026-10-03', null, 'EUR', 'https://www.ebay.de'),
    ]);
  });

  it('uses s-card, the markup eBay serves now, by default', () => {
    expect(soldResultsPage(built)).toContain('class="s-card ');
  });
});
