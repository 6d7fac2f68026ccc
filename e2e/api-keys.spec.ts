// Settings → API keys and Settings → API (issue 41): a key made in the page works for a script, within its scope,
// until it is revoked; the API's document is shown by its viewer, loaded on that page only, under the app's CSP.
import { expect, expectAccessible, test } from './support/fixtures.ts';

test('a key made in Settings is shown once, works for a script within its scope, and stops when revoked', async ({ page, server }) => {
  await page.goto('/settings/api-keys');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No keys yet.')).toBeVisible();
  await section.getByLabel('Name').fill('Home Assistant');
  await section.getByLabel('Scope').selectOption('read');
  await section.getByRole('button', { name: 'Make key' }).click();
  const made = section.getByRole('status').filter({ hasText: 'Copy the key now' });
  await expect(made).toContainText('Made “Home Assistant” (read). Copy the key now: it is not shown again.');
  const key = await made.getByLabel('The new API key').inputValue();
  expect(key).toMatch(/^tmnt_[\w-]{43}$/);
  await expectAccessible(page);

  // A script with the key: no cookie, no Origin.
  const script = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${key}`, ...(body !== undefined && { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  expect((await script('GET', '/api/inventory/stats')).status).toBe(200);
  const write = await script('POST', '/api/wants', { figure_id: 1, tier: 'loose' });
  expect(write.status).toBe(403);
  expect(((await write.json()) as { error: string }).error).toBe("Refused: this API key's scope is read, and POST /api/wants needs write");

  // The list: its name, scope, last 4 characters, when made and last used; never the key.
  await page.reload();
  const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem');
  await expect(row).toContainText('Home Assistant');
  await expect(row).toContainText('read');
  await expect(row).toContainText(`…${key.slice(-4)}`);
  await expect(row).toContainText(/Never expires · Last used /);
  expect(await page.content()).not.toContain(key);

  await row.getByRole('button', { name: 'Revoke Home Assistant' }).click();
  await page.getByRole('dialog', { name: 'Revoke “Home Assistant”?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByText('No keys yet.')).toBeVisible();
  const revoked = await script('GET', '/api/inventory/stats');
  expect(revoked.status).toBe(401);
  expect(await revoked.json()).toEqual({ error: 'Refused: this API key is unknown, revoked or expired' });
});

test('Settings → API shows every route from the OpenAPI document, its viewer loaded on that page only and within the CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => /Content Security Policy/.test(message.text()) && refused.push(message.text()));
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));

  // The dashboard and the other sections load no part of the viewer.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/settings/api-keys');
  await expect(page.getByRole('region', { name: 'API keys' })).toBeVisible();
  expect(scripts.filter((url) => /ApiDocsSection/.test(url))).toEqual([]);

  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/api$/);
  expect(scripts.filter((url) => /ApiDocsSection/.test(url))).toHaveLength(1);
  const docs = page.getByTestId('api-docs');
  await expect(docs.getByRole('heading', { name: /TMNT Inventory Scanner API/ })).toBeVisible();
  const inventory = docs.locator('.opblock-tag-section', { has: page.locator('.opblock-tag', { hasText: /^inventory$/ }) });
  await expect(inventory.locator('.opblock-summary-path', { hasText: /^\/api\/inventory$/ })).toHaveCount(2);
  await inventory.locator('.opblock-get .opblock-summary-path', { hasText: /^\/api\/inventory$/ }).click();
  await expect(inventory.locator('.opblock-get.is-open')).toContainText('series');
  await expect(docs.locator('.opblock-tag', { hasText: /^api-keys$/ })).toBeVisible();
  expect(refused).toEqual([]);
});
