import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CircleAlert, LogIn } from 'lucide-react';
import { OIDC_START_PATH, type AuthSession } from '@tmnt/domain';
import { useAuthSession, useLogin } from '../../api/auth.ts';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { inputClasses } from '../../components/Field.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { nextPath } from './next-path.ts';

function PasswordForm({ next }: { next: string }) {
  const login = useLogin();
  const [password, setPassword] = useState('');
  const id = useId();
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A full load of the page asked for: nothing answered before the login stays cached.
    login.mutate(password, { onSuccess: () => window.location.replace(next) });
  };
  const error = login.error?.message;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-700 dark:text-gray-200">
          Password
        </label>
        <input
          id={id}
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          className={inputClasses}
        />
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className="flex items-start gap-1 text-sm font-medium text-red-700 dark:text-red-300">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      <Button type="submit" disabled={login.isPending || password === ''}>
        {login.isPending ? <Spinner className="h-4 w-4" /> : <LogIn className="h-4 w-4" aria-hidden="true" />}
        Log in
      </Button>
    </form>
  );
}

/** "Sign in with <provider>": a link, as the browser goes on to the provider and comes back signed in. */
function ProviderSignIn({ oidc, next, alone }: { oidc: NonNullable<AuthSession['oidc']>; next: string; alone: boolean }) {
  const label = `Sign in with ${oidc.name}`;
  if (oidc.unavailable !== null) {
    return (
      <div className="space-y-2">
        <p role="alert" className="flex items-start gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            Sign-in with {oidc.name} is unavailable: {oidc.unavailable}.{alone ? ' Try again later.' : ' The password still works.'}
          </span>
        </p>
        <Button variant="secondary" className="w-full" disabled>
          {label}
        </Button>
      </div>
    );
  }
  return (
    <a href={`${OIDC_START_PATH}?next=${encodeURIComponent(next)}`} className={`${buttonClasses(alone ? 'primary' : 'secondary')} w-full`}>
      <LogIn className="h-4 w-4" aria-hidden="true" />
      {label}
    </a>
  );
}

/** What the login page says first: the ways this instance offers (one collector per instance: no user name). */
function introText(session: AuthSession): string {
  if (session.password && session.oidc) return `Sign in with ${session.oidc.name}, or enter the password, to continue.`;
  if (session.oidc) return `This collection signs in through ${session.oidc.name}.`;
  if (session.password) return 'This collection is protected by a password. Enter it to continue.';
  return "This collection signs you in through the proxy in front of it: open it at the proxy's address.";
}

/** The login page of an instance that asks for a sign-in: the password, "Sign in with <provider>", or both. */
export function LoginPage() {
  const location = useLocation();
  const next = nextPath(location.search);
  const session = useAuthSession();

  if (session.data?.authenticated) return <Navigate to={next} replace />;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10 dark:bg-gray-950">
      <div className="flex w-full max-w-sm flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900">
        <div className="flex items-center gap-3">
          <img src="/icon.svg" alt="" className="h-10 w-10" />
          <h1 className="text-xl font-bold text-brand-700 dark:text-brand-100">TMNT Inventory Scanner</h1>
        </div>
        {session.isPending && <Spinner />}
        {session.isError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {session.error.message}
          </p>
        )}
        {session.data && (
          <>
            <p className="text-sm text-gray-700 dark:text-gray-300">{introText(session.data)}</p>
            {session.data.oidc && <ProviderSignIn oidc={session.data.oidc} next={next} alone={!session.data.password} />}
            {session.data.oidc && session.data.password && (
              <p className="flex items-center gap-3 text-xs text-gray-500 uppercase before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200 dark:text-gray-400 dark:before:bg-gray-700 dark:after:bg-gray-700">
                or
              </p>
            )}
            {session.data.password && <PasswordForm next={next} />}
          </>
        )}
      </div>
    </main>
  );
}
