import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Issue 28 point 5: the collector's currency. Every server of these tests reads its exchange rates from the fake ECB
// of e2e/support/fake-ecb.ts, where on Wednesday 25 November 2026 one euro was 1.1642 US dollars and 0.87455 pounds.

// New York is west of Greenwich: a YYYY-MM-DD date read as UTC would show as the day before.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const PURCHASE_DAY = '2026-11-25';

/** Any amount written in dollars ("$1", "$75.12", "-$3.00"). */
const DOLLAR_AMOUNT = /\$\s?\d/;

const facts = (page: Page) => page.getByRole('main').locator('dl');
const fact = (page: Page, label: string) => facts(page).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test('switch the currency to GBP and see every amount in pounds', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  // Paid $100.00 on 25 November 2026; no market prices, so the copy is valued at what it cost.
  const copy = await api.addCopy({ figure_id: leo.id, condition: 'Good', packaging_type: 'Loose', purchase_price: 100, purchase_date: PURCHASE_DAY });

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Collection Value' })).toContainText('$100.00');

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Money' }).click();
  const money = page.getByRole('region', { name: 'Money' });
  const currency = money.getByLabel('Collection currency');
  await expect(currency).toHaveValue('USD');
  const marketplace = money.getByLabel('eBay marketplace');
  await expect(marketplace).toHaveValue('');
  await expect(marketplace.locator('option').first()).toHaveText('Matched to the currency (United States (ebay.com))');
  await expect(money).toContainText("Amounts in other currencies are converted at the European Central Bank's reference rate of their own date (rates from 127.0.0.1:");

  await currency.selectOption('GBP');
  await expect(marketplace.locator('option').first()).toHaveText('Matched to the currency (United Kingdom (ebay.co.uk))');
  await money.getByRole('button', { name: 'Save' }).click();
  await expect(money.getByRole('status')).toHaveText('Saved: every amount now shows in Pound sterling (£).');
  await expect(currency).toHaveValue('GBP');
  await expectAccessible(page);

  // Within the app, no reload: the dashboard reads its figures again, in pounds. The copy was paid in dollars on
  // 25 November 2026: one dollar was 0.87455 / 1.1642 = 0.7512025... pounds that day, so $100.00 is
  // 10000 cents × 0.7512025 = 7512.025 cents, rounded to 7512: £75.12.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const value = page.getByRole('region', { name: 'Collection Value' });
  await expect(value).toContainText('£75.12');
  await expect(page.getByTestId('insurance-card')).toContainText('£75.12');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Leonardo/ }) })).toContainText('£75.12');
  await expect(page.getByRole('main')).not.toHaveText(DOLLAR_AMOUNT);

  // The copy: what was paid as it was paid, the cost as paid and as it counts, and its value, in pounds.
  await page.goto(`/inventory/${copy.id}`);
  await expect(page.getByTestId('estimated-value')).toHaveText('£75.12');
  await expect(fact(page, 'Purchase Price')).toHaveText('$100.00');
  await expect(fact(page, 'Cost')).toHaveText('$100.00 → £75.12 (ECB rate of 11/25/2026)');
  await expectAccessible(page);

  // The collection: what was paid and what it is worth, both in pounds; no dollar amount is left.
  await page.goto('/collection');
  const row = page.getByRole('list', { name: 'Collection items' }).getByRole('listitem').filter({ hasText: 'Leonardo' });
  await expect(row).toContainText('Paid £75.12');
  await expect(row).toContainText('Value £75.12');
  await expect(page.getByRole('main')).not.toHaveText(DOLLAR_AMOUNT);

  // A new visit starts in pounds too.
  await page.reload();
  await expect(row).toContainText('Value £75.12');
  await page.goto('/');
  await expect(value).toContainText('£75.12');
  await expect(page.getByRole('main')).not.toHaveText(DOLLAR_AMOUNT);
});
