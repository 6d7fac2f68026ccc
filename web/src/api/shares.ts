import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shareListSchema, shareMadeSchema, shareSchema, type NewShare, type SharePatch } from '@tmnt/domain';
import { api } from './client.ts';

const shareKeys = {
  all: ['shares'] as const,
};

const sharesQuery = () => queryOptions({ queryKey: shareKeys.all, queryFn: () => api.get('/shares', shareListSchema) });

/** The collector's links, newest first, with the address they point at. */
export const useShares = () => useQuery(sharesQuery());

function useInvalidateShares() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: shareKeys.all });
}

/** Makes a link; the answer carries its address, said this once. */
export function useCreateShare() {
  const invalidate = useInvalidateShares();
  return useMutation({ mutationFn: (share: NewShare) => api.post('/shares', share, shareMadeSchema), onSuccess: invalidate });
}

export function usePatchShare() {
  const invalidate = useInvalidateShares();
  return useMutation({ mutationFn: ({ id, patch }: { id: number; patch: SharePatch }) => api.patch(`/shares/${id}`, patch, shareSchema), onSuccess: invalidate });
}

/** A new address for a link (the old one stops working), said this once. */
export function useRenewShare() {
  const invalidate = useInvalidateShares();
  return useMutation({ mutationFn: (id: number) => api.post(`/shares/${id}/renew`, {}, shareMadeSchema), onSuccess: invalidate });
}

export function useEndShare() {
  const invalidate = useInvalidateShares();
  return useMutation({ mutationFn: (id: number) => api.delete(`/shares/${id}`), onSuccess: invalidate });
}
