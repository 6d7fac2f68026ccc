import { expect, expectAccessible, test } from './support/fixtures.ts';

test('on a phone the navigation sits in a second row under the header', async ({ page }) => {
  await page.goto('/');
  const navs = page.getByRole('navigation', { name: 'Main' });
  const visible = navs.locator('visible=true');
  await expect(visible).toHaveCount(1);
  const header = await page.locator('header a[href="/"]').first().boundingBox();
  const navBox = await visible.boundingBox();
  expect(navBox!.y).toBeGreaterThan(header!.y + header!.height - 1);
  for (const name of ['Dashboard', 'Scan', 'Collection', 'Analysis']) await expect(visible.getByRole('link', { name })).toBeVisible();
  await visible.getByRole('link', { name: 'Scan' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(visible.getByRole('link', { name: 'Scan' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});
