import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Many copies at once and tags (issue 38 points 4 and 5), on a desktop: every copy that matches the filters selected
// and changed in one go, values following at once, the change undone; a copy tagged in its dialog, the tag filter
// kept in the address; copies deleted from the gallery and brought back.

const rows = (page: Page) => page.getByRole('list', { name: 'Collection items' }).getByRole('listitem');
const bar = (page: Page) => page.getByRole('region', { name: 'Selected copies' });

test('select every copy that matches, set their packaging in one change with values following, and undo it', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const ace = await api.figure('Ace Duck', 1989);
  for (const figure of [leo, leo, ace]) await api.addCopy({ figure_id: figure.id, condition: 'Good', packaging_type: 'Loose', purchase_price: 10 });
  // Carded Leonardos sell for 80: a Leonardo set to carded is worth that at once.
  await api.json('POST', `/figures/${leo.id}/sales`, { price: 80, date: '2026-10-01', tier: 'carded' });

  await page.goto('/collection');
  await page.getByLabel('Search').fill('leonardo');
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(bar(page).getByTestId('selected-count')).toHaveText('2 copies selected');
  await bar(page).getByRole('button', { name: 'Packaging' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set the packaging: 2 copies' });
  await dialog.getByLabel('Packaging').selectOption('Sealed MOC');
  await dialog.getByRole('button', { name: 'Change 2 copies' }).click();
  await expect(bar(page).getByTestId('bulk-done')).toHaveText(/Set the packaging of 2 copies to Sealed MOC\./);
  await expect(rows(page).first()).toContainText('$80.00');
  await page.goto('/');
  await expect(page.getByText('$170.00').first()).toBeVisible();

  await page.goBack();
  await page.getByLabel('Search').fill('');
  await page.getByRole('button', { name: 'Select all' }).click();
  await bar(page).getByRole('button', { name: 'Condition' }).click();
  await page.getByRole('dialog', { name: 'Set the condition: 3 copies' }).getByLabel('Condition').selectOption('Mint');
  await page.getByRole('button', { name: 'Change 3 copies' }).click();
  await expect(bar(page).getByTestId('bulk-done')).toContainText('Set 3 copies to Mint.');
  // Each row shows its condition once (a second badge is for narrow screens).
  await expect(rows(page).getByText('Mint', { exact: true }).locator('visible=true')).toHaveCount(3);
  await expectAccessible(page);
  await bar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(bar(page).getByTestId('bulk-done')).toHaveText('Undone: every copy is as it was.');
  await expect(rows(page).getByText('Good', { exact: true }).locator('visible=true')).toHaveCount(3);
});

test('a copy tagged in its dialog, found by the tag filter kept in the address; copies deleted from the gallery and brought back', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const bebop = await api.figure('Bebop', 1988);
  const tagged = await api.addCopy({ figure_id: leo.id, condition: 'Good' });
  await api.addCopy({ figure_id: bebop.id, condition: 'Good' });
  await api.addCopy({ figure_id: bebop.id, condition: 'Fair' });

  await page.goto(`/collection/${tagged.id}`);
  const dialog = page.getByRole('dialog', { name: 'Leonardo' });
  await dialog.getByRole('textbox', { name: 'Add a tag' }).fill('For trade');
  await dialog.getByRole('textbox', { name: 'Add a tag' }).press('Enter');
  await expect(dialog.getByRole('list', { name: 'Tags' })).toHaveText('For trade');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByLabel('Tag', { exact: true }).selectOption('For trade');
  await expect(rows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/tag=For\+trade/);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Leonardo');
  await page.getByRole('link', { name: 'Clear all filters' }).click();

  await page.getByRole('button', { name: 'Gallery' }).click();
  await page.getByRole('checkbox', { name: /^Select Bebop/ }).first().click();
  await page.getByRole('checkbox', { name: /^Select Bebop/ }).last().click();
  await bar(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete: 2 copies' }).getByRole('button', { name: 'Delete 2 copies' }).click();
  await expect(bar(page).getByTestId('bulk-done')).toContainText('Deleted 2 copies.');
  await expect(page.getByTestId('item-count')).toHaveText('1 item');
  await bar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('item-count')).toHaveText('3 items');
});
