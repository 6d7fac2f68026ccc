import { expect, expectAccessible, test } from './support/fixtures.ts';

test('selling a copy of known cost shows its realised gain on the dashboard, and the copy in the Sold list', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const raph = await api.figure('Raphael', 1988);
  // Leonardo cost $40.00 + $12.50 shipping = $52.50.
  const sold = await api.json<{ id: number }>('POST', '/inventory', { figure_id: leo.id, condition: 'Good', packaging_type: 'Loose', purchase_price: 40, purchase_shipping: 12.5 });
  await api.addCopy({ figure_id: raph.id, condition: 'Fair', packaging_type: 'Loose', purchase_price: 10 });

  await page.goto(`/inventory/${sold.id}`);
  await page.getByRole('button', { name: 'Mark as Sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Sold' });
  // A negative fee is refused beside its field, with the API's own words, before anything is sent.
  await dialog.getByLabel('Price', { exact: true }).fill('65');
  await dialog.getByLabel('Fees', { exact: true }).fill('-1');
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(dialog.getByText('Fees must be 0 or more')).toBeVisible();
  // Sold for $65.00 + $8.50 shipping charged - $9.12 fees = $64.38: $11.88 more than it cost.
  await dialog.getByLabel('Shipping', { exact: true }).fill('8.50');
  await dialog.getByLabel('Fees', { exact: true }).fill('9.12');
  await dialog.getByLabel('Sold Where').fill('eBay');
  await expect(dialog.getByLabel(/Also record as a market sale of its tier/)).not.toBeChecked();
  await expect(dialog.getByTestId('sale-preview')).toHaveText('The sale returns $64.38: a gain of +$11.88 over the $52.50 it cost.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(dialog).toBeHidden();

  const sale = page.getByTestId('sale-summary');
  await expect(sale).toContainText('eBay');
  await expect(sale.getByTestId('realised-gain')).toHaveText('+$11.88');
  await expect(page.getByRole('button', { name: 'Undo Sale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Sold' })).toBeHidden();

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Total Items' })).toHaveText('Total Items1');
  const realised = page.getByTestId('realised-card');
  await expect(realised.getByTestId('realised-gain')).toHaveText('+$11.88');
  await expect(realised).toContainText('Sale proceeds$64.38');
  await expect(realised).toContainText('Cost of those sold$52.50');
  await expectAccessible(page);

  await realised.getByRole('link', { name: 'See the Sold list' }).click();
  const list = page.getByRole('table', { name: 'Sold copies' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').nth(1)).toContainText('Leonardo');
  await expect(list.getByRole('row').nth(1)).toContainText('+$11.88');

  // Undone from its copy: back in the collection, and nothing realised.
  await list.getByRole('link', { name: /Leonardo/ }).click();
  const copy = page.getByRole('dialog', { name: 'Leonardo' });
  await copy.getByRole('button', { name: 'Undo Sale' }).click();
  await copy.getByRole('group', { name: 'Undo the sale' }).getByRole('button', { name: 'Undo Sale' }).click();
  await expect(copy.getByTestId('sale-summary')).toBeHidden();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Total Items' })).toHaveText('Total Items2');
  await expect(page.getByTestId('realised-card')).toBeHidden();
});
