import { expect, test } from './support/fixtures.ts';

// A screen opened directly (a reload, a bookmark) loads its page module before it shows: React Router warns then
// unless the route has something to show meanwhile.
test('every screen opened directly logs no warning and no error', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const copy = await api.addCopy({ figure_id: leo.id, condition: 'Near Mint', purchase_price: 24.99 });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') logged.push(`${page.url()}: [${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`${page.url()}: ${error.message}`));

  const screens = ['/', '/scan', '/collection', `/collection/${copy.id}`, `/inventory/${copy.id}`, `/figures/${leo.id}`, '/financial-analysis', '/wants', '/settings/sign-in', '/settings/api-keys', '/settings/api'];
  for (const url of screens) {
    await page.goto(url);
    // The screen itself, not a loading line.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  }
  expect(logged).toEqual([]);
});
