/**
 * The collection search: a case-insensitive "contains" over these fields of a copy and its figure. The server's
 * query and the web's instant filter both search exactly these.
 */
export const COLLECTION_SEARCH_FIELDS = ['name', 'character', 'series', 'notes', 'upc'] as const;
export type CollectionSearchField = (typeof COLLECTION_SEARCH_FIELDS)[number];

export type SearchableCopy = Record<CollectionSearchField, string | null>;

/** What a typed search looks for: trimmed and lower-cased; empty means no search. */
export function searchNeedle(query: string): string {
  return query.trim().toLowerCase();
}

/** The copy's searchable text, lower-cased, fields apart so a search never matches across two of them. */
export function searchableText(copy: SearchableCopy): string {
  return COLLECTION_SEARCH_FIELDS.map((field) => copy[field] ?? '')
    .join('\n')
    .toLowerCase();
}
