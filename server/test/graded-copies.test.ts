import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MAX, describeValueBasis, type FigurePrices, type InventoryItem } from '@tmnt/domain';
import { buildApp } from '../src/app.ts';
import { buildTestApp, figureId, recordSales } from './helpers.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
type Db = Awaited<ReturnType<typeof buildTestApp>>['db'];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function addCopy(app: App, db: Db, changes: object): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Mint', packaging_type: 'Sealed MOC', purchase_price: 300 } });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().id;
  const patched = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: changes });
  expect(patched.statusCode, patched.body).toBe(200);
  return id;
}

const item = async (app: App, id: number): Promise<InventoryItem> => (await app.inject(`/api/inventory/${id}`)).json();
const prices = async (app: App, id: number): Promise<FigurePrices> => (await app.inject(`/api/figures/${id}/prices`)).json();

/** Carded sales of 100 and 120 (ungraded) and AFA sales of the Leonardo, as a sold-listings search would bring them. */
async function leonardoSales(db: Db, afa: { cents: number; days: number; grade?: string }[]) {
  const id = await figureId(db, 'Leonardo', 1988);
  await recordSales(db, id, [
    { cents: 10000, date: daysAgo(5), title: 'TMNT Leonardo 1988 MOC unpunched', tier: 'carded' },
    { cents: 12000, date: daysAgo(6), title: 'TMNT Leonardo 1988 MOC would grade AFA 85', tier: 'carded' },
    ...afa.map(({ cents, days, grade = '85' }) => ({ cents, date: daysAgo(days), title: `TMNT Leonardo 1988 AFA ${grade} MOC`, tier: 'carded' as const })),
  ]);
  return id;
}

describe('graded copies: bad input', () => {
  it('refuses a certificate number of 200 characters, naming the field', async () => {
    const { app, db } = await buildTestApp();
    const id = await addCopy(app, db, { notes: 'case' });
    const res = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { grading_certificate: '1'.repeat(200) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'grading_certificate', error: `Certificate number can be at most ${CERTIFICATE_MAX} characters` });
  });

  it('refuses a grade that is no grade, and one its company does not give', async () => {
    const { app, db } = await buildTestApp();
    const id = await addCopy(app, db, { grading_company: 'AFA', grading_grade: '85' });
    const nonsense = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { grading_grade: 'abc' } });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json()).toMatchObject({ field: 'grading_grade', error: 'Grade must be a grade as the grading company writes it, such as 85, 80+ or 9.0' });
    const cgaGrade = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { grading_grade: '9.5' } });
    expect(cgaGrade.statusCode).toBe(400);
    expect(cgaGrade.json()).toMatchObject({ field: 'grading_grade', error: 'Grade "9.5" is not an AFA grade: AFA grades are whole numbers from 10 to 100, such as 85' });
    // The same grade with its own company is taken, in one change.
    const cga = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { grading_company: 'CGA', grading_grade: '9.5' } });
    expect(cga.statusCode, cga.body).toBe(200);
    expect(cga.json()).toMatchObject({ grading_company: 'CGA', grading_grade: '9.5' });
  });
});

describe('graded sales in the market', () => {
  it('keeps graded sales out of the carded and blended averages, and gives them their own tier by company and band', async () => {
    const { app, db } = await buildTestApp();
    const id = await leonardoSales(db, [{ cents: 40000, days: 10 }, { cents: 44000, days: 20, grade: '85+' }, { cents: 60000, days: 30, grade: '90' }]);
    const answer = await prices(app, id);
    // By hand: carded 100 and 120 (a title that "would grade AFA 85" is no graded copy) -> 110; the AFA sales count in neither average.
    expect(answer.carded).toMatchObject({ average_price: 110, sample_size: 2 });
    expect(answer).toMatchObject({ average_price: 110, sample_size: 2 });
    // AFA 90: 600; AFA 85 band: 85 and 85+ -> (400 + 440) / 2 = 420.
    expect(answer.graded).toEqual([
      { company: 'AFA', band: '90', average_price: 600, sample_size: 1, sample_low: 600, sample_high: 600, window_days: 180, recent_sold: 1 },
      { company: 'AFA', band: '85', average_price: 420, sample_size: 2, sample_low: 400, sample_high: 440, window_days: 180, recent_sold: 2 },
    ]);
    const graded = answer.recent_sales.filter((sale) => sale.grade_company !== null).map((sale) => `${sale.grade_company} ${sale.grade}`);
    expect(graded.sort()).toEqual(['AFA 85', 'AFA 85+', 'AFA 90']);
  });

  it('reads the grade of a sale the collector records', async () => {
    const { app, db } = await buildTestApp();
    const id = await figureId(db, 'Leonardo', 1988);
    const res = await app.inject({ method: 'POST', url: `/api/figures/${id}/sales`, payload: { price: 350, date: daysAgo(3), title: 'Leonardo CAS 80+ carded TMNT' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().recent_sales[0]).toMatchObject({ grade_company: 'CAS', grade: '80+', tier: 'carded' });
    expect(res.json()).toMatchObject({ carded: null, graded: [{ company: 'CAS', band: '80', average_price: 350 }] });
  });

  it('reads the grades of records stored before grades were read, at the next start under newer value rules', async () => {
    const { db, dataDir } = await buildTestApp();
    const id = await leonardoSales(db, [{ cents: 40000, days: 10 }]);
    // What the 2026-11-27-07 migration leaves: no grade on any record, and the older rules version.
    await db.updateTable('price_records').set({ grade_company: null, grade: null }).execute();
    await db.updateTable('app_state').set({ value_rules_version: 5 }).execute();
    const restarted = await buildApp({ db, dataDir });
    try {
      const answer = await prices(restarted, id);
      expect(answer.carded).toMatchObject({ average_price: 110, sample_size: 2 });
      expect(answer.graded).toMatchObject([{ company: 'AFA', band: '85', average_price: 400 }]);
    } finally {
      await restarted.close();
    }
  });
});

describe('the value of a graded copy', () => {
  it('rests on 3 sales of its company and grade band in the last 180 days', async () => {
    const { app, db } = await buildTestApp();
    // AFA 85, 85+ and 88 within 180 days; an AFA 85 of 200 days ago and an AFA 90 do not count.
    await leonardoSales(db, [{ cents: 40000, days: 10 }, { cents: 42000, days: 90, grade: '85+' }, { cents: 47000, days: 170, grade: '88' }, { cents: 20000, days: 200 }, { cents: 90000, days: 5, grade: '90' }]);
    const id = await addCopy(app, db, { grading_company: 'AFA', grading_grade: '85' });
    // By hand: (400 + 420 + 470) / 3 = 430.
    expect(await item(app, id)).toMatchObject({ estimated_value: 430, value_basis: 'graded', value_sample_size: 3 });
    // A grade change values it again: AFA 90 has one sale -> the carded average (110), said to have no graded support.
    const regraded = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { grading_grade: '90' } });
    expect(regraded.json()).toMatchObject({ estimated_value: 110, value_basis: 'graded_unsupported', value_sample_size: 2 });
    // Ungraded again, a sealed copy is valued on the carded tier.
    const ungraded = await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { grading_company: null, grading_grade: null } });
    expect(ungraded.json()).toMatchObject({ estimated_value: 110, value_basis: 'carded' });
  });

  it('falls back to the carded tier with a note when fewer than 3 such sales are recent, and moves when a third is recorded', async () => {
    const { app, db } = await buildTestApp();
    const figure = await leonardoSales(db, [{ cents: 40000, days: 10 }, { cents: 42000, days: 20 }, { cents: 44000, days: 190 }]);
    const id = await addCopy(app, db, { grading_company: 'AFA', grading_grade: '85' });
    const copy = await item(app, id);
    expect(copy).toMatchObject({ estimated_value: 110, value_basis: 'graded_unsupported', value_sample_size: 2 });
    expect(describeValueBasis(copy.value_basis, copy.value_sample_size)).toBe(
      'carded average of 2 ungraded prices: no graded sales support it (fewer than 3 of its grading company and grade band in the last 180 days)',
    );
    const sale = await app.inject({ method: 'POST', url: `/api/figures/${figure}/sales`, payload: { price: 450, date: daysAgo(1), title: 'TMNT Leonardo AFA 85 NM' } });
    expect(sale.statusCode, sale.body).toBe(201);
    // By hand: (400 + 420 + 450) / 3 = 423.33.
    expect(await item(app, id)).toMatchObject({ estimated_value: 423.33, value_basis: 'graded', value_sample_size: 3 });
  });
});

/** pdf.js reads the metrics of the standard fonts (pdfkit's Helvetica) from its own package. */
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    text += items.map((i) => ('str' in i ? `${i.str}${i.hasEOL ? '\n' : ''}` : '')).join('');
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('the insurance report', () => {
  it('lists the company, grade and certificate number of a graded copy', async () => {
    const { app, db } = await buildTestApp();
    await leonardoSales(db, [{ cents: 40000, days: 10 }, { cents: 42000, days: 20 }, { cents: 44000, days: 30 }]);
    await addCopy(app, db, {
      grading_company: 'AFA', grading_grade: '85', grading_uncirculated: 'U', grading_card: '85', grading_bubble: '85', grading_figure: '90', grading_certificate: '12345678', graded_on: '2025-06-01',
    });
    await addCopy(app, db, { notes: 'ungraded' });
    const res = await app.inject('/api/reports/insurance.pdf');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Professional grade: AFA U85 (card 85, bubble 85, figure 90) · Certificate: 12345678');
    expect(text).toContain(`Value: $420.00 (${describeValueBasis('graded', 3)})`);
    // The ungraded copy says so, as before.
    expect(text.match(/Professional grade:/g)).toHaveLength(1);
    expect(text).toContain('Grade: Not graded');
  });
});
