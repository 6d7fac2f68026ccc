/**
 * npm run screenshots: starts the app on a fresh DATA_DIR, builds a small realistic collection through the API
 * (with recorded sales for a few figures), and saves every screen in light and dark, desktop and phone, to
 * SHOTS_DIR (default /tmp/shots). For looking at the app the way a collector sees it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { questionsFor } from '@tmnt/domain';
import { Api } from '../e2e/support/fixtures.ts';
import { seedSales } from '../e2e/support/db.ts';
import { startServer } from '../e2e/support/server.ts';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots';
fs.mkdirSync(OUT, { recursive: true });

const server = await startServer();
const api = new Api(server.url);

const copies: [string, number, string, number | undefined, string | undefined, 'Sealed MOC' | 'Loose' | undefined][] = [
  ['Leonardo', 1988, 'Near Mint', 24.99, 'Soft head, all weapons', 'Sealed MOC'],
  ['Shredder', 1988, 'Good', 18, undefined, 'Loose'],
  ['Michaelangelo', 1988, 'Mint', 45, 'Unpunched card', 'Sealed MOC'],
  ['Krang', 1989, 'Fair', 12.5, undefined, 'Loose'],
  ['Casey Jones', 1989, 'Good', undefined, undefined, 'Loose'],
  ['Usagi Yojimbo', 1989, 'Near Mint', 60, 'Bought at a toy show', 'Loose'],
  ['Leonardo', 1988, 'Poor', 5, 'Loose, missing swords', 'Loose'],
  // One copy whose packaging the collector has not said yet, as after an early scan.
  ['Mondo Gecko', 1990, 'Good', 15, undefined, undefined],
];
const figureIds = new Map<string, number>();
for (const [name, year] of copies) figureIds.set(name, (await api.figure(name, year)).id);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const prices: [string, number][] = [['Leonardo', 32], ['Shredder', 28], ['Michaelangelo', 140], ['Usagi Yojimbo', 85], ['Krang', 22]];
for (const [name, base] of prices) {
  await seedSales(
    server.dataDir,
    figureIds.get(name)!,
    Array.from({ length: 14 }, (_, i) => {
      const listed = i % 4 === 3;
      const carded = i % 5 === 0;
      return {
        price: Math.round((base * (carded ? 2.5 : 1) * (0.85 + ((i * 7) % 10) / 30) + i * 0.6) * 100) / 100,
        title: `Vintage 1988 TMNT ${name} action figure ${carded ? 'MOC unpunched' : i % 3 === 0 ? 'complete' : 'loose'}`,
        soldAt: listed ? null : daysAgo(120 - i * 9),
        ...(listed && { fetchedAt: new Date().toISOString() }),
        condition: i % 2 ? 'Pre-Owned' : null,
        url: `https://www.ebay.com/itm/${100000 + i}`,
        source: listed ? 'ebay' : 'ebay_scrape',
        tier: carded ? 'carded' : 'loose',
      };
    }),
  );
}
const ids: number[] = [];
for (const [name, , condition, price, notes, packaging] of copies) {
  const item = await api.addCopy({ figure_id: figureIds.get(name)!, condition, purchase_price: price, purchase_date: price ? '2024-05-18' : undefined, notes, packaging_type: packaging });
  ids.push(item.id);
}

// The first Leonardo graded by the questionnaire, as a collector would answer for a carded copy with a worn card.
const answers: Record<string, number> = { card_creases: 75, card_edges: 55, price_sticker: 65, figure_joints: 70 };
await api.json('POST', `/inventory/${ids[0]}/grade-manual`, {
  packaging_status: 'MOC',
  responses: questionsFor('MOC').map((q) => ({ questionId: q.id, value: answers[q.id] ?? 100 })),
});

// Where the copies are kept: Garage > Shelf 2 > Tote B (three copies), and the attic; two copies tagged.
const place = async (name: string, parentId: number | null = null) => (await api.json<{ id: number }>('POST', '/places', { name, parent_id: parentId })).id;
const garage = await place('Garage');
const tote = await place('Tote B', await place('Shelf 2', garage));
const attic = await place('Attic');
await api.json('POST', '/inventory/bulk', { ids: ids.slice(0, 3), set: { place_id: tote } });
await api.json('POST', '/inventory/bulk', { ids: ids.slice(3, 5), set: { place_id: attic }, tags_add: ['For trade'] });
// Codes to scan in the stocktake (valid check digits, linked as a collector would).
const codes: [string, string][] = [['Leonardo', '036000291452'], ['Krang', '092943040014']];
for (const [name, code] of codes) await api.linkUpc(figureIds.get(name)!, code);

/** A stocktake under way: a copy of the tote found, one from the attic counted. */
async function stocktake(page: Page) {
  for (const [, code] of codes) {
    await page.getByLabel('Scan or type a barcode').fill(code);
    await page.getByLabel('Scan or type a barcode').press('Enter');
    await page.getByTestId('stocktake-outcome').waitFor();
  }
  await page.getByText(/Counted Krang/).waitFor();
}

const screens: [string, string, ((page: Page) => Promise<void>)?][] = [
  ['dashboard', '/'],
  ['scan', '/scan'],
  ['collection', '/collection'],
  ['dialog', `/collection/${ids[0]}`],
  ['item', `/inventory/${ids[0]}`],
  ['figure', `/figures/${figureIds.get('Leonardo')}`],
  ['analysis', '/financial-analysis'],
  ['settings', '/settings'],
  ['settings-sign-in', '/settings/sign-in'],
  ['settings-api-keys', '/settings/api-keys'],
  ['settings-api', '/settings/api'],
  ['places', '/places'],
  ['place', `/places/${tote}`],
  ['labels', `/places/${tote}`, (page) => page.getByRole('button', { name: 'Print label' }).click()],
  ['stocktake', `/places/${tote}/check`, stocktake],
  [
    'stocktake-done',
    `/places/${tote}/check`,
    async (page) => {
      await stocktake(page);
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByTestId('check-result').waitFor();
    },
  ],
  [
    'selection',
    '/collection',
    async (page) => {
      for (const id of ids.slice(5, 8)) await page.getByRole('checkbox', { name: new RegExp(`#${id}$`) }).click();
    },
  ],
];

/** pdf.js reads the standard fonts' metrics from its own package. */
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** A sheet of labels (the tote's, with what it holds, and two copies'), rendered as the printer would print it. */
async function labelSheet(): Promise<void> {
  const res = await fetch(`${server.url}/api/labels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ places: [tote, garage, attic], copies: ids.slice(0, 2), sheet: 'avery-5160', start: 2, contents: true }),
  });
  const pdf = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const factory = (pdf as unknown as { canvasFactory: { create(w: number, h: number): { canvas: { toBuffer(type: string): Buffer }; context: unknown } } }).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, canvas, viewport } as never).promise;
  fs.writeFileSync(path.join(OUT, 'labels-sheet.png'), canvas.toBuffer('image/png'));
  await pdf.destroy();
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: device === 'phone', hasTouch: device === 'phone' });
      await context.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      const page = await context.newPage();
      for (const [name, url, act] of screens) {
        await page.goto(server.url + url, { waitUntil: 'networkidle' });
        await act?.(page);
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(OUT, `${name}-${device}-${theme}.png`), fullPage: !['dialog', 'labels', 'selection'].includes(name) });
      }
      await context.close();
    }
  }
  await labelSheet();
  console.log(`Screenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
