import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wantListSchema, wantMissingResultSchema, wantSchema, wantsCheckSchema, type NewWant, type WantPatch, type WantsCheck } from '@tmnt/domain';
import { api } from './client.ts';
import { wantKeys } from './wants-keys.ts';

/** A check's progress is read this often while it runs. */
const CHECK_POLL_MS = 2000;

const wantsQuery = () => queryOptions({ queryKey: wantKeys.list(), queryFn: () => api.get('/wants', wantListSchema) });

const checkQuery = () => queryOptions({ queryKey: wantKeys.check(), queryFn: () => api.get('/wants/check', wantsCheckSchema) });

/** Every want, closest to its price first, with its market average, best listing and gap. */
export const useWants = (enabled = true) => useQuery({ ...wantsQuery(), enabled });

function useInvalidateWants() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: wantKeys.list() });
}

/** Wants a figure in a tier; 409 when that figure, tier and variant are wanted already (the message names it). */
export function useAddWant() {
  const invalidate = useInvalidateWants();
  return useMutation({ mutationFn: (want: NewWant) => api.post('/wants', want, wantSchema), onSuccess: invalidate });
}

/** Changes a want's target or note (null clears one). */
export function useUpdateWant() {
  const invalidate = useInvalidateWants();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: WantPatch }) => api.patch(`/wants/${id}`, patch, wantSchema),
    onSuccess: invalidate,
  });
}

/** Takes a want off the list; its deals go with it. */
export function useRemoveWant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/wants/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: wantKeys.all }),
  });
}

/** Wants every figure of a series the collector owns no copy of; answers how many were added and how many were wanted already. */
export function useWantMissing() {
  const invalidate = useInvalidateWants();
  return useMutation({
    mutationFn: (body: { series: string; tier: NewWant['tier']; target_price?: number }) => api.post('/wants/missing', body, wantMissingResultSchema),
    onSuccess: invalidate,
  });
}

/**
 * The last run of the deal check, read every 2 seconds while one runs. When a run ends, the want list (best
 * listings, gaps) and the deals (and so the badge) are read again.
 */
export function useWantsCheck() {
  const client = useQueryClient();
  const query = useQuery({ ...checkQuery(), refetchInterval: (q) => (q.state.data?.status === 'running' ? CHECK_POLL_MS : false) });
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'running' && status !== 'running') {
      void client.invalidateQueries({ queryKey: wantKeys.list() });
      void client.invalidateQueries({ queryKey: wantKeys.deals() });
    }
    previous.current = status;
  }, [status, client]);
  return query;
}

/** Starts a check now (202 with its status); 409 while one runs, 503 naming what to set when eBay's keys are missing. */
export function useStartWantsCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/wants/check', {}, wantsCheckSchema),
    onSuccess: (run: WantsCheck) => {
      client.setQueryData(wantKeys.check(), run);
      // A run that ended at once (nothing to check) is read back like any other end.
      if (run.status !== 'running') return Promise.all([client.invalidateQueries({ queryKey: wantKeys.list() }), client.invalidateQueries({ queryKey: wantKeys.deals() })]);
    },
    // Refused because one runs already: show that run.
    onError: () => client.invalidateQueries({ queryKey: wantKeys.check() }),
  });
}
