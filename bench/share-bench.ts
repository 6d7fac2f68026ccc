/**
 * npm run bench:share — a shared collection page of 1,000 copies (issue 39, point 5), against the production build:
 *  - how long the server takes to answer GET /s/{secret}: the first answer after a write (every write retires the
 *    kept answer) and a kept one, p95 < 200 ms;
 *  - its first paint in headless Chromium on a throttled phone (Lighthouse's mobile profile: 150 ms round trips,
 *    1.6 Mb/s down, 750 kb/s up, the CPU 4x slower), < 1.5 s;
 *  - the app's JavaScript it loads, <= 100 KB gzip (it loads none: the page is made on the server).
 * Exit code 1 when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { startServer } from '../e2e/support/server.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { seedCollection } from './seed.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const COPIES = 1_000;
const READS = 200;
const AFTER_WRITES = 50;
const PAINTS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const verdicts: { target: string; value: string; ok: boolean }[] = [];
const check = (target: string, value: string, ok: boolean) => verdicts.push({ target, value, ok });

if (!fs.existsSync(path.join(process.env.E2E_WEB_DIST ?? path.join(ROOT, 'web/dist'), 'index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-sharebench-'));
const db = await openDatabase({ dataDir });
const { itemIds } = await seedCollection(db, { items: COPIES, priceRecords: 20_000 });
await db.destroy();
// The bench is one client asking hundreds of times: each request names another address (through a proxy trusted
// for it), so the per-address limit on opening links does not stop it.
const server = await startServer({ TRUSTED_PROXIES: '127.0.0.1' }, dataDir);
let client = 0;
const fromClient = () => ({ 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` });

try {
  const made = await fetch(`${server.url}/api/shares`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'collection', show_values: true }),
  });
  const { url } = (await made.json()) as { url: string };
  const timed = async () => {
    const start = performance.now();
    const res = await fetch(url, { headers: fromClient() });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
    return { ms: performance.now() - start, bytes: body.length };
  };

  for (let i = 0; i < 10; i++) await timed();
  const kept: number[] = [];
  for (let i = 0; i < READS; i++) kept.push((await timed()).ms);
  const afterWrite: number[] = [];
  let bytes = 0;
  for (let i = 0; i < AFTER_WRITES; i++) {
    const patched = await fetch(`${server.url}/api/inventory/${itemIds[i]}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ condition: i % 2 === 0 ? 'Mint' : 'Good' }),
    });
    if (!patched.ok) throw new Error(`PATCH answered ${patched.status}`);
    const answer = await timed();
    afterWrite.push(answer.ms);
    bytes = answer.bytes;
  }
  console.log(`Shared collection page, ${COPIES.toLocaleString('en')} copies (${(bytes / 1024).toFixed(0)} KB of HTML)`);
  console.log(`  kept answer:        p50 ${ms(percentile(kept, 50))}  p95 ${ms(percentile(kept, 95))}  (${READS}x)`);
  console.log(`  after a write:      p50 ${ms(percentile(afterWrite, 50))}  p95 ${ms(percentile(afterWrite, 95))}  (${AFTER_WRITES}x)`);
  check('GET /s/{secret}, 1,000 copies, first answer after a write, p95 < 200 ms', ms(percentile(afterWrite, 95)), percentile(afterWrite, 95) < 200);
  check('GET /s/{secret}, 1,000 copies, kept answer, p95 < 200 ms', ms(percentile(kept, 95)), percentile(kept, 95) < 200);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const paints: number[] = [];
    let scriptBytes = 0;
    for (let run = 0; run < PAINTS; run++) {
      const context = await browser.newContext({ ...devices['Pixel 7'], extraHTTPHeaders: fromClient() });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      scriptBytes = 0;
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script') scriptBytes += Number(res.headers()['content-length'] ?? (await res.body()).length);
      });
      await page.goto(url, { waitUntil: 'load' });
      paints.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN));
      await context.close();
    }
    console.log(`  first paint, throttled phone: median ${ms(percentile(paints, 50))}, worst ${ms(Math.max(...paints))} (${PAINTS} cold loads)`);
    console.log(`  the app's JavaScript loaded: ${(scriptBytes / 1024).toFixed(1)} KB`);
    check('first paint on a throttled phone (worst of 5) < 1.5 s', ms(Math.max(...paints)), Math.max(...paints) < 1500);
    check("the app's JavaScript it loads <= 100 KB gzip", `${(scriptBytes / 1024).toFixed(1)} KB`, scriptBytes <= 100 * 1024);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nSummary');
for (const v of verdicts) console.log(`${v.ok ? 'ok    ' : 'MISSED'}  ${v.target.padEnd(80)} ${v.value}`);
process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
