/**
 * The pocket copy's figures (issue 37), measured by web-perf.ts in headless Chromium against a server holding 5,000
 * copies: a phone-sized page, its service worker installed, as a collector prepares before a show and uses it there.
 */
import type { Browser, Page, Response } from '@playwright/test';

const RUNS = 5;
const LOOKUPS = 60;
const CODE_FIGURES = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

/**
 * Resolves with the time (performance.now()) the page first holds what `found` looks for: checked on every change of
 * the page (a MutationObserver), so the time is when the answer was put in the page, not the next frame's poll.
 */
const WHEN_FOUND = `(found) => new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    resolve(performance.now());
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

/** One code typed into the Scan page (Check mode) until its answer names the figure. In-page code as text (see web-perf.ts). */
const TIME_ONE_CHECK = `(async ([code, name]) => {
  const input = document.querySelector('#scan-upc');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const answered = (${WHEN_FOUND})(() => [...document.querySelectorAll('[data-testid="check-answer"] h3')].some((h) => h.textContent === name));
  const start = performance.now();
  setValue.call(input, code);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  const end = await answered;
  // The next check starts from a page at rest.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return end - start;
})`;

/** One name typed into Add by name's search (offline: the phone's catalogue) until its first match is in the page. */
const TIME_ONE_NAME = `(async ([text, name]) => {
  const input = document.querySelector('#add-by-name-search');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const answered = (${WHEN_FOUND})(() => document.querySelector('ul[aria-label="Matching figures"] li button')?.textContent?.includes(name));
  const start = performance.now();
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const end = await answered;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return end - start;
})`;

interface Figure {
  id: number;
  name: string;
  year: number;
}

async function api<T>(url: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/api${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A valid UPC-A for a number (its check digit computed), so each figure gets a code of its own. */
function upcFor(n: number): string {
  const first11 = `0${String(990_000_00000 + n).slice(-10)}`;
  const sum = [...first11].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${first11}${(10 - (sum % 10)) % 10}`;
}

async function sizes(response: Response): Promise<{ decoded: number; encoded: number }> {
  return { decoded: (await response.body()).length, encoded: (await response.request().sizes()).responseBodySize };
}

async function openPhone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${url}/scan`);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
  return page;
}

export async function measurePocket(browser: Browser, url: string) {
  const figures = (await api<Figure[]>(url, 'GET', '/figures')).slice(0, CODE_FIGURES);
  const coded = figures.map((figure, n) => ({ figure, code: upcFor(n + 1) }));
  for (const { figure, code } of coded) await api(url, 'POST', `/figures/${figure.id}/upcs`, { upc: code });
  const someCopy = (await api<{ id: number }[]>(url, 'GET', '/inventory'))[0].id;

  const firstFetches: number[] = [];
  let full = { decoded: 0, encoded: 0 };
  let copies = 0;
  const syncs: number[] = [];
  let oneChange = { decoded: 0, encoded: 0 };
  const opens: number[] = [];
  const codeChecks: number[] = [];
  const nameChecks: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await openPhone(browser, url);
    // "Get ready for a show" until the phone says what it holds.
    const answer = page.waitForResponse((r) => r.url().includes('/api/sync'));
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Get ready for a show' }).click();
    await page.getByTestId('pocket-summary').filter({ hasText: /This phone holds 5,\d{3} copies/ }).waitFor();
    firstFetches.push((await page.evaluate(() => performance.now())) - started);
    const response = await answer;
    full = await sizes(response);
    copies = ((await response.json()) as { copies: unknown[] }).copies.length;

    // One change at home, then a sync until the phone's copy holds it (the Waiting to sync page's Sync now).
    await page.goto(`${url}/sync`);
    await api(url, 'PATCH', `/inventory/${someCopy}`, { notes: `Changed at home, run ${run}` });
    const delta = page.waitForResponse((r) => r.url().includes('/api/sync?since='));
    const syncButton = page.getByRole('button', { name: 'Sync now' });
    const syncStart = await page.evaluate(() => performance.now());
    await syncButton.click();
    await page.getByRole('button', { name: 'Syncing...' }).waitFor({ state: 'detached' });
    syncs.push((await page.evaluate(() => performance.now())) - syncStart);
    oneChange = await sizes(await delta);

    // Offline: the installed app opened again to the Scan page.
    await page.context().setOffline(true);
    await page.goto(`${url}/scan`, { waitUntil: 'commit' });
    await page.getByTestId('pocket-summary').waitFor();
    opens.push(await page.evaluate(() => performance.now()));

    // Checks by code (Check mode) and by name (Add by name), offline.
    await page.getByRole('radio', { name: /Check/ }).check();
    for (let n = 0; n < LOOKUPS / RUNS; n++) {
      const { figure, code } = coded[(run * 7 + n) % coded.length];
      codeChecks.push(await page.evaluate<number>(`(${TIME_ONE_CHECK})(${JSON.stringify([code, figure.name])})`));
    }
    await page.getByRole('button', { name: 'Add by name' }).click();
    // The dialog is its own chunk (from the service worker's cache here): timing starts once its search box is in.
    await page.locator('#add-by-name-search').waitFor();
    for (let n = 0; n < LOOKUPS / RUNS; n++) {
      const { figure } = coded[(run * 5 + n) % coded.length];
      nameChecks.push(await page.evaluate<number>(`(${TIME_ONE_NAME})(${JSON.stringify([`${figure.name} ${figure.year}`, figure.name])})`));
    }
    await page.context().close();
  }
  return {
    firstFetchMs: median(firstFetches),
    fullBytes: full.decoded,
    fullEncodedBytes: full.encoded,
    bytesPerCopy: full.decoded / copies,
    syncMs: median(syncs),
    syncBytes: oneChange.decoded,
    syncEncodedBytes: oneChange.encoded,
    openOfflineMs: median(opens),
    codeP95: p95(codeChecks),
    nameP95: p95(nameChecks),
  };
}
