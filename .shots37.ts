import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { startServer } from './e2e/support/server.ts';

const OUT = '/tmp/shots-37';
const server = await startServer({}, fs.mkdtempSync('/tmp/shots37-data-'));
const api = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${server.url}/api${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  return r.status === 204 ? null : r.json();
};
const fig = async (name: string, year: number) => ((await api('GET', `/figures?q=${encodeURIComponent(name)}`)) as { id: number; name: string; year: number }[]).find((f) => f.name === name && f.year === year)!;
const leo = await fig('Leonardo', 1988);
const shredder = await fig('Shredder', 1988);
await api('POST', `/figures/${leo.id}/upcs`, { upc: '036000291452' });
await api('POST', `/figures/${shredder.id}/upcs`, { upc: '4006381333931' });
const today = new Date().toISOString().slice(0, 10);
for (const [price, tier] of [[22, 'loose'], [24.5, 'loose'], [27, 'loose'], [95, 'carded'], [110, 'carded'], [88, 'carded']] as const) await api('POST', `/figures/${leo.id}/sales`, { price, date: today, tier, title: `Leonardo ${tier} ${price}` });
await api('POST', '/inventory', { figure_id: leo.id, condition: 'Good', packaging_type: 'Loose', purchase_price: 18, storage_location: 'Tote A' });
const carded = (await api('POST', '/inventory', { figure_id: leo.id, condition: 'Near Mint', packaging_type: 'Sealed MOC', purchase_price: 95, storage_location: 'Tote A' })) as { id: number };
await api('POST', '/wants', { figure_id: shredder.id, tier: 'loose', target_price: 25 });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: false });
}
for (const [device, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
  for (const dark of [false, true]) {
    const theme = dark ? 'dark' : 'light';
    const ctx = await browser.newContext({ viewport, colorScheme: dark ? 'dark' : 'light' });
    await ctx.addInitScript((d) => localStorage.setItem('darkMode', String(d)), dark);
    const page = await ctx.newPage();
    await page.goto(`${server.url}/scan`);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    await page.getByRole('button', { name: 'Get ready for a show' }).click();
    await page.getByTestId('pocket-summary').waitFor();
    await page.getByRole('radio', { name: /Check/ }).check();
    await page.getByRole('textbox', { name: 'Enter UPC Code' }).fill('036000291452');
    await page.getByRole('textbox', { name: 'Enter UPC Code' }).press('Enter');
    await page.getByTestId('check-answer').waitFor();
    await page.getByTestId('check-answer').scrollIntoViewIfNeeded();
    await shoot(page, `check-online-${device}-${theme}`);
    await ctx.setOffline(true);
    await page.getByText('Offline:').waitFor({ timeout: 5000 });
    await page.getByRole('textbox', { name: 'Enter UPC Code' }).fill('4006381333931');
    await page.getByRole('textbox', { name: 'Enter UPC Code' }).press('Enter');
    await page.getByTestId('check-wanted').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `check-offline-banner-${device}-${theme}`);
    await page.getByTestId('check-answer').scrollIntoViewIfNeeded();
    await shoot(page, `check-offline-wanted-${device}-${theme}`);
    // A queued add and an edit: the count in the header.
    await page.goto(`${server.url}/inventory/${carded.id}`);
    await page.getByRole('button', { name: 'Edit on this phone' }).click();
    await page.getByLabel('Storage location').fill('Tote C');
    await page.getByRole('button', { name: 'Save on this phone' }).click();
    await page.getByText('waiting to sync').first().waitFor();
    await shoot(page, `copy-offline-queued-${device}-${theme}`);
    // Home changes the same field meanwhile: the clash to choose.
    await api('PATCH', `/inventory/${carded.id}`, { storage_location: 'Tote B' });
    await ctx.setOffline(false);
    await page.getByTestId('sync-badge').filter({ hasText: '1' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="sync-badge"]')?.getAttribute('aria-label')?.includes('needs a look'), undefined, { timeout: 15000 });
    await page.goto(`${server.url}/sync`);
    await page.getByTestId('clash').waitFor();
    await shoot(page, `sync-clash-${device}-${theme}`);
    await page.getByRole('radio', { name: 'Keep home: Tote B' }).check();
    await page.getByRole('button', { name: 'Use these' }).click();
    await page.waitForTimeout(1000);
    await page.goto(`${server.url}/settings`);
    await page.getByRole('region', { name: 'Away from home' }).or(page.getByLabel('Away from home')).first().waitFor();
    await shoot(page, `settings-away-${device}-${theme}`);
    await ctx.close();
  }
}
await browser.close();
await server.stop();
console.log('done');
