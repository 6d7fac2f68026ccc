import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSoldPage } from '../src/market/sources/ebay-sold-page.ts';
import type { SourceListing } from '../src/market/sources/types.ts';
import { soldResultsPage, type FakeSoldListing, type SoldMarkup } from './support/sold-page-html.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/ebay/${name}`, import.meta.url), 'utf8');

function listingsIn(html: string): SourceListing[] {
  const page = parseSoldPage(html);
  if (page.kind !== 'listings') throw new Error(`expected listings, got blocked: ${page.reason}`);
  return page.listings;
}

const sale = (listingId: string, title: string, priceCents: number, soldDate: string, condition: string | null): SourceListing => ({
  listingId,
  title,
  priceCents,
  url: `https://www.ebay.com/itm/${listingId}`,
  condition,
  soldDate,
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
      sale('187612345675', '1988 TMNT Leonardo MOC 10 Back Unpunched Playmates', 125000, '2026-07-28', 'New (Other)'),
      // The struck-out list price ($24.99) is in an earlier row than the sold one.
      sale('226712345676', 'TMNT Leonardo 1988 Playmates Loose Figure with Katana', 1850, '2026-07-27', 'Pre-Owned'),
      // No data-listingid: the id is read from the link.
      sale('315512345677', 'Teenage Mutant Ninja Turtles Leonardo 1988 Playmates Complete w/ Card Back', 5200, '2026-07-26', 'Pre-Owned'),
    ],
    sponsored: '256012345671',
    range: '256012345672',
    lot: '405512345673',
    notUsd: ['134812345674'],
    afterDivider: '296612345678',
  },
  {
    file: 'sold-s-item.html',
    sales: [
      sale('266412345601', 'TMNT 1988 Donatello Playmates Complete with Weapons', 2750, '2026-07-25', 'Pre-Owned'),
      sale('145712345603', 'Lot of 6 Vintage TMNT Figures 1988 1989 Playmates', 6400, '2026-07-24', 'Pre-Owned'),
      // "New Listing" dropped from the title; "US $425.00"; "Sold 23 Jul 2026".
      sale('204512345606', 'TMNT 1989 Leonardo MOC unpunched', 42500, '2026-07-23', 'New'),
      // The id from "/itm/<slug>/<id>"; the date from the older "Sold" tag.
      sale('186512345607', 'Vintage 1988 TMNT Rocksteady & Bebop "Complete" Playmates', 4100, '2026-07-22', null),
    ],
    sponsored: '266412345601',
    range: '266412345602',
    lot: '145712345603',
    notUsd: ['355812345604', '276112345605'],
    afterDivider: '115912345608',
  },
  {
    file: 'sold-su-item-card.html',
    sales: [
      sale('356212345611', 'TMNT 1988 Shredder Playmates Complete Vintage', 4500, '2026-07-21', 'Pre-Owned'),
      sale('126812345613', 'Lot of 4 TMNT figures 1988 Shredder Splinter Bebop Rocksteady', 7250, '2026-07-20', 'Pre-Owned'),
      sale('167012345615', 'Vintage 1988 Shredder TMNT Action Figure Playmates w/ Cape', 3825, '2026-07-19', null),
    ],
    sponsored: '356212345611',
    range: '356212345612',
    lot: '126812345613',
    notUsd: ['236912345614'],
    afterDivider: '387112345616',
  },
];

describe.each(FIXTURES)('parseSoldPage on $file', ({ file, sales, sponsored, range, lot, notUsd, afterDivider }) => {
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

  it('skips a price range, and prices in other currencies', () => {
    for (const id of [range, ...notUsd]) expect(ids).not.toContain(id);
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

describe('parseSoldPage prices and dates', () => {
  const one = (price: string, soldDate = 'Jul 30, 2026') =>
    listingsIn(soldResultsPage([{ listingId: '256012345699', title: 'TMNT 1988 Splinter Playmates', price, soldDate }]))[0];

  it.each([
    ['$12.99', 1299],
    ['US $12.99', 1299],
    ['$1,234.50', 123450],
    ['$7', 700],
  ])('reads %s as %i cents', (price, cents) => {
    expect(one(price)?.priceCents).toBe(cents);
  });

  it.each(['GBP 12.00', 'EUR 19,50', 'C $20.00', 'AU $30.00', '$10.75 to $30.93'])('skips a listing priced %s', (price) => {
    expect(one(price)).toBeUndefined();
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
    ]);
  });

  it('uses s-card, the markup eBay serves now, by default', () => {
    expect(soldResultsPage(built)).toContain('class="s-card ');
  });
});
