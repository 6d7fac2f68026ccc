import { searchWords } from './figure-search.ts';

/**
 * The collection search: a "contains" over these fields of a copy and its figure, each spelt as the catalogue
 * search spells words (case, accents and apostrophes aside; "Movie III" is "movie 3", "Michaelangelo" is
 * "michelangelo"). The server's query and the web's instant filter both search exactly these.
 */
export const COLLECTION_SEARCH_FIELDS = ['name', 'character', 'series', 'aliases', 'notes', 'storage_location', 'variant', 'upc', 'tags'] as const;
type CollectionSearchField = (typeof COLLECTION_SEARCH_FIELDS)[number];
/** The fields that are lists: each entry is searched on its own. */
type ListField = 'aliases' | 'tags';

export type SearchableCopy = Record<Exclude<CollectionSearchField, ListField>, string | null> & Record<ListField, readonly string[]>;

const spelt = (text: string) => searchWords(text).join(' ');

/** What a typed search looks for, spelt as the searchable text is; empty means no search. */
export function searchNeedle(query: string): string {
  return spelt(query);
}

/** The copy's searchable text, fields (and aliases) apart so a search never matches across two of them. */
export function searchableText(copy: SearchableCopy): string {
  return COLLECTION_SEARCH_FIELDS.map((field) => (field === 'aliases' || field === 'tags' ? copy[field].map(spelt).join('\n') : spelt(copy[field] ?? ''))).join('\n');
}
