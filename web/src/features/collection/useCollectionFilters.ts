import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, NO_FILTERS, type CollectionFilters } from './address.ts';

/**
 * The filters live in the URL so a reload or a shared link keeps them. The page reads them from its own
 * state, written at once on every keystroke; the URL follows (replacing, so typing adds no history entries).
 */
export function useCollectionFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<CollectionFilters>(() => filtersFromParams(params));

  const update = useCallback(
    (change: Partial<CollectionFilters>) => {
      const next = { ...filters, ...change };
      setFilters(next);
      setParams(filtersToParams(next), { replace: true, preventScrollReset: true });
    },
    [filters, setParams],
  );

  /** For the 'Clear all filters' link, which itself navigates to the bare address. */
  const reset = useCallback(() => setFilters(NO_FILTERS), []);

  const query = filtersToParams(filters).toString();
  return { filters, update, reset, search: query ? `?${query}` : '' };
}
