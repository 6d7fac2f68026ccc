import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiKeyMadeSchema, apiKeySchema, type ApiKeyRequest } from '@tmnt/domain';
import { api } from './client.ts';

const apiKeysKey = ['api-keys'] as const;

/** The API keys (never a key itself: its last 4 characters). */
export const useApiKeys = () => useQuery({ queryKey: apiKeysKey, queryFn: () => api.get('/api-keys', z.array(apiKeySchema)) });

/** Makes a key: the answer holds it in full, this once. */
export function useMakeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ApiKeyRequest) => api.post('/api-keys', request, apiKeyMadeSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

/** Revokes a key: it stops working at once, everywhere. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api-keys/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
