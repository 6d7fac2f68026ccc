import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** What the Collection page lists: the copies in the collection, or the ones sold (kept in the URL as ?shelf=sold). */
export type Shelf = 'collection' | 'sold';

/** The Sold list's address, for links from other screens (the dashboard's realised gain). */
export const SOLD_LIST_ADDRESS = '/collection?shelf=sold';

const shelfOf = (params: URLSearchParams): Shelf => (params.get('shelf') === 'sold' ? 'sold' : 'collection');

export function useShelf(): [Shelf, (shelf: Shelf) => void] {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (shelf: Shelf) =>
      setParams((was) => {
        const next = new URLSearchParams(was);
        if (shelf === 'sold') next.set('shelf', 'sold');
        else next.delete('shelf');
        return next;
      }),
    [setParams],
  );
  return [shelfOf(params), choose];
}
