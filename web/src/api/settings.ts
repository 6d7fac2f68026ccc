import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restoreResultSchema, settingsSchema } from '@tmnt/domain';
import { api } from './client.ts';

const settingsKey = ['settings'] as const;

export const useSettings = () => useQuery({ queryKey: settingsKey, queryFn: () => api.get('/settings', settingsSchema) });

/** Where a fresh backup of the whole collection is downloaded from (a zip the server makes on request). */
export const BACKUP_URL = '/api/backup';

/** Replaces the whole collection with a backup file; everything the app shows is read again after. */
export function useRestoreBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('backup', file);
      return api.postForm('/backup/restore', form, restoreResultSchema);
    },
    onSuccess: () => client.invalidateQueries(),
  });
}
