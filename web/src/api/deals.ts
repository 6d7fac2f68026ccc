import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deal } from '@tmnt/domain';
import { api, asSent } from './client.ts';
import { wantKeys, type DealStatusFilter } from './wants-keys.ts';

// The deals the want list's check found, apart from the wants (wants.ts): the header's badge reads them on every page,
// so their answers are taken as sent (see asSent).

/** The badge's count of new deals is read again every minute (a background check may have found one). */
const NEW_DEALS_POLL_MS = 60_000;

const dealsQuery = (status: DealStatusFilter) =>
  queryOptions({ queryKey: wantKeys.dealList(status), queryFn: () => api.get(`/deals?status=${status}`, asSent<Deal[]>()) });

/** The deals of one status, new first. */
export const useDeals = (status: DealStatusFilter) => useQuery(dealsQuery(status));

/** The new deals, read again every minute: the count on the Wants link. Off until the session is known to be in. */
export const useNewDeals = (enabled: boolean) => useQuery({ ...dealsQuery('new'), enabled, refetchInterval: NEW_DEALS_POLL_MS });

/** Hides a deal; it leaves the new deals (and the badge) at once. */
export function useDismissDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/deals/${id}/dismiss`, {}, asSent<unknown>()),
    onSuccess: (_answer, id) => {
      client.setQueryData<Deal[]>(wantKeys.dealList('new'), (deals) => deals?.filter((deal) => deal.id !== id));
      return client.invalidateQueries({ queryKey: wantKeys.deals() });
    },
  });
}
