// Builds eBay sold-search result pages in each card markup eBay serves, the same markup as the hand-written
// fixtures in test/fixtures/ebay/ (which follow a real page): for parser tests and the fake eBay server.
export type SoldMarkup = 's-card' | 's-item' | 'su-item-card';
/** The language of the site's captions: ebay.de writes "Verkauft 30. Okt 2026" where the others write "Sold ...". */
export type SoldLanguage = 'en' | 'de';

export interface FakeSoldListing {
  listingId: string;
  title: string;
  /** As shown, e.g. "$24.99" or "GBP 12.00" or "$10.00 to $20.00" or "EUR 1.234,50". */
  price: string;
  /** As shown after "Sold", e.g. "Jul 30, 2026" or "30 Jul 2026" (or after "Verkauft": "3. Okt 2026"). */
  soldDate: string;
  condition?: string;
  sponsored?: boolean;
}

interface Card {
  listingId: string;
  href: string;
  title: string;
  price: string;
  /** Null on the placeholder, which sold nothing. */
  soldDate: string | null;
  condition?: string;
  sponsored?: boolean;
}

/** eBay's first card on every page: "Shop on eBay", its own listing id but a link to item 123456. */
const PLACEHOLDER: Card = {
  listingId: '2500219655424533',
  href: 'https://ebay.com/itm/123456?itmmeta=012DEW30YG0MEEKND7NH&hash=item123546:g:acwAA9KNiJowH',
  title: 'Shop on eBay',
  price: '$20.00',
  soldDate: null,
  condition: 'Brand New',
  sponsored: true,
};

/** The "Sold" caption's word and aria-label (the German label is our assumption). */
interface Caption {
  word: string;
  label: string;
}

const CAPTIONS: Record<SoldLanguage, Caption> = {
  en: { word: 'Sold', label: 'Sold Item' },
  de: { word: 'Verkauft', label: 'Verkaufter Artikel' },
};

const RENDER: Record<SoldMarkup, (card: Card, caption: Caption) => string> = { 's-card': sCard, 's-item': sItem, 'su-item-card': suItemCard };

/** A whole sold-search results page in the given markup, with the placeholder card first, as eBay serves it. */
export function soldResultsPage(listings: FakeSoldListing[], markup: SoldMarkup = 's-card', language: SoldLanguage = 'en'): string {
  const cards = [PLACEHOLDER, ...listings.map(listingCard)].map((card) => RENDER[markup](card, CAPTIONS[language])).join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>tmnt figure for sale | eBay</title></head>
<body><div class="srp-river srp-layout-inner"><div id="srp-river-results" class="srp-river-results clearfix">
<ul class="srp-results srp-list clearfix">
${cards}
</ul></div></div></body></html>
`;
}

function listingCard(listing: FakeSoldListing): Card {
  return { ...listing, href: `https://www.ebay.com/itm/${listing.listingId}?_skw=tmnt&hash=item${listing.listingId}&itmmeta=01TMNTFAKE` };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A range ("$10.00 to $20.00") is shown as several spans in one row: "$10.00", " to ", "$20.00". */
function priceSpans(price: string, spanClass: string): string {
  return price
    .split(/( to )/)
    .map((part) => `<span class="${spanClass}">${escapeHtml(part)}</span>`)
    .join('');
}

/** The current markup, as in the real sample (test/fixtures/ebay/sold-search-2026-07.html). */
function sCard(card: Card, { word, label }: Caption): string {
  const href = escapeHtml(card.href);
  const title = escapeHtml(card.title);
  const caption = card.soldDate
    ? `<div class="s-card__caption"><span class="su-styled-text positive default" aria-label="${label}">${word} ${escapeHtml(card.soldDate)}</span></div>`
    : '';
  const subtitle = card.condition
    ? `<div class="s-card__subtitle-row"><div class="s-card__subtitle"><span class="su-styled-text secondary default">${escapeHtml(card.condition)}</span></div></div>`
    : '';
  const priceClass = `su-styled-text ${card.soldDate ? 'positive' : 'primary'} bold medium s-card__price`;
  const footer = card.sponsored
    ? '<div class="su-card-container__footer"><div class="s-card__footer"><div class="s-card__footer--row"><div class="s-card__sep"><b role="heading" aria-level="6"><span aria-hidden="true" style="color: transparent !important">derosnopS</span></b></div></div></div></div>'
    : '';
  return `<li class="s-card s-card--horizontal" data-listingid="${escapeHtml(card.listingId)}"><div class="su-card-container su-card-container--horizontal">\
<div class="su-card-container__media"><div class="su-media-container s-card__media-wrapper"><div class="su-image"><a class="s-card__link image-treatment" href="${href}" target="_self"><img class="s-card__image" src="https://i.ebayimg.com/images/g/tmnt/s-l300.jpg" alt="${title}"></a></div></div></div>\
<div class="su-card-container__content"><a class="su-card-container__header s-card__link" href="${href}" target="_self">${caption}\
<div role="heading" aria-level="3" class="s-card__title"><span class="su-styled-text primary default">${title}</span></div>${subtitle}</a>\
<div class="su-card-container__attributes"><div class="su-card-container__attributes__primary">\
<div class="s-card__attribute-row">${priceSpans(card.price, priceClass)}</div>\
<div class="s-card__attribute-row"><span class="su-styled-text secondary small">Buy It Now</span></div>\
<div class="s-card__attribute-row"><span class="su-styled-text secondary small">Located in United States</span></div></div></div>${footer}</div></div></li>`;
}

/** The older markup; the sold price and the "Sold" caption carry class POSITIVE. */
function sItem(card: Card, { word }: Caption): string {
  const href = escapeHtml(card.href);
  const title = escapeHtml(card.title);
  const caption = card.soldDate
    ? `<div class="s-item__caption-section"><div class="s-item__caption"><span class="s-item__caption--row"><span class="s-item__caption--signal POSITIVE"><span>${word}  ${escapeHtml(card.soldDate)}</span></span></span></div></div>`
    : '';
  const subtitle = card.condition ? `<div class="s-item__subtitle"><span class="SECONDARY_INFO">${escapeHtml(card.condition)}</span></div>` : '';
  const price = card.soldDate ? priceSpans(card.price, 'POSITIVE') : escapeHtml(card.price);
  const sponsored = card.sponsored
    ? '<div class="s-item__detail s-item__detail--secondary"><span class="s-item__sep"><span role="text" aria-hidden="true">Sponsored</span></span></div>'
    : '';
  return `<li class="s-item s-item__pl-on-bottom"><div class="s-item__wrapper clearfix">\
<div class="s-item__image-section"><div class="s-item__image"><a href="${href}" tabindex="-1"><div class="s-item__image-wrapper image-treatment"><img src="https://i.ebayimg.com/images/g/tmnt/s-l140.jpg" alt="${title}"></div></a></div></div>\
<div class="s-item__info clearfix">${caption}\
<a class="s-item__link" href="${href}"><div class="s-item__title"><span role="heading" aria-level="3">${title}</span></div><span class="clipped">Opens in a new window or tab</span></a>${subtitle}\
<div class="s-item__details clearfix"><div class="s-item__detail s-item__detail--primary"><span class="s-item__price">${price}</span></div>\
<div class="s-item__detail s-item__detail--primary"><span class="s-item__purchase-options s-item__purchaseOptions">Buy It Now</span></div>${sponsored}</div></div></div></li>`;
}

/**
 * The newer test layout, known only from reports naming its classes: our own design, on the s-card pattern
 * (attribute rows, class positive on the sold price), with the "Sponsored" label inside the title.
 */
function suItemCard(card: Card, { word, label }: Caption): string {
  const href = escapeHtml(card.href);
  const title = escapeHtml(card.title);
  const caption = card.soldDate
    ? `<div class="su-item-card__caption"><span class="su-styled-text positive default" aria-label="${label}">${word} ${escapeHtml(card.soldDate)}</span></div>`
    : '';
  const sponsored = card.sponsored ? '<span class="su-item-card__sponsored" aria-hidden="true">derosnopS</span>' : '';
  const subtitle = card.condition
    ? `<div class="su-item-card__subtitle"><span class="su-styled-text secondary default">${escapeHtml(card.condition)}</span></div>`
    : '';
  const priceClass = `su-styled-text ${card.soldDate ? 'positive' : 'primary'} bold su-item-card__price`;
  return `<li class="srp-results__item"><div class="su-item-card su-item-card--list" data-listingid="${escapeHtml(card.listingId)}">\
<div class="su-item-card__media"><a class="su-item-card__link image-treatment" href="${href}" tabindex="-1"><img class="su-item-card__image" src="https://i.ebayimg.com/images/g/tmnt/s-l300.jpg" alt="${title}"></a></div>\
<div class="su-item-card__content"><a class="su-item-card__link su-item-card__header" href="${href}">${caption}\
<div role="heading" aria-level="3" class="su-item-card__title">${sponsored}<span class="su-styled-text primary default">${title}</span></div>${subtitle}</a>\
<div class="su-item-card__attributes"><div class="su-item-card__attribute-row">${priceSpans(card.price, priceClass)}</div>\
<div class="su-item-card__attribute-row"><span class="su-styled-text secondary small">Buy It Now</span></div></div></div></div></li>`;
}
