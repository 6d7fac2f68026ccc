import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server.ts';

// These tests stop their server halfway, so each starts its own instead of the fixtures' one.
// http://127.0.0.1 is a secure context, like HTTPS: the app registers its service worker there.

const BUILT_WEB = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../web/dist');
const OFFLINE = /^Offline: cannot reach the collection's server\./;

/** Opens the app and waits until its service worker is installed and controls the page. */
async function openWithWorker(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your collection' })).toBeVisible();
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toBe(`${url}/sw.js`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A server for the web app built in `web` (startServer takes it from E2E_WEB_DIST). */
async function startServerOn(web: string): Promise<RunningServer> {
  const saved = process.env.E2E_WEB_DIST;
  process.env.E2E_WEB_DIST = web;
  try {
    return await startServer();
  } finally {
    if (saved === undefined) delete process.env.E2E_WEB_DIST;
    else process.env.E2E_WEB_DIST = saved;
  }
}

/** Every URL in the page's Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

test('without its server the installed app opens its shell and says offline; the API is never answered from a cache', async ({ page }) => {
  const server = await startServer();
  let running = true;
  try {
    await openWithWorker(page, server.url);
    // The collection was asked for while online: a worker that cached API answers would have it now.
    expect(await page.evaluate(() => fetch('/api/inventory').then((r) => r.status))).toBe(200);
    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => /^\/(api|uploads)\//.test(url))).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);

    await server.stop();
    running = false;

    // A page never opened before: the shell, from the worker, instead of the browser's "site can't be reached".
    const opened = await page.goto(`${server.url}/collection`);
    expect(opened?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'TMNT Inventory Scanner' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collection' })).toBeVisible();
    await expectAccessible(page);

    // The API fails as the network does: no stale answer from the worker, for the app's requests or an opened URL.
    expect(await page.evaluate(() => fetch('/api/inventory').then((r) => `answered ${r.status}`, (e: Error) => e.name))).toBe('TypeError');
    await expect(page.goto(`${server.url}/api/inventory`)).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
  } finally {
    if (running) await server.stop();
  }
});

test('a device without network sees the offline banner, which goes away when the network is back', async ({ page, context }) => {
  const server = await startServer();
  try {
    await openWithWorker(page, server.url);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('a new version of the app is used on the next open, online at once and then offline too', async ({ page }) => {
  // A copy of the build this test may change, as an update of the app would.
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-web-'));
  fs.cpSync(BUILT_WEB, web, { recursive: true });
  let server: RunningServer | undefined;
  try {
    server = await startServerOn(web);
    await openWithWorker(page, server.url);
    await expect(page.locator('meta[name="test-version"]')).toHaveCount(0);

    // The new version: another index.html, and the worker that precaches it.
    const indexHtml = path.join(web, 'index.html');
    fs.writeFileSync(indexHtml, fs.readFileSync(indexHtml, 'utf8').replace('<head>', '<head><meta name="test-version" content="2">'));
    const sw = path.join(web, 'sw.js');
    const worker = fs.readFileSync(sw, 'utf8');
    const newWorker = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1new-version"');
    expect(newWorker).not.toBe(worker);
    fs.writeFileSync(sw, newWorker);

    // Online, the page comes from the server, never from the worker's copy.
    await page.reload();
    await expect(page.locator('meta[name="test-version"]')).toHaveAttribute('content', '2');
    // The new worker takes over without waiting for the app to be closed (skipWaiting), so its shell is the offline one.
    await expect
      .poll(() => page.evaluate(async () => (await caches.match('/index.html', { ignoreSearch: true }))?.text() ?? ''), { timeout: 15_000 })
      .toContain('name="test-version"');
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))
      .toBe(false);
    await server.stop();
    server = undefined;
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.locator('meta[name="test-version"]')).toHaveAttribute('content', '2');
  } finally {
    await server?.stop();
    fs.rmSync(web, { recursive: true, force: true });
  }
});
