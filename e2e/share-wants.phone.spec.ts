import { chromium, devices } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';

const PASSWORD = 'a want list for the dealer';

// Behind the password, as any app a phone reaches is: the link must open with no login all the same.
test.use({ serverEnv: { APP_PASSWORD: PASSWORD } });

test('a want-list link opens in a fresh browser with no session: wants without targets, then with them after the toggle', async ({ page, server }) => {
  await page.goto('/login?next=%2Fwants');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/wants$/);

  // Two wants, one with a target, made through the app's own API with the collector's session.
  const request = page.request;
  const figure = async (name: string) => ((await (await request.get(`${server.url}/api/figures?q=${encodeURIComponent(name)}&year=1988`)).json()) as { id: number; name: string }[]).find((f) => f.name === name)!.id;
  for (const [name, target] of [['Bebop', 25], ['Rocksteady', null]] as const) {
    const res = await request.post(`${server.url}/api/wants`, { data: { figure_id: await figure(name), tier: 'loose', ...(target && { target_price: target }) }, headers: { origin: server.url } });
    expect(res.status()).toBe(201);
  }
  await page.reload();

  // Share: a want-list link, targets hidden as the form starts.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Show my target prices')).not.toBeChecked();
  await dialog.getByLabel('Title').fill('Looking for these at the show');
  await dialog.getByRole('button', { name: 'Make the link' }).click();
  const address = await dialog.getByLabel('Link address').inputValue();
  expect(address).toMatch(new RegExp(`^${server.url}/s/[A-Za-z0-9_-]{32}$`));
  await expect(dialog.getByRole('img', { name: /QR code of the link/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A dealer's phone: a browser of its own, no cookie, no login.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const dealer = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
    const scripts: string[] = [];
    dealer.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
    await dealer.goto(address);
    await expect(dealer.getByRole('heading', { level: 1, name: 'Looking for these at the show' })).toBeVisible();
    await expect(dealer.getByText('2 figures wanted')).toBeVisible();
    const wants = dealer.getByRole('listitem');
    await expect(wants).toHaveCount(2);
    await expect(wants.nth(0)).toContainText('Bebop');
    await expect(wants.nth(1)).toContainText('Rocksteady');
    await expect(dealer.getByText(/up to/)).toHaveCount(0);
    await expect(dealer.getByText('$25.00')).toHaveCount(0);
    // No login asked, no app script loaded: the page is made whole on the server.
    await expect(dealer.getByLabel('Password')).toHaveCount(0);
    expect(scripts).toEqual([]);
    await expectAccessible(dealer);

    // The collector shows the targets (Settings, Sharing); the dealer reloads.
    await page.goto('/settings/sharing');
    const link = page.getByRole('listitem', { name: 'Looking for these at the show' });
    await link.getByLabel('Show my target prices').check();
    await expect(link).toContainText('targets shown');
    await dealer.reload();
    await expect(dealer.getByRole('listitem').nth(0)).toContainText('up to $25.00');
    await expect(dealer.getByRole('listitem').nth(1)).not.toContainText('up to');

    // Ended: the dealer's page says the link does not work, as for one never made.
    await link.getByRole('button', { name: 'End' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End' }).click();
    await expect(link).toHaveCount(0);
    await dealer.reload();
    await expect(dealer.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
