import { expect, expectAccessible, test } from './support/fixtures.ts';

interface StoredCopy {
  id: number;
  condition: string;
  purchase_price: number | null;
  packaging_type: string | null;
  variant: string | null;
}

test('on a phone, Add Copy on a loose copy’s page starts Loose with its variant, adds it and shows the new copy', async ({ page, api }) => {
  const shredder = await api.figure('Shredder', 1988);
  const loose = await api.addCopy({ figure_id: shredder.id, condition: 'Good', packaging_type: 'Loose', variant: 'Light-blue pants' });
  await page.goto(`/inventory/${loose.id}`);

  // Nothing remembered: the copy itself says how it is packaged, so nothing is asked.
  expect(await page.evaluate(() => localStorage.getItem('scan-packaging'))).toBeNull();
  await page.getByRole('button', { name: 'Add Copy' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Another Copy' });
  await expect(modal.getByRole('radio', { name: /Loose/ })).toBeChecked();
  await expect(modal.getByLabel('Variant')).toHaveValue('Light-blue pants');
  await expectAccessible(page);
  await modal.getByLabel('Purchase Price').fill('14');
  await modal.getByRole('button', { name: 'Add Copy' }).click();
  await expect(modal).toHaveCount(0);

  const { copies } = await api.json<{ copies: StoredCopy[] }>('GET', `/inventory/figure/${shredder.id}/copies`);
  const added = copies.find((c) => c.id !== loose.id)!;
  expect(added).toMatchObject({ condition: 'Good', packaging_type: 'Loose', variant: 'Light-blue pants', purchase_price: 14 });
  await expect(page).toHaveURL(new RegExp(`/inventory/${added.id}$`));
  await expect(page.getByRole('heading', { name: 'Shredder', level: 1 })).toBeVisible();
  // No market prices yet: the new copy is worth what was paid for it.
  await expect(page.getByTestId('estimated-value')).toHaveText('$14.00');
});

test('on a phone, Add Copy on the page of a copy of no packaging asks carded or loose when nothing was remembered', async ({ page, api }) => {
  const krang = await api.figure('Krang', 1989);
  const unknown = await api.addCopy({ figure_id: krang.id, condition: 'Fair' });
  await page.goto(`/inventory/${unknown.id}`);
  await page.getByRole('button', { name: 'Add Copy' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Another Copy' });
  await expect(modal.getByRole('radio', { checked: true })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Add Copy' }).click();
  await expect(modal.getByRole('group', { name: 'Packaging' })).toContainText('Choose the packaging: carded or loose decides what the copy is worth');
  await modal.getByRole('radio', { name: /Carded/ }).check();
  await modal.getByRole('button', { name: 'Add Copy' }).click();
  await expect(modal).toHaveCount(0);
  const { copies } = await api.json<{ copies: StoredCopy[] }>('GET', `/inventory/figure/${krang.id}/copies`);
  expect(copies.find((c) => c.id !== unknown.id)).toMatchObject({ packaging_type: 'Sealed MOC', variant: null });
});
