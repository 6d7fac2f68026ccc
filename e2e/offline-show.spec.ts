import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { writeBarcodeY4m } from './support/barcode-video.ts';
import { Api } from './support/fixtures.ts';
import { freePort, startServer, type RunningServer } from './support/server.ts';

// At a toy show (issue 37): the phone's pocket copy answers with the home server stopped, what the collector adds and
// changes waits in its outbox across a browser restart, and reaches the server exactly once when it is back.
// Each test starts and stops its own server on one address (the pocket copy belongs to it), under a browser profile
// kept on disk, closed and opened again as a phone would be.

const OWNED = '036000291452';
const WANTED = '4006381333931';
const NEITHER = '012345678905';
const OFFLINE = /^Offline: cannot reach the collection's server\. Showing this phone's copy of your collection, as of \d\d:\d\d today/;

/** The home server: one address and one DATA_DIR, stopped and started again under the browser. */
class HomeServer {
  private running: RunningServer | null = null;
  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<HomeServer> {
    const home = new HomeServer(await freePort(), fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-show-')), env);
    await home.start();
    return home;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.running = await startServer(this.env, this.dataDir, { keepDataDir: true, port: this.port });
  }

  async stop() {
    await this.running?.stop();
    this.running = null;
  }

  async close() {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

interface Copy {
  id: number;
  figure_id: number;
  condition: string;
  storage_location: string | null;
  notes: string | null;
}

/** The collection as it is on the server, and what is needed to tell the copies apart. */
const copies = (api: Api) => api.json<Copy[]>('GET', '/inventory');

/** A Chromium with a profile on disk (and a camera filming a barcode), as a phone keeps its app's storage. */
function openBrowser(profile: string, camera?: string): Promise<BrowserContext> {
  const cameraArgs = camera ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${writeBarcodeY4m(camera)}`] : [];
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', ...cameraArgs],
    viewport: { width: 390, height: 844 },
  });
}

/** What a collection at home holds: an owned Leonardo, a wanted Shredder, a Splinter with prices only, a Raphael to edit. */
async function homeCollection(api: Api) {
  const leo = await api.figure('Leonardo', 1988);
  const shredder = await api.figure('Shredder', 1988);
  const splinter = await api.figure('Splinter', 1988);
  const raph = await api.figure('Raphael', 1988);
  await api.linkUpc(leo.id, OWNED);
  await api.linkUpc(shredder.id, WANTED);
  await api.linkUpc(splinter.id, NEITHER);
  const today = new Date().toISOString().slice(0, 10);
  for (const price of [30, 32, 34]) await api.json('POST', `/figures/${splinter.id}/sales`, { price, date: today, tier: 'loose', title: `Splinter loose ${price}` });
  const owned = await api.addCopy({ figure_id: leo.id, condition: 'Good', packaging_type: 'Loose', purchase_price: 18, storage_location: 'Tote A' });
  const toEdit = await api.addCopy({ figure_id: raph.id, condition: 'Fair', packaging_type: 'Loose', storage_location: 'Tote A' });
  await api.json('POST', '/wants', { figure_id: shredder.id, tier: 'loose', target_price: 25 });
  return { leo, shredder, splinter, raph, owned, toEdit };
}

/** Opens the Scan page and waits until the service worker controls it (the app then opens with no server). */
async function openScan(page: Page, url: string) {
  await page.goto(`${url}/scan`);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
}

async function getReady(page: Page) {
  await page.getByRole('button', { name: 'Get ready for a show' }).click();
  await expect(page.getByTestId('pocket-summary')).toContainText(/This phone holds 2 copies, \d+ figures, prices as of \d\d:\d\d today/);
}

async function check(page: Page, code: string) {
  await page.getByRole('radio', { name: /Check/ }).check();
  await page.getByRole('textbox', { name: 'Enter UPC Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Enter UPC Code' }).press('Enter');
}

/** The two adds (a scan, a name) and the edit a collector makes at the show with no connection. */
async function buyAtTheShow(page: Page, toEdit: number) {
  await page.getByRole('radio', { name: /Add/ }).check();
  await page.getByRole('combobox', { name: 'Packaging' }).selectOption('Loose');
  await page.getByRole('textbox', { name: 'Enter UPC Code' }).fill(NEITHER);
  await page.getByRole('textbox', { name: 'Enter UPC Code' }).press('Enter');
  await expect(page.getByTestId('scan-queued')).toContainText('Added Splinter on this phone: waiting to sync');
  await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('1 waiting to sync');

  await page.getByRole('button', { name: 'Add by name' }).click();
  await page.getByRole('searchbox', { name: 'Figure name' }).fill('casey jones');
  await page.getByRole('button', { name: /^Casey Jones/ }).first().click();
  await page.getByRole('button', { name: 'Add to collection' }).click();
  await expect(page.getByTestId('add-by-name-queued')).toContainText('waiting to sync');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.goto(`${new URL(page.url()).origin}/inventory/${toEdit}`);
  await page.getByRole('button', { name: 'Edit on this phone' }).click();
  await page.getByLabel('Storage location').fill('Tote C');
  await page.getByRole('button', { name: 'Save on this phone' }).click();
  await expect(page.getByText('waiting to sync')).toBeVisible();
  await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('3 waiting to sync');
}

/** Exactly the two copies bought and the one edit reached the server, once. */
async function expectHomeHasTheShow(api: Api, before: Copy[], toEdit: number, figures: { splinter: number; casey: number }) {
  const after = await copies(api);
  const added = after.filter((c) => !before.some((b) => b.id === c.id));
  expect(added.map((c) => c.figure_id).sort()).toEqual([figures.splinter, figures.casey].sort());
  expect(after).toHaveLength(before.length + 2);
  expect(after.find((c) => c.id === toEdit)?.storage_location).toBe('Tote C');
}

test.describe.configure({ timeout: 180_000 });

test('offline at a show: checks by code, name and camera from the pocket copy; two adds and an edit survive a restart and reach the server once', async () => {
  const home = await HomeServer.start();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-phone-'));
  let browser = await openBrowser(profile, OWNED);
  try {
    const api = new Api(home.url);
    const { splinter, toEdit } = await homeCollection(api);
    const casey = await api.figure('Casey Jones', 1989);
    const before = await copies(api);
    let page = browser.pages()[0] ?? (await browser.newPage());
    await openScan(page, home.url);
    await getReady(page);

    await home.stop();
    // The banner within 3 s of the server going away, saying what is shown instead.
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible({ timeout: 3000 });

    // Owned: how many, each with packaging, condition and what was paid; as of when.
    await check(page, OWNED);
    const owned = page.getByTestId('check-answer');
    await expect(owned).toContainText('You own 1');
    await expect(owned).toContainText('Loose Good paid $18.00');
    await expect(owned.getByTestId('as-of')).toHaveText(/^From this phone's copy, as of \d\d:\d\d today$/);
    // Wanted: its tier and target.
    await check(page, WANTED);
    await expect(page.getByTestId('check-wanted')).toHaveText('On your want list: loose, up to $25.00');
    // Neither: the figure's tier prices and an offer to add it.
    await check(page, NEITHER);
    await expect(page.getByTestId('check-neither')).toBeVisible();
    await expect(page.getByTestId('check-prices')).toHaveText('loose $32.00 avg of 3 sold in 90 days');
    await expect(page.getByRole('button', { name: 'Add it to the collection' })).toBeVisible();
    // By name, in Add by name's search, from the phone's catalogue.
    await page.getByRole('button', { name: 'Add by name' }).click();
    await page.getByRole('searchbox', { name: 'Figure name' }).fill('leo 1988');
    await expect(page.getByRole('list', { name: 'Matching figures' }).getByRole('button').first()).toContainText('Leonardo');
    await page.getByRole('button', { name: 'Close' }).click();
    // By camera: the barcode reader runs from what the service worker keeps (the server is stopped).
    await page.getByRole('tab', { name: 'Camera Scan' }).click();
    await expect(page.getByTestId('check-answer')).toContainText('You own 1', { timeout: 20_000 });
    await expect(page.getByTestId('check-answer')).toContainText('Leonardo');
    await page.getByRole('tab', { name: 'Manual Entry' }).click();

    await buyAtTheShow(page, toEdit.id);

    // The phone is closed and opened again, still with no server: the queue and the pocket copy are still there.
    await browser.close();
    browser = await openBrowser(profile);
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${home.url}/collection`);
    await expect(page.getByTestId('pocket-count')).toHaveText('4 copies');
    await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('3 waiting to sync');
    await page.goto(`${home.url}/sync`);
    await expect(page.getByTestId('outbox-entry')).toHaveText([/^Add Splinter \(1988\): Loose, Good/, /^Add Casey Jones \(1989\)/, /^Change your Raphael \(1988\): storage location Tote C/]);

    // Home again: sent on their own, once each.
    await home.start();
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('last-sync')).toHaveText('Last sync: 2 added, 1 changed, 0 need a look.');
    await expectHomeHasTheShow(api, before, toEdit.id, { splinter: splinter.id, casey: casey.id });
  } finally {
    await browser.close();
    await home.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the first sync’s answer lost after the server wrote: sent again, the server adds nothing twice', async () => {
  const home = await HomeServer.start();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-phone-'));
  const browser = await openBrowser(profile);
  try {
    const api = new Api(home.url);
    const { splinter, toEdit } = await homeCollection(api);
    const casey = await api.figure('Casey Jones', 1989);
    const before = await copies(api);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await openScan(page, home.url);
    await getReady(page);
    await home.stop();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible({ timeout: 3000 });
    await buyAtTheShow(page, toEdit.id);

    // The first add reaches the server, which writes it; its answer never reaches the phone.
    let dropped = 0;
    await browser.route('**/api/inventory', async (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
      dropped++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await home.start();
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 30_000 });
    expect(dropped).toBe(1);
    await expectHomeHasTheShow(api, before, toEdit.id, { splinter: splinter.id, casey: casey.id });
  } finally {
    await browser.close();
    await home.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('changes made at home meanwhile: another field is merged by itself, the same field is asked', async () => {
  const home = await HomeServer.start();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-phone-'));
  const browser = await openBrowser(profile);
  try {
    const api = new Api(home.url);
    const { owned, toEdit } = await homeCollection(api);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await openScan(page, home.url);
    await getReady(page);
    await browser.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible({ timeout: 3000 });

    for (const [id, field, value] of [[toEdit.id, 'Storage location', 'Tote C'], [owned.id, 'Notes', 'Bought at the show']] as const) {
      await page.goto(`${home.url}/inventory/${id}`);
      await page.getByRole('button', { name: 'Edit on this phone' }).click();
      await page.getByLabel(field).fill(value);
      await page.getByRole('button', { name: 'Save on this phone' }).click();
      await expect(page.getByText('waiting to sync')).toBeVisible();
    }
    // At home meanwhile: the same field of one copy, another field of the other.
    await api.json('PATCH', `/inventory/${toEdit.id}`, { storage_location: 'Tote B' });
    await api.json('PATCH', `/inventory/${owned.id}`, { storage_location: 'Shelf 2' });

    await browser.setOffline(false);
    await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('1 waiting to sync, 1 needs a look', { timeout: 20_000 });
    // Another field: both kept, with no question.
    const merged = await api.json<Copy & { storage_location: string }>('GET', `/inventory/${owned.id}`);
    expect(merged).toMatchObject({ notes: 'Bought at the show', storage_location: 'Shelf 2' });
    // The same field: both values shown, nothing overwritten until the collector chooses.
    expect((await api.json<Copy>('GET', `/inventory/${toEdit.id}`)).storage_location).toBe('Tote B');
    await page.goto(`${home.url}/sync`);
    await expect(page.getByTestId('clash')).toHaveText('at home: Tote B · on this phone: Tote C');
    await page.getByRole('radio', { name: "Keep this phone's: Tote C" }).check();
    await page.getByRole('button', { name: 'Use these' }).click();
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    expect((await api.json<Copy>('GET', `/inventory/${toEdit.id}`)).storage_location).toBe('Tote C');
  } finally {
    await browser.close();
    await home.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('with a login: the pocket copy opens offline on the last session, the login comes back when it ended, logging out clears the phone', async () => {
  const password = 'cowabunga 1987';
  const home = await HomeServer.start({ APP_PASSWORD: password });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-phone-'));
  let browser = await openBrowser(profile);
  try {
    let page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${home.url}/login?next=%2Fscan`);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/scan$/);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
    await page.getByRole('button', { name: 'Get ready for a show' }).click();
    await expect(page.getByTestId('pocket-summary')).toContainText('This phone holds 0 copies');

    // Opened again with no server: the last page, from the pocket copy, not the login page.
    await home.stop();
    await browser.close();
    browser = await openBrowser(profile);
    page = browser.pages()[0] ?? (await browser.newPage());
    const opening = Date.now();
    await page.goto(`${home.url}/`);
    await expect(page).toHaveURL(/\/scan$/);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.getByTestId('pocket-summary')).toBeVisible();
    expect(Date.now() - opening).toBeLessThan(10_000);

    // Added offline, it waits.
    await check(page, NEITHER);
    await expect(page.getByTestId('check-unknown')).toBeVisible();
    await page.getByRole('radio', { name: /Add/ }).check();
    await page.getByRole('button', { name: 'Add by name' }).click();
    await page.getByRole('searchbox', { name: 'Figure name' }).fill('splinter 1988');
    await page.getByRole('button', { name: /^Splinter/ }).first().click();
    await page.getByRole('dialog').getByRole('radio', { name: /^Loose/ }).check();
    await page.getByRole('button', { name: 'Add to collection' }).click();
    await expect(page.getByTestId('add-by-name-queued')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('1 waiting to sync');

    // Home again, but the session ended there meanwhile (logged out everywhere from another device): the login
    // page comes back, and what waits is kept until the collector is in again.
    await home.start();
    const cookie = (await browser.cookies()).find((c) => c.name === 'tmnt_session')!;
    expect((await fetch(`${home.url}/api/auth/logout-everywhere`, { method: 'POST', headers: { cookie: `${cookie.name}=${cookie.value}` } })).status).toBe(200);
    await expect(page).toHaveURL(/\/login\?next=/, { timeout: 20_000 });
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/scan$/);
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('pocket-summary')).toContainText('This phone holds 1 copy');

    // Logging out with a change still waiting (queued offline; its request is never answered): asked first, then
    // the phone's copy goes.
    await browser.setOffline(true);
    await page.getByRole('radio', { name: /Add/ }).check();
    await page.getByRole('button', { name: 'Add by name' }).click();
    await page.getByRole('searchbox', { name: 'Figure name' }).fill('splinter 1988');
    await page.getByRole('button', { name: /^Splinter/ }).first().click();
    await page.getByRole('button', { name: 'Add to collection' }).click();
    await expect(page.getByTestId('add-by-name-queued')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.route('**/api/inventory', (route) => route.abort('connectionrefused'));
    await browser.setOffline(false);
    await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('1 waiting to sync');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('logout-warning')).toHaveText(/^1 change made on this phone has not reached the server yet/);
    await page.getByRole('button', { name: 'Log out and lose it' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('tmnt-pocket');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pocket-status') ?? '{}') as { ready?: boolean; waiting?: number })).toMatchObject({ ready: false, waiting: 0 });
  } finally {
    await browser.close();
    await home.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
