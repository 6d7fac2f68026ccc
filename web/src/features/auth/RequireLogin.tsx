import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthSession } from '../../api/auth.ts';
import { LOGIN_PATH } from '../../api/client.ts';

/** Sends a browser without a session to the login page (when the instance asks for a password). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const location = useLocation();
  if (session.data?.required && !session.data.authenticated) {
    return <Navigate to={`${LOGIN_PATH}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  return children;
}
