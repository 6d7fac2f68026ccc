import fs from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, test } from './support/fixtures.ts';

test('Settings: the gear opens it, in sections with their own addresses; it says how the app runs, backs up the collection and restores it after a loss', async ({ page, api, server }) => {
  const leo = await api.figure('Leonardo', 1988);
  const copy = await api.addCopy({ figure_id: leo.id, condition: 'Near Mint', purchase_price: 42.5, notes: 'From the 1988 fair' });

  await page.goto('/');
  await page.getByRole('link', { name: 'Settings' }).click();
  // A wide screen opens the first section, with the others in the side list.
  await expect(page).toHaveURL(/\/settings\/phone$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(sections.getByRole('link')).toHaveText(['Phone', 'Away from home', 'Money', 'Backups', 'Services', 'Alerts', 'Sharing', 'Sign-in', 'API keys', 'API', 'About']);
  await expect(sections.getByRole('link', { name: 'Phone' })).toHaveAttribute('aria-current', 'page');

  // Listening on loopback (as the tests do): no phone address, and what to set for one.
  const phone = page.getByRole('region', { name: 'Open on your phone' });
  await expect(phone).toContainText('The app listens on this computer only (HOST=127.0.0.1): start it with HOST=0.0.0.0 and APP_PASSWORD set');
  await sections.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/settings\/services$/);
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('listitem').filter({ hasText: 'AI grading and insights' })).toContainText('Not set up');
  await expect(services.getByRole('listitem').filter({ hasText: 'UPC lookup' })).toContainText("Enter a UPC database's lookup URL");
  await expect(phone).toHaveCount(0);
  await sections.getByRole('link', { name: 'About' }).click();
  const about = page.getByRole('region', { name: 'About' });
  await expect(about).toContainText(server.dataDir);
  await expect(about).toContainText(/Database schema\s*\d{4}-\d{2}-\d{2}-\d{2}-/);
  await expect(about).toContainText('LoginNone: the app is open to this computer only');
  await expectAccessible(page);
  // Each section has its own address: a reload stays there.
  await page.reload();
  await expect(page.getByRole('region', { name: 'About' })).toContainText(server.dataDir);

  await page.goto('/settings/backups');

  // Back up now: made on the server (a POST), kept in DATA_DIR/backups, and downloaded as a zip of the whole collection.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Back up now' }).click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.zip$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  expect(fs.readFileSync(file).equals(fs.readFileSync(path.join(server.dataDir, 'backups', name)))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Backed up to' })).toContainText(`Backed up to ${name}`);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  // The copy is lost, then the backup restored, behind a confirmation.
  await api.json('DELETE', `/inventory/${copy.id}`);
  await page.getByLabel('Backup file to restore (.zip)').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(dialog).toContainText('The whole collection (copies, grades, prices, linked codes) is replaced');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await api.json<unknown[]>('GET', '/inventory')).toEqual([]);

  await page.getByLabel('Backup file to restore (.zip)').setInputFiles(file);
  await page.getByRole('dialog', { name: 'Restore this backup?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored the backup of' })).toContainText(': 1 copy, 0 price records and 0 photos.');
  // The collection on screen is the restored one.
  await page.getByRole('link', { name: 'Collection' }).first().click();
  await expect(page.getByText('Leonardo').first()).toBeVisible();
  const restored = await api.json<{ id: number; notes: string }>('GET', `/inventory/${copy.id}`);
  expect(restored.notes).toBe('From the 1988 fair');
});

test('Settings: a file that is not a backup is refused in the dialog, and nothing changes', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  await api.addCopy({ figure_id: leo.id, condition: 'Good' });
  await page.goto('/settings/backups');
  await page.getByLabel('Backup file to restore (.zip)').setInputFiles({ name: 'holiday.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip at all, only some words to fill it up') });
  const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/Could not restore: The file is not a complete backup zip/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await api.json<unknown[]>('GET', '/inventory')).toHaveLength(1);
});
