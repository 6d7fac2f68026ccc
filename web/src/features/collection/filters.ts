import { hasTag, searchableText, searchNeedle, type InventoryItem } from '@tmnt/domain';
import { NO_PACKAGING, type CollectionFilters } from './address.ts';

export type FilterableItem = Pick<
  InventoryItem,
  'name' | 'character' | 'series' | 'aliases' | 'year' | 'condition' | 'notes' | 'upc' | 'purchase_price' | 'packaging_type' | 'place_id' | 'storage_location' | 'tags' | 'variant'
>;

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
