import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@tmnt/domain';
import { api, asSent } from './client.ts';

// Every page's shell reads the session: its answers are taken as sent (see asSent).
const session = asSent<AuthSession>();

const authKeys = { session: ['auth', 'session'] as const };

/** Whether this instance asks for a password and whether this browser is logged in. */
export function useAuthSession() {
  return useQuery({ queryKey: authKeys.session, queryFn: () => api.get('/auth/session', session), staleTime: Infinity });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post('/auth/login', { password }, session),
    onSuccess: (session) => client.setQueryData(authKeys.session, session),
  });
}

/** Logs out; every cached answer goes with the session. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/auth/logout', {}, session),
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
    mutationFn: () => api.post('/auth/logout-everywhere', {}, session),
    onSuccess: (session) => {
      client.clear();
      client.setQueryData(authKeys.session, session);
    },
  });
}
