import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inventoryItemSchema, inventoryListSchema, type SellRequestBody } from '@tmnt/domain';
import { api } from './client.ts';
import { useInvalidatePrices } from './figures.ts';
import { inventoryKeys } from './inventory.ts';

// Under the inventory keys: every inventory write invalidates inventoryKeys.all, and a sale invalidates them all
// (the list, the item, the stats, the analysis and the value history all move when a copy leaves the collection).
const soldKeys = {
  list: () => [...inventoryKeys.all, 'sold'] as const,
};

const soldCopiesQuery = () => queryOptions({ queryKey: soldKeys.list(), queryFn: () => api.get('/inventory?status=sold', inventoryListSchema) });

/** The sold copies, newest sale first (the Sold list). */
export const useSoldCopies = () => useQuery(soldCopiesQuery());

/** The copy as answered, then every inventory query and its figure's prices (a sale may be recorded as a market sale). */
function useAfterSale() {
  const client = useQueryClient();
  const invalidatePrices = useInvalidatePrices();
  return (item: { id: number; figure_id: number }) => {
    client.setQueryData(inventoryKeys.detail(item.id), item);
    return invalidatePrices(item.figure_id);
  };
}

/** Mark as Sold: the copy leaves the collection's counts and value; answers it with its sale. */
export function useSellCopy() {
  const afterSale = useAfterSale();
  return useMutation({
    mutationFn: ({ id, sale }: { id: number; sale: SellRequestBody }) => api.post(`/inventory/${id}/sell`, sale, inventoryItemSchema),
    onSuccess: afterSale,
  });
}

/** Undo Sale: the copy is back in the collection (and the market sale it recorded, if any, is gone). */
export function useUndoSale() {
  const afterSale = useAfterSale();
  return useMutation({ mutationFn: (id: number) => api.delete(`/inventory/${id}/sell`, inventoryItemSchema), onSuccess: afterSale });
}
