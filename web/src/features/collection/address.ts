// The Collection screen's filters as its address keeps them, and links to it with some set (the dashboard's).

/** Copies with a purchase price ('recorded'), without one ('missing'), or either (''). */
const PAID_FILTERS = ['', 'missing', 'recorded'] as const;
export type PaidFilter = (typeof PAID_FILTERS)[number];

/** The Collection screen's filters, exactly as kept in the URL query string (empty string = not set). */
export interface CollectionFilters {
  q: string;
  series: string;
  year: string;
  condition: string;
  /** A packaging type (domain PACKAGING_TYPES), or NO_PACKAGING for the copies whose packaging is not set. */
  packaging: string;
  /** A place's id: the copies kept there or in a place inside it (as GET /api/inventory?place= filters). */
  place: string;
  /** A tag, matched case-blind. */
  tag: string;
  paid: PaidFilter;
}

const FILTER_KEYS = ['q', 'series', 'year', 'condition', 'packaging', 'place', 'tag', 'paid'] as const satisfies readonly (keyof CollectionFilters)[];

/** The packaging filter's value for the copies whose packaging is not set. */
export const NO_PACKAGING = 'none';

export const NO_FILTERS: CollectionFilters = { q: '', series: '', year: '', condition: '', packaging: '', place: '', tag: '', paid: '' };

/** The purchase price filter a URL or a select gives; anything else is no filter. */
export const paidFilter = (value: string | null): PaidFilter => PAID_FILTERS.find((v) => v === value) ?? '';

export function hasActiveFilters(filters: CollectionFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

export function filtersFromParams(params: URLSearchParams): CollectionFilters {
  return {
    q: params.get('q') ?? '',
    series: params.get('series') ?? '',
    year: params.get('year') ?? '',
    condition: params.get('condition') ?? '',
    packaging: params.get('packaging') ?? '',
    place: params.get('place') ?? '',
    tag: params.get('tag') ?? '',
    paid: paidFilter(params.get('paid')),
  };
}

/** Only the set filters, so an unfiltered collection keeps a clean `/collection` address. */
export function filtersToParams(filters: CollectionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key] !== '') params.set(key, filters[key]);
  return params;
}

/** The collection's address with these filters set, for links from other screens ("/collection?paid=missing"). */
export function collectionAddress(filters: Partial<CollectionFilters>): string {
  const query = filtersToParams({ ...NO_FILTERS, ...filters }).toString();
  return `/collection${query ? `?${query}` : ''}`;
}
