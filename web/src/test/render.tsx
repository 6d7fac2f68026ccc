import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../query-client.ts';

/** Answers API calls from a table of path -> JSON body; anything else is a 404. */
export function stubApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\/api/, '');
    if (path in answers) return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify({ error: `No stub for ${path}` }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders a screen inside the app's providers at `path`. */
export function renderScreen(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
