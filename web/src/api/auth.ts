import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authSessionSchema } from '@tmnt/domain';
import { api } from './client.ts';

const authKeys = { session: ['auth', 'session'] as const };

/** Whether this instance asks for a password and whether this browser is logged in. */
export function useAuthSession() {
  return useQuery({ queryKey: authKeys.session, queryFn: () => api.get('/auth/session', authSessionSchema), staleTime: Infinity });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post('/auth/login', { password }, authSessionSchema),
    onSuccess: (session) => client.setQueryData(authKeys.session, session),
  });
}

/** Logs out; every cached answer goes with the session. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/auth/logout', {}, authSessionSchema),
    onSuccess: (session) => {
      client.clear();
      client.setQueryData(authKeys.session, session);
    },
  });
}

/** Logs out every browser and phone that holds a session (this one too); every cached answer goes with it. */
export function useLogoutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/auth/logout-everywhere', {}, authSessionSchema),
    onSuccess: (session) => {
      client.clear();
      client.setQueryData(authKeys.session, session);
    },
  });
}
