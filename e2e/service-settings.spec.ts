import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, expectAccessible, test } from './support/fixtures.ts';

const FIRST_KEY = 'upc-e2e-first-key-7c1d';
const SECOND_KEY = 'upc-e2e-second-key-4f2a';

/** A UPC database on 127.0.0.1 speaking UPCitemdb's lookup API, taking the two keys above and refusing any other. */
async function startFakeUpcDatabase() {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.headers.user_key !== FIRST_KEY && req.headers.user_key !== SECOND_KEY) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ code: 'INVALID_KEY', message: 'Authentication failed' }));
    }
    res.end(JSON.stringify({ code: 'OK', total: 0, offset: 0, items: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod/v1/lookup`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('Settings: a UPC database is set up in the page, checked with it, its key shown only by its end, changed and removed', async ({ page, server }) => {
  const upcDb = await startFakeUpcDatabase();
  try {
    await page.goto('/settings/services');
    const services = page.getByRole('region', { name: 'Services' });
    await expect(services).toContainText(`Kept in ${path.join(server.dataDir, 'services.json')}, readable by this user only; not in backups or exports.`);
    const upc = services.getByRole('listitem').filter({ hasText: 'UPC lookup' });
    await expect(upc).toContainText('Not set up');
    const form = upc.getByRole('form', { name: 'UPC lookup' });

    // A key the database refuses: said next to it, and nothing is saved.
    await form.getByLabel('Lookup URL').fill(upcDb.url);
    await form.getByLabel('API key').fill('not-a-key-of-theirs');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('API key')).toHaveAccessibleDescription(/^The UPC database refused this key: .*answered 401: Authentication failed/);
    expect(fs.existsSync(path.join(server.dataDir, 'services.json'))).toBe(false);

    await form.getByLabel('API key').fill(FIRST_KEY);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('The UPC database answered a lookup of 036000291452 (0 products found): unknown codes are looked up there from now on.');
    await expect(upc).toContainText('Set up');
    await expect(form.getByLabel('API key')).toHaveValue('');
    await expect(form).toContainText('Now set, ending in …7c1d: leave empty to keep it.');
    await expectAccessible(page);

    // Changed: the new key is checked and shown by its end; the page never holds the key itself.
    await form.getByLabel('API key').fill(SECOND_KEY);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText('Now set, ending in …4f2a: leave empty to keep it.');
    await page.reload();
    await expect(page.getByRole('form', { name: 'UPC lookup' })).toContainText('Now set, ending in …4f2a');
    expect(await page.content()).not.toContain(SECOND_KEY);
    expect(JSON.parse(fs.readFileSync(path.join(server.dataDir, 'services.json'), 'utf8')).upc_lookup.api_key).toBe(SECOND_KEY);

    // Dark, on a 390 px phone: readable, nothing scrolls sideways.
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('form', { name: 'UPC lookup' }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Removed: not set up again.
    await page.getByRole('form', { name: 'UPC lookup' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('region', { name: 'Services' }).getByRole('listitem').filter({ hasText: 'UPC lookup' })).toContainText('Not set up');
    await expect(page.getByRole('form', { name: 'UPC lookup' }).getByRole('status')).toHaveText('Removed: what the environment sets still applies.');
  } finally {
    await upcDb.close();
  }
});

test.describe('with the eBay keys in the environment', () => {
  test.use({ serverEnv: { EBAY_CLIENT_ID: 'env-client-id-0001', EBAY_CLIENT_SECRET: 'env-client-secret-0002', EBAY_API_BASE: 'http://127.0.0.1:9' } });

  test('Settings: fields set in the environment are shown as such and cannot be changed there', async ({ page }) => {
    await page.goto('/settings/services');
    const ebay = page.getByRole('form', { name: 'eBay prices' });
    await expect(ebay.getByLabel('Client secret')).toHaveValue('set, ending in …0002');
    await expect(ebay.getByLabel('Client secret')).toHaveAttribute('readonly', '');
    await expect(ebay.getByLabel('Client ID')).toHaveAccessibleDescription('Set by EBAY_CLIENT_ID in the environment, which wins: change it there.');
    await expect(ebay.getByRole('button', { name: 'Save' })).toHaveCount(0);
    expect(await page.content()).not.toContain('env-client-secret-0002');
  });
});
