import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CircleAlert, LogIn } from 'lucide-react';
import { useAuthSession, useLogin } from '../../api/auth.ts';
import { Button } from '../../components/Button.tsx';
import { inputClasses } from '../../components/Field.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { nextPath } from './next-path.ts';

/** The password page of an instance that asks for one (one collector per instance: no user name). */
export function LoginPage() {
  const location = useLocation();
  const next = nextPath(location.search);
  const session = useAuthSession();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const id = useId();
  const errorId = `${id}-error`;

  if (session.data?.authenticated) return <Navigate to={next} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A full load of the page asked for: nothing answered before the login stays cached.
    login.mutate(password, { onSuccess: () => window.location.replace(next) });
  };
  const error = login.error?.message;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10 dark:bg-gray-950">
      <form
        onSubmit={submit}
        className="flex w-full max-w-sm flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="flex items-center gap-3">
          <img src="/icon.svg" alt="" className="h-10 w-10" />
          <h1 className="text-xl font-bold text-brand-700 dark:text-brand-100">TMNT Inventory Scanner</h1>
        </div>
        <p className="text-sm text-gray-700 dark:text-gray-300">This collection is protected by a password. Enter it to continue.</p>
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
    </main>
  );
}
