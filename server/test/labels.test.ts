import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { LABEL_FORMATS, labelPosition, labelsPerPage, type LabelFormatId } from '@tmnt/domain';
import { defaultInstance } from '../src/settings/index.ts';
import { buildTestApp, figureId, type TestApp } from './helpers.ts';

type App = TestApp['app'];

/** pdf.js reads the metrics of the standard fonts (pdfkit's Helvetica) from its own package. */
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
/** Pixels per point the pages are rendered at (216 dpi): about what a phone's camera sees of a label. */
const SCALE = 3;

/** A rendered page's pixels (RGBA, row by row). */
interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The canvas pdf.js renders with in Node (@napi-rs/canvas, pdf.js's own). */
interface CanvasFactory {
  create(width: number, height: number): { canvas: unknown; context: { getImageData(x: number, y: number, width: number, height: number): Pixels } };
}

const open = (bytes: Buffer) => getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;

/** A page rendered as pixels. */
async function render(pdf: PDFDocumentProxy, n: number): Promise<Pixels> {
  const page = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: SCALE });
  const { canvas, context } = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, canvas, viewport } as never).promise;
  return context.getImageData(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
}

/** The QR code read in one label's place on a rendered page (null: nothing there), as a camera would read it. */
function codeAt(image: Pixels, format: (typeof LABEL_FORMATS)[LabelFormatId], slot: number): string | null {
  const { x, y } = labelPosition(format, slot);
  const [left, top] = [Math.round(x * SCALE), Math.round(y * SCALE)];
  const [width, height] = [Math.round(format.label.width * SCALE), Math.round(format.label.height * SCALE)];
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * image.width + left) * 4;
    pixels.set(image.data.subarray(from, from + width * 4), row * width * 4);
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

/** Every label's code on every page, slot by slot (null for an empty slot). */
async function codesOf(bytes: Buffer, sheet: LabelFormatId): Promise<(string | null)[][]> {
  const pdf = await open(bytes);
  const format = LABEL_FORMATS[sheet];
  const pages: (string | null)[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const image = await render(pdf, n);
    pages.push(Array.from({ length: labelsPerPage(format) }, (_, slot) => codeAt(image, format, slot)));
  }
  await pdf.destroy();
  return pages;
}

/** Each page's size in points, and its text. */
async function pagesOf(bytes: Buffer): Promise<{ size: [number, number]; text: string }[]> {
  const pdf = await open(bytes);
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { items } = await page.getTextContent();
    const [, , width, height] = page.view;
    pages.push({ size: [Math.round(width * 100) / 100, Math.round(height * 100) / 100] as [number, number], text: items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ') });
  }
  await pdf.destroy();
  return pages;
}

async function labels(app: App, payload: object): Promise<Buffer> {
  const res = await app.inject({ method: 'POST', url: '/api/labels', payload });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

async function place(app: App, name: string, parentId: number | null = null): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/places', payload: { name, parent_id: parentId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** An instance a phone reaches at https://192.168.1.20:3000 (the page itself opened on localhost). */
const onTheNetwork = { ...defaultInstance(), host: '0.0.0.0', phoneUrls: () => ['https://192.168.1.20:3000'] };
const PHONE = 'https://192.168.1.20:3000';

describe('labels', () => {
  it('fill a US Letter sheet of 30 (Avery 5160) from the position given, each QR code the place\'s address, and go on on the next sheet', async () => {
    const { app } = await buildTestApp({ instance: onTheNetwork });
    const ids: number[] = [];
    for (let n = 1; n <= 32; n++) ids.push(await place(app, `Tote ${n}`));
    const pdf = await labels(app, { places: ids, sheet: 'avery-5160', start: 2 });
    const pages = await codesOf(pdf, 'avery-5160');
    expect(pages).toHaveLength(2);
    // The first position of the half-used sheet stays empty; 29 labels fill the rest, 3 go on the next sheet.
    expect(pages[0]).toEqual([null, ...ids.slice(0, 29).map((id) => `${PHONE}/places/${id}`)]);
    expect(pages[1]).toEqual([...ids.slice(29).map((id) => `${PHONE}/places/${id}`), ...Array.from({ length: 27 }, () => null)]);
    expect((await pagesOf(pdf)).map((p) => p.size)).toEqual([[612, 792], [612, 792]]);
  });

  it('fill an A4 sheet of 21 (L7160), naming each place with the places it is in and what it holds, as many as fit, then "+N more"', async () => {
    const { app, db } = await buildTestApp({ instance: onTheNetwork });
    const garage = await place(app, 'Garage');
    const tote = await place(app, 'Tote B', await place(app, 'Shelf 2', garage));
    const figures = ['Leonardo', 'Bebop', 'Rocksteady', 'Krang', 'Shredder', 'Splinter', 'Baxter Stockman', 'Casey Jones', 'Genghis Frog', 'Usagi Yojimbo', 'Ace Duck', 'Metalhead', 'Leatherhead', 'Mondo Gecko', 'Wingnut and Screwloose', 'Slash', 'Muckman and Joe Eyeball'];
    for (const name of [...figures, 'Leonardo']) {
      const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, name, name === 'Leonardo' || name === 'Bebop' || name === 'Rocksteady' ? 1988 : undefined), condition: 'Good', place_id: tote } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const pdf = await labels(app, { places: [tote, garage], sheet: 'l7160', start: 21, contents: true });
    const pages = await codesOf(pdf, 'l7160');
    expect(pages.map((p) => p.filter((code) => code !== null))).toEqual([[`${PHONE}/places/${tote}`], [`${PHONE}/places/${garage}`]]);
    expect(pages[0][20]).toBe(`${PHONE}/places/${tote}`);
    const [first, second] = await pagesOf(pdf);
    expect(first.size).toEqual([595.28, 841.89]);
    expect(first.text).toContain('Tote B');
    expect(first.text).toContain('Garage > Shelf 2');
    expect(first.text).toContain('Leonardo ×2 · Ace Duck');
    // 18 copies of 17 figures: not all fit on a label of 63.5 x 38.1 mm.
    const more = /\+(\d+) more/.exec(first.text);
    expect(more).not.toBeNull();
    const listed = first.text.slice(first.text.indexOf('Leonardo ×2')).split(' · ').length - 1;
    expect(listed + Number(more![1])).toBe(17);
    // The garage holds the tote: what is inside counts as held.
    expect(second.text).toContain('Leonardo ×2');
  });

  it('make one label a page for label printers, 62 mm tape and 2¼ x 1¼ in, and labels for single copies that open the copy', async () => {
    const { app, db } = await buildTestApp({ instance: onTheNetwork });
    const tote = await place(app, 'Tote B', await place(app, 'Garage'));
    const copy = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Bebop', 1988), condition: 'Near Mint', packaging_type: 'Loose', place_id: tote } })).json();
    for (const [sheet, size] of [['tape-62mm', [175.75, 107.72]], ['dymo-30334', [162, 90]]] as const) {
      const pdf = await labels(app, { places: [tote], copies: [copy.id], sheet });
      expect(await codesOf(pdf, sheet)).toEqual([[`${PHONE}/places/${tote}`], [`${PHONE}/inventory/${copy.id}`]]);
      const pages = await pagesOf(pdf);
      expect(pages.map((p) => p.size)).toEqual([size, size]);
      expect(pages[1].text).toContain('Bebop (1988)');
      expect(pages[1].text).toContain(`#${copy.id} · Near Mint · Loose`);
      expect(pages[1].text).toContain('In Garage > Tote B');
    }
  });

  it('point the codes at the address the page was opened at, else at the phone\'s, and say when a phone cannot open them', async () => {
    const lan = await buildTestApp({ instance: onTheNetwork });
    expect((await lan.app.inject('/api/labels/address')).json()).toEqual({ address: PHONE, warning: null });
    const local = await buildTestApp();
    const address = (await local.app.inject('/api/labels/address')).json();
    expect(address).toEqual({ address: 'http://localhost:80', warning: expect.stringContaining('The app listens on this computer only (HOST=127.0.0.1), so a phone cannot open these codes') });
    const id = await place(local.app, 'Attic');
    expect(await codesOf(await labels(local.app, { places: [id], sheet: 'dymo-30334' }), 'dymo-30334')).toEqual([[`http://localhost:80/places/${id}`]]);
  });

  it('refuse what cannot be printed, naming the field', async () => {
    const { app } = await buildTestApp();
    const id = await place(app, 'Attic');
    const cases: [object, string][] = [
      [{ places: [], sheet: 'avery-5160' }, 'Choose at least one place or copy to label'],
      [{ places: [id], sheet: 'avery-9999' }, 'Label sheet must be one of: avery-5160, l7160, tape-62mm, dymo-30334'],
      [{ places: [id], sheet: 'avery-5160', start: 31 }, 'start must be a position on the sheet (1 to the labels it holds; label printers start at 1)'],
      [{ places: [id], sheet: 'tape-62mm', start: 2 }, 'start must be a position on the sheet (1 to the labels it holds; label printers start at 1)'],
      [{ places: [id], sheet: 'avery-5160', start: 0 }, 'Starting position must be 1 or more'],
      [{ places: [9999], sheet: 'avery-5160' }, 'No place has the id 9999'],
      [{ copies: [9999], sheet: 'avery-5160' }, 'No copy has the id 9999'],
      [{ places: Array.from({ length: 1001 }, (_, n) => n + 1), sheet: 'avery-5160' }, 'Places can list at most 1,000 ids'],
    ];
    for (const [payload, error] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/labels', payload });
      expect([res.statusCode, res.json().error], JSON.stringify(payload).slice(0, 60)).toEqual([400, error]);
    }
  });
});
