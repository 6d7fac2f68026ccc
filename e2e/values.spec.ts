import type { Page } from '@playwright/test';
import { seedSales } from './support/db.ts';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';

const rows = (page: Page) => page.getByRole('list', { name: 'Collection items' }).getByRole('listitem');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog').first();

/**
 * Three copies, one of each kind of value: a loose Shredder at the market (loose sold at 30 and 50 in 2024, average 40; nothing
 * paid), Leonardo at the 20.00 paid (no market data), Splinter with no value at all (neither).
 */
async function seedValues(api: Api, dataDir: string) {
  const shredder = await api.figure('Shredder', 1988);
  const leo = await api.figure('Leonardo', 1988);
  const splinter = await api.figure('Splinter', 1988);
  await seedSales(dataDir, shredder.id, [
    { price: 30, title: 'TMNT Shredder 1988 loose', soldAt: '2024-05-10', tier: 'loose' },
    { price: 50, title: 'TMNT Shredder 1988 complete', soldAt: '2024-05-11', tier: 'loose' },
  ]);
  return {
    shredder: await api.addCopy({ figure_id: shredder.id, condition: 'Good', packaging_type: 'Loose' }),
    leo: await api.addCopy({ figure_id: leo.id, condition: 'Mint', purchase_price: 20 }),
    splinter: await api.addCopy({ figure_id: splinter.id, condition: 'Fair' }),
  };
}

test('an unpriced copy shows no $0.00: list, gallery, preview, top 10, dialog and item page', async ({ page, api, server }) => {
  const copies = await seedValues(api, server.dataDir);

  await page.goto('/collection');
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, 'Splinter')).toContainText('No value yet');
  await expect(row(page, 'Leonardo')).toContainText('$20.00purchase price');
  await expect(row(page, 'Shredder')).toContainText('$40.00');
  await expect(row(page, 'Shredder')).not.toContainText('purchase price');
  await expect(page.getByRole('list', { name: 'Collection items' })).not.toContainText('$0.00');

  await row(page, 'Splinter').getByRole('link').hover();
  await expect(page.getByTestId('item-preview')).toContainText('No value yet');
  await expect(page.getByTestId('item-preview')).not.toContainText('$0.00');

  await page.getByRole('button', { name: 'Gallery' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, 'Splinter')).toContainText('No value yet');
  await expect(row(page, 'Leonardo')).toContainText('purchase price');
  await expect(page.getByRole('list', { name: 'Collection items' })).not.toContainText('$0.00');
  await expectAccessible(page);

  await row(page, 'Splinter').getByRole('link').click();
  const value = dialog(page).getByRole('region', { name: 'Market Value' });
  await expect(value).toContainText('No value yet');
  await expect(dialog(page)).not.toContainText('$0.00');

  // The market-valued copy without a purchase price: no cost, so no profit either.
  await page.goto(`/collection/${copies.shredder.id}`);
  await expect(value.getByTestId('market-value')).toHaveText('$40.00');
  await expect(value.getByTestId('acquisition-cost')).toHaveText('—');
  await expect(value.getByTestId('profit')).toHaveText('—');
  await expect(value).toContainText('Add what you paid to see your profit.');

  await page.goto(`/inventory/${copies.splinter.id}`);
  await expect(page.getByTestId('estimated-value')).toHaveText('No value yet');
  await expect(page.getByRole('main')).not.toContainText('$0.00');

  await page.goto('/');
  const top = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
  await expect(top('Shredder')).toContainText('$40.00');
  await expect(top('Leonardo')).toContainText('Common (purchase price)');
  await expect(top('Splinter')).toContainText('No value yet');
  await expect(top('Splinter')).toContainText('Unrated');
  await expect(top('Splinter')).not.toContainText('$0.00');
  await expect(page.getByRole('region', { name: 'Collection Value' })).toContainText('$60.00');
  await expect(page.getByRole('region', { name: 'Collection Value' })).toContainText('1 item valued at purchase price · 1 item with no value yet');
  await expect(page.getByTestId('insurance-card')).toContainText(
    'Market values (or what you paid, if higher) for the 1 item with market data; purchase prices for 1 item. 1 item with no value yet adds nothing.',
  );
  await expectAccessible(page);
});

test('the "add what you paid" hint opens the collection filtered to copies without a purchase price', async ({ page, api, server }) => {
  await seedValues(api, server.dataDir);
  await page.goto('/');
  await expect(page.getByText('2 of 3 items have no purchase price.')).toBeVisible();
  await page.getByRole('link', { name: 'Add what you paid' }).click();
  await expect(page).toHaveURL(/\/collection\?paid=missing$/);
  await expect(page.getByLabel('Purchase price')).toHaveValue('missing');
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, 'Leonardo')).toHaveCount(0);
  await expect(page.getByTestId('item-count')).toHaveText('2 of 3 items');

  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Purchase price').selectOption('recorded');
  await expect(page).toHaveURL(/\/collection\?paid=recorded$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Leonardo');
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByLabel('Purchase price')).toHaveValue('');
  await expect(rows(page)).toHaveCount(3);
});

test('a collection whose copies have no value yet shows no $0.00 total on the dashboard', async ({ page, api }) => {
  const splinter = await api.figure('Splinter', 1988);
  await api.addCopy({ figure_id: splinter.id, condition: 'Good' });
  await page.goto('/');
  const total = page.getByRole('region', { name: 'Collection Value' });
  await expect(total).toContainText('No value yet');
  await expect(total).toContainText('1 item with no value yet');
  await expect(page.getByRole('main')).not.toContainText('$0.00');
});
