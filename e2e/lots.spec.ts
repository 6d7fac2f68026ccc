import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { seedSales } from './support/db.ts';

// Issue 28: a lot of loose figures bought for one sum, each copy costing its share by market value.

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const isoDaysAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function addFigure(page: Page, text: string, name: string) {
  await page.getByLabel('Add a figure').fill(text);
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).first().click();
}

test('a lot of three loose figures is split by market value, shown before saving, and adds up on the lot page', async ({ page, api, server }) => {
  const [leo, raph] = [await api.figure('Leonardo', 1988), await api.figure('Raphael', 1988)];
  // Loose values now: Leonardo $30, Raphael $60; Michelangelo has none (weighs as their average, $45).
  await seedSales(server.dataDir, leo.id, [{ price: 30, title: 'Leonardo loose', soldAt: isoDaysAgo(10), tier: 'loose' }]);
  await seedSales(server.dataDir, raph.id, [{ price: 60, title: 'Raphael loose', soldAt: isoDaysAgo(10), tier: 'loose' }]);

  await page.goto('/collection');
  await page.getByRole('link', { name: 'Add a lot' }).click();
  await expect(page.getByRole('heading', { name: 'Add a lot' })).toBeVisible();
  await page.getByLabel('Lot Total').fill('135');
  await page.getByLabel('Shipping').fill('13.50');
  await addFigure(page, 'leonardo 1988', 'Leonardo');
  await addFigure(page, 'raphael 1988', 'Raphael');
  await addFigure(page, 'michaelangelo 1988', 'Michaelangelo');

  // Weights 30 : 60 : 45 of $135: $30, $60, $45; shipping $3, $6, $4.50. Shown before saving.
  const rows = page.getByTestId('lot-copy');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByLabel('Its share')).toHaveAttribute('placeholder', '30.00');
  await expect(rows.nth(1).getByLabel('Its share')).toHaveAttribute('placeholder', '60.00');
  await expect(rows.nth(2).getByLabel('Its share')).toHaveAttribute('placeholder', '45.00');
  await expect(rows.nth(2)).toContainText('market value unknown');
  await expect(rows.nth(1)).toContainText('+ $6.00 shipping');
  await expect(page.getByTestId('lot-total')).toHaveText('3 copies, $148.50 in all');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add lot to collection' }).click();
  await expect(page.getByRole('heading', { name: /^Lot of 3 bought/ })).toBeVisible();
  await expect(page.getByTestId('lot-total-cost')).toHaveText('$135.00');
  const shares = page.getByTestId('lot-copy-share');
  await expect(shares.nth(0)).toContainText('$30.00 + $3.00 shipping');
  await expect(shares.nth(1)).toContainText('$60.00 + $6.00 shipping');
  await expect(shares.nth(2)).toContainText('$45.00 + $4.50 shipping');

  // The dashboard's invested sum is the lot with its shipping.
  await page.goto('/');
  await expect(page.getByText('$148.50').first()).toBeVisible();
});

test('a lot with no figures is refused beside the list, and nothing is stored', async ({ page }) => {
  await page.goto('/lots/new');
  await page.getByLabel('Lot Total').fill('50');
  await page.getByRole('button', { name: 'Add lot to collection' }).click();
  await expect(page.getByText('A lot needs at least one copy')).toBeVisible();
  await page.goto('/collection');
  await expect(page.getByText('No items found')).toBeVisible();
});
