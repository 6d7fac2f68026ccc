import { expect, expectAccessible, test } from './support/fixtures.ts';

test('an empty collection shows the welcome banner and the way to the first scan', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to your collection' })).toBeVisible();
  await expect(page.getByText('No items in your collection yet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Scan Your First Figure' }).click();
  await expect(page).toHaveURL(/\/scan$/);
});

test('the dashboard sums value, ROI and insurance from the collection', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const shredder = await api.figure('Shredder', 1988);
  await api.addCopy({ figure_id: leo.id, condition: 'Mint', purchase_price: 25 });
  await api.addCopy({ figure_id: shredder.id, condition: 'Poor', purchase_price: 10.5 });
  await api.addCopy({ figure_id: shredder.id, condition: 'Good' });
  await page.goto('/');

  const card = (label: string) => page.getByRole('region', { name: label });
  await expect(card('Total Items')).toHaveText('Total Items3');
  await expect(card('Collection Value')).toContainText('$35.50');
  await expect(card('Collection Value')).toContainText('2 items valued at purchase price · 1 item with no value yet');
  await expect(card('Series Count')).toHaveText('Series Count1');
  await expect(card('Years Covered')).toHaveText('Years Covered1');

  // No market prices: values are what was paid, so the gain is 0 and the card is green.
  const roi = page.getByTestId('roi-card');
  await expect(roi).toHaveAttribute('data-trend', 'up');
  await expect(roi).toContainText('0%');
  await expect(roi).toContainText('$35.50');
  // No market data at all: the insurance card says it rests on what was paid, and calls nothing "market".
  const insurance = page.getByTestId('insurance-card');
  await expect(insurance).toContainText('$35.50');
  await expect(insurance).toContainText('Based on what you paid: none of your 3 items has market data yet. 1 item with no value yet adds nothing.');
  await expect(insurance).not.toContainText(/market value|market low/i);
  await expect(page.getByText('1 of 3 items have no purchase price.')).toBeVisible();
  await expect(page.getByText('3 of 3 items have no market price data yet: 2 items are valued at purchase price, 1 item has no value yet.')).toBeVisible();

  const top = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Leonardo/ }) });
  await expect(top).toContainText('$25.00');
  await expect(top).toContainText('Common (purchase price)');
  await expect(top).toContainText('Mint');
  await expect(page.getByText('Mint', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `${leo.series} completion` })).toBeVisible();
  await expectAccessible(page);
});

test('dark mode is kept across a reload, without a light flash', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await page.reload();
  // The class is set by the inline script in index.html, before React runs.
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

test('the current page is highlighted in the navigation and unknown pages show the error screen', async ({ page }) => {
  await page.goto('/financial-analysis');
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(nav.getByRole('link', { name: 'Analysis' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});
