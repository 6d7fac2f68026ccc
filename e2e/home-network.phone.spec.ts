import fs from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { writeBarcodeY4m } from './support/barcode-video.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

const PASSWORD = 'heroes in a half shell';
const CODE = '036000291452';

// As a collector's phone meets the app: over HTTPS with the app's own certificate, behind the password.
test.use({ serverEnv: { HTTPS: 'on', APP_PASSWORD: PASSWORD } });

test('on a phone over HTTPS: log in, scan with the camera, back up, lose the copy, restore it', async ({ server }) => {
  expect(server.url).toMatch(/^https:\/\//);
  // A phone's browser with a camera filming a printed UPC-A; the certificate is the app's own, so its warning is clicked through.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${writeBarcodeY4m(CODE)}`],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true, acceptDownloads: true });
    const page = await context.newPage();

    // Nothing without the password.
    expect((await page.request.get(`${server.url}/api/inventory`)).status()).toBe(401);
    await page.goto(`${server.url}/scan`);
    await expect(page).toHaveURL(/\/login\?next=%2Fscan$/);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/scan$/);
    expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe('https:');

    // The code is linked to Splinter once, as a collector would from an earlier scan.
    const figures = (await (await page.request.get(`${server.url}/api/figures?q=Splinter&year=1988`)).json()) as { id: number; name: string }[];
    const splinter = figures.find((f) => f.name === 'Splinter')!;
    expect((await page.request.post(`${server.url}/api/figures/${splinter.id}/upcs`, { data: { upc: CODE }, headers: { origin: server.url } })).status()).toBe(201);

    await page.getByRole('tab', { name: 'Camera Scan' }).click();
    await expect(page.getByLabel('Camera preview')).toBeVisible();
    await expect(page.getByTestId('scan-success')).toContainText('Splinter', { timeout: 20_000 });
    await expectAccessible(page);

    // Back up from Settings (the gear in the header).
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // A phone lists the sections; each opens at its own address, with the way back to the list.
    await page.getByRole('link', { name: /^Backups/ }).click();
    await expect(page).toHaveURL(/\/settings\/backups$/);
    await expect(page.getByRole('link', { name: 'All settings' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Back up now' }).click()]);
    const backup = await download.path();
    expect(fs.readFileSync(backup).subarray(0, 2).toString()).toBe('PK');

    // The copy is lost; the backup brings it back.
    const items = (await (await page.request.get(`${server.url}/api/inventory`)).json()) as { id: number; name: string }[];
    expect(items.map((i) => i.name)).toEqual(['Splinter']);
    expect((await page.request.delete(`${server.url}/api/inventory/${items[0].id}`, { headers: { origin: server.url } })).status()).toBe(204);
    await page.getByLabel('Backup file to restore (.zip)').setInputFiles(backup);
    await page.getByRole('dialog', { name: 'Restore this backup?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Restored the backup of' })).toContainText(': 1 copy');
    await page.getByRole('navigation', { name: 'Main' }).locator('visible=true').getByRole('link', { name: 'Collection' }).click();
    await expect(page.getByText('Splinter').first()).toBeVisible();
    expect(((await (await page.request.get(`${server.url}/api/inventory`)).json()) as unknown[]).length).toBe(1);
  } finally {
    await browser.close();
  }
});
