import { hasTag, searchableText, searchNeedle, type InventoryItem } from '@tmnt/domain';

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

export type FilterableItem = Pick<
  InventoryItem,
  'name' | 'character' | 'series' | 'aliases' | 'year' | 'condition' | 'notes' | 'upc' | 'purchase_price' | 'packaging_type' | 'place_id' | 'storage_location' | 'tags' | 'variant'
>;

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

// Lower-cased search text per item, built once per item object: a collection refetch makes new objects,
// so the cache never serves stale text, and typing only pays for `includes`.
const searchTextCache = new WeakMap<FilterableItem, string>();

function searchText(item: FilterableItem): string {
  let text = searchTextCache.get(item);
  if (text === undefined) {
    text = searchableText(item);
    searchTextCache.set(item, text);
  }
  return text;
}

/**
 * Items matching every set filter; the search is the collection search (see COLLECTION_SEARCH_FIELDS). `places` is
 * the place filtered by with every place inside it (domain placeSubtree), or null when no place is set.
 */
export function filterItems<T extends FilterableItem>(items: readonly T[], filters: CollectionFilters, places: ReadonlySet<number> | null = null): T[] {
  const needle = searchNeedle(filters.q);
  const { series, year, condition, packaging, tag, paid } = filters;
  return items.filter(
    (item) =>
      (series === '' || item.series === series) &&
      (year === '' || String(item.year) === year) &&
      (condition === '' || item.condition === condition) &&
      (packaging === '' || (item.packaging_type ?? NO_PACKAGING) === packaging) &&
      (places === null || (item.place_id !== null && places.has(item.place_id))) &&
      (tag === '' || hasTag(item.tags, tag)) &&
      (paid === '' || (item.purchase_price === null) === (paid === 'missing')) &&
      (needle === '' || searchText(item).includes(needle)),
  );
}

/** How many copies of each figure the collection holds (for the ×N badge). */
export function copyCounts(items: readonly Pick<InventoryItem, 'figure_id'>[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(item.figure_id, (counts.get(item.figure_id) ?? 0) + 1);
  return counts;
}

/** Distinct values for a filter select, sorted; a value set in the URL stays selectable even when no item has it. */
export function filterOptions<V extends string | number>(values: Iterable<V>, current: string): string[] {
  const set = new Set<string>();
  for (const v of values) set.add(String(v));
  if (current !== '') set.add(current);
  return [...set].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}
