import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Spec defaults: fresh for 5 minutes, one retry, no refetch on window focus. A 4xx answer is final: no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
