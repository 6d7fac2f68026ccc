import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupMadeSchema, restoreResultSchema, settingsSchema } from '@tmnt/domain';
import { api } from './client.ts';

const settingsKey = ['settings'] as const;

export const useSettings = () => useQuery({ queryKey: settingsKey, queryFn: () => api.get('/settings', settingsSchema) });

/** Makes a backup of the whole collection on the server (kept in its backups folder); the answer's url downloads it. */
export function useMakeBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/backup', {}, backupMadeSchema),
    // The page lists the newest backups on the server: this one is among them now.
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}

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
