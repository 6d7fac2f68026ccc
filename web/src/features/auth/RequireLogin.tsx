import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router';
import { useAuthSession } from '../../api/auth.ts';
import { LOGIN_PATH } from '../../api/client.ts';

/** Sends a browser without a session to the login page (when the instance asks for a password). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (session.data?.required && !session.data.authenticated) {
    // A logout already on its way to the login page (its code loading) goes there as it asked, not back to this page.
    if (navigation.location?.pathname === LOGIN_PATH) return null;
    return <Navigate to={`${LOGIN_PATH}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  return children;
}
