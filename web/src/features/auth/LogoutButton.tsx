import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { useAuthSession, useLogout } from '../../api/auth.ts';
import { LOGIN_PATH } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { usePocketStatus } from '../offline/index.ts';
import { clearPhoneCopy } from './clear-phone-copy.ts';

/** Shown only when the instance asks for a sign-in the app can end (not one a trusted proxy makes at every request). Changes still waiting to sync are lost with it: asked first. */
export function LogoutButton() {
  const session = useAuthSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const { waiting } = usePocketStatus();
  const [asking, setAsking] = useState(false);
  if (!session.data?.required || session.data.proxy_user !== null) return null;
  // Awaited rather than a mutate callback: that one is skipped when the shell unmounts first (the login page's own redirect).
  const logOut = () =>
    void logout.mutateAsync().then(
      () => {
        void clearPhoneCopy();
        return navigate(LOGIN_PATH, { replace: true });
      },
      // Said in the dialog (logout.isError).
      () => undefined,
    );
  return (
    <>
      <button
        type="button"
        onClick={() => (waiting > 0 ? setAsking(true) : logOut())}
        disabled={logout.isPending}
        aria-label="Log out"
        title="Log out"
        className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 disabled:opacity-50 dark:text-gray-300 dark:hover:bg-gray-800"
      >
        <LogOut className="h-5 w-5" />
      </button>
      {asking && (
        <Dialog title="Log out and lose what waits to sync?" onClose={() => setAsking(false)}>
          <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="logout-warning">
            {waiting === 1 ? '1 change' : `${waiting} changes`} made on this phone {waiting === 1 ? 'has' : 'have'} not reached the server yet. Logging out removes this
            phone&apos;s copy of your collection, and {waiting === 1 ? 'it' : 'them'} with it. Sync first (the count in the header) to keep {waiting === 1 ? 'it' : 'them'}.
          </p>
          {logout.isError && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              Could not log out: {logout.error.message}
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={logout.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={logOut} disabled={logout.isPending}>
              {logout.isPending ? 'Logging out...' : `Log out and lose ${waiting === 1 ? 'it' : 'them'}`}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
