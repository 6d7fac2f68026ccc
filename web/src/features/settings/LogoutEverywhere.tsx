import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { useAuthSession, useLogoutEverywhere } from '../../api/auth.ts';
import { LOGIN_PATH } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { clearPhoneCopy } from '../auth/index.ts';

/**
 * Ends every session, on every device (a lost phone, a computer someone else uses), behind a confirmation, then
 * shows the login. Only when the app asks for a password: without one there is no session to end.
 */
export function LogoutEverywhere() {
  const session = useAuthSession();
  const logout = useLogoutEverywhere();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  if (!session.data?.required) return null;

  const cancel = () => {
    setAsking(false);
    logout.reset();
  };

  return (
    <Card aria-label="Logged-in devices">
      <CardTitle icon={<LogOut className="h-5 w-5" aria-hidden="true" />}>Logged-in devices</CardTitle>
      <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
        <p>A login lasts 30 days on each browser and phone. Logging out everywhere ends all of them, this one too: each must sign in again.</p>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Log out everywhere...
        </Button>
      </div>
      {asking && (
        <Dialog title="Log out everywhere?" onClose={cancel}>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Every browser and phone logged in to this collection is logged out, this one too. The collection itself is not changed.
          </p>
          {logout.isError && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              Could not log out everywhere: {logout.error.message}
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={cancel} disabled={logout.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () => {
                    void clearPhoneCopy();
                    void navigate(LOGIN_PATH, { replace: true });
                  },
                })
              } disabled={logout.isPending}>
              {logout.isPending ? 'Logging out...' : 'Log out everywhere'}
            </Button>
          </div>
        </Dialog>
      )}
    </Card>
  );
}
