import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import {
  describeValueBasis, formatMoney, formatTotalValue, NO_VALUE, photoRequirementsFor, questionsFor, utcToday, type CollectionStats, type InventoryItem,
} from '@tmnt/domain';
import type { Ai } from '../src/grading/index.ts';
import { buildTestApp, figureId, recordSales } from './helpers.ts';
import { multipart } from './support/multipart.ts';
import { sampleAiAnswer } from './support/fake-ai.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
type Db = Awaited<ReturnType<typeof buildTestApp>>['db'];

// ---------- Helpers ----------

async function addCopy(app: App, db: Db, name: string, copy: object = {}, changes: object | null = null): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, name), condition: 'Good', ...copy } });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().id;
  if (changes) {
    const patched = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: changes });
    expect(patched.statusCode, patched.body).toBe(200);
  }
  return id;
}

const item = async (app: App, id: number): Promise<InventoryItem> => (await app.inject(`/api/inventory/${id}`)).json();
const stats = async (app: App): Promise<CollectionStats> => (await app.inject('/api/inventory/stats')).json();

/** pdf.js reads the metrics of the standard fonts (pdfkit's Helvetica) from its own package. */
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Each page's text, read back with pdf.js: its text items in order, a line break after each line. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}

/** The report as the browser downloads it, with the days it may say it was made on (the request may cross midnight). */
async function download(app: App) {
  const before = utcToday();
  const res = await app.inject('/api/reports/insurance.pdf');
  const days = new Set([before, utcToday()]);
  expect(res.statusCode, res.body).toBe(200);
  const bytes = res.rawPayload;
  const pages = await pdfPages(bytes);
  // Words wrapped onto the next line come back with a line break: compared with single spaces.
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  return { res, bytes, days, pages: pages.map(flat), text: flat(pages.join(' ')) };
}

const daysBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** An AI grader that answers at once with a valid grade: the photos it is sent are stored as for a real one. */
const instantAi: Ai = {
  status: { configured: true, provider: 'anthropic', model: 'claude-test', message: null },
  grader: {
    provider: 'anthropic',
    model: 'claude-test',
    grade: async () => ({ answer: sampleAiAnswer(), cost: { model: 'claude-test', input_tokens: 100, output_tokens: 10, usd: 0.001 } }),
  },
};

/** Grades a copy by photos (one plain photo of `colour` per required loose shot); answers the stored photo addresses. */
async function gradeWithPhotos(app: App, id: number, colour: string): Promise<string[]> {
  const form = new FormData();
  const required = photoRequirementsFor('LOOSE').filter((r) => r.required);
  for (const [i, requirement] of required.entries()) {
    // Each shot a slightly different picture, so each is its own stored file.
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .composite([{ input: { create: { width: 10 + i, height: 10, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    form.append(`photo_${i}`, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `shot-${i}.jpg`);
    form.append(`photo_${i}_requirement`, requirement.name);
  }
  form.append('packaging_status', 'LOOSE');
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: `/api/inventory/${id}/grade`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await item(app, id)).grading_photos;
}

/**
 * The JPEG images embedded in a PDF, read from its bytes: each image object's dictionary, then its stream of
 * /Length bytes (pdfkit embeds a JPEG as it is, /DCTDecode). pdf.js's image extraction needs Node 22's ArrayBuffer.
 */
function embeddedJpegs(bytes: Buffer): Buffer[] {
  const text = bytes.toString('latin1');
  const images: Buffer[] = [];
  for (const match of text.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)) {
    const dictionary = match[1];
    if (!dictionary.includes('/Subtype /Image')) continue;
    expect(dictionary).toContain('/Filter /DCTDecode');
    const start = match.index + match[0].length;
    images.push(bytes.subarray(start, start + Number(/\/Length (\d+)/.exec(dictionary)![1])));
  }
  return images;
}

// ---------- Tests ----------

describe('insurance report', () => {
  it('lists every copy with its facts, by figure name, under the dashboard\'s own totals and the date', async () => {
    const { app, db } = await buildTestApp();
    const leo = await addCopy(app, db, 'Leonardo', { purchase_price: 12.5, purchase_date: '2024-05-01' }, { packaging_type: 'Loose', storage_location: 'Shelf 3, box B' });
    const shredder = await addCopy(app, db, 'Shredder', { condition: 'Mint', purchase_price: 40 }, { packaging_type: 'Sealed MOC' });
    const krang = await addCopy(app, db, 'Krang', {}, { storage_location: '<b Attic & =SUM(A1) 漢' });
    await recordSales(db, await figureId(db, 'Leonardo'), [4000, 4200, 3800, 4000, 4100].map((cents, n) => ({ cents, date: daysBefore(n + 2), tier: 'loose' as const })));
    const loose = questionsFor('LOOSE').map((q) => ({ questionId: q.id, value: q.id === 'loose_cracks' ? 50 : 100 }));
    expect((await app.inject({ method: 'POST', url: `/api/inventory/${leo}/grade-manual`, payload: { responses: loose, packaging_status: 'LOOSE' } })).statusCode).toBe(200);

    const leoItem = await item(app, leo);
    expect(leoItem.value_basis).toBe('loose');
    const dashboard = await stats(app);
    expect(dashboard.total_items).toBe(3);
    expect(dashboard.items_without_value).toBe(1);

    const { res, text, pages, days } = await download(app);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const day = /^attachment; filename="insurance-report-(\d{4}-\d{2}-\d{2})\.pdf"$/.exec(String(res.headers['content-disposition']))?.[1];
    expect(days).toContain(day);
    expect(text).toMatch(new RegExp(`Made on ${day} at \\d{2}:\\d{2} UTC`));

    expect(pages).toHaveLength(1);
    expect(text).toContain('Insurance Report');
    expect(text).toContain('Collection of vintage Teenage Mutant Ninja Turtles action figures');
    expect(text).toContain('Page 1 of 1');
    // The totals are exactly the dashboard's.
    expect(text).toMatch(new RegExp(`Copies\\s*3\\b`));
    expect(text).toContain(`Insurance value ${formatMoney(dashboard.insurance_value)}`);
    expect(text).toContain(`Collection value ${formatTotalValue(dashboard)}`);
    expect(text).toContain(`Invested ${formatMoney(dashboard.total_invested)}`);
    expect(formatMoney(dashboard.insurance_value)).toBe(formatMoney(leoItem.estimated_value + 40));

    // Every copy, by figure name.
    const at = (needle: string) => text.indexOf(needle);
    expect([at(`Copy #${krang}`), at(`Copy #${leo}`), at(`Copy #${shredder}`)].every((n) => n > 0)).toBe(true);
    expect(at('Krang')).toBeLessThan(at('Leonardo'));
    expect(at('Leonardo')).toBeLessThan(at('Shredder'));

    // A copy valued on the market: its value, what it rests on, its grade, purchase and storage.
    expect(text).toContain(`Value: ${formatMoney(leoItem.estimated_value)} (${describeValueBasis('loose', leoItem.value_sample_size)})`);
    expect(text).toContain(`Insurance value: ${formatMoney(leoItem.estimated_value)}`);
    expect(text).toContain('Condition: Good · Packaging: Loose · Grade: A (93/100)');
    expect(text).toContain('Purchase: $12.50 on 2024-05-01 · Storage: Shelf 3, box B');
    // A copy valued at its purchase price says so.
    expect(text).toContain('Condition: Mint · Packaging: Sealed/Mint on Card · Grade: Not graded');
    expect(text).toContain('Value: $40.00 (purchase price) · Insurance value: $40.00');
    expect(text).toContain('Purchase: $40.00, date not recorded · Storage: not recorded');
    // A copy nothing values is never "$0.00"; the collector's words are drawn as text, never read as markup.
    expect(text).toContain(`Value: ${NO_VALUE} (no market data or purchase price) · Insurance value: ${NO_VALUE}`);
    expect(text).toContain('Purchase: not recorded · Storage: <b Attic & =SUM(A1) ?');
    expect(text).toContain('Packaging: not recorded');
  });

  it("says each copy's release, and why a reissue or bootleg is valued at what was paid", async () => {
    const { app, db } = await buildTestApp();
    await addCopy(app, db, 'Leonardo', { condition: 'Mint', purchase_price: 15, release: 'reissue', reissue: 'anniversary_2009' }, { packaging_type: 'Sealed MOC' });
    await addCopy(app, db, 'Shredder', { purchase_price: 6, release: 'bootleg' }, { packaging_type: 'Loose' });
    await addCopy(app, db, 'Krang', { purchase_price: 9 }, { packaging_type: 'Loose' });
    const { text } = await download(app);
    expect(text).toContain('Release: Reissue (2009 25th anniversary) · Condition: Mint · Packaging: Sealed/Mint on Card');
    expect(text).toContain(`Value: $15.00 (${describeValueBasis('reissue_purchase', null)})`);
    expect(text).toContain('Release: Bootleg (knock-off) · Condition: Good · Packaging: Loose');
    expect(text).toContain("Value: $6.00 (purchase price: a bootleg (knock-off) is never valued on an original's sales)");
    expect(text).toContain('Release: Original · Condition: Good · Packaging: Loose');
  });

  it('shows a copy\'s first grading photo as a small image, and lists a copy whose photo file is gone without it', async () => {
    const { app, db, dataDir } = await buildTestApp({ ai: instantAi });
    const leo = await addCopy(app, db, 'Leonardo');
    const raph = await addCopy(app, db, 'Raphael');
    const leoPhotos = await gradeWithPhotos(app, leo, '#2255cc');
    const raphPhotos = await gradeWithPhotos(app, raph, '#cc3322');
    // The first of Raphael's photos removed from DATA_DIR by hand.
    fs.rmSync(path.join(dataDir, 'uploads', path.basename(raphPhotos[0])));
    expect(fs.existsSync(path.join(dataDir, 'uploads', path.basename(leoPhotos[0])))).toBe(true);

    const { bytes, text } = await download(app);
    expect(text).toContain(`Copy #${leo}`);
    expect(text).toContain(`Copy #${raph}`);
    expect(text).toContain('Grade: B+ (82/100)');
    expect(text).toContain('No photo');
    // One image: Leonardo's first photo (not all of them, not Raphael's missing one), as a small thumbnail.
    const images = embeddedJpegs(bytes);
    expect(images).toHaveLength(1);
    const { width, height } = await sharp(images[0]).metadata();
    expect([width, height]).toEqual([120, 90]);
    // Leonardo's blue (#2255cc), not Raphael's red.
    const [red, green, blue] = (await sharp(images[0]).stats()).channels.map((c) => Math.round(c.mean));
    expect(blue).toBeGreaterThan(180);
    expect(red).toBeLessThan(60);
    expect(green).toBeLessThan(110);
  });

  it('shows a copy by its own first photo, else its figure\'s picture (from the stored files), else none', async () => {
    const { app, db } = await buildTestApp();
    const photo = async (colour: string) => sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).jpeg().toBuffer();
    const form = async (field: string, colour: string) => multipart([[field, { data: await photo(colour), filename: 'p.jpg' }]]);
    const don = await addCopy(app, db, 'Donatello');
    const leo = await addCopy(app, db, 'Leonardo');
    await addCopy(app, db, 'Raphael');
    // Donatello's figure has a green picture; Leonardo's a red one, but the copy has its own blue photo.
    for (const [name, colour] of [['Donatello', '#22aa22'], ['Leonardo', '#cc2222']]) {
      expect((await app.inject({ method: 'PUT', url: `/api/figures/${await figureId(db, name)}/image`, ...(await form('image', colour)) })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'POST', url: `/api/inventory/${leo}/photos`, ...(await form('photo', '#2244cc')) })).statusCode).toBe(200);
    expect((await item(app, don)).photos).toEqual([]);

    const { bytes, text } = await download(app);
    expect(text.match(/No photo/g)).toHaveLength(1);
    const colours = await Promise.all(
      embeddedJpegs(bytes).map(async (image) => {
        const [red, green, blue] = (await sharp(image).stats()).channels.map((c) => c.mean);
        return red > green && red > blue ? 'red' : green > blue ? 'green' : 'blue';
      }),
    );
    expect(colours.sort()).toEqual(['blue', 'green']);
  });

  it('puts a long collection on numbered pages, each copy whole on one page', async () => {
    const { app, db } = await buildTestApp();
    const names = ['Leonardo', 'Donatello', 'Michaelangelo', 'Raphael', 'Splinter', 'April O\'Neil', 'Shredder', 'Bebop', 'Rocksteady', 'Krang'];
    const ids: number[] = [];
    for (let n = 0; n < 40; n++) ids.push(await addCopy(app, db, names[n % names.length], { purchase_price: 100 + n }));
    const { pages } = await download(app);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => expect(page.trim().endsWith(`Page ${i + 1} of ${pages.length}`), page.slice(-40)).toBe(true));
    expect(pages.slice(1).every((page) => page.startsWith('Insurance Report · made on'))).toBe(true);
    const seen: number[] = [];
    for (const page of pages) {
      // Each copy's first line (its number) and its last (what was paid) are on the same page.
      const numbers = [...page.matchAll(/Copy #(\d+)/g)].map((m) => Number(m[1]));
      const paid = [...page.matchAll(/Purchase: \$(\d+)\.00/g)].map((m) => ids[Number(m[1]) - 100]);
      expect(paid.sort()).toEqual([...numbers].sort());
      seen.push(...numbers);
    }
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('is one page saying there are no copies yet for an empty collection', async () => {
    const { app } = await buildTestApp();
    const { text, pages, bytes, days } = await download(app);
    expect(pages).toHaveLength(1);
    expect(text).toContain('There are no copies in the collection yet.');
    expect(text).toContain('Insurance value $0.00');
    expect(text).toMatch(/Copies\s*0\b/);
    expect([...days].some((day) => text.includes(`Made on ${day}`))).toBe(true);
    expect(text).toContain('Page 1 of 1');
    expect(embeddedJpegs(bytes)).toEqual([]);
  });

  it('is made only for the app\'s own pages: another site\'s <img src> or link is refused', async () => {
    const { app } = await buildTestApp();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { referer: 'https://evil.example/page' }]) {
      const res = await app.inject({ url: '/api/reports/insurance.pdf', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/^Refused: this request came from another web site .*the insurance report is made only from this app's own pages$/);
    }
    expect((await app.inject({ url: '/api/reports/insurance.pdf', headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
  });
});
