import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serviceSavedSchema, serviceSettingsSchema, type ServiceName, type ServiceSettings } from '@tmnt/domain';
import { api } from './client.ts';

const servicesKey = ['services'] as const;

/** The outside services as set up in Settings or the environment (never a key: only its last 4 characters). */
export const useServiceSettings = () => useQuery({ queryKey: servicesKey, queryFn: () => api.get('/settings/services', serviceSettingsSchema) });

/**
 * A service changed on the server at once: the settings' summary, the grading wizard's set-up, the analysis'
 * insights and the price sources are read again.
 */
function useServicesChanged() {
  const client = useQueryClient();
  return (services: ServiceSettings) => {
    client.setQueryData(servicesKey, services);
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== servicesKey[0] });
  };
}

/** Checks a service's new settings with the service itself, and saves them only when it answers; the answer says what it said. */
export function useSaveService(service: ServiceName) {
  const changed = useServicesChanged();
  return useMutation({
    mutationFn: (body: Record<string, string>) => api.put(`/settings/services/${service}`, body, serviceSavedSchema),
    onSuccess: (saved) => changed(saved.services),
  });
}

/** Forgets what Settings saved for a service (what the environment sets still applies). */
export function useRemoveService(service: ServiceName) {
  const changed = useServicesChanged();
  return useMutation({ mutationFn: () => api.delete(`/settings/services/${service}`, serviceSettingsSchema), onSuccess: changed });
}
