import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { useAuthSession, useLogout } from '../../api/auth.ts';
import { LOGIN_PATH } from '../../api/client.ts';

/** Shown only when the instance asks for a sign-in the app can end (not one a trusted proxy makes at every request). */
export function LogoutButton() {
  const session = useAuthSession();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!session.data?.required || session.data.proxy_user !== null) return null;
  return (
    <button
      type="button"
      onClick={() => logout.mutate(undefined, { onSuccess: () => void navigate(LOGIN_PATH, { replace: true }) })}
      disabled={logout.isPending}
      aria-label="Log out"
      title="Log out"
      className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 disabled:opacity-50 dark:text-gray-300 dark:hover:bg-gray-800"
    >
      <LogOut className="h-5 w-5" />
    </button>
  );
}
