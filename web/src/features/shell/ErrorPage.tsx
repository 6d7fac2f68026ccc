import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The router's default error screen (spec section 2). */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="rounded-lg bg-red-50 px-4 py-2 font-mono text-red-800 dark:bg-red-950 dark:text-red-200">{detail}</p>
      <Link to="/" className="font-medium text-brand-700 underline dark:text-brand-100">
        Back to the dashboard
      </Link>
    </main>
  );
}
