import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportSchema, fullExportSchema, importResultSchema } from '@tmnt/domain';
import { api } from './client.ts';

// The collection's exports and the import that takes a full export back (server/src/transfer; the spec's export).

/** Read fresh each time: an export must hold what is stored now. */
export const fetchExport = () => api.get('/inventory/export', exportSchema);

/** Everything the collector entered, as the one document import takes back (Export JSON). */
export const fetchFullExport = () => api.get('/inventory/export/full', fullExportSchema);

/** Takes a full export back (the file's text, sent as it is); every collection figure is read again after. */
export function useImportCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: string) => api.postText('/inventory/import', json, 'application/json', importResultSchema),
    // Copies, prices and codes may all have changed.
    onSuccess: () => client.invalidateQueries(),
  });
}
