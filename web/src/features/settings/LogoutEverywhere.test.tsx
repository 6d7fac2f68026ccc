import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAuthSession } from '../../api/auth.ts';
import { createQueryClient } from '../../query-client.ts';
import { LogoutEverywhere } from './LogoutEverywhere.tsx';

/** The server: GET /api/auth/session says whether a password is asked for; the logout answers `logout`. */
function stubServer(required: boolean, logout: { status: number; body: unknown } = { status: 200, body: { authenticated: false, required: true, password: true, oidc: null, proxy_user: null } }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (String(input) === '/api/auth/session') return json(200, { authenticated: true, required, password: required, oidc: null, proxy_user: null });
    if (String(input) === '/api/auth/logout-everywhere' && init?.method === 'POST') return json(logout.status, logout.body);
    return json(404, { error: `No stub for ${String(input)}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const logoutCalls = (fetchMock: ReturnType<typeof stubServer>) => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/logout-everywhere');

/** Says when the session's answer has arrived, so a test can tell "not shown" from "not loaded yet". */
function SessionRead() {
  const session = useAuthSession();
  return session.data ? <p>Password asked: {String(session.data.required)}</p> : null;
}

function renderSettings() {
  const router = createMemoryRouter(
    [
      {
        path: '/settings',
        element: (
          <>
            <SessionRead />
            <LogoutEverywhere />
          </>
        ),
      },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Log out everywhere', () => {
  it('asks first, then ends every session and shows the login', async () => {
    const fetchMock = stubServer(true);
    const router = renderSettings();
    const card = await screen.findByRole('region', { name: 'Logged-in devices' });
    fireEvent.click(within(card).getByRole('button', { name: 'Log out everywhere...' }));

    const dialog = screen.getByRole('dialog', { name: 'Log out everywhere?' });
    expect(dialog).toHaveTextContent('Every browser and phone logged in to this collection is logged out, this one too.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logoutCalls(fetchMock)).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Log out everywhere...' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(logoutCalls(fetchMock)).toHaveLength(1);
    expect(logoutCalls(fetchMock)[0][1]).toMatchObject({ method: 'POST' });
  });

  it("keeps the dialog open with the server's reason when it fails", async () => {
    stubServer(true, { status: 500, body: { error: 'Internal server error' } });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out everywhere...' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out everywhere' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Could not log out everywhere: Internal server error');
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('is not offered when the app asks for no password', async () => {
    stubServer(false);
    renderSettings();
    expect(await screen.findByText('Password asked: false')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Logged-in devices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Log out everywhere/ })).not.toBeInTheDocument();
  });
});
