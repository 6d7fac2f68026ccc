import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lotSchema, lotSplitSchema, type NewLot } from '@tmnt/domain';
import { api } from './client.ts';
import { inventoryKeys } from './inventory.ts';

const lotKeys = {
  all: ['lots'] as const,
  detail: (id: number) => [...lotKeys.all, id] as const,
};

export const useLot = (id: number, enabled = true) =>
  useQuery({ queryKey: lotKeys.detail(id), queryFn: () => api.get(`/lots/${id}`, lotSchema), enabled });

/** How the lot would be split (nothing stored). */
export const splitLot = (lot: NewLot) => api.post('/lots/split', lot, lotSplitSchema);

export function useAddLot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lot: NewLot) => api.post('/lots', lot, lotSchema),
    onSuccess: async (saved) => {
      client.setQueryData(lotKeys.detail(saved.id), saved);
      await Promise.all([client.invalidateQueries({ queryKey: inventoryKeys.all }), client.invalidateQueries({ queryKey: lotKeys.all })]);
    },
  });
}
