// Sign-in with OpenID Connect in Chromium (issue 41), against a real OpenID provider on loopback: the whole flow,
// an unlisted user, a tampered state, and a provider that is down.
import type { Page } from '@playwright/test';
import { OIDC_CLIENT, startOidcProvider, type FakeOidcProvider } from '../server/test/support/oidc-provider.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { freePort, startServer, type RunningServer } from './support/server.ts';

const PASSWORD = 'cowabunga 1987';

/** A provider and the app signing in through it (the app's port chosen first: the provider registers its callback). */
async function appWithProvider(ecbUrl: string, env: Record<string, string> = {}): Promise<{ provider: FakeOidcProvider; server: RunningServer }> {
  const port = String(await freePort());
  const provider = await startOidcProvider({ users: { alice: 'alice@example.com', bob: 'bob@example.com' }, redirectUris: [`http://127.0.0.1:${port}/api/auth/oidc/callback`] });
  const server = await startServer({
    PORT: port, ECB_RATES_URL: ecbUrl, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret, OIDC_PROVIDER_NAME: 'Pocket ID', ...env,
  });
  return { provider, server };
}

/** Whatever the page says the CSP refused: nothing may be. */
function watchCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => /Content Security Policy/.test(message.text()) && refused.push(message.text()));
  return refused;
}

async function signInAtProvider(page: Page, provider: FakeOidcProvider, user: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill('any');
  await page.getByRole('button', { name: 'Sign in at the provider' }).click();
}

test('signs in with the provider the login page offers, back on the page asked for; an unlisted user and a tampered answer are refused', async ({ page, browser, fakeEcb }) => {
  const { provider, server } = await appWithProvider(fakeEcb.url, { OIDC_ALLOWED_USERS: 'alice@example.com' });
  try {
    const refused = watchCsp(page);
    await page.goto(`${server.url}/collection`);
    await expect(page).toHaveURL(/\/login\?next=%2Fcollection$/);
    await expect(page.getByText('This collection signs in through Pocket ID.')).toBeVisible();
    // No password is set: no password field either.
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign in with Pocket ID' }).click();
    await signInAtProvider(page, provider, 'alice');
    await expect(page).toHaveURL(`${server.url}/collection`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Collection' })).toBeVisible();

    // The app's own session: logging out ends it.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get(`${server.url}/api/inventory`)).status()).toBe(401);
    expect(refused).toEqual([]);

    // Bob signs in at the provider, but the allowed list does not name him.
    const bobs = await browser.newContext();
    const bob = await bobs.newPage();
    await bob.goto(`${server.url}/login`);
    await bob.getByRole('link', { name: 'Sign in with Pocket ID' }).click();
    await signInAtProvider(bob, provider, 'bob');
    await expect(bob.getByRole('heading', { level: 1, name: 'Not allowed in' })).toBeVisible();
    await expect(bob.getByText('bob@example.com signed in at Pocket ID, but is not among the users this app lets in')).toBeVisible();
    expect((await bob.request.get(`${server.url}/api/inventory`)).status()).toBe(401);
    await bob.getByRole('link', { name: 'Back to the login page' }).click();
    await expect(bob).toHaveURL(`${server.url}/login`);
    await bobs.close();

    // The provider sends back a state that is not the one this browser's flow holds (as a forged link would).
    const forged = await browser.newContext();
    const victim = await forged.newPage();
    await victim.route('**/api/auth/oidc/start*', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers().location);
      location.searchParams.set('state', 'a-state-someone-else-made');
      await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
    });
    await victim.goto(`${server.url}/login`);
    await victim.getByRole('link', { name: 'Sign in with Pocket ID' }).click();
    await signInAtProvider(victim, provider, 'alice');
    await expect(victim.getByRole('heading', { level: 1, name: 'The sign-in could not be checked' })).toBeVisible();
    await expect(victim.getByText(/state/)).toBeVisible();
    expect((await victim.request.get(`${server.url}/api/inventory`)).status()).toBe(401);
    await forged.close();
  } finally {
    await server.stop();
    await provider.close();
  }
});

test('a provider that cannot be reached is said on the login page, and the password still works', async ({ page, fakeEcb }) => {
  const { provider, server } = await (async () => {
    const port = String(await freePort());
    const down = await startOidcProvider({ users: {}, redirectUris: [`http://127.0.0.1:${port}/api/auth/oidc/callback`] });
    await down.close();
    const app = await startServer({ PORT: port, ECB_RATES_URL: fakeEcb.url, APP_PASSWORD: PASSWORD, OIDC_ISSUER: down.issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret, OIDC_PROVIDER_NAME: 'Pocket ID' });
    return { provider: down, server: app };
  })();
  try {
    await page.goto(`${server.url}/login`);
    await expect(page.getByRole('alert')).toContainText(/^Sign-in with Pocket ID is unavailable: Pocket ID could not be reached \(.*\)\. The password still works\.$/);
    await expect(page.getByRole('button', { name: 'Sign in with Pocket ID' })).toBeDisabled();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your collection' })).toBeVisible();
  } finally {
    await server.stop();
    await provider.close();
  }
});
